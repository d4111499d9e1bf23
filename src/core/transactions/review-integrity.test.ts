import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding/base64';
import { validateSignRequest } from '../walletconnect/sign-request';
import { describeTransaction } from './review';

// The review is computed from the exact bytes that will be signed: change any one byte of a
// dapp's transaction and it is either refused, or the review shows something different (at
// least its id), and what gets signed is exactly the changed bytes, never a re-encoding.

const GENESIS = 'QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM=';
const me = algosdk.generateAccount().addr.toString();
const context = {
  genesisHash: GENESIS,
  grantedAccounts: [me],
  canSign: () => true,
  ownAccounts: [me],
  allowRekeys: true,
};

const shown = (txn: algosdk.Transaction) =>
  JSON.stringify(describeTransaction(txn, 0), (_, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v instanceof Uint8Array ? bytesToBase64(v) : v,
  );

describe('review integrity', () => {
  it('one changed byte is refused or changes what the review shows', () => {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: me,
      receiver: algosdk.generateAccount().addr,
      closeRemainderTo: algosdk.generateAccount().addr,
      amount: 1_234_567,
      note: new TextEncoder().encode('invoice 42'),
      suggestedParams: {
        fee: 1000,
        minFee: 1000,
        flatFee: true,
        firstValid: 10,
        lastValid: 1010,
        genesisID: 'dockernet-v1',
        genesisHash: algosdk.base64ToBytes(GENESIS),
      },
    });
    const original = algosdk.encodeUnsignedTransaction(txn);
    const reviewed = shown(txn);
    let refused = 0;
    let changed = 0;
    for (let i = 0; i < original.length; i++) {
      for (const mask of [0x01, 0x80]) {
        const mutated = new Uint8Array(original);
        mutated[i]! ^= mask;
        const result = validateSignRequest([[{ txn: bytesToBase64(mutated) }]], context);
        if (!result.ok) {
          refused += 1;
          continue;
        }
        const entry = result.entries[0]!;
        expect(shown(entry.txn)).not.toBe(reviewed);
        // What the key signs ("TX" + these bytes) is exactly what the dapp sent.
        expect(algosdk.encodeUnsignedTransaction(entry.txn)).toEqual(mutated);
        changed += 1;
      }
    }
    expect(refused + changed).toBe(original.length * 2);
    expect(refused).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(0);
  });

  it('refuses bytes with a field algosdk would drop when re-encoding', () => {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: me,
      receiver: me,
      amount: 1,
      suggestedParams: {
        fee: 1000,
        minFee: 1000,
        flatFee: true,
        firstValid: 10,
        lastValid: 1010,
        genesisID: 'dockernet-v1',
        genesisHash: algosdk.base64ToBytes(GENESIS),
      },
    });
    const fields = algosdk.msgpackRawDecode(algosdk.encodeUnsignedTransaction(txn)) as object;
    // 'zzz' sorts last, so the map stays canonically ordered: only the unknown field is wrong.
    const bytes = algosdk.msgpackRawEncode({ ...fields, zzz: 1 });
    expect(() => algosdk.decodeUnsignedTransaction(bytes)).not.toThrow();
    const result = validateSignRequest([[{ txn: bytesToBase64(bytes) }]], context);
    expect(result).toEqual({ ok: false, refusal: { code: 'not-a-transaction', index: 0 } });
  });
});
