import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useState } from 'react';
import { createTwoFactorCodes } from './AccountRowParts';
import { useAccountColumns } from './use-account-columns';
import type { AccountRow } from './use-accounts-list';

export const PAGE_SIZE = 20;

/** The accounts list's sorting and 20-row paging (spec: sortable by name, amount, address, type). */
export function useAccountsTable(rows: AccountRow[]) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pageIndex, setPageIndex] = useState(0);
  const [twoFactorCodes] = useState(createTwoFactorCodes);
  const hasTwoFactor = rows.some((r) => r.account.type === '2fa');
  const columns = useAccountColumns(hasTwoFactor, twoFactorCodes);

  // TanStack Table returns a new table object each render; the React Compiler skips this
  // hook rather than memoising it wrongly, which is what we want here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, pagination: { pageIndex, pageSize: PAGE_SIZE } },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPageIndex(0);
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => `${row.account.type}-${row.account.addr}`,
    // Every column sorts ascending first, whatever its value type.
    sortDescFirst: false,
    autoResetPageIndex: false,
  });
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  return { table, pageIndex, setPageIndex, pageCount, twoFactorCodes };
}
