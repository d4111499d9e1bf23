import { sha512_256 as reference } from '@noble/hashes/sha2.js';
import { describe, expect, it } from 'vitest';
import { sha512_256 } from './sha512-256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha512_256', () => {
  it('gives the FIPS 180-4 example digest of "abc"', () => {
    expect(hex(sha512_256(new TextEncoder().encode('abc')))).toBe(
      '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23',
    );
  });

  it('matches @noble/hashes for every length across the one- and two-block boundary', () => {
    for (let length = 0; length < 260; length++) {
      const data = crypto.getRandomValues(new Uint8Array(length));
      expect(hex(sha512_256(data))).toBe(hex(reference(data)));
    }
  });
});
