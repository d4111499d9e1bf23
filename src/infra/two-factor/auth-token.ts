import type { SuggestedParams } from 'algosdk';
import { signsForItself } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { isLedgerError } from '../../core/ledger/ledger-error';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { makeArc14Token } from '../transactions/arc14-token';
import { getSuggestedParams, NodeError } from '../chain/algod-client';

// The ARC-14 token the provider authenticates the primary account by. It is a bearer
// credential until the transaction's last valid round: callers keep it out of React state,
// URLs, logs and storage, like a key.

/** Accounts that sign the auth transaction themselves: a stored key, an HD key, a Ledger slot. */
export function canSignAuthTransaction(account: PublicAccount): boolean {
  return signsForItself(account, { needsLedgerSlot: true });
}

/** The current network's parameters; a node that cannot be reached is the spec's text. */
async function suggestedParams(): Promise<SuggestedParams> {
  try {
    return await getSuggestedParams();
  } catch (error) {
    // Another chain's node (NetworkMismatchError) is said as such: it gets no signature.
    if (error instanceof NodeError) throw new TwoFactorError('node-unavailable');
    throw error;
  }
}

export async function createTwoFactorAuthToken(
  account: PublicAccount,
  realm: string,
): Promise<string> {
  if (!canSignAuthTransaction(account)) throw new TwoFactorError('auth-signing');
  const { token } = await makeArc14Token({
    account,
    auth: { realm, suggestedParams: await suggestedParams() },
    // The provider knows the primary account by its own key.
    signer: { kind: 'own' },
    // Device errors tell the user what to do on the device; anything else is the spec text.
    signingError: (error) => (isLedgerError(error) ? error : new TwoFactorError('auth-signing')),
  });
  return token;
}
