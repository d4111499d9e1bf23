import { waysHint, type WaysHint } from '../../core/vault/ways-hint';
// The login page only needs the names of the stored wallets. Reading them with plain
// IndexedDB keeps Dexie (about 30 KB gzip) out of the login page; Dexie loads with the vault
// code once the user starts typing a password. Schema: wallet-db.ts (store `wallets`).

export const DATABASE_NAME = 'algow';

export interface WalletSummary {
  id: string;
  name: string;
  /** A wallet with passkeys: how it opens (core/vault/ways-hint.ts). */
  ways?: WaysHint;
}

/** A record's summary: its id, name and, for a passkey wallet, how it opens. */
export function summarize(id: string, name: string, data: unknown): WalletSummary {
  const ways = waysHint(data);
  return ways ? { id, name, ways } : { id, name };
}

export function listWalletSummaries(factory: IDBFactory = indexedDB): Promise<WalletSummary[]> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE_NAME);
    // No database yet: do not create an empty one here, Dexie creates it with the real schema.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => {
      if (request.error?.name === 'AbortError') resolve([]);
      else reject(request.error);
    };
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains('wallets')) {
        db.close();
        resolve([]);
        return;
      }
      const read = db.transaction('wallets', 'readonly').objectStore('wallets').getAll();
      read.onerror = () => {
        db.close();
        reject(read.error);
      };
      read.onsuccess = () => {
        db.close();
        const rows = read.result as { id?: unknown; name?: unknown; data?: unknown }[];
        resolve(
          rows
            .filter(
              (r): r is { id: string; name: string; data?: unknown } =>
                typeof r.id === 'string' && typeof r.name === 'string',
            )
            .map(({ id, name, data }) => summarize(id, name, data))
            .sort((a, b) => a.name.localeCompare(b.name)),
        );
      };
    };
  });
}
