import { generateAccount, multisigAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  buildMultisigParams,
  combineSigners,
  defaultThreshold,
  MultisigRuleViolation,
  parseOtherAddresses,
  readThreshold,
  thresholdBounds,
} from './multisig-rules';

const address = () => generateAccount().addr.toString();
const [a, b, c] = [address(), address(), address()];

// Same length, wrong checksum: a middle character changed (the last may be only padding bits).
function withTypo(addr: string): string {
  return addr.slice(0, 20) + (addr[20] === 'A' ? 'B' : 'A') + addr.slice(21);
}

describe('parseOtherAddresses', () => {
  it('counts trimmed lines of exactly 58 characters', () => {
    const parsed = parseOtherAddresses(`  ${a}  \r\n${b}\n`);
    expect(parsed.addresses).toEqual([a, b]);
    expect(parsed.ignoredLines).toEqual([]);
    expect(parsed.invalidLines).toEqual([]);
  });

  it('ignores empty lines and reports lines of another length by number', () => {
    const parsed = parseOtherAddresses(`\n${a.slice(1)}\n${a}x\n\n${b}`);
    expect(parsed.addresses).toEqual([b]);
    expect(parsed.ignoredLines).toEqual([2, 3]);
  });

  it('reports 58-character lines with a bad checksum separately', () => {
    const parsed = parseOtherAddresses(`${withTypo(a)}\n${b}`);
    expect(parsed.addresses).toEqual([b]);
    expect(parsed.invalidLines).toEqual([1]);
    expect(parsed.ignoredLines).toEqual([]);
  });

  it('returns nothing for empty text', () => {
    expect(parseOtherAddresses('')).toEqual({ addresses: [], ignoredLines: [], invalidLines: [] });
  });
});

describe('combineSigners', () => {
  it('keeps own accounts first and drops repeated addresses', () => {
    expect(combineSigners([a, b], [c, a])).toEqual([a, b, c]);
  });
});

describe('threshold', () => {
  it('ranges from 1 to the number of signers', () => {
    expect(thresholdBounds(3)).toEqual({ min: 1, max: 3 });
    expect(thresholdBounds(0)).toEqual({ min: 1, max: 1 });
  });

  it('defaults to 2, at most the number of signers', () => {
    expect(defaultThreshold(0)).toBe(1);
    expect(defaultThreshold(1)).toBe(1);
    expect(defaultThreshold(2)).toBe(2);
    expect(defaultThreshold(5)).toBe(2);
  });

  it('refuses a chosen value outside 1..signers instead of clamping it', () => {
    expect(readThreshold(3, 3)).toBe(3);
    expect(readThreshold('2', 3)).toBe(2);
    // Signers removed below the chosen threshold: refused, not lowered.
    expect(readThreshold(4, 3)).toBeNull();
    expect(readThreshold(0, 3)).toBeNull();
    expect(readThreshold(2.6, 5)).toBeNull();
    expect(readThreshold('', 5)).toBeNull();
    expect(readThreshold(Number.NaN, 5)).toBeNull();
  });
});

describe('buildMultisigParams', () => {
  it('builds version 1 parameters algosdk turns into an address', () => {
    const params = buildMultisigParams([a, b, c], 2);
    expect(params).toEqual({ version: 1, threshold: 2, addrs: [a, b, c] });
    expect(multisigAddress(params).toString()).toMatch(/^[A-Z2-7]{58}$/);
  });

  it.each([
    [[], 1, 'no-signers'],
    [[a, b], 3, 'threshold'],
    [[a, b], 0, 'threshold'],
    [[a, b], 1.5, 'threshold'],
    [[a, a], 1, 'invalid-address'],
    [[withTypo(a)], 1, 'invalid-address'],
  ] as const)('rejects %j with threshold %d (%s)', (addrs, threshold, code) => {
    expect(() => buildMultisigParams(addrs, threshold)).toThrow(MultisigRuleViolation);
    try {
      buildMultisigParams(addrs, threshold);
    } catch (error) {
      expect((error as MultisigRuleViolation).code).toBe(code);
    }
  });
});
