import {
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';

// ARC-14 authentication: the wallet proves it holds an account by signing a transaction that
// is never sent: a zero-amount, zero-fee payment from the account to itself whose note is the
// service's realm. The service checks signature, sender and realm. Zero fee keeps it
// worthless on chain, should anyone submit it. Used by the 2FA provider, the participation
// host (realm "KMD") and the developer signing page.

export function buildAuthTransaction(
  address: string,
  realm: string,
  suggestedParams: SuggestedParams,
): Transaction {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: address,
    amount: 0,
    note: utf8Encode(realm),
    suggestedParams: { ...suggestedParams, fee: 0, flatFee: true },
  });
}

/** The Authorization header value: "SigTx " + base64 of the signed transaction. */
export function authorizationHeader(signedTransaction: Uint8Array): string {
  return `SigTx ${bytesToBase64(signedTransaction)}`;
}

/** ARC-14: a realm names the service and ends with this marker. */
export const ARC14_REALM_SUFFIX = '#ARC14';
/** A transaction note holds at most 1024 bytes. */
export const MAX_REALM_BYTES = 1024;

export type RealmProblem = 'empty' | 'suffix' | 'too-long';

/** Why a realm typed on the developer signing page cannot be signed, or null when it can. */
export function realmProblem(realm: string): RealmProblem | null {
  if (!realm.trim()) return 'empty';
  if (!realm.endsWith(ARC14_REALM_SUFFIX)) return 'suffix';
  if (utf8Encode(realm).length > MAX_REALM_BYTES) return 'too-long';
  return null;
}
