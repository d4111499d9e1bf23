// Vanity addresses: which patterns are possible, whether an address matches, and how many
// random accounts a search needs on average. Pure functions, shared by the search worker
// (infra/vanity) and the form that explains the expected effort.

export type VanityPosition = 'start' | 'end' | 'anywhere';

export interface VanityPattern {
  /** Upper-case base32 text (A-Z, 2-7), as addresses are written. */
  text: string;
  position: VanityPosition;
}

const ADDRESS_LENGTH = 58;
const BASE32 = /^[A-Z2-7]+$/;
/**
 * Eight characters already need about 10^12 tries (weeks of a fast computer); longer
 * patterns would only keep a tab busy forever.
 */
export const MAX_VANITY_LENGTH = 8;
/**
 * 58 base32 characters carry 290 bits but an address has 288 (public key + checksum): the
 * last character holds 3 bits followed by two zero bits, so only these eight can end one.
 */
export const POSSIBLE_LAST_CHARACTERS = 'AEIMQUY4';

export type VanityPatternProblem = 'empty' | 'alphabet' | 'too-long' | 'impossible-end';

export type VanityPatternCheck =
  { ok: true; pattern: VanityPattern } | { ok: false; problem: VanityPatternProblem };

/** Validates typed text (case-insensitive, surrounding spaces ignored) into a pattern. */
export function parseVanityPattern(input: string, position: VanityPosition): VanityPatternCheck {
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: false, problem: 'empty' };
  if (!BASE32.test(text)) return { ok: false, problem: 'alphabet' };
  if (text.length > MAX_VANITY_LENGTH) return { ok: false, problem: 'too-long' };
  if (position === 'end' && !POSSIBLE_LAST_CHARACTERS.includes(text.at(-1)!))
    return { ok: false, problem: 'impossible-end' };
  return { ok: true, pattern: { text, position } };
}

export function matchesVanity(address: string, pattern: VanityPattern): boolean {
  switch (pattern.position) {
    case 'start':
      return address.startsWith(pattern.text);
    case 'end':
      return address.endsWith(pattern.text);
    case 'anywhere':
      return address.includes(pattern.text);
  }
}

/** Average number of random accounts until one matches (the mean of a geometric law). */
export function expectedAttempts(pattern: VanityPattern): number {
  const n = pattern.text.length;
  switch (pattern.position) {
    case 'start':
      return 32 ** n;
    case 'end':
      // The last character has 8 possible values, the others 32.
      return 8 * 32 ** (n - 1);
    case 'anywhere':
      // Any of the 58 - n + 1 windows may match; overlaps are rare enough to ignore.
      return Math.max(1, 32 ** n / (ADDRESS_LENGTH - n + 1));
  }
}

/** Probability that a search has found a match after `attempts` tries. */
export function chanceFoundAfter(attempts: number, pattern: VanityPattern): number {
  return 1 - Math.exp(-attempts / expectedAttempts(pattern));
}
