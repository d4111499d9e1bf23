import {
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
} from '@tanstack/react-table';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { createTwoFactorCodes } from './AccountRowParts';
import { sortAccounts } from './sort-accounts';
import { useAccountColumns } from './use-account-columns';
import type { AccountRow, RowOf } from './use-accounts-list';

// The list sorts the plain accounts itself; its order must be the one TanStack's sorted row
// model gives for the same columns, whatever the names, amounts, directions and ties.

const NAMES = ['Savings', 'account 10', 'Account 9', 'zeta', 'Alpha', 'alpha', 'Ünïcode', 'b2b'];
const TYPES = ['basic', 'public', 'ledger', 'msig'] as const;

const makeAccounts = (count: number): PublicAccount[] =>
  Array.from({ length: count }, (_, i) => ({
    addr: `ADDR${String((i * 37) % 101).padStart(3, '0')}X${i}`,
    name: i % 3 === 0 ? `Account ${(i * 7) % 13}` : NAMES[i % NAMES.length]!,
    type: TYPES[i % TYPES.length]!,
    hasSecret: true,
    hasHdSecret: false,
    hasSession: false,
  }));

const rowOf: RowOf = (account): AccountRow => {
  const n = Number(account.addr.slice(4, 7));
  return { account, amount: n % 4 === 0 ? null : BigInt(n % 9), failed: false, canPay: true };
};

function tanstackOrder(accounts: PublicAccount[], sorting: SortingState, amounts: boolean) {
  const { result } = renderHook(() =>
    useAccountColumns(false, createTwoFactorCodes(), amounts ? rowOf : null),
  );
  const table = createTable({
    data: accounts,
    columns: result.current,
    state: { sorting },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    sortDescFirst: false,
  });
  return {
    expected: table.getSortedRowModel().rows.map((r) => r.original.addr),
    columns: result.current,
  };
}

const SORTINGS: SortingState[] = [
  [],
  [{ id: 'name', desc: false }],
  [{ id: 'name', desc: true }],
  [{ id: 'address', desc: false }],
  [{ id: 'type', desc: true }],
  [{ id: 'amount', desc: false }],
  [{ id: 'amount', desc: true }],
  [
    { id: 'type', desc: false },
    { id: 'name', desc: true },
  ],
  [{ id: 'actions', desc: false }],
];

describe('sortAccounts', () => {
  for (const count of [0, 5, 11, 60]) {
    it(`orders ${count} accounts as TanStack's sorted row model does`, () => {
      const accounts = makeAccounts(count);
      for (const sorting of SORTINGS) {
        const amounts = sorting.some((s) => s.id === 'amount');
        const { expected, columns } = tanstackOrder(accounts, sorting, amounts);
        const order = sortAccounts(accounts, columns, sorting).map((a) => a.addr);
        expect(order, JSON.stringify(sorting)).toEqual(expected);
      }
    });
  }

  it('gives the same array back when nothing is sorted', () => {
    const accounts = makeAccounts(30);
    const { columns } = tanstackOrder(accounts, [], false);
    expect(sortAccounts(accounts, columns, [])).toBe(accounts);
  });
});
