import type { SuggestedParams, Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { authorizationHeader, buildAuthTransaction } from '../../core/arc14/auth-transaction';
import type { LedgerCallOptions } from '../ledger/ledger-client';
import { signAll } from './send-group';
import { ownSignature, type SignGroupRequest } from './sign-group';

// The one ARC-14 token maker: the auth transaction (a zero-amount, zero-fee self-payment with
// the realm as note, core/arc14) signed through the pipeline and encoded as "SigTx <base64>".
// Used by the developer signing page, the 2FA provider and the participation host; what they
// differ in (who signs, which error a failure becomes) are its parameters. A token is a bearer
// credential until its last valid round: callers keep it out of React state, URLs, logs and
// storage, like a key.

export interface Arc14Token {
  /** "SigTx <base64>" of the signed auth transaction. */
  token: string;
  lastValid: bigint;
}

export type Arc14Signer =
  /**
   * The account's own key (stored, HD or a Ledger slot), whatever its auth address: the 2FA
   * provider knows the primary account by that key.
   */
  | { kind: 'own'; ledger?: LedgerCallOptions }
  /**
   * The signer signGroup picks for the account among `wallet`'s accounts (its auth address as
   * `options.authAddresses` says or the chain reports, so a rekeyed account's target signs).
   */
  | {
      kind: 'pipeline';
      wallet: readonly PublicAccount[];
      options?: Omit<SignGroupRequest, 'txns' | 'accounts'>;
    };

export interface Arc14TokenRequest {
  /** The account the token authenticates: the transaction's sender and receiver. */
  account: PublicAccount;
  /**
   * What to sign: the realm and the node's parameters to build the auth transaction from, or
   * the auth transaction the user has already reviewed (built by buildAuthTransaction).
   */
  auth: { realm: string; suggestedParams: SuggestedParams } | { transaction: Transaction };
  signer: Arc14Signer;
  /** What a failed signature is thrown as (the caller's own error); unset, it is thrown as is. */
  signingError?: (error: unknown) => unknown;
}

export async function makeArc14Token({
  account,
  auth,
  signer,
  signingError,
}: Arc14TokenRequest): Promise<Arc14Token> {
  const txn =
    'transaction' in auth
      ? auth.transaction
      : buildAuthTransaction(account.addr, auth.realm, auth.suggestedParams);
  let signed: Uint8Array;
  try {
    if (signer.kind === 'own') {
      const signature = await ownSignature(account, txn, signer.ledger);
      signed = txn.attachSignature(account.addr, signature);
    } else {
      [signed] = (await signAll([txn], signer.wallet, signer.options)) as [Uint8Array];
    }
  } catch (error) {
    throw signingError ? signingError(error) : error;
  }
  return { token: authorizationHeader(signed), lastValid: txn.lastValid };
}
