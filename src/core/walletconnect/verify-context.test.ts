import { describe, expect, it } from 'vitest';
import { parseVerifyContext } from './verify-context';

describe('parseVerifyContext', () => {
  it('keeps the origin, the validation and the scam flag', () => {
    expect(
      parseVerifyContext({
        verified: {
          origin: 'https://dapp.example',
          validation: 'INVALID',
          verifyUrl: 'https://verify.walletconnect.org',
          isScam: true,
        },
      }),
    ).toEqual({ origin: 'https://dapp.example', validation: 'INVALID', isScam: true });
    expect(
      parseVerifyContext({ verified: { origin: 'https://dapp.example', validation: 'VALID' } }),
    ).toEqual({ origin: 'https://dapp.example', validation: 'VALID', isScam: false });
  });

  it('treats anything malformed as not verified', () => {
    expect(parseVerifyContext(undefined)).toBeUndefined();
    expect(parseVerifyContext({})).toBeUndefined();
    expect(parseVerifyContext({ verified: 'yes' })).toBeUndefined();
    expect(
      parseVerifyContext({ verified: { origin: 'https://a.example', validation: 'TRUSTED' } }),
    ).toEqual({ origin: 'https://a.example', validation: 'UNKNOWN', isScam: false });
    expect(parseVerifyContext({ verified: { origin: 42, validation: 'VALID' } })).toEqual({
      origin: '',
      validation: 'UNKNOWN',
      isScam: false,
    });
    // A scam flag that is not `true` is no flag; a true one survives a broken origin.
    expect(
      parseVerifyContext({
        verified: { origin: 'x'.repeat(3000), validation: 'VALID', isScam: 1 },
      }),
    ).toBeUndefined();
    expect(parseVerifyContext({ verified: { origin: 7, isScam: true } })).toEqual({
      origin: '',
      validation: 'UNKNOWN',
      isScam: true,
    });
  });
});
