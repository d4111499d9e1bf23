import { describe, expect, it } from 'vitest';
import {
  Base64Error,
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  isBase64,
} from './base64';
import { Utf8Error, utf8DecodeStrict, utf8Encode } from './utf8';

const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

describe('base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('RFC 4648 vector %j', (plain, encoded) => {
    expect(bytesToBase64(ascii(plain))).toBe(encoded);
    expect(base64ToBytes(encoded)).toEqual(ascii(plain));
  });

  it('round-trips every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let n = 0; n <= all.length; n += 17) {
      const slice = all.slice(0, n);
      expect(base64ToBytes(bytesToBase64(slice))).toEqual(slice);
      expect(base64UrlToBytes(bytesToBase64Url(slice))).toEqual(slice);
    }
  });

  it.each([
    ['Zg'],
    ['Zg='],
    ['Zh=='],
    ['Z==='],
    ['Zm9v\n'],
    [' Zm9v'],
    ['Zm-v'],
    ['Zm9v===='],
    ['ñ'],
  ])('rejects %j in strict mode', (text) => {
    expect(() => base64ToBytes(text)).toThrow(Base64Error);
    expect(isBase64(text)).toBe(false);
  });

  it('never echoes the input in the error', () => {
    expect(() => base64ToBytes('secret-key-material!')).toThrow('Invalid base64 data');
  });

  it('handles the URL-safe alphabet with optional padding', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xbf]);
    expect(bytesToBase64(bytes)).toBe('+/+/');
    expect(bytesToBase64Url(bytes)).toBe('-_-_');
    expect(base64UrlToBytes('Zg')).toEqual(ascii('f'));
    expect(base64UrlToBytes('Zg==')).toEqual(ascii('f'));
    expect(() => base64UrlToBytes('+/+/')).toThrow(Base64Error);
  });
});

describe('utf8', () => {
  it('round-trips non-ASCII text', () => {
    const text = 'Peňaženka ✓ 🐎';
    expect(utf8DecodeStrict(utf8Encode(text))).toBe(text);
  });

  it('rejects invalid UTF-8 instead of replacing it', () => {
    expect(() => utf8DecodeStrict(Uint8Array.from([0xc3, 0x28]))).toThrow(Utf8Error);
  });
});
