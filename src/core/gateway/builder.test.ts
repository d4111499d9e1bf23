import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { separatorsFor } from '../format/amount';
import { parsePaymentLink } from '../payments/payment-link';
import {
  buildGatewayOutputs,
  escapeHtml,
  GATEWAY_BUILDER_MESSAGES,
  gatewayBuilderProblems,
  gatewayButtonHtml,
  type GatewayBuilderInput,
} from './builder';
import { decodeGatewayPath } from './gateway-link';

const payTo = generateAccount().addr.toString();
const input: GatewayBuilderInput = {
  asset: null,
  decimals: 6,
  payTo,
  amount: '1.5',
  matchingSymbol: 'order-42',
  fee: '',
  successUrl: '',
  cancelUrl: '',
};
const origin = 'https://wallet.example';
const codes = (changes: Partial<GatewayBuilderInput>) =>
  gatewayBuilderProblems({ ...input, ...changes }).map((p) => `${p.field}:${p.code}`);

describe('gatewayBuilderProblems', () => {
  it('accepts a complete form', () => {
    expect(gatewayBuilderProblems(input)).toEqual([]);
  });

  it('requires pay-to, amount and asset with the spec message', () => {
    expect(codes({ payTo: ' ', amount: '', asset: undefined })).toEqual([
      'asset:required',
      'payTo:required',
      'amount:required',
    ]);
    expect(GATEWAY_BUILDER_MESSAGES.required).toBe(
      'Please fill in at least account, amount and asset',
    );
  });

  it('checks the address', () => {
    expect(codes({ payTo: 'ABC' })).toEqual(['payTo:invalid-address']);
  });

  it('allows amounts 0 to 1999999999 in steps of 0.000001', () => {
    expect(codes({ amount: '0' })).toEqual([]);
    expect(codes({ amount: '1999999999' })).toEqual([]);
    expect(codes({ amount: '1999999999.000001' })).toEqual(['amount:amount-range']);
    expect(codes({ amount: '0.000001' })).toEqual([]);
    expect(codes({ amount: '0.0000001' })).toEqual(['amount:amount-precision']);
    expect(codes({ amount: '-1' })).toEqual(['amount:amount-invalid']);
    expect(codes({ amount: 'abc' })).toEqual(['amount:amount-invalid']);
  });

  it('allows no more decimals than the asset has', () => {
    expect(codes({ asset: 1n, decimals: 2, amount: '1.25' })).toEqual([]);
    expect(codes({ asset: 1n, decimals: 2, amount: '1.255' })).toEqual(['amount:amount-precision']);
    expect(codes({ asset: 1n, decimals: 0, amount: '1.5' })).toEqual(['amount:amount-precision']);
  });

  it('refuses an amount beyond uint64 for an asset with many decimals', () => {
    expect(codes({ asset: 1n, decimals: 19, amount: '1999999999' })).toEqual([
      'amount:amount-range',
    ]);
  });

  it('reads the amount in the language of the form', () => {
    expect(codes({ amount: '1,5', separators: separatorsFor('hu') })).toEqual([]);
  });

  it('allows fees 0.001 to 1 in steps of 0.000001', () => {
    for (const fee of ['0.001', '1', '0.0015']) expect(codes({ fee })).toEqual([]);
    for (const fee of ['0.000999', '1.000001', '0.0010001']) {
      expect(codes({ fee })).toEqual(['fee:fee-range']);
    }
    expect(codes({ fee: 'x' })).toEqual(['fee:fee-invalid']);
  });

  it('wants https callback URLs with the spec message', () => {
    expect(codes({ successUrl: 'http://shop.example', cancelUrl: 'shop.example' })).toEqual([
      'successUrl:url-not-https',
      'cancelUrl:url-not-https',
    ]);
    expect(codes({ successUrl: 'https://shop.example/ok' })).toEqual([]);
    expect(GATEWAY_BUILDER_MESSAGES['url-not-https']).toBe(
      'URL address must start with https:// protocol',
    );
  });

  it('limits the matching symbol to a note', () => {
    expect(codes({ matchingSymbol: 'x'.repeat(1025) })).toEqual(['matchingSymbol:note-too-long']);
  });
});

describe('buildGatewayOutputs', () => {
  it('returns the problems instead of outputs', () => {
    expect(buildGatewayOutputs({ ...input, amount: '' }, { origin })).toEqual({
      ok: false,
      problems: [{ field: 'amount', code: 'required' }],
    });
  });

  it('builds the payment info, callback config, link and button', () => {
    const result = buildGatewayOutputs(
      {
        ...input,
        asset: 312769n,
        amount: '2.5',
        fee: '0.002',
        successUrl: 'https://shop.example/ok?a=1&b=2',
        cancelUrl: ' https://shop.example/cancel ',
      },
      { origin: 'https://wallet.example/some/page' },
    );
    if (!result.ok) throw new Error('expected outputs');
    const out = result.outputs;
    expect(out.paymentInfo).toBe(
      `algorand://${payTo}?amount=2500000&asset=312769&xnote=order-42&fee=2000`,
    );
    expect(out.callbackConfig).toBe(
      '{"success":"https://shop.example/ok?a=1&b=2","cancel":"https://shop.example/cancel"}',
    );
    expect(out.link).toBe(`/gateway/${out.paymentInfoB64}/${out.callbackConfigB64}`);
    expect(out.tryLink).toBe(`https://wallet.example${out.link}`);
    expect(out.htmlButton).toContain(`href="${out.tryLink}"`);

    const decoded = decodeGatewayPath(out.paymentInfoB64, out.callbackConfigB64);
    expect(decoded).toMatchObject({
      ok: true,
      payment: { payTo, amount: 2_500_000n, asset: 312769n, note: 'order-42', fee: 2000n },
      settings: { success: 'https://shop.example/ok?a=1&b=2' },
    });
  });

  it('includes the fee only above 0.001 and the settings only with URLs', () => {
    const result = buildGatewayOutputs({ ...input, fee: '0.001', matchingSymbol: '' }, { origin });
    if (!result.ok) throw new Error('expected outputs');
    expect(result.outputs.paymentInfo).toBe(`algorand://${payTo}?amount=1500000`);
    expect(result.outputs.callbackConfig).toBe('{}');
    expect(result.outputs.link).toBe(`/gateway/${result.outputs.paymentInfoB64}`);
    expect(parsePaymentLink(result.outputs.paymentInfo).ok).toBe(true);
  });

  it('refuses a non-http origin', () => {
    expect(() => buildGatewayOutputs(input, { origin: 'javascript:x' })).toThrow(RangeError);
  });
});

describe('HTML button', () => {
  it('escapes every interpolated value', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
    const html = gatewayButtonHtml('https://w.example/gateway/a"b<c', `<img src=x onerror='1'>`);
    expect(html).toContain('href="https://w.example/gateway/a&quot;b&lt;c"');
    expect(html).toContain('&lt;img src=x onerror=&#39;1&#39;&gt;</a>');
    expect(html.match(/</g)).toHaveLength(2);
  });
});
