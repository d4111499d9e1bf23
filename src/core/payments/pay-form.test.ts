import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ENGLISH_SEPARATORS, separatorsFor } from '../format/amount';
import {
  emptyPayForm,
  formPaymentFee,
  formToDraft,
  payableFee,
  rangeProblems,
  type PayFormValues,
} from './pay-form';
import { buildPaymentTransaction, maxAmount } from './payment-draft';

const from = algosdk.generateAccount().addr.toString();
const to = algosdk.generateAccount().addr.toString();
const values = (over: Partial<PayFormValues> = {}): PayFormValues => ({
  ...emptyPayForm(from, ENGLISH_SEPARATORS),
  payToOther: to,
  amount: '1.5',
  ...over,
});
const en = ENGLISH_SEPARATORS;
const coin = {
  rekey: false,
  decimals: 6,
  facts: { balance: 10_000_000n, heldAssets: 1 },
  separators: en,
};

describe('formToDraft', () => {
  it('turns typed text into base units', () => {
    const result = formToDraft(values({ note: 'hello', fee: '0.002' }), coin);
    expect(result).toMatchObject({
      ok: true,
      draft: { payFrom: from, payTo: to, amount: 1_500_000n, fee: 2000n },
    });
    if (result.ok) expect(new TextDecoder().decode(result.draft.note)).toBe('hello');
  });

  it('sends a flagged base64 note as its raw bytes', () => {
    const result = formToDraft(values({ note: 'AAEC', noteIsBase64: true }), coin);
    expect(result.ok && Array.from(result.draft.note ?? [])).toEqual([0, 1, 2]);
    expect(formToDraft(values({ note: 'not base64!', noteIsBase64: true }), coin)).toMatchObject({
      ok: false,
      problems: { note: 'note-not-base64' },
    });
  });

  it('uses the own-account tab when chosen', () => {
    const own = algosdk.generateAccount().addr.toString();
    const result = formToDraft(values({ payToMode: 'own', payToOwn: own }), coin);
    expect(result.ok && result.draft.payTo).toBe(own);
  });

  it('reports one problem per field', () => {
    expect(formToDraft(values({ payToOther: '', amount: '' }), coin)).toEqual({
      ok: false,
      problems: { payTo: 'pay-to-missing', amount: 'amount-missing' },
    });
    expect(formToDraft(values({ amount: 'abc', fee: 'x' }), coin)).toEqual({
      ok: false,
      problems: { amount: 'amount-invalid', fee: 'fee-invalid' },
    });
    expect(formToDraft(values({ amount: '0.0000001' }), coin)).toMatchObject({
      problems: { amount: 'amount-invalid' },
    });
    expect(formToDraft(values({ fee: '0.0001' }), coin)).toMatchObject({
      problems: { fee: 'fee-out-of-range' },
    });
    expect(formToDraft(values({ fee: '1.001' }), coin)).toMatchObject({
      problems: { fee: 'fee-out-of-range' },
    });
  });

  it('keeps the amount under the maximum (10 - 0.1 - fee - 0.1 per asset)', () => {
    expect(formToDraft(values({ amount: '9.799' }), coin).ok).toBe(true);
    expect(formToDraft(values({ amount: '9.799001' }), coin)).toMatchObject({
      problems: { amount: 'amount-too-high' },
    });
    // Without loaded balances the node decides.
    expect(
      formToDraft(values({ amount: '99' }), { rekey: false, decimals: 6, separators: en }).ok,
    ).toBe(true);
  });

  it('pays an asset in its own decimals', () => {
    const result = formToDraft(values({ assetId: '42', amount: '2.5' }), {
      rekey: false,
      decimals: 2,
      facts: { balance: 1_000_000n, heldAssets: 1, assetBalance: 250n },
      separators: en,
    });
    expect(result).toMatchObject({ ok: true, draft: { assetId: 42n, amount: 250n } });
  });

  it('requires a rekey-to on the rekey screen', () => {
    const rekey = { ...coin, rekey: true };
    expect(formToDraft(values({ amount: '0' }), rekey)).toMatchObject({
      problems: { rekeyTo: 'rekey-to-missing' },
    });
    expect(formToDraft(values({ amount: '0', rekeyToOther: 'ABC' }), rekey)).toMatchObject({
      problems: { rekeyTo: 'rekey-to-malformed' },
    });
    const target = algosdk.generateAccount().addr.toString();
    const result = formToDraft(values({ amount: '0', rekeyToOther: target }), rekey);
    expect(result).toMatchObject({ ok: true, draft: { rekeyTo: target, amount: 0n } });
    // Outside the rekey screen a stale rekey field is ignored.
    expect(formToDraft(values({ rekeyToOther: target }), coin)).toMatchObject({
      ok: true,
      draft: { rekeyTo: undefined },
    });
  });
});

describe('formToDraft in Hungarian (decimal comma, space groups)', () => {
  const hu = separatorsFor('hu');
  const huValues = (over: Partial<PayFormValues> = {}): PayFormValues => ({
    ...emptyPayForm(from, hu),
    payToOther: to,
    ...over,
  });
  const huCoin = { ...coin, separators: hu };

  it('starts with the fee 0,001 and pays 1,5 as 1.5 coins, not 15', () => {
    expect(huValues().fee).toBe('0,001');
    expect(formToDraft(huValues({ amount: '1,5' }), huCoin)).toMatchObject({
      ok: true,
      draft: { amount: 1_500_000n, fee: 1000n },
    });
  });

  it('reads space groups and a pasted 1.5', () => {
    expect(formToDraft(huValues({ amount: '1.5', fee: '0,002' }), huCoin)).toMatchObject({
      ok: true,
      draft: { amount: 1_500_000n, fee: 2000n },
    });
    const grouped = formToDraft(huValues({ amount: '1\u00a0234,5' }), {
      ...huCoin,
      facts: { balance: 2_000_000_000n, heldAssets: 0 },
    });
    expect(grouped).toMatchObject({ ok: true, draft: { amount: 1_234_500_000n } });
  });

  it('refuses unclear separators in the amount and the fee with their own problem', () => {
    for (const amount of ['1.234,5', '1,234.5', '1.000', '1,2,3']) {
      expect(formToDraft(huValues({ amount }), huCoin)).toMatchObject({
        ok: false,
        problems: { amount: 'amount-separators' },
      });
    }
    expect(formToDraft(huValues({ amount: '1,5', fee: '0.001.0' }), huCoin)).toMatchObject({
      ok: false,
      problems: { fee: 'fee-separators' },
    });
    expect(formToDraft(huValues({ amount: 'egy' }), huCoin)).toMatchObject({
      problems: { amount: 'amount-invalid' },
    });
  });

  it('keeps the maximum and the decimals in Hungarian text', () => {
    expect(formToDraft(huValues({ amount: '9,799' }), huCoin).ok).toBe(true);
    expect(formToDraft(huValues({ amount: '9,799001' }), huCoin)).toMatchObject({
      problems: { amount: 'amount-too-high' },
    });
    expect(formToDraft(huValues({ amount: '0,0000001' }), huCoin)).toMatchObject({
      problems: { amount: 'amount-invalid' },
    });
  });

  it('refuses an English "1,5" instead of paying 15', () => {
    expect(formToDraft(values({ amount: '1,5' }), coin)).toMatchObject({
      problems: { amount: 'amount-separators' },
    });
  });
});

describe('rangeProblems', () => {
  it('lists only the amount and fee out of range, for the live check', () => {
    expect(rangeProblems(values(), coin)).toEqual({});
    expect(rangeProblems(values({ amount: '9.799001', fee: '1.001' }), coin)).toEqual({
      amount: 'amount-too-high',
      fee: 'fee-out-of-range',
    });
    expect(rangeProblems(values({ fee: '0.0001' }), coin)).toEqual({ fee: 'fee-out-of-range' });
    // Missing or unreadable values and addresses wait for Review.
    expect(rangeProblems(values({ payToOther: '', amount: '', fee: 'x' }), coin)).toEqual({});
  });
});

describe('the node fee and the maximum (issue 27)', () => {
  const costly: algosdk.SuggestedParams = {
    fee: 40,
    minFee: 1000,
    flatFee: false,
    firstValid: 10,
    lastValid: 1010,
    genesisID: 'devnet-v1',
    genesisHash: new Uint8Array(32).fill(7),
  };
  const facts = { balance: 10_000_000n, heldAssets: 1 };

  it('is the per-byte fee of the largest payment the form can make, whatever fee is typed', () => {
    const nodeFee = formPaymentFee(values(), { rekey: false, facts }, costly)!;
    const fee = formPaymentFee(values({ fee: '0.5' }), { rekey: false, facts }, costly);
    expect(fee).toBe(nodeFee);
    expect(nodeFee).toBeGreaterThan(1000n);
    const draft = formToDraft(values({ amount: '1' }), coin);
    if (!draft.ok) throw new Error('draft refused');
    const built = buildPaymentTransaction(
      { ...draft.draft, amount: maxAmount(facts, nodeFee) },
      costly,
    );
    // The maximum's own payment pays no more than what the maximum left room for.
    expect(built.fee).toBeLessThanOrEqual(nodeFee);
    expect(formPaymentFee(values(), { rekey: false }, costly)).toBeUndefined();
  });

  it('leaves room for the node fee when it is above the typed one, and for the typed one when not', () => {
    const nodeFee = 9_000n;
    expect(payableFee(1000n, nodeFee)).toBe(9000n);
    expect(payableFee(20_000n, nodeFee)).toBe(20_000n);
    expect(payableFee(1000n, undefined)).toBe(1000n);
    // 9.799 fits with the typed 0.001 but not beside a 0.009 fee the node asks.
    expect(formToDraft(values({ amount: '9.799' }), coin)).toMatchObject({ ok: true });
    expect(formToDraft(values({ amount: '9.799' }), { ...coin, nodeFee })).toMatchObject({
      ok: false,
      problems: { amount: 'amount-too-high' },
    });
    expect(formToDraft(values({ amount: '9.791' }), { ...coin, nodeFee })).toMatchObject({
      ok: true,
    });
    expect(rangeProblems(values({ amount: '9.7915', fee: '0.001' }), { ...coin, nodeFee })).toEqual(
      { amount: 'amount-too-high' },
    );
  });
});
