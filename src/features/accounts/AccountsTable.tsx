import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { flexRender, type Row, type Table as TableModel } from '@tanstack/react-table';
import { memo } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { sameAccountRow, type AccountRow } from './use-accounts-list';
import type { AccountsTableMeta } from './use-accounts-table';

/** The accounts list on wider screens: a sortable table whose rows open the account. */
export function AccountsTable({
  table,
  onOpen,
}: {
  table: TableModel<PublicAccount>;
  onOpen: (address: string) => void;
}) {
  const { rowOf, kit } = table.options.meta as AccountsTableMeta;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="xs">
        <AccountsTableHead
          table={table}
          columns={table.options.columns}
          sorting={table.getState().sorting}
        />
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <AccountsTableRow
              key={row.id}
              row={row}
              shown={rowOf(row.original)}
              columns={table.options.columns}
              kit={kit}
              onOpen={onOpen}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface RowProps {
  row: Row<PublicAccount>;
  /** What the row shows of its account; its cells read the same through the table's meta. */
  shown: AccountRow;
  /** The table's column definitions: a new set (language, 2FA column) redraws every row. */
  columns: unknown;
  /** What the cells read from the page: a new one (language, network's coin) redraws too. */
  kit: unknown;
  onOpen: (address: string) => void;
}

// TanStack makes new Row objects whenever any balance arrives; a row is drawn again only when
// what it shows changed, so a refresh of 1,000 accounts redraws just the rows whose figures moved.
const sameRow = (a: RowProps, b: RowProps) =>
  a.columns === b.columns &&
  a.kit === b.kit &&
  a.onOpen === b.onOpen &&
  sameAccountRow(a.shown, b.shown);

const AccountsTableRow = memo(function AccountsTableRow({ row, onOpen }: RowProps) {
  return (
    <Table.Tr
      onClick={(e) => {
        if (!(e.target as HTMLElement).closest('a,button,input')) onOpen(row.original.addr);
      }}
      style={{ cursor: 'pointer' }}
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}, sameRow);

interface HeadProps {
  table: TableModel<PublicAccount>;
  /** What the head shows changes only with these; the table object itself stays the same. */
  columns: unknown;
  sorting: unknown;
}

// Not drawn again while balances arrive, only when the columns or the sorting change.
const AccountsTableHead = memo(
  function AccountsTableHead({ table }: HeadProps) {
    const { t } = useTranslation();
    return (
      <Table.Thead>
        {table.getHeaderGroups().map((group) => (
          <Table.Tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              if (!header.column.getCanSort()) {
                return (
                  <Table.Th key={header.id}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                );
              }
              return (
                <Table.Th
                  key={header.id}
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <UnstyledButton
                    onClick={header.column.getToggleSortingHandler()}
                    fw={700}
                    fz="sm"
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                    <span aria-hidden="true">
                      {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                    </span>
                    <VisuallyHidden>{t('accounts.sortBy')}</VisuallyHidden>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Thead>
    );
  },
  (a, b) => a.columns === b.columns && a.sorting === b.sorting,
);
