import { describe, expect, it } from 'vitest';
import { MAX_VERIFIED_ENTRIES, parseVerifiedList, verifiedListUrlFor } from './verified-list';

// Entries in the shape of Tinyman's ASA list (asa-list.tinyman.org/assets.json).
const usdc = {
  id: '31566704',
  name: 'USDC',
  unit_name: 'USDC',
  decimals: 6,
  url: 'https://www.centre.io/usdc',
  total_amount: '18446744073709551615',
  logo: {
    png: 'https://asa-list.tinyman.org/assets/31566704/icon.png',
    svg: 'https://asa-list.tinyman.org/assets/31566704/icon.svg',
  },
  deleted: false,
};

describe('verified asset list', () => {
  it('reads a well-formed list', () => {
    const list = parseVerifiedList({ '31566704': usdc });
    expect([...list.values()]).toEqual([
      { id: 31566704n, name: 'USDC', unit: 'USDC', logo: usdc.logo.png },
    ]);
  });

  it.each([
    ['not an object', 'USDC'],
    ['null', null],
    ['an array', [usdc]],
    ['a number', 5],
  ])('gives an empty list for %s', (_, body) => {
    expect(parseVerifiedList(body).size).toBe(0);
  });

  it('skips bad entries and keeps the good ones', () => {
    const own = JSON.parse('{"__proto__": {"id": "9", "name": "USDC"}}') as object;
    const list = parseVerifiedList({
      ...own,
      '31566704': usdc,
      '1': { ...usdc, id: '2' }, // filed under another id
      '3': { ...usdc, id: '3', deleted: true },
      '4': { ...usdc, id: '4', name: 'x'.repeat(201) },
      '5': { ...usdc, id: '5', name: { toString: 'USDC' } },
      '6': 'USDC',
      '7': { ...usdc, id: '7', name: '', unit_name: '' },
      '8': { ...usdc, id: '99999999999999999999' },
      '99999999999999999999': { ...usdc, id: '99999999999999999999' }, // beyond 64 bits
      '-1': { ...usdc, id: '-1' },
    });
    expect([...list.keys()]).toEqual([31566704n]);
  });

  it('drops a logo that is not an http(s) URL but keeps the entry', () => {
    const list = parseVerifiedList({
      '10': { id: '10', name: 'Ten', logo: { png: 'javascript:alert(1)', svg: 'data:x' } },
      '11': { id: '11', unit_name: 'ELV', logo: { svg: 'https://list.example/11.svg' } },
    });
    expect(list.get(10n)?.logo).toBeNull();
    expect(list.get(11n)?.logo).toBe('https://list.example/11.svg');
  });

  it('refuses a list larger than any real one', () => {
    const huge: Record<string, unknown> = {};
    for (let i = 1; i <= MAX_VERIFIED_ENTRIES + 1; i++) huge[i] = { id: String(i), name: 'A' };
    expect(parseVerifiedList(huge).size).toBe(0);
  });
});

describe('verified list config', () => {
  it("reads the environment's own URL", () => {
    const configured = { mainnet: 'https://asa-list.tinyman.org/assets.json', sandbox: '' };
    expect(verifiedListUrlFor('mainnet', configured)).toBe(configured.mainnet);
    expect(verifiedListUrlFor('sandbox', configured)).toBeNull();
    expect(verifiedListUrlFor('testnet', configured)).toBeNull();
  });

  it('has no list by default or for anything malformed', () => {
    expect(verifiedListUrlFor('mainnet', undefined)).toBeNull();
    expect(verifiedListUrlFor('mainnet', 'https://a.example/list.json')).toBeNull();
    expect(verifiedListUrlFor('mainnet', { mainnet: 'http://a.example/list.json' })).toBeNull();
    expect(verifiedListUrlFor('mainnet', { mainnet: 'https://u:p@a.example/l.json' })).toBeNull();
    expect(verifiedListUrlFor('mainnet', { mainnet: ['https://a.example/l.json'] })).toBeNull();
  });

  it('allows plain http only on this machine', () => {
    const local = 'http://127.0.0.1:7340/verified-assets.json';
    expect(verifiedListUrlFor('sandbox', { sandbox: local })).toBe(local);
  });
});
