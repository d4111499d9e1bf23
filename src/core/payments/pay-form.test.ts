import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { emptyPayForm, formToDraft, type PayFormValues } from './pay-form';

const from = algosdk.generateAccount().addr.toString();
const to = algosdk.generateAccount().addr.toString();
const values = (over: Partial<PayFormValues> = {}): PayFormValues => ({
  ...emptyPayForm(from),
  payToOther: to,
  amount: '1.5',
  ...over,
});
const coin = { rekey: false, decimals: 6, facts: { balance: 10_000_000n, heldAssets: 1 } };

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
    expect(formToDraft(values({ amount: '99' }), { rekey: false, decimals: 6 }).ok).toBe(true);
  });

  it('pays an asset in its own decimals', () => {
    const result = formToDraft(values({ assetId: '42', amount: '2.5' }), {
      rekey: false,
      decimals: 2,
      facts: { balance: 1_000_000n, heldAssets: 1, assetBalance: 250n },
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
