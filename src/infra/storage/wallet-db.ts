import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import { DATABASE_NAME } from './wallet-index';

// IndexedDB layout (spec section 3): stores `wallets` (id, unique name, encrypted data) and `wc`
// (id, name, addr, encrypted data), schema version 6. `rev` counts writes so two tabs saving the
// same wallet can detect each other (compare-and-swap in wallet-repository.ts).

export interface WalletRecord {
  id: string;
  name: string;
  /** The vault string: algow-vault JSON, or an imported A-Wallet string until first unlock. */
  data: string;
  rev: number;
  updatedAt: number;
}

export interface WalletConnectRecord {
  id: string;
  name: string;
  addr: string;
  data: string;
}

export const DB_SCHEMA_VERSION = 6;

export class AlgowDatabase extends Dexie {
  wallets!: EntityTable<WalletRecord, 'id'>;
  wc!: EntityTable<WalletConnectRecord, 'id'>;

  constructor(name = DATABASE_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(DB_SCHEMA_VERSION).stores({
      wallets: 'id, &name',
      wc: 'id, name, addr',
    });
  }
}

let database: AlgowDatabase | null = null;

export function getDatabase(): AlgowDatabase {
  database ??= new AlgowDatabase();
  return database;
}

/** Tests use a fresh database per case. */
export function useDatabaseForTests(db: AlgowDatabase): void {
  database = db;
}
