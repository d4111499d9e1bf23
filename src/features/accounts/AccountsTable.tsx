import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { flexRender, type Table as TableModel } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { AccountRow } from './use-accounts-list';

/** The accounts list on wider screens: a sortable table whose rows open the account. */
export function AccountsTable({
  table,
  onOpen,
}: {
  table: TableModel<AccountRow>;
  onOpen: (address: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="xs">
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
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr
              key={row.id}
              onClick={(e) => {
                if (!(e.target as HTMLElement).closest('a,button,input'))
                  onOpen(row.original.account.addr);
              }}
              style={{ cursor: 'pointer' }}
            >
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
