import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('keeps valid overrides', () => {
    expect(
      parseAppConfig({ env: 'sandbox', algod: 'http://127.0.0.1:4001', languages: ['en', 'sk'] }),
    ).toMatchObject({ env: 'sandbox', algod: 'http://127.0.0.1:4001', languages: ['en', 'sk'] });
  });
  it('ignores anything invalid as a whole, silently', () => {
    expect(parseAppConfig('not json')).toEqual({});
    expect(parseAppConfig(null)).toEqual({});
    expect(parseAppConfig([1, 2])).toEqual({});
    expect(parseAppConfig({ env: 'moon' })).toEqual({});
    expect(parseAppConfig({ algod: 'javascript:alert(1)x' })).toEqual({});
    expect(parseAppConfig({ languages: ['xx'] })).toEqual({});
  });
  it('takes a Verify service over https, or http only on this machine', () => {
    const verify = (url: string) => parseAppConfig({ walletConnectVerifyUrl: url });
    expect(verify('https://verify.example.org')).toEqual({
      walletConnectVerifyUrl: 'https://verify.example.org',
    });
    expect(verify('http://127.0.0.1:14034').walletConnectVerifyUrl).toBe('http://127.0.0.1:14034');
    expect(verify('http://localhost:8080/verify/').walletConnectVerifyUrl).toBe(
      'http://localhost:8080/verify/',
    );
    expect(verify('http://verify.example.org')).toEqual({});
    expect(verify('http://127.0.0.1.evil.example')).toEqual({});
    expect(verify('wss://verify.example.org')).toEqual({});
    expect(verify('https://verify.example.org/?x=1')).toEqual({});
  });
  it("takes the login page's links only as http(s) URLs", () => {
    expect(
      parseAppConfig({
        sourceCodeUrl: 'https://git.example.org/algow',
        guideBasicUrl: 'https://docs.example.org/basic',
      }),
    ).toEqual({
      sourceCodeUrl: 'https://git.example.org/algow',
      guideBasicUrl: 'https://docs.example.org/basic',
    });
    expect(parseAppConfig({ guideTetherUrl: 'javascript:alert(1)' })).toEqual({});
  });
  it('takes a donation address only in the address alphabet and length', () => {
    const address = 'A'.repeat(52) + 'Y5HFKQ';
    expect(parseAppConfig({ donationAddress: ` ${address} ` })).toEqual({
      donationAddress: address,
    });
    expect(parseAppConfig({ donationAddress: address.toLowerCase() })).toEqual({});
    expect(parseAppConfig({ donationAddress: address.slice(1) })).toEqual({});
  });
});
