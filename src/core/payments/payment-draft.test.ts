import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  buildPaymentTransaction,
  draftProblems,
  maxAmount,
  paymentFee,
  transactionWarnings,
  type PaymentDraft,
} from './payment-draft';

const from = algosdk.generateAccount().addr.toString();
const to = algosdk.generateAccount().addr.toString();
const params: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisID: 'dockernet-v1',
  genesisHash: algosdk.base64ToBytes('QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM='),
  flatFee: false,
};
const draft = (over: Partial<PaymentDraft> = {}): PaymentDraft => ({
  payFrom: from,
  payTo: to,
  amount: 5_000_000n,
  fee: 1000n,
  ...over,
});

describe('maxAmount', () => {
  it('keeps 0.1 plus the fee plus 0.1 per held asset for the base coin', () => {
    expect(maxAmount({ balance: 10_000_000n, heldAssets: 0 }, 1000n)).toBe(9_899_000n);
    expect(maxAmount({ balance: 10_000_000n, heldAssets: 3 }, 2000n)).toBe(9_598_000n);
  });
  it('is the asset balance for an asset, and never negative', () => {
    expect(maxAmount({ balance: 0n, heldAssets: 1, assetBalance: 42n }, 1000n, 7n)).toBe(42n);
    expect(maxAmount({ balance: 50_000n, heldAssets: 0 }, 1000n)).toBe(0n);
    expect(maxAmount({ balance: 0n, heldAssets: 1 }, 1000n, 7n)).toBe(0n);
  });
});

describe('draftProblems', () => {
  it('accepts a sane draft', () => {
    expect(draftProblems(draft(), 9_899_000n)).toEqual([]);
  });
  it('names every problem', () => {
    expect(draftProblems(draft({ payTo: '' }))).toEqual(['pay-to-missing']);
    expect(
      draftProblems(
        draft({ payTo: to.slice(0, 20) + (to[20] === 'A' ? 'B' : 'A') + to.slice(21) }),
      ),
    ).toContain('pay-to-malformed');
    expect(draftProblems(draft({ rekeyTo: 'NOPE' }))).toEqual(['rekey-to-malformed']);
    expect(draftProblems(draft({ amount: -1n }))).toEqual(['amount-negative']);
    expect(draftProblems(draft({ amount: 10n }), 9n)).toEqual(['amount-too-high']);
    expect(draftProblems(draft({ fee: 999n }))).toEqual(['fee-out-of-range']);
    expect(draftProblems(draft({ fee: 1_000_001n }))).toEqual(['fee-out-of-range']);
    expect(draftProblems(draft({ note: new Uint8Array(1025) }))).toEqual(['note-too-long']);
  });
});

describe('buildPaymentTransaction', () => {
  it('builds a payment with a flat fee, note and rekey', () => {
    const rekey = algosdk.generateAccount().addr.toString();
    const txn = buildPaymentTransaction(
      draft({ note: new Uint8Array([1, 2]), rekeyTo: rekey, fee: 2000n }),
      params,
    );
    expect(txn.type).toBe('pay');
    expect(txn.fee).toBe(2000n);
    expect(txn.payment?.amount).toBe(5_000_000n);
    expect(txn.payment?.receiver.toString()).toBe(to);
    expect(Array.from(txn.note)).toEqual([1, 2]);
    expect(transactionWarnings(txn)).toEqual({
      rekeyTo: rekey,
      closeTo: undefined,
      malformedPayTo: false,
    });
  });
  it('builds an asset transfer', () => {
    const txn = buildPaymentTransaction(draft({ assetId: 77n, amount: 3n }), params);
    expect(txn.type).toBe('axfer');
    expect(txn.assetTransfer?.assetIndex).toBe(77n);
    expect(txn.assetTransfer?.amount).toBe(3n);
  });
  it('refuses an invalid draft instead of building it', () => {
    expect(() => buildPaymentTransaction(draft({ payTo: '' }), params)).toThrow(/pay-to-missing/);
  });
  it('warns about a close-to field', () => {
    const close = algosdk.generateAccount().addr.toString();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount: 1,
      closeRemainderTo: close,
      suggestedParams: params,
    });
    expect(transactionWarnings(txn).closeTo).toBe(close);
  });
});

describe('the fee the node asks (issue 27)', () => {
  const perByte = (fee: number): algosdk.SuggestedParams => ({ ...params, fee });
  const signedSize = (txn: algosdk.Transaction) =>
    algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig: new Uint8Array(64).fill(1) }))
      .length;

  it("keeps the draft's fee while the node asks less", () => {
    expect(buildPaymentTransaction(draft(), perByte(0)).fee).toBe(1000n);
    expect(buildPaymentTransaction(draft({ fee: 5000n }), perByte(10)).fee).toBe(5000n);
  });

  it('pays the per-byte fee of the signed size when the node asks more, for pay and axfer', () => {
    for (const assetId of [undefined, 31_566_704n]) {
      const txn = buildPaymentTransaction(draft({ assetId }), perByte(30));
      expect(txn.fee).toBe(30n * BigInt(signedSize(txn)));
      expect(txn.fee).toBeGreaterThan(1000n);
    }
  });

  it("pays the node's raised minimum", () => {
    expect(buildPaymentTransaction(draft(), { ...params, minFee: 3000 }).fee).toBe(3000n);
  });

  it('sizes the maximum payment: its fee is what building it pays, at most', () => {
    const facts = { balance: 10_000_000n, heldAssets: 0 };
    const fee = paymentFee({ payFrom: from, fee: 1000n }, facts, perByte(30));
    expect(fee).toBeGreaterThan(1000n);
    const max = maxAmount(facts, fee);
    const built = buildPaymentTransaction(draft({ amount: max }), perByte(30));
    expect(built.fee).toBeLessThanOrEqual(fee);
    expect(max + built.fee).toBeLessThanOrEqual(facts.balance - 100_000n);
    expect(paymentFee({ payFrom: from, fee: 1000n }, facts, perByte(0))).toBe(1000n);
    expect(paymentFee({ payFrom: '', fee: 1000n }, facts, perByte(30))).toBe(1000n);
  });
});
