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
  it('takes the LOGO only as https or a path on the wallet’s own origin', () => {
    expect(parseAppConfig({ LOGO: 'https://cdn.example.org/logo.svg' })).toEqual({
      LOGO: 'https://cdn.example.org/logo.svg',
    });
    expect(parseAppConfig({ LOGO: ' /brand/logo.svg ' })).toEqual({ LOGO: '/brand/logo.svg' });
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'http://cdn.example.org/logo.svg',
      '//evil.example/logo.svg',
      '/\\evil.example/logo.svg',
      'logo.svg',
    ]) {
      expect(parseAppConfig({ LOGO: bad }), bad).toEqual({});
    }
  });

  it("takes the wallet's WalletConnect icons only as https or same-origin paths", () => {
    const metadata = (icons: string[]) => ({ walletConnectMetadata: { name: 'Algow', icons } });
    expect(parseAppConfig(metadata(['https://cdn.example.org/i.png', '/logo.svg']))).toEqual(
      metadata(['https://cdn.example.org/i.png', '/logo.svg']),
    );
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://x.example/i']) {
      expect(parseAppConfig(metadata(['https://cdn.example.org/i.png', bad])), bad).toEqual({});
    }
  });

  it('takes a v1 bridge only as an https origin (http only on this machine)', () => {
    const bridge = (url: string) => parseAppConfig({ walletConnectBridgeUrl: url });
    expect(bridge('https://bridge.example.org')).toEqual({
      walletConnectBridgeUrl: 'https://bridge.example.org',
    });
    // The e2e stand-in.
    expect(bridge('http://127.0.0.1:14035').walletConnectBridgeUrl).toBe('http://127.0.0.1:14035');
    for (const bad of [
      'https:bridge.example.org//evil.example',
      'https://bridge.example.org//evil.example',
      'https://user:secret@bridge.example.org',
      'https://bridge.example.org/?x=1',
      'https://bridge.example.org/#x',
      'http://bridge.example.org',
      'javascript:alert(1)',
    ]) {
      expect(bridge(bad), bad).toEqual({});
    }
  });

  it('takes ARC-59 router app ids per known environment, as positive integers', () => {
    expect(parseAppConfig({ arc59RouterId: { sandbox: 1002, testnet: 643020148 } })).toEqual({
      arc59RouterId: { sandbox: 1002, testnet: 643020148 },
    });
    for (const bad of [{ sandbox: 0 }, { sandbox: 1.5 }, { sandbox: '1002' }, { moon: 1 }, 1002]) {
      expect(parseAppConfig({ arc59RouterId: bad }), JSON.stringify(bad)).toEqual({});
    }
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
