import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import { utf8DecodeStrict, utf8Encode } from '../../core/encoding/utf8';
import { getDatabase } from '../storage/wallet-db';

// WalletConnect's key-value storage (sessions, pairings, symmetric keys) kept in memory and
// persisted as one AES-GCM encrypted blob in the `wc` store, under the wallet's own key. The
// SDK's default would write symmetric keys to IndexedDB in clear.

/** The shape @walletconnect/core expects (IKeyValueStorage). */
export interface KeyValueStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

interface SealedBlob {
  v: 1;
  iv: string;
  data: string;
}

async function seal(key: CryptoKey, plaintext: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, Uint8Array.from(plaintext)),
  );
  return JSON.stringify({
    v: 1,
    iv: bytesToBase64(iv),
    data: bytesToBase64(data),
  } satisfies SealedBlob);
}

async function unseal(key: CryptoKey, text: string): Promise<Uint8Array> {
  const blob = JSON.parse(text) as SealedBlob;
  if (blob.v !== 1 || typeof blob.iv !== 'string' || typeof blob.data !== 'string') {
    throw new Error('Unknown WalletConnect store format');
  }
  return new Uint8Array(
    await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(blob.iv) },
      key,
      base64ToBytes(blob.data),
    ),
  );
}

export class EncryptedKeyValueStorage implements KeyValueStorage {
  private writes: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly recordId: string,
    private readonly walletId: string,
    private readonly key: CryptoKey,
    private readonly entries: Map<string, unknown>,
  ) {}

  /**
   * Loads the store of one wallet (`walletId`) and purpose (`kind`, e.g. "v2"). A record that
   * does not decrypt (a foreign or damaged one) starts empty rather than blocking the wallet.
   */
  static async open(
    walletId: string,
    kind: string,
    key: CryptoKey,
  ): Promise<EncryptedKeyValueStorage> {
    const recordId = `${walletId}:${kind}`;
    const record = await getDatabase().wc.get(recordId);
    let entries = new Map<string, unknown>();
    if (record?.data) {
      try {
        const parsed: unknown = JSON.parse(utf8DecodeStrict(await unseal(key, record.data)));
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          entries = new Map(Object.entries(parsed as Record<string, unknown>));
        }
      } catch {
        entries = new Map();
      }
    }
    return new EncryptedKeyValueStorage(recordId, walletId, key, entries);
  }

  async getKeys(): Promise<string[]> {
    return [...this.entries.keys()];
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.entries.entries()] as [string, T][];
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.entries.get(key) as T | undefined;
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    // A JSON round trip: what is stored is exactly what a reload gives back.
    this.entries.set(key, JSON.parse(JSON.stringify(value)) as unknown);
    return this.persist();
  }

  async removeItem(key: string): Promise<void> {
    if (this.entries.delete(key)) return this.persist();
  }

  /** Stops writing (after logout); pending writes finish. */
  close(): Promise<void> {
    this.closed = true;
    return this.writes;
  }

  /** Writes are queued so an older snapshot never overwrites a newer one. */
  private persist(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const snapshot = utf8Encode(JSON.stringify(Object.fromEntries(this.entries)));
    this.writes = this.writes
      .catch(() => undefined)
      .then(async () => {
        const data = await seal(this.key, snapshot);
        await getDatabase().wc.put({ id: this.recordId, name: this.walletId, addr: '', data });
      });
    return this.writes;
  }
}
