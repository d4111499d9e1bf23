// Shamir backups of an account (issue 43): its 32-byte seed split into N shares, any K of which
// restore it. Splitting and combining are shamir-secret-sharing's (audited; byte for byte the
// same field and share layout as A-Wallet's @spliterati/shamir, checked in the tests); the words
// are share-words.ts. The library takes any shares it is given and returns some secret, so the
// checks that make a restore trustworthy are here: shares of different sets, a share given
// twice, a typo (checksum), another length, and with more than K shares, that every K of them
// give the same seed.
import { mnemonicFromSeed, mnemonicToSecretKey } from 'algosdk';
import { combine, split } from 'shamir-secret-sharing';
import { SHARE_BYTES, shareToWords, wordsToShare, type WordsProblem } from './share-words';

export const MIN_SHARES = 2;
export const MAX_SHARES = 10;
export const DEFAULT_SHARES = 5;
export const DEFAULT_THRESHOLD = 3;
const SET_ID_BITS = 7;
const SET_ID_MASK = (1 << SET_ID_BITS) - 1;

/** A set id: 1..127 (0 marks A-Wallet's shares, which carry none). */
export function randomSetId(): number {
  return (crypto.getRandomValues(new Uint8Array(1))[0]! % SET_ID_MASK) + 1;
}

/** How a set id is printed beside a share: two hex digits, e.g. "3F". */
export function formatSetId(setId: number): string {
  return setId.toString(16).toUpperCase().padStart(2, '0');
}

/**
 * Splits a 32-byte seed into `count` shares of 26 words, any `threshold` of which restore it.
 * Word 25 carries the threshold and the set id. The caller wipes the seed.
 */
export async function splitSeed(
  seed: Uint8Array,
  count: number,
  threshold: number,
  setId: number = randomSetId(),
): Promise<string[][]> {
  if (seed.length !== 32) throw new RangeError('A seed is 32 bytes');
  if (!Number.isInteger(count) || count < MIN_SHARES || count > MAX_SHARES)
    throw new RangeError(`Between ${MIN_SHARES} and ${MAX_SHARES} shares`);
  if (!Number.isInteger(threshold) || threshold < MIN_SHARES || threshold > count)
    throw new RangeError(`The threshold is between ${MIN_SHARES} and the number of shares`);
  if (!Number.isInteger(setId) || setId < 1 || setId > SET_ID_MASK)
    throw new RangeError('A set id is 1..127');
  const parts = await split(seed, count, threshold);
  try {
    return parts.map((part) => shareToWords(part, (threshold << SET_ID_BITS) | setId));
  } finally {
    for (const part of parts) part.fill(0);
  }
}

export interface ParsedShare {
  /** 33 bytes: the seed's polynomial values, then the x coordinate. */
  bytes: Uint8Array;
  /** How many shares the set needs; null for A-Wallet's shares, which do not say. */
  threshold: number | null;
  /** null for A-Wallet's shares. */
  setId: number | null;
}

export type ShareProblem = WordsProblem | { kind: 'marker' };

/** One typed or scanned share: 26 words, whitespace and case ignored. */
export function parseShare(text: string): { share: ParsedShare } | { problem: ShareProblem } {
  const trimmed = text.trim().toLowerCase();
  const decoded = wordsToShare(trimmed === '' ? [] : trimmed.split(/\s+/));
  if ('problem' in decoded) return decoded;
  const { share: bytes, marker } = decoded;
  if (marker === 0) return { share: { bytes, threshold: null, setId: null } };
  const threshold = marker >> SET_ID_BITS;
  const setId = marker & SET_ID_MASK;
  // Word 25 is outside the checksum: a typo there shows up as an impossible marker.
  if (threshold < MIN_SHARES || threshold > MAX_SHARES || setId === 0) {
    bytes.fill(0);
    return { problem: { kind: 'marker' } };
  }
  return { share: { bytes, threshold, setId } };
}

/** Shares are named by their place in the order given, from 1. */
export type Refusal =
  | { kind: 'repeated'; share: number; sameAs: number }
  | { kind: 'otherSet'; share: number; first: number }
  | { kind: 'disagree'; share: number | null };

export type CombineOutcome =
  | { status: 'needMore'; needed: number }
  | { status: 'refused'; refusal: Refusal }
  | { status: 'ready'; seed: Uint8Array; threshold: number | null };

const markerOf = (s: ParsedShare) => `${s.threshold ?? '-'}:${s.setId ?? '-'}`;

function checkSet(shares: readonly ParsedShare[]): Refusal | null {
  const first = markerOf(shares[0]!);
  const odd = shares.findIndex((s) => markerOf(s) !== first);
  if (odd >= 0) {
    // Name the share outside the larger group (share 1's on a tie).
    const same = shares.filter((s) => markerOf(s) === first).length;
    if (same === 1 && shares.length > 2) {
      const other = markerOf(shares[odd]!);
      if (shares.filter((s) => markerOf(s) === other).length === shares.length - 1)
        return { kind: 'otherSet', share: 1, first: odd + 1 };
    }
    return { kind: 'otherSet', share: odd + 1, first: 1 };
  }
  for (let i = 0; i < shares.length; i++) {
    for (let j = 0; j < i; j++) {
      const [a, b] = [shares[j]!.bytes, shares[i]!.bytes];
      if (a[SHARE_BYTES - 1] !== b[SHARE_BYTES - 1]) continue;
      // One split never gives two shares the same x: equal bytes are the same share typed
      // twice, different ones come from two splits.
      return a.every((v, k) => v === b[k])
        ? { kind: 'repeated', share: i + 1, sameAs: j + 1 }
        : { kind: 'otherSet', share: i + 1, first: j + 1 };
    }
  }
  return null;
}

function subsets(indices: readonly number[], size: number): number[][] {
  if (size === 0) return [[]];
  if (indices.length < size) return [];
  const [head, ...rest] = indices as [number, ...number[]];
  return [...subsets(rest, size - 1).map((s) => [head, ...s]), ...subsets(rest, size)];
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.every((v, i) => v === b[i]);

/**
 * The seed the shares restore, or why they do not: more needed, or a refusal naming a share.
 * `isExpected`, when the person gave the address they expect, helps name the share that does
 * not belong when only one more than K were given.
 */
export async function combineShares(
  shares: readonly ParsedShare[],
  isExpected?: (seed: Uint8Array) => boolean,
): Promise<CombineOutcome> {
  if (shares.length === 0) return { status: 'needMore', needed: MIN_SHARES };
  const refusal = checkSet(shares);
  if (refusal) return { status: 'refused', refusal };
  const threshold = shares[0]!.threshold;
  const needed = (threshold ?? MIN_SHARES) - shares.length;
  if (needed > 0) return { status: 'needMore', needed };
  const all = shares.map((_, i) => i);
  // A-Wallet's shares do not say K: all of them are combined and the address is to be compared.
  if (threshold === null || shares.length === threshold) {
    return { status: 'ready', seed: await combine(shares.map((s) => s.bytes)), threshold };
  }
  const results = new Map<string, Uint8Array>();
  const seedOf = async (subset: number[]) => {
    const key = subset.join(',');
    let seed = results.get(key);
    if (!seed) {
      seed = await combine(subset.map((i) => shares[i]!.bytes));
      results.set(key, seed);
    }
    return seed;
  };
  const agree = async (subset: number[][]) => {
    const first = await seedOf(subset[0]!);
    for (const s of subset.slice(1)) if (!sameBytes(first, await seedOf(s))) return null;
    return first;
  };
  try {
    const seed = await agree(subsets(all, threshold));
    if (seed) return { status: 'ready', seed: seed.slice(), threshold };
    // The share without which the others agree; with K+1 shares the others are just K, so only
    // the expected address can tell.
    const suspects: number[] = [];
    for (const i of all) {
      const others = all.filter((j) => j !== i);
      const agreed = await agree(subsets(others, threshold));
      if (!agreed) continue;
      if (others.length > threshold || isExpected?.(agreed)) suspects.push(i + 1);
    }
    return {
      status: 'refused',
      refusal: { kind: 'disagree', share: suspects.length === 1 ? suspects[0]! : null },
    };
  } finally {
    for (const seed of results.values()) seed.fill(0);
  }
}

/** The 64-byte secret key (seed || public key) and address of a restored seed. */
export function keyFromSeed(seed: Uint8Array): { sk: Uint8Array; addr: string } {
  const account = mnemonicToSecretKey(mnemonicFromSeed(seed));
  return { sk: account.sk, addr: account.addr.toString() };
}
