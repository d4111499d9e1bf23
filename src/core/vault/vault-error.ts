export type VaultErrorCode =
  | 'wrong-password'
  | 'empty'
  | 'malformed'
  | 'unsupported-format'
  | 'crypto-unavailable'
  /** The file asks for more key-derivation work than KDF_CAP (kdf-cap.ts) allows. */
  | 'too-costly';

// User-visible texts come from the spec's error catalogue (section 5 and 8). A damaged
// record and a wrong password deliberately share one text: telling them apart would
// only help someone guessing passwords against a stolen file.
export const VAULT_ERROR_MESSAGES: Readonly<Record<VaultErrorCode, string>> = {
  'wrong-password': 'Wrong password or corrupted data',
  empty: 'Wallet data is empty',
  malformed: 'Wrong password or corrupted data',
  'unsupported-format': 'Wrong password or corrupted data',
  'crypto-unavailable': 'Crypto API in browser is not available',
  'too-costly':
    'This file asks for more key-derivation work than a phone can do in about 5 seconds',
};

export class VaultError extends Error {
  readonly code: VaultErrorCode;
  /** Where a structural check failed (e.g. `accounts.3.sk`); never holds a value. */
  readonly detail?: string;

  constructor(code: VaultErrorCode, detail?: string) {
    super(VAULT_ERROR_MESSAGES[code]);
    this.name = 'VaultError';
    this.code = code;
    if (detail !== undefined) this.detail = detail;
  }
}

export function isVaultError(error: unknown, code?: VaultErrorCode): error is VaultError {
  return error instanceof VaultError && (code === undefined || error.code === code);
}
