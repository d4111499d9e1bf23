import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeWalletData, encodeWalletData, validateWalletData } from '../accounts/stored-account';

// The address book inside the vault's plaintext: optional (older wallets have none), checked
// on every write so nothing unreadable is ever sealed.

const ALICE = encodeAddress(new Uint8Array(32).fill(2));
const base = { format: 'algow-wallet' as const, version: 1 as const, name: 'W', accounts: [] };

describe('contacts in wallet data', () => {
  it('round-trip through the vault plaintext, unknown contact fields kept', () => {
    const contacts = [{ name: 'Alice', address: ALICE, note: 'rent', tag: 'newer' }];
    expect(decodeWalletData(encodeWalletData({ ...base, contacts })).contacts).toEqual(contacts);
  });

  it('are optional: data from before them stays without the field', () => {
    expect(validateWalletData(base)).not.toHaveProperty('contacts');
  });

  it('refuse to seal a contact without name or with a malformed address', () => {
    expect(() => encodeWalletData({ ...base, contacts: [{ name: '', address: ALICE }] })).toThrow();
    expect(() =>
      encodeWalletData({ ...base, contacts: [{ name: 'A', address: ALICE.toLowerCase() }] }),
    ).toThrow();
  });
});
