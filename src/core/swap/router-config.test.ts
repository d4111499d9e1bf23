import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_IDS } from '../networks/environments';
import {
  decodeHexKey,
  effectiveRouters,
  parseRouterFieldsByEnvironment,
  routerFieldsSchema,
  swapNetworkSupported,
} from './router-config';

const hex = (text: string) =>
  Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('');

describe('decodeHexKey', () => {
  it("decodes the spec's hex-encoded key, either case, trimmed", () => {
    expect(decodeHexKey(hex('deflex-key-123'))).toBe('deflex-key-123');
    expect(decodeHexKey(hex('deflex-key-123').toUpperCase())).toBe('deflex-key-123');
    expect(decodeHexKey(hex('  spaced\n'))).toBe('spaced');
    expect(decodeHexKey(hex('ключ'))).toBe('ключ');
  });

  it("is '' for nothing, odd length, non-hex and bytes that are not UTF-8", () => {
    expect(decodeHexKey(undefined)).toBe('');
    expect(decodeHexKey('')).toBe('');
    expect(decodeHexKey('6b657')).toBe('');
    expect(decodeHexKey('6b6g79')).toBe('');
    expect(decodeHexKey('0x6b65')).toBe('');
    expect(decodeHexKey(' 6b65 ')).toBe('');
    // A lone continuation byte and a truncated two-byte sequence.
    expect(decodeHexKey('80')).toBe('');
    expect(decodeHexKey('6bc3')).toBe('');
    expect(decodeHexKey('ff')).toBe('');
  });
});

describe('router fields', () => {
  const urlOf = (value: string) => routerFieldsSchema.safeParse({ deflexUrl: value });

  it('takes http(s) URLs, trimmed, without trailing slashes', () => {
    expect(urlOf('https://deflex.txnlab.dev/api/').data?.deflexUrl).toBe(
      'https://deflex.txnlab.dev/api',
    );
    expect(urlOf('  http://127.0.0.1:4100///  ').data?.deflexUrl).toBe('http://127.0.0.1:4100');
    expect(urlOf('https://example.org').data?.deflexUrl).toBe('https://example.org');
  });

  it('refuses queries, fragments, other schemes, spaces and nonsense', () => {
    for (const bad of [
      'https://example.org/api?apiKey=x',
      'https://example.org/api#top',
      'ftp://example.org',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://exa mple.org',
      'example.org',
      'https://',
      '',
      `https://example.org/${'a'.repeat(2048)}`,
    ]) {
      expect(urlOf(bad).success, bad).toBe(false);
      expect(routerFieldsSchema.safeParse({ folksUrl: bad }).success, bad).toBe(false);
    }
  });

  it('trims keys and refuses over-long ones', () => {
    expect(routerFieldsSchema.parse({ folksApiKey: ' k ' }).folksApiKey).toBe('k');
    expect(routerFieldsSchema.safeParse({ deflexApiKey: 'k'.repeat(513) }).success).toBe(false);
  });

  it('per environment: a bad entry voids only itself', () => {
    const parsed = parseRouterFieldsByEnvironment({
      mainnet: { deflexUrl: 'https://deflex.example/api/', deflexApiKey: 'a' },
      testnet: { deflexUrl: 'https://deflex.example/api?x=1', folksUrl: 'https://folks.example' },
      sandbox: { folksUrl: 'http://127.0.0.1:4200/' },
      devnet: 'not an object',
      custom: { folksApiKey: 42 },
    });
    expect(parsed).toEqual({
      mainnet: { deflexUrl: 'https://deflex.example/api', deflexApiKey: 'a' },
      sandbox: { folksUrl: 'http://127.0.0.1:4200' },
    });
  });

  it('per environment: anything but an object is nothing', () => {
    for (const value of [undefined, null, 'x', 1, [], [{ deflexUrl: 'https://a.example' }]]) {
      expect(parseRouterFieldsByEnvironment(value)).toEqual({});
    }
  });
});

describe('effectiveRouters', () => {
  const deployment = {
    deflexUrl: 'https://deflex.deploy',
    deflexApiKey: 'deploy-deflex',
    folksUrl: 'https://folks.deploy',
    folksApiKey: 'deploy-folks',
  };

  it("takes the deployment's routers when the browser set nothing", () => {
    expect(effectiveRouters(undefined, deployment)).toEqual({
      deflex: { url: 'https://deflex.deploy', apiKey: 'deploy-deflex' },
      folks: { url: 'https://folks.deploy', apiKey: 'deploy-folks' },
    });
    expect(effectiveRouters({}, deployment)).toEqual(effectiveRouters(undefined, deployment));
  });

  it('lets settings win field by field, empty fields falling back', () => {
    expect(
      effectiveRouters({ deflexApiKey: 'mine', folksUrl: 'https://folks.mine' }, deployment),
    ).toEqual({
      deflex: { url: 'https://deflex.deploy', apiKey: 'mine' },
      folks: { url: 'https://folks.mine', apiKey: 'deploy-folks' },
    });
    expect(effectiveRouters({ deflexUrl: '', folksApiKey: '' }, deployment)).toEqual(
      effectiveRouters(undefined, deployment),
    );
    expect(effectiveRouters({ deflexUrl: 'https://deflex.mine' }, undefined)).toEqual({
      deflex: { url: 'https://deflex.mine', apiKey: '' },
    });
  });

  it('uses the hex key only when no key is set anywhere', () => {
    const key = hex('from-hex');
    expect(effectiveRouters(undefined, { deflexUrl: 'https://d' }, key)).toEqual({
      deflex: { url: 'https://d', apiKey: 'from-hex' },
    });
    expect(effectiveRouters(undefined, deployment, key).deflex?.apiKey).toBe('deploy-deflex');
    expect(effectiveRouters({ deflexApiKey: 'mine' }, { deflexUrl: 'https://d' }, key)).toEqual({
      deflex: { url: 'https://d', apiKey: 'mine' },
    });
    expect(effectiveRouters(undefined, { deflexUrl: 'https://d' }, 'zz').deflex?.apiKey).toBe('');
    // Folks never takes the Deflex key.
    expect(effectiveRouters(undefined, { folksUrl: 'https://f' }, key)).toEqual({
      folks: { url: 'https://f', apiKey: '' },
    });
  });

  it('names no router without a URL, whatever keys there are', () => {
    expect(effectiveRouters(undefined, undefined)).toEqual({});
    expect(
      effectiveRouters({ deflexApiKey: 'a', folksApiKey: 'b' }, { deflexApiKey: 'c' }, hex('d')),
    ).toEqual({});
  });
});

describe('swapNetworkSupported', () => {
  const one = { folks: { url: 'http://127.0.0.1:4200', apiKey: '' } };

  it('offers mainnet and testnet, with or without routers', () => {
    for (const env of ['mainnet', 'testnet'] as const) {
      expect(swapNetworkSupported(env, {})).toBe(true);
      expect(swapNetworkSupported(env, one)).toBe(true);
    }
  });

  it('offers the sandbox only with a router set up', () => {
    expect(swapNetworkSupported('sandbox', {})).toBe(false);
    expect(swapNetworkSupported('sandbox', one)).toBe(true);
    expect(
      swapNetworkSupported('sandbox', { deflex: { url: 'http://127.0.0.1:4100', apiKey: 'k' } }),
    ).toBe(true);
  });

  it('offers no other network, even with routers', () => {
    const others = ENVIRONMENT_IDS.filter(
      (env) => !['mainnet', 'testnet', 'sandbox'].includes(env),
    );
    expect(others.length).toBeGreaterThan(0);
    for (const env of others) {
      expect(swapNetworkSupported(env, {}), env).toBe(false);
      expect(swapNetworkSupported(env, one), env).toBe(false);
    }
  });
});
