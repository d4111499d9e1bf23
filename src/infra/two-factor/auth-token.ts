import type { PublicAccount } from '../../core/accounts/stored-account';
import { isLedgerError } from '../../core/ledger/ledger-error';
import { authorizationHeader, buildAuthTransaction } from '../../core/arc14/auth-transaction';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { signWithLedgerAccount } from '../ledger/ledger-client';
import { withSecretKey } from '../session/session';
import { fetchSuggestedParams } from './suggested-params';

// The ARC-14 token the provider authenticates the primary account by. It is a bearer
// credential until the transaction's last valid round: callers keep it out of React state,
// URLs, logs and storage, like a key.

/** Accounts that can sign the auth transaction themselves: a stored key, or a Ledger slot. */
export function canSignAuthTransaction(account: PublicAccount): boolean {
  return account.hasSecret || (account.type === 'ledger' && account.slot !== undefined);
}

export async function createTwoFactorAuthToken(
  account: PublicAccount,
  realm: string,
): Promise<string> {
  if (!canSignAuthTransaction(account)) throw new TwoFactorError('auth-signing');
  const txn = buildAuthTransaction(account.addr, realm, await fetchSuggestedParams());
  try {
    if (account.hasSecret) {
      return authorizationHeader(await withSecretKey(account.addr, (sk) => txn.signTxn(sk)));
    }
    const signature = await signWithLedgerAccount(
      { addr: account.addr, slot: account.slot! },
      txn.toByte(),
    );
    return authorizationHeader(txn.attachSignature(account.addr, signature));
  } catch (error) {
    // Device errors tell the user what to do on the device; anything else is the spec text.
    if (isLedgerError(error)) throw error;
    throw new TwoFactorError('auth-signing');
  }
}
