import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totp, totpFromManualKey, verifyTotp } from './totp';

const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'ascii'));

describe('RFC 4226 HOTP', () => {
  // Appendix D test values.
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i → %s', (counter, code) => {
    expect(hotp(ascii('12345678901234567890'), counter as number)).toBe(code);
  });
});

describe('RFC 6238 TOTP', () => {
  // Appendix B test vectors (8 digits), all three hash functions.
  const seeds = {
    sha1: ascii('12345678901234567890'),
    sha256: ascii('12345678901234567890123456789012'),
    sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  const vectors: [number, string, string, string][] = [
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ];
  it.each(vectors)('at %i s', (seconds, sha1, sha256, sha512) => {
    const at = seconds * 1000;
    expect(totp(seeds.sha1, at, { digits: 8 })).toBe(sha1);
    expect(totp(seeds.sha256, at, { digits: 8, algorithm: 'sha256' })).toBe(sha256);
    expect(totp(seeds.sha512, at, { digits: 8, algorithm: 'sha512' })).toBe(sha512);
  });

  it('accepts one step of clock skew either side, no more', () => {
    const secret = ascii('12345678901234567890');
    const now = 1_700_000_000_000;
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totp(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totp(secret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, '12345', now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });
});

describe('base32', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('RFC 4648 vector %j', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(Buffer.from(base32Decode(encoded)).toString('ascii')).toBe(text);
  });

  it('decodes grouped, lower-case and padded keys as apps accept them', () => {
    expect(Buffer.from(base32Decode('mzxw 6ytb oi======')).toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow();
    const key = base32Encode(ascii('12345678901234567890'));
    expect(totpFromManualKey(key, 59_000)).toBe('287082');
  });
});
