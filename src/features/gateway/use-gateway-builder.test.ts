import { describe, expect, it } from 'vitest';
import { GATEWAY_BUILDER_MESSAGES, gatewayBuilderProblems } from '../../core/gateway/builder';
import en from '../../i18n/locales/app/en.json';
import { assetValue, problemsByField } from './use-gateway-builder';

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const empty = {
  asset: null,
  decimals: 6,
  payTo: '',
  amount: '',
  matchingSymbol: '',
  fee: '',
  successUrl: '',
  cancelUrl: '',
};

describe('problemsByField', () => {
  it('reports the missing required fields once, apart from the field problems', () => {
    const { required, fields } = problemsByField(
      gatewayBuilderProblems({ ...empty, asset: undefined, successUrl: 'http://shop.example' }),
    );
    expect(required).toBe(true);
    expect(fields).toEqual({ successUrl: 'url-not-https' });
  });
  it('keeps the first problem of each field', () => {
    const { required, fields } = problemsByField([
      { field: 'amount', code: 'amount-invalid' },
      { field: 'amount', code: 'amount-range' },
      { field: 'fee', code: 'fee-range' },
    ]);
    expect(required).toBe(false);
    expect(fields).toEqual({ amount: 'amount-invalid', fee: 'fee-range' });
  });
  it('has nothing to report for a valid input', () => {
    expect(
      problemsByField(gatewayBuilderProblems({ ...empty, payTo: ADDRESS, amount: '1.5' })),
    ).toEqual({ required: false, fields: {} });
  });
});

describe('the builder texts', () => {
  it("show the spec's messages word for word in English", () => {
    const problems: Record<string, string> = en.gateway.builder.problems;
    for (const [code, message] of Object.entries(GATEWAY_BUILDER_MESSAGES)) {
      expect(problems[code]).toBe(message);
    }
  });
  it('name the native coin by an empty select value and assets by their id', () => {
    expect(assetValue(null)).toBe('');
    expect(assetValue(312769n)).toBe('312769');
  });
});
