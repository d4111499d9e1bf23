import { beforeEach, describe, expect, it } from 'vitest';
import { AlgowDatabase, useDatabaseForTests } from './wallet-db';
import {
  addWalletRecord,
  getWalletRecord,
  importWalletRecord,
  listWallets,
  updateWalletRecord,
  WalletStoreError,
} from './wallet-repository';
import { createVault, openWithKey, sealWithKey, type VaultKey } from '../../core/vault/vault';
import {
  decodeWalletData,
  encodeWalletData,
  type StoredAccount,
  type WalletData,
} from '../../core/accounts/stored-account';

const FAST_KDF = { memoryKiB: 1024, iterations: 1, parallelism: 1 };
let dbCounter = 0;

beforeEach(() => {
  useDatabaseForTests(new AlgowDatabase(`test-${++dbCounter}`));
});

const account = (addr: string, name: string): StoredAccount => ({ addr, name, type: 'public' });
const A = 'A'.repeat(58);
const B = 'B'.repeat(58);

async function newWallet(name: string): Promise<{ id: string; key: VaultKey }> {
  const data: WalletData = { format: 'algow-wallet', version: 1, name, accounts: [] };
  const { serialized, vaultKey } = await createVault(
    'pw-123456789012',
    encodeWalletData(data),
    FAST_KDF,
  );
  const record = await addWalletRecord(name, serialized);
  return { id: record.id, key: vaultKey };
}

function addAccount(key: VaultKey, extra: StoredAccount, pause?: Promise<void>) {
  return async (record: { data: string }) => {
    const current = decodeWalletData(await openWithKey(key, record.data));
    await pause;
    return sealWithKey(
      key,
      encodeWalletData({ ...current, accounts: [...current.accounts, extra] }),
    );
  };
}

describe('wallet repository', () => {
  it('refuses a duplicate name, ignoring case', async () => {
    await newWallet('Main');
    await expect(addWalletRecord('main', 'x')).rejects.toMatchObject({ code: 'duplicate-name' });
    await expect(addWalletRecord(' ', 'x')).rejects.toMatchObject({ code: 'missing-name' });
    expect(await listWallets()).toHaveLength(1);
  });

  it('refuses empty and foreign backup files and stores nothing', async () => {
    await expect(importWalletRecord('W', '')).rejects.toMatchObject({ code: 'missing-data' });
    await expect(importWalletRecord('W', '   \n')).rejects.toMatchObject({ code: 'missing-data' });
    await expect(importWalletRecord('', 'AWEv1.600000.a.b.c')).rejects.toMatchObject({
      code: 'missing-name',
    });
    await expect(importWalletRecord('W', '{"hello":"world"}')).rejects.toBeInstanceOf(
      WalletStoreError,
    );
    expect(await listWallets()).toEqual([]);
  });

  it('refuses a backup asking for more key derivation than a phone does in 5 s', async () => {
    const { id } = await newWallet('Kept');
    const before = await getWalletRecord(id);
    const { serialized } = await createVault('pw-123456789012', new Uint8Array(0), FAST_KDF);
    const costly = JSON.parse(serialized) as { kdf: { memoryKiB: number; iterations: number } };
    costly.kdf.memoryKiB = 1024 * 1024;
    await expect(importWalletRecord('Costly', JSON.stringify(costly))).rejects.toMatchObject({
      code: 'too-costly',
    });
    costly.kdf.memoryKiB = 65536;
    costly.kdf.iterations = 12;
    await expect(importWalletRecord('Costly', JSON.stringify(costly))).rejects.toMatchObject({
      code: 'too-costly',
    });
    const aweV1 = `AWEv1.50000000.${'A'.repeat(22)}==.${'A'.repeat(16)}.${'A'.repeat(64)}`;
    await expect(importWalletRecord('Costly', aweV1)).rejects.toMatchObject({
      code: 'too-costly',
    });
    // Nothing was stored and the wallet already there is untouched.
    expect(await listWallets()).toEqual([{ id, name: 'Kept' }]);
    expect(await getWalletRecord(id)).toEqual(before);
  });

  it('keeps both accounts when two tabs save the same wallet at once', async () => {
    const { id, key } = await newWallet('Shared');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Tab 1 reads, then stalls; tab 2 saves meanwhile; tab 1 must redo its change on top.
    const slow = updateWalletRecord(id, addAccount(key, account(A, 'from tab 1'), gate));
    await new Promise((r) => setTimeout(r, 20));
    const fast = updateWalletRecord(id, addAccount(key, account(B, 'from tab 2')));
    await new Promise((r) => setTimeout(r, 20));
    release();
    await Promise.all([slow, fast]);
    const final = decodeWalletData(await openWithKey(key, (await getWalletRecord(id)).data));
    expect(final.accounts.map((a) => a.addr).sort()).toEqual([A, B]);
  });

  it('leaves the previous record readable when a save dies half-way', async () => {
    const { id, key } = await newWallet('Crashy');
    await updateWalletRecord(id, addAccount(key, account(A, 'kept')));
    const before = await getWalletRecord(id);
    await expect(
      updateWalletRecord(id, async () => {
        throw new Error('tab closed');
      }),
    ).rejects.toThrow('tab closed');
    const after = await getWalletRecord(id);
    expect(after).toEqual(before);
    expect(decodeWalletData(await openWithKey(key, after.data)).accounts).toHaveLength(1);
  });
});
