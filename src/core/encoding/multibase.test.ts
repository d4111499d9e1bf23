import { describe, expect, it } from 'vitest';
import { utf8Encode } from './utf8';
import { bytesToBase32Lower, bytesToBase58 } from './multibase';

describe('base58btc', () => {
  it('matches the reference vectors', () => {
    expect(bytesToBase58(utf8Encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U');
    expect(bytesToBase58(new Uint8Array([0, 0, 0x28, 0x7f, 0xb4, 0xcd]))).toBe('11233QC4');
    expect(bytesToBase58(new Uint8Array([]))).toBe('');
    expect(bytesToBase58(new Uint8Array([0]))).toBe('1');
  });
});

describe('base32 (lowercase, unpadded)', () => {
  it('matches RFC 4648 vectors', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'my'],
      ['fo', 'mzxq'],
      ['foo', 'mzxw6'],
      ['foob', 'mzxw6yq'],
      ['fooba', 'mzxw6ytb'],
      ['foobar', 'mzxw6ytboi'],
    ];
    for (const [input, expected] of cases) {
      expect(bytesToBase32Lower(utf8Encode(input))).toBe(expected);
    }
  });
});
