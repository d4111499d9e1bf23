import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readWalletListAtStartup,
  refreshWalletListOnShow,
  walletListStore,
} from './wallet-list-store';

/** A browser's IndexedDB that counts how often the wallet list is opened. */
function countingIndexedDb() {
  const factory = new IDBFactory();
  const open = vi.spyOn(factory, 'open');
  vi.stubGlobal('indexedDB', factory);
  return open;
}

afterEach(() => vi.unstubAllGlobals());

describe('the wallet list of the login page', () => {
  it('is read once at start-up, not again by the first showing, and again by each later one', async () => {
    const opens = countingIndexedDb();
    await readWalletListAtStartup();
    expect(walletListStore.getState().loaded).toBe(true);
    expect(opens).toHaveBeenCalledTimes(1);

    refreshWalletListOnShow();
    expect(opens).toHaveBeenCalledTimes(1);

    // After a logout the page shows again: another tab may have changed the list.
    refreshWalletListOnShow();
    expect(opens).toHaveBeenCalledTimes(2);
  });
});
