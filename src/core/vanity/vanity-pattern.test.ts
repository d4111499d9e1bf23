import { describe, expect, it } from 'vitest';
import { seededAccount } from '../../test/seeded';
import {
  chanceFoundAfter,
  expectedAttempts,
  matchesVanity,
  MAX_VANITY_LENGTH,
  parseVanityPattern,
  POSSIBLE_LAST_CHARACTERS,
  type VanityPattern,
} from './vanity-pattern';

const ADDR = 'ALGOW2ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSE';

describe('parseVanityPattern', () => {
  it('upper-cases and trims the text', () => {
    expect(parseVanityPattern('  algo ', 'start')).toEqual({
      ok: true,
      pattern: { text: 'ALGO', position: 'start' },
    });
  });

  it.each([
    ['', 'start', 'empty'],
    ['   ', 'anywhere', 'empty'],
    ['AB1', 'start', 'alphabet'], // 0, 1, 8 and 9 are not base32
    ['A B', 'start', 'alphabet'],
    ['ÄB', 'start', 'alphabet'],
    ['A'.repeat(MAX_VANITY_LENGTH + 1), 'start', 'too-long'],
    ['AB', 'end', 'impossible-end'],
  ] as const)('rejects %j at %s: %s', (input, position, problem) => {
    expect(parseVanityPattern(input, position)).toEqual({ ok: false, problem });
  });

  it('accepts every possible last character at the end and anything elsewhere', () => {
    for (const char of POSSIBLE_LAST_CHARACTERS)
      expect(parseVanityPattern(`X${char}`, 'end').ok).toBe(true);
    expect(parseVanityPattern('AB', 'start').ok).toBe(true);
    expect(parseVanityPattern('AB', 'anywhere').ok).toBe(true);
  });
});

describe('matchesVanity', () => {
  const p = (text: string, position: VanityPattern['position']): VanityPattern => ({
    text,
    position,
  });
  it('matches by position', () => {
    expect(matchesVanity(ADDR, p('ALGOW', 'start'))).toBe(true);
    expect(matchesVanity(ADDR, p('LGOW', 'start'))).toBe(false);
    expect(matchesVanity(ADDR, p('RSE', 'end'))).toBe(true);
    expect(matchesVanity(ADDR, p('ALGOW', 'end'))).toBe(false);
    expect(matchesVanity(ADDR, p('XYZ234', 'anywhere'))).toBe(true);
    expect(matchesVanity(ADDR, p('ZZZ', 'anywhere'))).toBe(false);
  });
});

describe('expected effort', () => {
  it('grows 32 times per character and less for the last one', () => {
    expect(expectedAttempts({ text: 'AB', position: 'start' })).toBe(1024);
    expect(expectedAttempts({ text: 'AE', position: 'end' })).toBe(256);
    expect(expectedAttempts({ text: 'AB', position: 'anywhere' })).toBeCloseTo(1024 / 57);
    expect(expectedAttempts({ text: 'A', position: 'anywhere' })).toBe(1);
  });

  it('gives the chance of having found a match', () => {
    const pattern: VanityPattern = { text: 'AB', position: 'start' };
    expect(chanceFoundAfter(0, pattern)).toBe(0);
    expect(chanceFoundAfter(1024, pattern)).toBeCloseTo(1 - Math.exp(-1), 6);
  });
});

describe('real addresses', () => {
  it('end only in the characters the encoding allows', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(seededAccount(`last ${i}`).addr.toString().at(-1)!);
    for (const char of seen) expect(POSSIBLE_LAST_CHARACTERS).toContain(char);
    // ...and all eight of them occur (200 fixed keys, the same on every run).
    expect(seen.size).toBe(POSSIBLE_LAST_CHARACTERS.length);
  });
});
