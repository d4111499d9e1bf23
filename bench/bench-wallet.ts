// A wallet for a bench that signs through the real session: its own fake-IndexedDB database
// (benches run one after another in one process, and a wallet another bench created must not
// clash with this one's name or hold its accounts) and a session that is closed afterwards.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { PublicAccount, StoredAccount } from '../src/core/accounts/stored-account';
import { createWallet, logout, sessionStore } from '../src/infra/session/session';
// Not a React hook, whatever its name says.
import {
  AlgowDatabase,
  useDatabaseForTests as installDatabase,
} from '../src/infra/storage/wallet-db';

export interface BenchWallet {
  accounts: PublicAccount[];
  /** Logs out and deletes the bench's database. */
  close: () => Promise<void>;
}

export async function openBenchWallet(
  password: string,
  account: StoredAccount,
): Promise<BenchWallet> {
  const db = new AlgowDatabase(`algow-bench-${randomUUID()}`);
  installDatabase(db);
  const close = async () => {
    logout();
    await db.delete();
  };
  try {
    await createWallet('Bench', password, account);
  } catch (err) {
    await close();
    throw err;
  }
  return { accounts: sessionStore.getState().accounts, close };
}
