import { describe, expect, it } from 'vitest';
import {
  effectiveEnvironment,
  effectiveServers,
  effectiveIpfsGateway,
  effectiveWalletConnect,
  parseIpfsGatewayInput,
  parseParticipationServer,
  parseSettings,
  withParticipationHost,
} from './settings';
import { DEFAULT_WALLETCONNECT_VERIFY_URL } from './verify-url';

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
  it('reads back the currency and hide balances, and drops anything else there', () => {
    const stored = '{"currency":"HUF","hideBalances":true}';
    expect(parseSettings(stored)).toEqual({ currency: 'HUF', hideBalances: true });
    expect(parseSettings('{"currency":"huf","hideBalances":"yes"}')).toEqual({});
    expect(parseSettings('{"currency":"XYZ","hideBalances":false}')).toEqual({
      hideBalances: false,
    });
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
      // A relay of its own and no Verify service named: none is asked.
      verifyUrl: undefined,
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
    // A configured Verify service is asked whatever the relay.
    expect(
      effectiveWalletConnect({}, { ...config, walletConnectRelayUrl: 'wss://relay.example.org' })
        .verifyUrl,
    ).toBe('http://127.0.0.1:9000');
    expect(
      parseSettings(JSON.stringify({ walletConnect: { verifyUrl: 'http://verify.example.org' } }))
        .walletConnect,
    ).toEqual({});
  });
});

describe('WalletConnect v1 bridge in settings', () => {
  it('keeps only an https origin (http on this machine), like config.json', () => {
    const bridge = (bridgeUrl: string) =>
      parseSettings(JSON.stringify({ walletConnect: { bridgeUrl } })).walletConnect?.bridgeUrl;
    expect(bridge('https://bridge.example.org')).toBe('https://bridge.example.org');
    expect(bridge('http://127.0.0.1:9995')).toBe('http://127.0.0.1:9995');
    expect(bridge('https:bridge.example.org//evil.example')).toBeUndefined();
    expect(bridge('https://bridge.example.org/path')).toBeUndefined();
    expect(bridge('https://user:secret@bridge.example.org')).toBeUndefined();
    expect(bridge('http://bridge.example.org')).toBeUndefined();
  });
});

describe('WalletConnect Verify only with its own relay, or when one is named', () => {
  const relay = (relayUrl: string) => ({ walletConnectRelayUrl: relayUrl });

  it("asks WalletConnect's Verify service with WalletConnect's relay", () => {
    expect(effectiveWalletConnect({}, {}).verifyUrl).toBe(DEFAULT_WALLETCONNECT_VERIFY_URL);
    for (const own of [
      'wss://relay.walletconnect.org',
      'wss://relay.walletconnect.com',
      'wss://relay.walletconnect.org/?projectId=x',
    ]) {
      expect(effectiveWalletConnect({}, relay(own)).verifyUrl).toBe(
        DEFAULT_WALLETCONNECT_VERIFY_URL,
      );
    }
  });

  it('asks none with a relay of its own and no Verify service named', () => {
    for (const other of [
      'wss://relay.example.org',
      'ws://127.0.0.1:14034',
      'wss://relay.walletconnect.org.evil.example',
      'wss://relay.walletconnect.org:8443',
      'ws://relay.walletconnect.org',
    ]) {
      expect(effectiveWalletConnect({}, relay(other)).verifyUrl).toBeUndefined();
    }
    // The relay set in Settings counts over config.json's.
    const settings = parseSettings(
      JSON.stringify({ walletConnect: { relayUrl: 'wss://relay.example.org' } }),
    );
    expect(effectiveWalletConnect(settings, {}).verifyUrl).toBeUndefined();
  });
});

describe('participation host per environment', () => {
  const config = { env: 'sandbox' as const, participation: 'http://127.0.0.1:9996' };

  it('reads a typed host as an http(s) URL, empty as the default, anything else as invalid', () => {
    expect(parseParticipationServer('  ', 'x')).toEqual({ kind: 'default' });
    expect(parseParticipationServer(' https://kmd.example.org/ ', ' tok ')).toEqual({
      kind: 'server',
      server: { host: 'https://kmd.example.org', token: 'tok' },
    });
    expect(parseParticipationServer('http://127.0.0.1:9997/base', '')).toEqual({
      kind: 'server',
      server: { host: 'http://127.0.0.1:9997/base', token: '' },
    });
    for (const bad of [
      'kmd.example.org',
      'ftp://kmd.example.org',
      'javascript:alert(1)',
      'https://kmd example.org',
      'https://kmd.example.org/?a=1',
      'https://kmd.example.org/#x',
      `https://${'a'.repeat(2050)}.org`,
    ]) {
      expect(parseParticipationServer(bad, '')).toEqual({ kind: 'invalid' });
    }
    expect(parseParticipationServer('https://kmd.example.org', 't'.repeat(513))).toEqual({
      kind: 'invalid',
    });
  });

  it('uses the host set for the environment, over config.json and a picked provider', () => {
    const own = { host: 'https://kmd.example.org', token: 'secret-ish' };
    const settings = {
      participation: { sandbox: own },
      hosts: { sandbox: { participation: 'https://listed.example.org' } },
    };
    expect(effectiveServers('sandbox', settings, config).participation).toEqual(own);
    // Other servers and other environments keep theirs.
    expect(effectiveServers('sandbox', settings, config).algod.host).toBe('http://localhost:4001');
    expect(effectiveServers('mainnet', settings, config).participation.host).toBe(
      'https://kmd.h2.a-wallet.net',
    );
    // Without one, config.json's host for the deployment's environment.
    expect(effectiveServers('sandbox', {}, config).participation.host).toBe(
      'http://127.0.0.1:9996',
    );
  });

  it('never overrides the custom set, which has its own participation host', () => {
    const custom = {
      algod: { host: 'http://node', token: '' },
      indexer: { host: 'http://idx', token: '' },
      participation: { host: 'http://kmd', token: '' },
    };
    const settings = { custom, participation: { custom: { host: 'https://x.org', token: '' } } };
    expect(effectiveServers('custom', settings, {}).participation.host).toBe('http://kmd');
    expect(parseSettings(JSON.stringify(settings)).participation).toEqual({});
  });

  it('sets and clears one environment, and survives storage only when valid', () => {
    let hosts = withParticipationHost(undefined, 'testnet', {
      kind: 'server',
      server: { host: 'https://kmd.example.org', token: '' },
    });
    hosts = withParticipationHost(hosts, 'mainnet', {
      kind: 'server',
      server: { host: 'https://main.example.org', token: 't' },
    });
    expect(Object.keys(hosts).sort()).toEqual(['mainnet', 'testnet']);
    hosts = withParticipationHost(hosts, 'testnet', { kind: 'default' });
    expect(hosts).toEqual({ mainnet: { host: 'https://main.example.org', token: 't' } });

    const stored = JSON.stringify({
      participation: {
        mainnet: { host: 'https://main.example.org', token: 't' },
        testnet: { host: 'javascript:alert(1)', token: '' },
        voitestnet: { host: 'https://voi.example.org' },
        moon: { host: 'https://moon.example.org', token: '' },
      },
    });
    expect(parseSettings(stored)).toEqual({
      participation: { mainnet: { host: 'https://main.example.org', token: 't' } },
    });
    expect(parseSettings('{"participation":[1]}')).toEqual({});
  });
});

describe('IPFS gateway', () => {
  it('reads a typed gateway as an http(s) URL without trailing slash, empty as the default', () => {
    expect(parseIpfsGatewayInput('  ')).toEqual({ kind: 'default' });
    expect(parseIpfsGatewayInput(' https://ipfs.example/ ')).toEqual({
      kind: 'url',
      url: 'https://ipfs.example',
    });
    expect(parseIpfsGatewayInput('http://127.0.0.1:8080/gw')).toEqual({
      kind: 'url',
      url: 'http://127.0.0.1:8080/gw',
    });
    for (const bad of ['ipfs.example', 'javascript:alert(1)', 'https://x/?a=1', 'https://x/#f'])
      expect(parseIpfsGatewayInput(bad)).toEqual({ kind: 'invalid' });
  });

  it('prefers the setting over config.json, and drops a stored value that is not a URL', () => {
    expect(effectiveIpfsGateway({}, {})).toBe('');
    expect(effectiveIpfsGateway({}, { ipfsGateway: 'https://config.example' })).toBe(
      'https://config.example',
    );
    const stored = parseSettings(JSON.stringify({ ipfsGateway: 'https://own.example/' }));
    expect(effectiveIpfsGateway(stored, { ipfsGateway: 'https://config.example' })).toBe(
      'https://own.example',
    );
    expect(parseSettings(JSON.stringify({ ipfsGateway: 'data:text/html,x' }))).toEqual({});
  });
});
