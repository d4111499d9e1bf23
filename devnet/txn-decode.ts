/**
 * Turns the body of `POST /v2/transactions` into signed transactions, as algod's RawTransaction
 * handler does: concatenated msgpack, at most one group, every object a canonical SignedTxn.
 */
import { decodeSignedTransaction, encodeMsgpack, type SignedTransaction } from 'algosdk';
import { MAX_TX_GROUP_SIZE } from './constants';
import { badRequest } from './errors';
import { MsgpackFramingError, splitMsgpackObjects } from './msgpack-split';

export interface DecodedTxn {
  readonly stxn: SignedTransaction;
  /** The signed transaction's bytes as submitted (checked to be canonical). */
  readonly raw: Uint8Array;
  readonly id: string;
}

export function decodeTxnGroup(body: Uint8Array): DecodedTxn[] {
  let parts: Uint8Array[];
  try {
    parts = splitMsgpackObjects(body, MAX_TX_GROUP_SIZE);
  } catch (err) {
    if (err instanceof MsgpackFramingError) throw badRequest(err.message);
    throw err;
  }
  if (parts.length === 0) throw badRequest('empty txgroup');
  if (parts.length > MAX_TX_GROUP_SIZE) throw badRequest(`max group size is ${MAX_TX_GROUP_SIZE}`);
  return parts.map(decodeOne);
}

export function decodeOne(raw: Uint8Array): DecodedTxn {
  let stxn: SignedTransaction;
  try {
    stxn = decodeSignedTransaction(raw);
  } catch (err) {
    throw badRequest(`msgpack decode error: ${err instanceof Error ? err.message : String(err)}`);
  }
  // algosdk ignores fields it does not know and accepts non-canonical encodings; algod's decoder
  // refuses both. Re-encoding and comparing catches either, and guarantees that the txid and the
  // signed bytes we compute are the ones the sender computed.
  if (!bytesEqual(encodeMsgpack(stxn), raw)) {
    throw badRequest(
      'msgpack decode error: non-canonical encoding or unknown field in signed transaction',
    );
  }
  return { stxn, raw, id: stxn.txn.txID() };
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}
