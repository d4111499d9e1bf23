import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { coinTotal } from './AccountsTotal';
import type { RowOf } from './use-accounts-list';

const account = (addr: string, extra: Partial<PublicAccount> = {}): PublicAccount => ({
  addr,
  name: addr,
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
  ...extra,
});
const rows =
  (amounts: Record<string, bigint | null>): RowOf =>
  (a) => ({ account: a, amount: amounts[a.addr] ?? null, failed: false, canPay: true });

describe('coinTotal', () => {
  it('adds each address of this network once', () => {
    const list = [
      account('A'),
      account('A', { type: 'public' }),
      account('B', { network: 'net' }),
      account('C', { network: 'other' }),
    ];
    expect(coinTotal(list, 'net', rows({ A: 2n, B: 3n, C: 100n }))).toBe(5n);
  });

  it('has no total while any balance is unknown, nor for no account', () => {
    expect(coinTotal([account('A'), account('B')], 'net', rows({ A: 2n }))).toBeNull();
    expect(coinTotal([], 'net', rows({}))).toBeNull();
    expect(coinTotal([account('A')], 'net', rows({ A: 0n }))).toBe(0n);
  });
});
