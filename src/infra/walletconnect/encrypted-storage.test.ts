import { beforeEach, describe, expect, it } from 'vitest';
import { AlgowDatabase, getDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { deleteWalletRecord } from '../storage/wallet-repository';
import { EncryptedKeyValueStorage } from './encrypted-storage';

let dbCounter = 0;
beforeEach(() => {
  useDatabaseForTests(new AlgowDatabase(`wc-test-${++dbCounter}`));
});

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

describe('EncryptedKeyValueStorage', () => {
  it('survives a reopen with the same key, and stores nothing in clear', async () => {
    const key = await newKey();
    const store = await EncryptedKeyValueStorage.open('wallet-1', 'v2', key);
    await store.setItem('wc@2:core:0.3//keychain', { topic: 'SECRET-SYM-KEY' });
    await store.setItem('wc@2:client:0.3//session', [{ topic: 't1' }]);
    await store.removeItem('wc@2:client:0.3//session');

    const record = await getDatabase().wc.get('wallet-1:v2');
    expect(record?.name).toBe('wallet-1');
    expect(record?.data).not.toContain('SECRET');

    const reopened = await EncryptedKeyValueStorage.open('wallet-1', 'v2', key);
    expect(await reopened.getKeys()).toEqual(['wc@2:core:0.3//keychain']);
    expect(await reopened.getItem('wc@2:core:0.3//keychain')).toEqual({ topic: 'SECRET-SYM-KEY' });
    expect(await reopened.getEntries()).toHaveLength(1);
  });

  it('starts empty when the key does not open the record', async () => {
    const store = await EncryptedKeyValueStorage.open('wallet-1', 'v2', await newKey());
    await store.setItem('a', 1);
    const other = await EncryptedKeyValueStorage.open('wallet-1', 'v2', await newKey());
    expect(await other.getKeys()).toEqual([]);
  });

  it('keeps the last write when writes overlap, and stops writing once closed', async () => {
    const key = await newKey();
    const store = await EncryptedKeyValueStorage.open('w', 'v2', key);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.setItem('n', i)));
    expect(await (await EncryptedKeyValueStorage.open('w', 'v2', key)).getItem('n')).toBe(19);
    await store.close();
    await store.setItem('n', 99);
    expect(await (await EncryptedKeyValueStorage.open('w', 'v2', key)).getItem('n')).toBe(19);
  });

  it('goes when its wallet is deleted', async () => {
    const store = await EncryptedKeyValueStorage.open('gone', 'v2', await newKey());
    await store.setItem('a', 1);
    await getDatabase().wallets.add({ id: 'gone', name: 'Gone', data: 'x', rev: 1, updatedAt: 0 });
    await deleteWalletRecord('gone');
    expect(await getDatabase().wc.get('gone:v2')).toBeUndefined();
  });
});
