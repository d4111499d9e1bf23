import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeAnyWalletDataReport } from '../accounts/any-wallet-data';
import { decodeWalletData, encodeWalletData, validateWalletData } from '../accounts/stored-account';
import { utf8Encode } from '../encoding/utf8';
import { readStoredContacts } from './contact';

// The address book inside the vault's plaintext: optional (older wallets have none), checked
// on every write so nothing unreadable is ever sealed, and read entry by entry from a backup so
// a damaged one never costs the accounts.

const ALICE = encodeAddress(new Uint8Array(32).fill(2));
const BOB = encodeAddress(new Uint8Array(32).fill(3));
const OWN = encodeAddress(new Uint8Array(32).fill(4));
const base = { format: 'algow-wallet' as const, version: 1 as const, name: 'W', accounts: [] };
const bytes = (value: unknown) => utf8Encode(JSON.stringify(value));

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

describe('readStoredContacts', () => {
  it('keeps every readable contact in order, unknown fields included', () => {
    const list = [
      { name: 'Alice', address: ALICE, note: 'rent', tag: 'newer' },
      { name: 'Bob', address: BOB },
    ];
    expect(readStoredContacts(list)).toEqual({ contacts: list, skipped: 0 });
  });

  it('leaves out and counts each broken entry, a second one for an address too', () => {
    const read = readStoredContacts([
      { name: 'Alice', address: ALICE },
      { name: '', address: BOB },
      { name: 'Lower', address: BOB.toLowerCase() },
      { name: 5, address: BOB },
      { name: 'No address' },
      'Bob',
      null,
      { name: 'Alice again', address: ALICE },
      { name: 'Bob', address: BOB, note: 7 },
      { name: 'Bob', address: BOB, note: 'kept' },
    ]);
    expect(read.contacts).toEqual([
      { name: 'Alice', address: ALICE },
      { name: 'Bob', address: BOB, note: 'kept' },
    ]);
    expect(read.skipped).toBe(8);
  });

  it('reads a missing list as none, and a list that is not one as one skipped entry', () => {
    expect(readStoredContacts(undefined)).toEqual({ contacts: [], skipped: 0 });
    expect(readStoredContacts(null)).toEqual({ contacts: [], skipped: 0 });
    expect(readStoredContacts({ name: 'Alice', address: ALICE })).toEqual({
      contacts: [],
      skipped: 1,
    });
  });
});

describe('decodeAnyWalletDataReport', () => {
  const wallet = { ...base, accounts: [{ addr: OWN, name: 'Watch', type: 'public' }] };

  it('opens a backup with damaged contacts with all its accounts, and counts what it left out', async () => {
    const { data, skippedContacts } = await decodeAnyWalletDataReport(
      bytes({
        ...wallet,
        contacts: [{ name: 'Alice', address: ALICE, note: 'rent' }, { name: '' }, 42],
      }),
    );
    expect(data.accounts).toEqual(wallet.accounts);
    expect(data.contacts).toEqual([{ name: 'Alice', address: ALICE, note: 'rent' }]);
    expect(skippedContacts).toBe(2);
    // What it hands on can be sealed again.
    expect(decodeWalletData(encodeWalletData(data))).toEqual(data);
  });

  it('opens a backup whose contacts field is no list at all, without contacts', async () => {
    const { data, skippedContacts } = await decodeAnyWalletDataReport(
      bytes({ ...wallet, contacts: 'Alice' }),
    );
    expect(data.accounts).toEqual(wallet.accounts);
    expect(data).not.toHaveProperty('contacts');
    expect(skippedContacts).toBe(1);
  });

  it('reports nothing for a sound backup, or one from before contacts', async () => {
    const contacts = [{ name: 'Alice', address: ALICE }];
    expect(await decodeAnyWalletDataReport(bytes({ ...wallet, contacts }))).toEqual({
      data: { ...wallet, contacts },
      skippedContacts: 0,
    });
    expect(await decodeAnyWalletDataReport(bytes(wallet))).toEqual({
      data: wallet,
      skippedContacts: 0,
    });
  });

  it('still refuses a backup whose accounts are broken', async () => {
    await expect(
      decodeAnyWalletDataReport(
        bytes({ ...wallet, accounts: [{ addr: 'x', name: 'W', type: 'public' }], contacts: [] }),
      ),
    ).rejects.toMatchObject({ code: 'malformed' });
  });

  it('keeps an A-Wallet file’s unknown contacts field aside, unread (A-Wallet has no address book)', async () => {
    const { data, skippedContacts } = await decodeAnyWalletDataReport(
      bytes({
        name: 'A',
        privateAccounts: [{ addr: OWN, name: 'Watch' }],
        contacts: [{ name: '<b>x</b>', address: 'nonsense' }],
      }),
    );
    expect(data.accounts.map((a) => a.addr)).toEqual([OWN]);
    expect(data).not.toHaveProperty('contacts');
    expect(data.extra?.contacts).toEqual([{ name: '<b>x</b>', address: 'nonsense' }]);
    expect(skippedContacts).toBe(0);
  });
});
