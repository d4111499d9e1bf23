import { getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { createTwoFactorCodes, type RowKit } from './AccountRowParts';
import { useAccountColumns } from './use-account-columns';
import { sortAccounts } from './sort-accounts';
import type { RowOf } from './use-accounts-list';

/** What the cells read their account's balance through (TanStack's table meta). */
export interface AccountsTableMeta {
  rowOf: RowOf;
  /** What the cells read from the page (strings, coin format, navigation). */
  kit: RowKit;
}

export const PAGE_SIZE = 20;

/** The accounts list's sorting and 20-row paging (spec: sortable by name, amount, address, type). */
export function useAccountsTable(accounts: PublicAccount[], rowOf: RowOf, kit: RowKit) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [twoFactorCodes] = useState(createTwoFactorCodes);
  const hasTwoFactor = accounts.some((a) => a.type === '2fa');
  // The table holds the accounts alone, so a balance arriving leaves its rows, sorting and
  // paging as they are; only sorting by amount needs them again with every balance (the
  // columns change with it).
  const amountRowOf = sorting.some((s) => s.id === 'amount') ? rowOf : null;
  const columns = useAccountColumns(hasTwoFactor, twoFactorCodes, amountRowOf);
  // Sorted and paged here, so TanStack makes rows for the page it draws: 20, not 1,000 (each
  // with every feature's methods) every time the list is shown.
  const sorted = useMemo(
    () => sortAccounts(accounts, columns, sorting),
    [accounts, columns, sorting],
  );
  const data = useMemo(
    () => sorted.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE),
    [sorted, pageIndex],
  );
  const meta: AccountsTableMeta = { rowOf, kit };

  // TanStack Table returns a new table object each render; the React Compiler skips this
  // hook rather than memoising it wrongly, which is what we want here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    meta,
    state: { sorting },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPageIndex(0);
    },
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (account) => `${account.type}-${account.addr}`,
    // Every column sorts ascending first, whatever its value type.
    sortDescFirst: false,
  });
  const pageCount = Math.max(1, Math.ceil(accounts.length / PAGE_SIZE));
  return { table, pageIndex, setPageIndex, pageCount, twoFactorCodes };
}
