import { generateAccount, isValidAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { isCanonicalAddress } from './address';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

describe('isCanonicalAddress', () => {
  it('accepts the chain spelling and refuses other spellings of the same account', () => {
    const address = generateAccount().addr.toString();
    expect(isCanonicalAddress(address)).toBe(true);
    const others = [...BASE32]
      .map((c) => address.slice(0, 57) + c)
      .filter((a) => a !== address && isValidAddress(a));
    // The two unused low bits of the last character: three other spellings pass algosdk.
    expect(others).toHaveLength(3);
    for (const other of others) expect(isCanonicalAddress(other)).toBe(false);
  });

  it('refuses what is not an address', () => {
    expect(isCanonicalAddress('')).toBe(false);
    expect(isCanonicalAddress('A'.repeat(58))).toBe(false);
  });
});
