import type { StoredAccount, WalletData } from '../../core/accounts/stored-account';
import {
  openWithPassword,
  preloadWalletCrypto,
  requireOpen,
  SessionError,
  touch,
  type WalletCrypto,
} from './lifecycle';

// What leaves the wallet for the person to keep: the encrypted backup file and, after the
// password is typed again, one account's recovery phrase.

/**
 * An account's recovery phrase as UTF-8 (25 words for a key account, the 24-word root phrase
 * for an HD account), after the wallet password was checked again by opening the stored record
 * with it: an open session alone is not enough to read a phrase off the screen. The caller
 * owns the bytes and zeroes them when the phrase is no longer shown.
 */
export async function revealRecoveryPhrase(address: string, password: string): Promise<Uint8Array> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  const opened = await openWithPassword(c, record.data, password);
  let data: WalletData;
  try {
    data = await c.decodeAnyWalletData(opened.plaintext);
  } finally {
    opened.plaintext.fill(0);
  }
  const account = data.accounts.find((a) => a.addr === address && (a.sk || a.hd?.mnemonic));
  const phrase = account?.hd?.mnemonic ?? (account?.sk ? await keyPhrase(c, account) : undefined);
  if (!phrase) throw new SessionError('no-secret', 'Private key not found');
  touch();
  return new TextEncoder().encode(phrase);
}

async function keyPhrase(c: WalletCrypto, account: StoredAccount): Promise<string | undefined> {
  const key = c.secretKeyBytes(account);
  if (!key) return undefined;
  try {
    const { secretKeyToMnemonic } = await import('algosdk');
    return secretKeyToMnemonic(key);
  } finally {
    key.fill(0);
  }
}

/** The stored (encrypted) wallet string, as written to a backup file. */
export async function exportBackup(): Promise<{ name: string; data: string }> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  touch();
  return { name: record.name, data: record.data };
}
