import { readOpenWallet, SessionError } from './lifecycle';

// Key access for the transaction pipeline: the only way a secret key or HD phrase leaves the
// vault for signing. Lint lets only src/infra/session and src/infra/transactions import this
// file, and decrypted bytes exist only inside the callbacks below, zeroed when they return.

/** What an HD (ARC-52) account signs with: its root's BIP-39 phrase as UTF-8, and its index. */
export interface HdSecret {
  mnemonic: Uint8Array;
  accountIndex: number;
}

/** The secrets of one signing batch; valid only inside the `withSigningSecrets` callback. */
export interface SigningSecrets {
  /** The 64-byte ed25519 secret key (seed || public key) of a requested address. */
  secretKey(address: string): Uint8Array | undefined;
  hdSecret(address: string): HdSecret | undefined;
}

/**
 * Opens the vault once for a whole batch and hands the requested accounts' secrets to `consume`
 * only; every decrypted byte is zeroed when it returns or throws. Only the transaction pipeline
 * calls this (lint fences it off from features and components).
 */
export async function withSigningSecrets<T>(
  addresses: Iterable<string>,
  consume: (secrets: SigningSecrets) => Promise<T> | T,
): Promise<T> {
  const wanted = new Set(addresses);
  const { c, data } = await readOpenWallet();
  const keys = new Map<string, Uint8Array>();
  const hd = new Map<string, HdSecret>();
  try {
    for (const account of data.accounts) {
      if (!wanted.has(account.addr)) continue;
      if (account.sk && !keys.has(account.addr)) {
        const key = c.secretKeyBytes(account);
        if (key) keys.set(account.addr, key);
      }
      if (account.hd?.mnemonic && !hd.has(account.addr)) {
        hd.set(account.addr, {
          mnemonic: new TextEncoder().encode(account.hd.mnemonic),
          accountIndex: account.hd.accountIndex,
        });
      }
    }
    return await consume({
      secretKey: (address) => keys.get(address),
      hdSecret: (address) => hd.get(address),
    });
  } finally {
    for (const key of keys.values()) key.fill(0);
    for (const secret of hd.values()) secret.mnemonic.fill(0);
  }
}

/** Runs `signWith` with an account's secret key; the bytes are zeroed afterwards. */
export function withSecretKey<T>(
  address: string,
  signWith: (secretKey: Uint8Array) => Promise<T> | T,
): Promise<T> {
  return withSigningSecrets([address], (secrets) => {
    const secretKey = secrets.secretKey(address);
    if (!secretKey) throw new SessionError('no-secret', 'Private key not found');
    return signWith(secretKey);
  });
}

/** Runs `signWith` with an HD account's phrase and index; the phrase bytes are zeroed afterwards. */
export function withHdSecret<T>(
  address: string,
  signWith: (secret: HdSecret) => Promise<T> | T,
): Promise<T> {
  return withSigningSecrets([address], (secrets) => {
    const secret = secrets.hdSecret(address);
    if (!secret) throw new SessionError('no-secret', 'Private key not found');
    return signWith(secret);
  });
}

/** The stored `session` of a WalletConnect account (its topic; the keys are in the wc store). */
export async function accountSession(address: string): Promise<unknown> {
  const { data } = await readOpenWallet();
  return data.accounts.find((a) => a.addr === address && a.type === 'wc')?.session;
}
