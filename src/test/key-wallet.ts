import type { Account } from 'algosdk';
import { encodeSecretKey, type StoredAccount } from '../core/accounts/stored-account';
import type { AppConfig } from '../core/config/app-config';
import { addAccounts, createWallet, sessionStore } from '../infra/session/session';
import { setAppConfig } from '../infra/settings/settings-store';

// An open wallet for the signing pipeline's tests, with no node: the tests give every auth
// address, so nothing is asked of the chain.

export const addr = (account: Account) => account.addr.toString();

/** A key account of the wallet: its secret key is in the vault. */
export const keyAccount = (name: string, account: Account): StoredAccount => ({
  addr: addr(account),
  name,
  type: 'basic',
  sk: encodeSecretKey(account.sk),
});

/** The wallet's accounts as the session lists them. */
export const wallet = () => sessionStore.getState().accounts;

/** One account of the wallet as the session lists it. */
export const walletAccount = (address: string) => {
  const found = wallet().find((a) => a.addr === address);
  if (!found) throw new Error('not in the wallet');
  return found;
};

/** Creates and opens a sandbox wallet holding `first` and then `more`. */
export async function openKeyWallet(
  name: string,
  first: StoredAccount,
  more: StoredAccount[],
): Promise<void> {
  // The sandbox pins its genesis at first contact: with none yet, any genesis may be signed.
  setAppConfig({
    env: 'sandbox',
    algod: 'http://127.0.0.1:9',
    indexer: 'http://127.0.0.1:9',
  } as AppConfig);
  await createWallet(name, `correct horse battery staple ${name}`, first);
  await addAccounts(more);
}
