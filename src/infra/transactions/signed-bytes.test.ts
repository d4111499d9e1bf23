import algosdk, { Address, generateAccount, type SuggestedParams } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { signedFromBytesToSign } from './signed-bytes';

const sender = generateAccount();
const other = generateAccount();
const params: SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 1000n,
  lastValid: 2000n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
};

// Every field family that changes the transaction's encoding: notes, leases, rekeys, closings,
// asset and application calls (with boxes and long arguments), key registrations.
const transactions = (): algosdk.Transaction[] => [
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver: other.addr,
    amount: 1,
    suggestedParams: params,
  }),
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver: other.addr,
    amount: 2n ** 60n,
    closeRemainderTo: other.addr,
    rekeyTo: other.addr,
    note: new Uint8Array(1000).fill(1),
    lease: new Uint8Array(32).fill(9),
    suggestedParams: params,
  }),
  algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver: other.addr,
    assetIndex: 123,
    amount: 5,
    suggestedParams: params,
  }),
  algosdk.makeApplicationNoOpTxnFromObject({
    sender: sender.addr,
    appIndex: 77,
    appArgs: [new Uint8Array(300).fill(2), new Uint8Array([1])],
    boxes: [{ appIndex: 77, name: new Uint8Array([1, 2, 3]) }],
    foreignAssets: [1, 2],
    accounts: [other.addr],
    suggestedParams: params,
  }),
  algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    voteKey: new Uint8Array(32).fill(4),
    selectionKey: new Uint8Array(32).fill(5),
    stateProofKey: new Uint8Array(64).fill(6),
    voteFirst: 1,
    voteLast: 1000,
    voteKeyDilution: 10,
    suggestedParams: params,
  }),
];

const signature = Uint8Array.from({ length: 64 }, (_, i) => i * 3);

describe('signedFromBytesToSign', () => {
  it("is byte for byte algosdk's attachSignature, signed by the sender's own key", () => {
    for (const txn of transactions()) {
      expect(signedFromBytesToSign(txn.bytesToSign(), signature)).toEqual(
        txn.attachSignature(sender.addr, signature),
      );
    }
  });

  it("is byte for byte algosdk's attachSignature with another signer (sgnr)", () => {
    for (const txn of transactions()) {
      const bytes = signedFromBytesToSign(txn.bytesToSign(), signature, other.addr);
      expect(bytes).toEqual(txn.attachSignature(other.addr, signature));
      const decoded = algosdk.decodeSignedTransaction(bytes);
      expect(decoded.sgnr?.toString()).toBe(other.addr.toString());
      expect(decoded.txn.txID()).toBe(txn.txID());
    }
  });

  it('refuses bytes that are not a transaction, a short signature and a short signer', () => {
    const txn = transactions()[0]!;
    expect(() => signedFromBytesToSign(txn.toByte(), signature)).toThrow(/transaction/);
    expect(() => signedFromBytesToSign(txn.bytesToSign(), signature.subarray(1))).toThrow(
      /signature/,
    );
    const short = new Address(new Uint8Array(32));
    Object.defineProperty(short, 'publicKey', { value: new Uint8Array(31) });
    expect(() => signedFromBytesToSign(txn.bytesToSign(), signature, short)).toThrow(/signer/);
  });
});
