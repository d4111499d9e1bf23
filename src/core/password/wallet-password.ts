// The wallet password's one enforced rule, the same at creation and at change: at least 16
// characters (UTF-16 code units, as the creation form has always counted). The strength meter
// (strength.ts) only advises.

export const MIN_WALLET_PASSWORD_LENGTH = 16;

export function isWalletPasswordLongEnough(password: string): boolean {
  return password.length >= MIN_WALLET_PASSWORD_LENGTH;
}
