import { describe, expect, it } from 'vitest';
import { canonicalJson, parseCanonicalJson } from './canonical-json';
import { dataForReview, parseSignIn, readSignIn, SIGN_IN_FIELDS, signInTiming } from './sign-in';

const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

const siwa = {
  domain: 'dapp.example',
  account_address: ADDRESS,
  uri: 'https://dapp.example',
  version: '1',
  chain_id: 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe',
  type: 'ed25519',
  statement: '<b>Sign in</b>',
  nonce: 'abc',
  'issued-at': '2026-11-26T03:00:00Z',
  'expiration-time': '2026-11-26T03:10:00.5+01:00',
  resources: ['https://dapp.example/terms'],
};

describe('parseSignIn', () => {
  it('reads the CAIP-122 fields the review shows, text kept as text', () => {
    expect(parseSignIn(siwa)).toEqual({
      domain: 'dapp.example',
      account: ADDRESS,
      uri: 'https://dapp.example',
      version: '1',
      chainId: 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe',
      statement: '<b>Sign in</b>',
      nonce: 'abc',
      issuedAt: '2026-11-26T03:00:00Z',
      expiresAt: '2026-11-26T03:10:00.5+01:00',
      notBefore: undefined,
      requestId: undefined,
      resources: ['https://dapp.example/terms'],
    });
  });

  it('is null for other JSON (no account, another signature type)', () => {
    expect(parseSignIn({ challenge: 'x' })).toBeNull();
    expect(parseSignIn({ ...siwa, type: 'eip191' })).toBeNull();
  });
});

describe('readSignIn', () => {
  const invalid = (field: string) => ({ kind: 'invalid', field });

  it('reads JSON without any Sign-In field as other JSON, a valid Sign-In as its fields', () => {
    expect(readSignIn({ challenge: 'x', origin: 'https://dapp.example' })).toEqual({
      kind: 'other',
    });
    expect(readSignIn(siwa)).toMatchObject({ kind: 'sign-in', fields: { nonce: 'abc' } });
  });

  it.each([...SIGN_IN_FIELDS, 'address', 'chain-id', 'expirationTime', 'Issued_At'])(
    'takes JSON carrying "%s" as a Sign-In, refused when it is not a whole one',
    (key) => {
      expect(readSignIn({ challenge: 'x', [key]: 'x' })).toMatchObject({ kind: 'invalid' });
    },
  );

  it('names the first field that fails', () => {
    const { domain: _, ...noDomain } = siwa;
    expect(readSignIn(noDomain)).toEqual(invalid('domain'));
    expect(readSignIn({ nonce: 'abc' })).toEqual(invalid('domain'));
    expect(readSignIn({ ...siwa, account_address: '' })).toEqual(invalid('account_address'));
    expect(readSignIn({ ...siwa, account_address: 'NOT-AN-ADDRESS' })).toEqual(
      invalid('account_address'),
    );
    expect(readSignIn({ ...siwa, type: 'eip191' })).toEqual(invalid('type'));
    const resources = Array.from({ length: 65 }, (_, i) => `https://dapp.example/${i}`);
    expect(readSignIn({ ...siwa, resources })).toEqual(invalid('resources'));
    expect(readSignIn({ ...siwa, resources: resources.slice(0, 64) }).kind).toBe('sign-in');
    expect(readSignIn({ ...siwa, 'issued-at': 'yesterday' })).toEqual(invalid('issued-at'));
    expect(readSignIn({ ...siwa, 'not-before': 'Nov 26 2026' })).toEqual(invalid('not-before'));
  });

  it('refuses another spelling of a field it knows, which a verifier might read instead', () => {
    const past = '2020-01-01T00:00:00Z';
    expect(readSignIn({ ...siwa, expirationTime: past })).toEqual(invalid('expirationTime'));
    expect(readSignIn({ ...siwa, address: ADDRESS })).toEqual(invalid('address'));
    const long = `${'_'.repeat(40)}domain`;
    expect(readSignIn({ ...siwa, [long]: 'x' })).toEqual(invalid(`${'_'.repeat(32)}…`));
  });
});

describe('signInTiming', () => {
  const fields = parseSignIn(siwa)!;
  it('is valid before the expiry, expired at it, not yet valid before not-before', () => {
    expect(signInTiming(fields, Date.parse('2026-11-26T02:09:00Z'))).toBe('valid');
    expect(signInTiming(fields, Date.parse('2026-11-26T02:10:00.5Z'))).toBe('expired');
    const later = { ...fields, notBefore: '2026-11-26T02:30:00Z' };
    expect(signInTiming(later, Date.parse('2026-11-26T02:09:00Z'))).toBe('not-yet-valid');
  });
  it('refuses times that are not RFC 3339', () => {
    expect(signInTiming({ ...fields, issuedAt: 'Nov 26 2026' }, 0)).toBe('bad-time');
  });
});

describe('canonicalJson (RFC 8785)', () => {
  it('sorts keys by UTF-16 code units, recursively, without whitespace', () => {
    expect(
      canonicalJson({ b: 1, a: [true, null, { d: 'x', c: 2 }], '\u20ac': 0, '\ud83d\ude00': 1 }),
    ).toBe('{"a":[true,null,{"c":2,"d":"x"}],"b":1,"\u20ac":0,"\ud83d\ude00":1}');
  });
  it('writes numbers as ECMAScript does', () => {
    expect(canonicalJson([1e21, 1e-7, -0, 0.1, 100])).toBe('[1e+21,1e-7,0,0.1,100]');
  });
  it('accepts only text already canonical', () => {
    expect(parseCanonicalJson('{"a":1,"b":2}')).toEqual({ a: 1, b: 2 });
    expect(parseCanonicalJson('{"b":2,"a":1}')).toBeNull();
    expect(parseCanonicalJson('{"a":1,"a":2}')).toBeNull();
    expect(parseCanonicalJson('{"a": 1}')).toBeNull();
    expect(parseCanonicalJson('{"n":12345678901234567890}')).toBeNull();
  });
});

describe('dataForReview', () => {
  it('gives a Sign-In as fields and other JSON as indented text (never markup)', () => {
    expect(dataForReview(siwa)).toMatchObject({ kind: 'sign-in', fields: { nonce: 'abc' } });
    expect(dataForReview({ challenge: '<script>x</script>', n: [1] })).toEqual({
      kind: 'json',
      text: '{\n  "challenge": "<script>x</script>",\n  "n": [\n    1\n  ]\n}',
    });
  });
});
