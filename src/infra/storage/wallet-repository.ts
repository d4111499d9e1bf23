import { summarize, type WalletSummary } from './wallet-index';
import { getDatabase, type WalletRecord } from './wallet-db';

// All wallet record writes go through here. Updates are compare-and-swap on `rev`, and the
// mutation always runs on the freshest stored record, so a save from one tab can never
// silently drop an account another tab added. navigator.locks (when present) serialises tabs
// so the retry loop rarely runs; the `rev` check is what guarantees correctness.

export type WalletStoreErrorCode =
  'duplicate-name' | 'missing-name' | 'missing-data' | 'not-found' | 'foreign-file' | 'conflict';

const MESSAGES: Record<WalletStoreErrorCode, string> = {
  'duplicate-name': 'Wallet with the same name already exists',
  'missing-name': 'Wallet name not found',
  'missing-data': 'Wallet data not found',
  'not-found': 'Wallet not found',
  'foreign-file': 'This file is not an Algow or A-Wallet backup',
  conflict: 'The wallet was changed in another tab. Please try again.',
};

export class WalletStoreError extends Error {
  constructor(readonly code: WalletStoreErrorCode) {
    super(MESSAGES[code]);
    this.name = 'WalletStoreError';
  }
}

export type { WalletSummary };

function newId(): string {
  return crypto.randomUUID();
}

export async function listWallets(): Promise<WalletSummary[]> {
  const all = await getDatabase().wallets.toArray();
  return all
    .map(({ id, name, data }) => summarize(id, name, data))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export async function getWalletRecord(id: string): Promise<WalletRecord> {
  const record = await getDatabase().wallets.get(id);
  if (!record) throw new WalletStoreError('not-found');
  return record;
}

export async function addWalletRecord(name: string, data: string): Promise<WalletRecord> {
  const trimmedName = name.trim();
  if (!trimmedName) throw new WalletStoreError('missing-name');
  if (!data.trim()) throw new WalletStoreError('missing-data');
  const record: WalletRecord = {
    id: newId(),
    name: trimmedName,
    data,
    rev: 1,
    updatedAt: Date.now(),
  };
  const db = getDatabase();
  await db.transaction('rw', db.wallets, async () => {
    const clash = await db.wallets.where('name').equalsIgnoreCase(trimmedName).first();
    if (clash) throw new WalletStoreError('duplicate-name');
    await db.wallets.add(record);
  });
  return record;
}

/**
 * Stores a backup file's content as a new wallet; it is decrypted (and upgraded) on first unlock.
 * A file asking for more key derivation than a phone does in about 5 s is refused (VaultError
 * 'too-costly') before anything is derived or stored, as is one with a passkey of another site.
 */
export async function importWalletRecord(
  name: string,
  fileText: string,
  // The site passkeys answer on (their relying party): this origin's hostname.
  site: string | undefined = globalThis.location?.hostname,
): Promise<WalletRecord> {
  if (!name.trim()) throw new WalletStoreError('missing-name');
  const data = fileText.trim();
  if (!data) throw new WalletStoreError('missing-data');
  const [{ assertAffordableKdf, detectVaultFormat }, keyring] = await Promise.all([
    import('../../core/vault/vault'),
    import('../../core/vault/keyring'),
  ]);
  if (detectVaultFormat(data) === 'unknown') throw new WalletStoreError('foreign-file');
  assertAffordableKdf(data);
  // A passkey of another site would never answer here (PasskeyError 'foreign-passkey').
  if (site !== undefined) keyring.assertPasskeysOfSite(data, site);
  return addWalletRecord(name, data);
}

async function withWalletLock<T>(id: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request(`algow-wallet-${id}`, task);
  return task();
}

/**
 * Rewrites a wallet's data. `transform` receives the current stored record and returns the new
 * vault string; it is re-run on the newer record if another writer got there first.
 */
export async function updateWalletRecord(
  id: string,
  transform: (current: WalletRecord) => Promise<string>,
  maxAttempts = 5,
): Promise<WalletRecord> {
  return withWalletLock(id, async () => {
    const db = getDatabase();
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      const current = await getWalletRecord(id);
      const data = await transform(current);
      const next: WalletRecord = { ...current, data, rev: current.rev + 1, updatedAt: Date.now() };
      const written = await db.transaction('rw', db.wallets, async () => {
        const latest = await db.wallets.get(id);
        if (!latest) throw new WalletStoreError('not-found');
        if (latest.rev !== current.rev) return false;
        await db.wallets.put(next);
        return true;
      });
      if (written) return next;
    }
    throw new WalletStoreError('conflict');
  });
}

export async function deleteWalletRecord(id: string): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.wallets, db.wc, async () => {
    await db.wallets.delete(id);
    // The wallet's WalletConnect sessions go with it (their key lived in the wallet).
    await db.wc.where('name').equals(id).delete();
  });
}
