import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { parseUnits } from '../../core/amounts/parse';
import { ENGLISH_SEPARATORS, separatorsFor } from '../../core/format/amount';
import { emptyPayForm } from '../../core/payments/pay-form';
import type { PaymentLink } from '../../core/payments/payment-link';
import { keepLinkAsset, payersOf, sameNetwork, valuesFromLink } from './pay-page-rules';

const account = (name: string, extra: Partial<PublicAccount> = {}): PublicAccount => ({
  addr: generateAccount().addr.toString(),
  name,
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
  ...extra,
});

describe('pay page rules', () => {
  it('matches a link network by short name, genesis id or environment', () => {
    expect(sameNetwork('testnet', 'testnet-v1.0', 'testnet')).toBe(true);
    expect(sameNetwork('TestNet-v1.0', 'testnet-v1.0', 'custom')).toBe(true);
    expect(sameNetwork('sandbox', 'dockernet-v1', 'sandbox')).toBe(true);
    expect(sameNetwork('mainnet', 'testnet-v1.0', 'testnet')).toBe(false);
    // A prefix of another name is not the same network.
    expect(sameNetwork('test', 'testnet-v1.0', 'testnet')).toBe(false);
  });

  it("keeps a link's asset when the payer is chosen, and only then", () => {
    const base = emptyPayForm('', ENGLISH_SEPARATORS);
    const link = { payTo: 'TO', asset: 1004n, amount: 5n } as PaymentLink;
    const filled = valuesFromLink(base, link, ENGLISH_SEPARATORS);
    // The form's payer choice clears the asset: the link's comes back.
    const chosen = keepLinkAsset(filled, { ...filled, payFrom: 'FROM', assetId: '' }, link);
    expect(chosen).toMatchObject({ payFrom: 'FROM', assetId: '1004' });
    // Another asset chosen by hand for the same payer stays chosen.
    expect(keepLinkAsset(chosen, { ...chosen, assetId: '' }, link).assetId).toBe('');
    // No link, or a link for the coin: the form's change as it is.
    expect(keepLinkAsset(base, { ...base, payFrom: 'FROM' }, null).assetId).toBe('');
    const coin = { payTo: 'TO', amount: 5n } as PaymentLink;
    expect(keepLinkAsset(base, { ...base, payFrom: 'FROM' }, coin).assetId).toBe('');
  });

  it('fills the form from a link, leaving the amount for the asset decimals', () => {
    const base = emptyPayForm('FROM', ENGLISH_SEPARATORS);
    const filled = valuesFromLink(
      base,
      {
        payTo: 'TO',
        amount: 5n,
        asset: 31n,
        fee: 2000n,
        noteBytes: new Uint8Array([1, 2]),
        noteIsEditable: false,
      } as never,
      ENGLISH_SEPARATORS,
    );
    expect(filled).toMatchObject({
      payFrom: 'FROM',
      payToMode: 'other',
      payToOther: 'TO',
      assetId: '31',
      amount: '',
      fee: '0.002',
      note: 'AQI=',
      noteIsBase64: true,
    });
  });

  it("fills the fee as the field's own text: never grouped, the language's decimal mark", () => {
    const link = { payTo: 'TO', fee: 1_234_500_000n, noteIsEditable: true } as never;
    for (const [language, fee] of [
      ['en', '1234.5'],
      ['hu', '1234,5'],
      ['sk', '1234,5'],
      ['cs', '1234,5'],
      ['nl', '1234,5'],
      ['it', '1234,5'],
    ] as const) {
      const separators = separatorsFor(language);
      const filled = valuesFromLink(emptyPayForm('FROM', separators), link, separators);
      expect(filled.fee).toBe(fee);
      expect(parseUnits(filled.fee, 6, separators)).toEqual({ ok: true, value: 1_234_500_000n });
    }
  });

  it('starts with the default fee in the language, which the form reads as 0.001', () => {
    for (const language of ['en', 'hu', 'sk', 'cs', 'nl', 'it']) {
      const separators = separatorsFor(language);
      const fee = emptyPayForm('FROM', separators).fee;
      expect(fee).toBe(language === 'en' ? '0.001' : '0,001');
      expect(parseUnits(fee, 6, separators)).toEqual({ ok: true, value: 1000n });
    }
  });

  it('offers only visible signing accounts of this network as payers', () => {
    const key = account('Key');
    const hidden = account('Hidden', { isHidden: true });
    const elsewhere = account('Elsewhere', { network: 'mainnet-v1.0' });
    const watch = account('Watch', { type: 'public', hasSecret: false });
    expect(payersOf([key, hidden, elsewhere, watch], 'testnet-v1.0')).toEqual([key]);
  });
});
