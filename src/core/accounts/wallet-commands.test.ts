import { describe, expect, it } from 'vitest';
import type { StoredAccount, WalletData } from './stored-account';
import {
  AccountExistsError,
  withAccountRemoved,
  withAccountsAdded,
  withAccountUpdated,
} from './wallet-commands';

const A = 'A'.repeat(58);
const B = 'B'.repeat(58);
const C = 'C'.repeat(58);
const account = (
  addr: string,
  name: string,
  extra: Partial<StoredAccount> = {},
): StoredAccount => ({
  addr,
  name,
  type: 'basic',
  sk: 'c2VjcmV0',
  ...extra,
});
const wallet = (...accounts: StoredAccount[]): WalletData => ({
  format: 'algow-wallet',
  version: 1,
  name: 'W',
  accounts,
  lastActiveAccount: accounts[0]?.addr,
});

describe('wallet commands', () => {
  it('adds accounts and can make one active', () => {
    const next = withAccountsAdded(wallet(account(A, 'a')), [account(B, 'b'), account(C, 'c')], C);
    expect(next.accounts.map((a) => a.name)).toEqual(['a', 'b', 'c']);
    expect(next.lastActiveAccount).toBe(C);
  });

  it('refuses the whole addition when one address is already there, naming it', () => {
    const data = wallet(account(A, 'Savings'));
    expect(() => withAccountsAdded(data, [account(B, 'b'), account(A, 'again')])).toThrow(
      new AccountExistsError(A, 'Savings'),
    );
    expect(data.accounts).toHaveLength(1);
  });

  it('removes by address and type, and the active account with it', () => {
    const data = wallet(account(A, 'a'), account(A, 'watch', { type: 'public', sk: undefined }));
    const next = withAccountRemoved(data, { addr: A, type: 'basic' });
    expect(next.accounts.map((a) => a.name)).toEqual(['watch']);
    expect(next.lastActiveAccount).toBeUndefined();
  });

  it('updates public fields only; an unset rekeyedTo is removed, the key is kept', () => {
    const data = wallet(account(A, 'a', { rekeyedTo: B }));
    const cleared = withAccountUpdated(data, { addr: A, type: 'basic' }, { rekeyedTo: undefined });
    expect(cleared.accounts[0]).not.toHaveProperty('rekeyedTo');
    expect(cleared.accounts[0]?.sk).toBe('c2VjcmV0');
    const renamed = withAccountUpdated(data, { addr: A, type: 'basic' }, { network: 'testnet' });
    expect(renamed.accounts[0]).toMatchObject({ rekeyedTo: B, network: 'testnet' });
  });
});
