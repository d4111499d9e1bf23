import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { listWalletSummaries } from './wallet-index';
import { AlgowDatabase } from './wallet-db';

describe('listWalletSummaries', () => {
  it('finds nothing, and creates nothing, before the first wallet', async () => {
    const factory = new IDBFactory();
    expect(await listWalletSummaries(factory)).toEqual([]);
    expect(await factory.databases()).toEqual([]);
  });

  it('reads the names Dexie stored, sorted', async () => {
    const factory = new IDBFactory();
    const db = new AlgowDatabase(undefined, { indexedDB: factory, IDBKeyRange });
    await db.wallets.bulkAdd([
      { id: '2', name: 'Savings', data: 'x', rev: 1, updatedAt: 0 },
      { id: '1', name: 'Daily', data: 'y', rev: 1, updatedAt: 0 },
    ]);
    db.close();
    expect(await listWalletSummaries(factory)).toEqual([
      { id: '1', name: 'Daily' },
      { id: '2', name: 'Savings' },
    ]);
  });
});
