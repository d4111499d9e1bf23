import { describe, expect, it } from 'vitest';
import {
  effectiveEnvironment,
  effectiveServers,
  effectiveWalletConnect,
  parseSettings,
} from './settings';

describe('settings', () => {
  it('reads back valid settings and drops corrupt ones', () => {
    expect(parseSettings('{"env":"testnet","language":"sk","dev":true}')).toEqual({
      env: 'testnet',
      language: 'sk',
      dev: true,
    });
    expect(parseSettings(`{"env":"moon"}`)).toEqual({});
    expect(parseSettings('{broken')).toEqual({});
    expect(parseSettings(null)).toEqual({});
  });
  it('defaults to mainnet, then to the deployment env, then the user choice', () => {
    expect(effectiveEnvironment({}, {})).toBe('mainnet');
    expect(effectiveEnvironment({}, { env: 'sandbox' })).toBe('sandbox');
    expect(effectiveEnvironment({ env: 'testnet' }, { env: 'sandbox' })).toBe('testnet');
  });
  it('applies config.json hosts only to the deployment environment', () => {
    const config = { env: 'sandbox' as const, algod: 'http://127.0.0.1:9999' };
    expect(effectiveServers('sandbox', {}, config).algod.host).toBe('http://127.0.0.1:9999');
    expect(effectiveServers('testnet', {}, config).algod.host).toContain('testnet');
  });
  it('uses the custom server set for the custom environment', () => {
    const custom = {
      algod: { host: 'http://node', token: 't' },
      indexer: { host: 'http://idx', token: '' },
      participation: { host: '', token: '' },
    };
    expect(effectiveServers('custom', { custom }, {})).toEqual(custom);
  });
});

describe('parseSettings field by field', () => {
  it('keeps the valid fields of a partly corrupt record', () => {
    expect(parseSettings('{"env":"testnet","language":"xx","dev":"yes"}')).toEqual({
      env: 'testnet',
    });
    expect(parseSettings('[1,2]')).toEqual({});
    expect(parseSettings('{"custom":{"algod":{"host":"h","token":"t"}}}')).toEqual({});
  });
});

describe('provider choice', () => {
  it('applies a picked https host over the deployment default, per environment', () => {
    const settings = parseSettings(
      JSON.stringify({
        hosts: { mainnet: { algod: 'https://mainnet-api.algonode.cloud' }, moon: {} },
      }),
    );
    expect(settings.hosts).toEqual({ mainnet: { algod: 'https://mainnet-api.algonode.cloud' } });
    const servers = effectiveServers('mainnet', settings, {});
    expect(servers.algod).toEqual({ host: 'https://mainnet-api.algonode.cloud', token: '' });
    expect(servers.indexer.host).toBe('https://mainnet-idx.4160.nodely.dev');
    expect(effectiveServers('testnet', settings, {}).algod.host).toContain('testnet');
  });
  it('ignores picked hosts that are not https', () => {
    expect(parseSettings('{"hosts":{"mainnet":{"algod":"http://evil"}}}').hosts).toEqual({
      mainnet: {},
    });
  });
});

describe('WalletConnect settings', () => {
  it('keeps only well-formed values and prefers them over config.json', () => {
    const settings = parseSettings(
      JSON.stringify({
        walletConnect: {
          projectId: 'abc-123',
          relayUrl: 'ws://127.0.0.1:9000',
          bridgeUrl: 'javascript:alert(1)',
          allowRekeys: true,
        },
      }),
    );
    expect(settings.walletConnect).toEqual({
      projectId: 'abc-123',
      relayUrl: 'ws://127.0.0.1:9000',
      allowRekeys: true,
    });
    expect(
      effectiveWalletConnect(settings, {
        walletConnectProjectId: 'config-id',
        walletConnectBridgeUrl: 'https://bridge.example',
      }),
    ).toEqual({
      projectId: 'abc-123',
      relayUrl: 'ws://127.0.0.1:9000',
      bridgeUrl: 'https://bridge.example',
      verifyUrl: 'https://verify.walletconnect.org',
      allowRekeys: true,
    });
    expect(effectiveWalletConnect({}, {}).allowRekeys).toBe(false);
    expect(
      parseSettings(JSON.stringify({ walletConnect: { relayUrl: 'http://x' } })).walletConnect,
    ).toEqual({});
  });

  it('takes the Verify service from settings, then config.json, then the SDK default', () => {
    const own = parseSettings(
      JSON.stringify({ walletConnect: { verifyUrl: 'https://verify.example.org' } }),
    );
    const config = { walletConnectVerifyUrl: 'http://127.0.0.1:9000' };
    expect(effectiveWalletConnect(own, config).verifyUrl).toBe('https://verify.example.org');
    expect(effectiveWalletConnect({}, config).verifyUrl).toBe('http://127.0.0.1:9000');
    expect(effectiveWalletConnect({}, {}).verifyUrl).toBe('https://verify.walletconnect.org');
    expect(
      parseSettings(JSON.stringify({ walletConnect: { verifyUrl: 'http://verify.example.org' } }))
        .walletConnect,
    ).toEqual({});
  });
});
