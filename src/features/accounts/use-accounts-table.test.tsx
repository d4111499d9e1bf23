import { act, renderHook } from '@testing-library/react';
import type { NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { RowKit } from './AccountRowParts';
import type { AccountRow, RowOf } from './use-accounts-list';
import { useAccountsTable } from './use-accounts-table';

const accounts: PublicAccount[] = Array.from({ length: 45 }, (_, i) => ({
  addr: `ADDR${String(i).padStart(2, '0')}`,
  name: `Account ${i}`,
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
}));

/** Balances as the list would read them: `amounts` by address, the rest not read yet. */
const balances =
  (amounts: Record<string, bigint>): RowOf =>
  (account): AccountRow => ({
    account,
    amount: amounts[account.addr] ?? null,
    failed: false,
    canPay: true,
  });

const kit: RowKit = {
  t: (key) => key,
  coin: (micro) => micro.toString(),
  navigate: vi.fn() as unknown as NavigateFunction,
  hidden: false,
};

function setup() {
  const hook = renderHook(({ rowOf }: { rowOf: RowOf }) => useAccountsTable(accounts, rowOf, kit), {
    initialProps: { rowOf: balances({}) },
  });
  const page = () => hook.result.current.table.getRowModel().rows.map((r) => r.original.addr);
  return { hook, page };
}

describe('useAccountsTable', () => {
  it('keeps its rows when balances arrive, and pages 20 at a time', () => {
    const { hook, page } = setup();
    const rows = hook.result.current.table.getRowModel().rows;
    expect(page()).toHaveLength(20);
    expect(hook.result.current.pageCount).toBe(3);
    hook.rerender({ rowOf: balances({ ADDR30: 5n }) });
    // The same row objects: nothing was rebuilt for a balance off this page.
    hook.result.current.table.getRowModel().rows.forEach((row, i) => expect(row).toBe(rows[i]));
  });

  it('reorders by amount as balances arrive, while sorted by amount', () => {
    const { hook, page } = setup();
    act(() => hook.result.current.table.getColumn('amount')!.toggleSorting(true));
    hook.rerender({ rowOf: balances({ ADDR30: 5n, ADDR07: 9n }) });
    expect(page().slice(0, 2)).toEqual(['ADDR07', 'ADDR30']);
    hook.rerender({ rowOf: balances({ ADDR30: 50n, ADDR07: 9n }) });
    expect(page().slice(0, 2)).toEqual(['ADDR30', 'ADDR07']);
  });

  it('reads each drawn row through the table meta', () => {
    const { hook } = setup();
    hook.rerender({ rowOf: balances({ ADDR01: 7n }) });
    const { table } = hook.result.current;
    const meta = table.options.meta as { rowOf: RowOf };
    expect(meta.rowOf(table.getRowModel().rows[1]!.original).amount).toBe(7n);
  });
});
