import { describe, expect, it } from 'vitest';
import { parseAppConfig } from '../config/app-config';
import { parseSettings } from '../config/settings';
import { nfdApiFor, nfdApiUrlOf, parseNfdApiSettings } from './nfd-api-config';

describe('NFD API per network', () => {
  it('defaults mainnet and testnet to NFDomains, other networks to none', () => {
    expect(nfdApiFor('mainnet', {}, {})).toBe('https://api.nf.domains');
    expect(nfdApiFor('testnet', {}, {})).toBe('https://api.testnet.nf.domains');
    for (const env of ['sandbox', 'devnet', 'voitestnet', 'aramidmain', 'custom'] as const)
      expect(nfdApiFor(env, {}, {})).toBeNull();
  });

  it('takes config.json per environment, or one URL for the deployment environment', () => {
    const config = parseAppConfig({
      env: 'sandbox',
      nfdApi: { sandbox: 'http://127.0.0.1:9995/' },
    });
    expect(nfdApiFor('sandbox', {}, config)).toBe('http://127.0.0.1:9995');
    expect(nfdApiFor('mainnet', {}, config)).toBe('https://api.nf.domains');
    const single = parseAppConfig({ env: 'testnet', nfdApi: 'https://nfd.example/api' });
    expect(nfdApiFor('testnet', {}, single)).toBe('https://nfd.example/api');
    expect(nfdApiFor('sandbox', {}, single)).toBeNull();
    expect(nfdApiFor('mainnet', {}, { nfdApi: 'https://nfd.example' })).toBe('https://nfd.example');
  });

  it('lets settings win, and an empty value turn names off', () => {
    const config = { env: 'sandbox' as const, nfdApi: { sandbox: 'http://127.0.0.1:9995' } };
    expect(nfdApiFor('sandbox', { nfdApi: { sandbox: 'http://own:1' } }, config)).toBe(
      'http://own:1',
    );
    expect(nfdApiFor('mainnet', { nfdApi: { mainnet: '' } }, config)).toBeNull();
    expect(nfdApiFor('testnet', {}, { nfdApi: { testnet: '' } })).toBeNull();
  });

  it('ignores bad URLs and unknown environments one by one', () => {
    expect(nfdApiUrlOf('javascript:alert(1)')).toBeNull();
    expect(nfdApiUrlOf('https://x/?q=1')).toBeNull();
    expect(nfdApiUrlOf(`https://${'a'.repeat(3000)}`)).toBeNull();
    expect(nfdApiUrlOf(5)).toBeNull();
    expect(
      parseNfdApiSettings({ mainnet: 'ftp://x', moon: 'https://x', testnet: 'https://t//' }),
    ).toEqual({ testnet: 'https://t' });
    expect(parseNfdApiSettings(['https://x'])).toBeUndefined();
    expect(nfdApiFor('mainnet', {}, { nfdApi: { mainnet: 'nope' } })).toBe(
      'https://api.nf.domains',
    );
  });

  it('survives the settings round trip through local storage', () => {
    const stored = JSON.stringify({ nfdApi: { mainnet: '', sandbox: 'http://x:1', bad: 1 } });
    expect(parseSettings(stored).nfdApi).toEqual({ mainnet: '', sandbox: 'http://x:1' });
  });
});
