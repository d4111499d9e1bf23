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
// worthless on chain, should anyone submit it.

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
