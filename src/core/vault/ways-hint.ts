// What the wallet list shows before a wallet is opened: whether a stored record has a passkey
// and a password, read from its public header by text alone, so that the login page loads no
// vault code for it. Base64 data holds no quotes, so these markers come from the header only.

const PASSKEY_MARK = '"name":"webauthn-prf-hkdf-sha256"';
const PASSWORD_MARK = '"name":"argon2id"';
const KEYRING_MARK = /^\s*\{"format":"algow-vault","version":3,/;

/** Set only for a version 3 record (one with passkeys); other records open with a password. */
export interface WaysHint {
  passkey: boolean;
  password: boolean;
}

export function waysHint(data: unknown): WaysHint | null {
  if (typeof data !== 'string' || !KEYRING_MARK.test(data)) return null;
  return { passkey: data.includes(PASSKEY_MARK), password: data.includes(PASSWORD_MARK) };
}

/**
 * Whether the open wallet must still be backed up (issue 42): only a passkey opens it, and
 * neither a wallet password was set nor a recovery phrase written down and confirmed.
 */
export function needsBackup(ways: { password: boolean; phraseBackedUp: boolean } | null): boolean {
  return ways !== null && !ways.password && !ways.phraseBackedUp;
}
