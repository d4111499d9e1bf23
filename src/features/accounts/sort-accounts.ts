import {
  reSplitAlphaNumeric,
  sortingFns,
  type ColumnDef,
  type Row,
  type SortingFn,
  type SortingState,
} from '@tanstack/react-table';
import type { PublicAccount } from '../../core/accounts/stored-account';

// The accounts list's order, worked out on the plain accounts: TanStack's sorted and paginated
// row models make a Row object (with every feature's methods) for each of 1,000 accounts every
// time the list is shown, though it draws 20. The rules are TanStack's own (the same comparators,
// its 'auto' choice, descending by negation, ties in list order), so the order is the one its
// row model gave.

type SortRow = Row<PublicAccount>;

interface Sortable {
  id: string;
  value: (account: PublicAccount, index: number) => unknown;
  sortingFn: ColumnDef<PublicAccount>['sortingFn'];
}

function sortableColumns(columns: readonly ColumnDef<PublicAccount>[]): Map<string, Sortable> {
  const found = new Map<string, Sortable>();
  for (const column of columns) {
    // TanStack sorts only columns with an accessor that do not turn sorting off.
    if (!column.id || column.enableSorting === false || !('accessorFn' in column)) continue;
    const accessor = column.accessorFn;
    if (accessor)
      found.set(column.id, { id: column.id, value: accessor, sortingFn: column.sortingFn });
  }
  return found;
}

/** TanStack's 'auto' comparator: decided from the column's values after the first ten. */
function autoSortingFn(values: readonly unknown[]): SortingFn<PublicAccount> {
  let isString = false;
  for (const value of values.slice(10)) {
    if (Object.prototype.toString.call(value) === '[object Date]') return sortingFns.datetime;
    if (typeof value === 'string') {
      isString = true;
      if (value.split(reSplitAlphaNumeric).length > 1) return sortingFns.alphanumeric;
    }
  }
  return isString ? sortingFns.text : sortingFns.basic;
}

function comparatorOf(column: Sortable, values: readonly unknown[]): SortingFn<PublicAccount> {
  const fn = column.sortingFn ?? 'auto';
  if (typeof fn === 'function') return fn;
  if (fn === 'auto') return autoSortingFn(values);
  return sortingFns[fn as keyof typeof sortingFns] as SortingFn<PublicAccount>;
}

/** `accounts` in the order TanStack's sorted row model gives for `sorting` (the same array when unsorted). */
export function sortAccounts(
  accounts: readonly PublicAccount[],
  columns: readonly ColumnDef<PublicAccount>[],
  sorting: SortingState,
): readonly PublicAccount[] {
  const sortable = sortableColumns(columns);
  const entries = sorting.filter((s) => sortable.has(s.id));
  if (accounts.length === 0 || entries.length === 0) return accounts;
  // Each sorted column's values once; the comparators read them through a minimal row.
  const values = new Map(
    entries.map((s) => {
      const column = sortable.get(s.id)!;
      return [s.id, accounts.map((a, i) => column.value(a, i))] as const;
    }),
  );
  const rows = accounts.map(
    (original, index) =>
      ({ original, index, getValue: (id: string) => values.get(id)?.[index] }) as SortRow,
  );
  const keys = entries.map((s) => ({
    id: s.id,
    desc: s.desc,
    compare: comparatorOf(sortable.get(s.id)!, values.get(s.id)!),
  }));
  rows.sort((a, b) => {
    for (const key of keys) {
      // A missing value goes last (TanStack's sortUndefined: 1), then the column's comparator.
      const x = a.getValue(key.id);
      const y = b.getValue(key.id);
      let order = x === undefined || y === undefined ? (x === y ? 0 : x === undefined ? 1 : -1) : 0;
      if (order === 0) order = key.compare(a, b, key.id);
      if (order !== 0) return key.desc ? -order : order;
    }
    return a.index - b.index;
  });
  return rows.map((row) => row.original);
}
