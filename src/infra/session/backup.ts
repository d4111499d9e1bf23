import { secretKeyToMnemonic } from 'algosdk';
import type { StoredAccount, WalletData } from '../../core/accounts/stored-account';
import { PasskeyError } from '../../core/vault/passkey-error';
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
  return phraseOf(address, await openAgain(password));
}

/**
 * The same for a wallet that a passkey opens (its backup, issue 42): one of its passkeys is
 * asked again instead of the password, and its PRF output must open the stored record.
 */
export async function revealRecoveryPhraseWithPasskey(address: string): Promise<Uint8Array> {
  return phraseOf(address, await openAgain(null));
}

async function phraseOf(
  address: string,
  { c, data }: { c: WalletCrypto; data: WalletData },
): Promise<Uint8Array> {
  const account = data.accounts.find((a) => a.addr === address && (a.sk || a.hd?.mnemonic));
  const phrase = account?.hd?.mnemonic ?? (account?.sk ? await keyPhrase(c, account) : undefined);
  if (!phrase) throw new SessionError('no-secret', 'Private key not found');
  touch();
  return new TextEncoder().encode(phrase);
}

/** The wallet's data, decrypted with the password typed again (not the session's key). */
/** The stored record opened again: with the password, or (null) one of the wallet's passkeys. */
async function openAgain(password: string | null): Promise<{ c: WalletCrypto; data: WalletData }> {
  const { id } = requireOpen();
  const c = await preloadWalletCrypto();
  const record = await c.getWalletRecord(id);
  const opened =
    password === null
      ? await openWithPasskeyAgain(c, record.data)
      : await openWithPassword(c, record.data, password);
  try {
    return { c, data: await c.decodeAnyWalletData(opened.plaintext) };
  } finally {
    opened.plaintext.fill(0);
  }
}

async function openWithPasskeyAgain(
  c: WalletCrypto,
  data: Parameters<WalletCrypto['passkeyRequests']>[0],
) {
  const requests = c.passkeyRequests(data);
  if (requests.length === 0) throw new PasskeyError('unsupported');
  const { passkeyPrf } = await import('./webauthn');
  const answer = await passkeyPrf(requests);
  try {
    return await c.openWithPasskey(data, answer.credentialId, answer.prf);
  } finally {
    answer.prf.fill(0);
  }
}

/**
 * A key account's seed split into Shamir shares (issue 43), after the wallet password was
 * checked again as for the phrase. Only the shares leave the session, each the UTF-8 of its 26
 * words; the caller owns them and zeroes them when they are no longer shown.
 */
export async function splitIntoShares(
  address: string,
  /** null: a wallet without a password asks one of its passkeys again (issue 42). */
  password: string | null,
  count: number,
  threshold: number,
): Promise<{ setId: number; shares: Uint8Array[] }> {
  const { c, data } = await openAgain(password);
  const account = data.accounts.find((a) => a.addr === address && a.sk && !a.hd);
  const key = account && c.secretKeyBytes(account);
  if (!key) throw new SessionError('no-secret', 'Private key not found');
  try {
    const { randomSetId, splitSeed } = await import('../../core/backup/shamir-shares');
    const setId = randomSetId();
    const shares = await splitSeed(key.subarray(0, 32), count, threshold, setId);
    touch();
    return { setId, shares: shares.map((words) => new TextEncoder().encode(words.join(' '))) };
  } finally {
    key.fill(0);
  }
}

async function keyPhrase(c: WalletCrypto, account: StoredAccount): Promise<string | undefined> {
  const key = c.secretKeyBytes(account);
  if (!key) return undefined;
  try {
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
