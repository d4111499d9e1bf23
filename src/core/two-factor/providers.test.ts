import { describe, expect, it } from 'vitest';
import {
  BUILTIN_TWO_FACTOR_PROVIDERS,
  parseProviderList,
  publicProviderListUrl,
  selectableProviders,
} from './providers';

const aramid = {
  id: 'e3b7839e-ce5b-49f9-aa8c-2e3dbc73ed13',
  providerName: 'Aramid Finance',
  providerURL: 'https://2famsig.k8s.aramid.finance',
  host: 'https://2famsig.k8s.aramid.finance',
  header: '',
  token: '',
  registrationRequired: false,
  supportsARC0014: true,
  limitPerSecond: 10,
};

describe('2FA provider list', () => {
  it('reads the public list format and keeps only the fields the wallet uses', () => {
    expect(parseProviderList([aramid])).toEqual([
      {
        id: aramid.id,
        providerName: 'Aramid Finance',
        host: 'https://2famsig.k8s.aramid.finance',
        registrationRequired: false,
      },
    ]);
  });

  it('normalises the host to a base URL without trailing slash', () => {
    const [provider] = parseProviderList([{ ...aramid, host: ' https://2fa.example.com/api/ ' }]);
    expect(provider?.host).toBe('https://2fa.example.com/api');
  });

  it.each([
    ['plain http on a public host', { host: 'http://2fa.example.com' }],
    ['credentials in the URL', { host: 'https://user:pw@2fa.example.com' }],
    ['a query', { host: 'https://2fa.example.com/?x=1' }],
    ['a script URL', { host: 'javascript:alert(1)' }],
    ['no id', { id: '' }],
    ['no name', { providerName: undefined }],
    ['a non-boolean flag', { registrationRequired: 'no' }],
  ])('drops an entry with %s and keeps the others', (_, change) => {
    const good = { ...aramid, id: 'good' };
    expect(parseProviderList([{ ...aramid, ...change }, good]).map((p) => p.id)).toEqual(['good']);
  });

  it('allows http on loopback, for the sandbox stand-in', () => {
    expect(parseProviderList([{ ...aramid, host: 'http://127.0.0.1:34022' }])[0]?.host).toBe(
      'http://127.0.0.1:34022',
    );
  });

  it('keeps the first of repeated ids and ignores what is not a list', () => {
    const list = parseProviderList([aramid, { ...aramid, providerName: 'Impostor' }]);
    expect(list.map((p) => p.providerName)).toEqual(['Aramid Finance']);
    expect(parseProviderList({ providers: [aramid] })).toEqual([]);
    expect(parseProviderList(null)).toEqual([]);
  });

  it('hides providers that need registration', () => {
    const list = parseProviderList([
      { ...aramid, id: 'open' },
      { ...aramid, id: 'closed', registrationRequired: true },
      { ...aramid, id: 'unsaid', registrationRequired: undefined },
    ]);
    expect(selectableProviders(list).map((p) => p.id)).toEqual(['open', 'unsaid']);
  });

  it('ships valid copies for mainnet and testnet', () => {
    for (const network of ['mainnet-v1.0', 'testnet-v1.0']) {
      const shipped = BUILTIN_TWO_FACTOR_PROVIDERS[network]!;
      expect(shipped.length).toBeGreaterThan(0);
      expect(parseProviderList(shipped)).toEqual(shipped);
    }
  });

  it('builds the public list URL per network', () => {
    expect(publicProviderListUrl('testnet-v1.0')).toBe(
      'https://scholtz.github.io/AlgorandPublicData/2fa/testnet-v1.0/public-2fa-providers.json',
    );
  });
});
