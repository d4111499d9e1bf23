import { encodeAddress } from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactError } from '../../core/contacts/contact-commands';
import { utf8Encode } from '../../core/encoding/utf8';
import { createVault } from '../../core/vault/vault';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { addWalletRecord, importWalletRecord } from '../storage/wallet-repository';
import {
  addContact,
  createWallet,
  exportBackup,
  logout,
  openWallet,
  removeContact,
  selectContacts,
  sessionStore,
  updateContact,
} from './session';

// Contacts live inside the encrypted wallet: they come back with the password, travel in the
// backup file and never appear while the wallet is locked.

const PASSWORD = 'Correct-Horse-Battery-Staple-9';
const address = (byte: number) => encodeAddress(new Uint8Array(32).fill(byte));
const OWN = address(1);
const ALICE = address(2);
const BOB = address(3);
let dbCounter = 0;

const contacts = () => selectContacts(sessionStore.getState());
const walletId = () => sessionStore.getState().walletId!;

beforeEach(async () => {
  logout();
  useDatabaseForTests(new AlgowDatabase(`contacts-${++dbCounter}`));
  await createWallet('Main', PASSWORD, { addr: OWN, name: 'Watch', type: 'public' });
});

describe('contacts in the wallet', () => {
  it('start empty, are added, updated and removed through the vault', async () => {
    expect(contacts()).toEqual([]);
    await addContact({ name: ' Alice ', address: ALICE, note: 'rent' });
    await addContact({ name: 'Bob', address: BOB });
    expect(contacts()).toEqual([
      { name: 'Alice', address: ALICE, note: 'rent' },
      { name: 'Bob', address: BOB },
    ]);
    await updateContact(ALICE, { name: 'Alice W', address: ALICE });
    await removeContact(BOB);
    expect(contacts()).toEqual([{ name: 'Alice W', address: ALICE }]);
  });

  it('survive lock and unlock, and are gone while locked', async () => {
    await addContact({ name: 'Alice', address: ALICE });
    const id = walletId();
    logout();
    expect(contacts()).toEqual([]);
    await openWallet(id, PASSWORD);
    expect(contacts()).toEqual([{ name: 'Alice', address: ALICE }]);
  });

  it('are never written in clear text', async () => {
    await addContact({ name: 'Alice Secretpayee', address: ALICE });
    const backup = await exportBackup();
    expect(backup.data).not.toContain('Secretpayee');
    expect(backup.data).not.toContain(ALICE);
  });

  it('refuse a duplicate address with the existing contact, and merge on request', async () => {
    await addContact({ name: 'Alice', address: ALICE, note: 'rent' });
    const refused = await addContact({ name: 'Al', address: ALICE }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContactError);
    expect(refused).toMatchObject({ code: 'duplicate-address', existing: { name: 'Alice' } });
    expect(contacts()).toHaveLength(1);
    await addContact({ name: 'Al', address: ALICE, note: 'gym' }, { merge: true });
    expect(contacts()).toEqual([{ name: 'Al', address: ALICE, note: 'rent\ngym' }]);
  });

  it('refuse invalid input without writing', async () => {
    await expect(addContact({ name: '', address: ALICE })).rejects.toMatchObject({
      code: 'name-empty',
    });
    await expect(addContact({ name: 'X', address: 'NOTANADDRESS' })).rejects.toMatchObject({
      code: 'address-invalid',
    });
    logout();
    await expect(addContact({ name: 'X', address: ALICE })).rejects.toMatchObject({
      code: 'locked',
    });
  });

  it('travel in the backup file and are kept by its import', async () => {
    await addContact({ name: 'Alice', address: ALICE, note: 'rent' });
    const backup = await exportBackup();
    logout();
    const imported = await importWalletRecord('Restored', backup.data);
    await openWallet(imported.id, PASSWORD);
    expect(sessionStore.getState().walletName).toBe('Restored');
    expect(contacts()).toEqual([{ name: 'Alice', address: ALICE, note: 'rent' }]);
    // Still there after the import's first unlock rewrote the record under its new name.
    logout();
    await openWallet(imported.id, PASSWORD);
    expect(contacts()).toEqual([{ name: 'Alice', address: ALICE, note: 'rent' }]);
  });

  it('an imported backup with damaged contacts opens with all accounts and says what it left out', async () => {
    const damaged = {
      format: 'algow-wallet',
      version: 1,
      name: 'Damaged',
      accounts: [{ addr: OWN, name: 'Watch', type: 'public' }],
      contacts: [
        { name: 'Alice', address: ALICE, note: 'rent' },
        { name: '', address: BOB },
        { name: 'Bob', address: 'not an address' },
      ],
    };
    const { serialized } = await createVault(PASSWORD, utf8Encode(JSON.stringify(damaged)));
    logout();
    const imported = await importWalletRecord('Restored', serialized);
    expect(await openWallet(imported.id, PASSWORD)).toEqual({ skippedContacts: 2 });
    expect(sessionStore.getState().accounts.map((a) => a.addr)).toEqual([OWN]);
    expect(contacts()).toEqual([{ name: 'Alice', address: ALICE, note: 'rent' }]);
    // The record was saved without them: the next unlock is clean and contacts can be written.
    await addContact({ name: 'Bob', address: BOB });
    logout();
    expect(await openWallet(imported.id, PASSWORD)).toEqual({ skippedContacts: 0 });
    expect(contacts().map((c) => c.name)).toEqual(['Alice', 'Bob']);
  });

  it('an old wallet without contacts opens with none, and takes new ones', async () => {
    const old = {
      format: 'algow-wallet',
      version: 1,
      name: 'Old',
      accounts: [{ addr: OWN, name: 'Watch', type: 'public' }],
    };
    const { serialized } = await createVault(PASSWORD, utf8Encode(JSON.stringify(old)));
    logout();
    const record = await addWalletRecord('Old', serialized);
    await openWallet(record.id, PASSWORD);
    expect(sessionStore.getState().accounts.map((a) => a.addr)).toEqual([OWN]);
    expect(contacts()).toEqual([]);
    await addContact({ name: 'Bob', address: BOB });
    logout();
    await openWallet(record.id, PASSWORD);
    expect(contacts()).toEqual([{ name: 'Bob', address: BOB }]);
  });
});
