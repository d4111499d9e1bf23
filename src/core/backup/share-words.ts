// A Shamir share as 26 words, the way A-Wallet writes them (its account export and "Shamir"
// new-account pages): the share's 33 bytes (32 of the account's seed polynomial values, then the
// x coordinate, as HashiCorp Vault's layout, which @spliterati/shamir and shamir-secret-sharing
// both use) packed 11 bits a word in Algorand's (BIP-39 English) word list, LSB first as
// algosdk's mnemonic; word 25 holds the bits past the 33 bytes; word 26 is the checksum, the
// first 11 bits of SHA-512/256 over the 33 bytes.
//
// A-Wallet's shares always have word 25 = 0 ("abandon") and its decoder ignores that word. Algow
// writes its set marker there (threshold and set id), so its shares still restore in A-Wallet
// while Algow can tell shares of different sets apart and how many a set needs.
import { mnemonicFromSeed } from 'algosdk';
import { sha512_256 } from '@noble/hashes/sha2.js';

export const SHARE_BYTES = 33;
export const SHARE_WORD_COUNT = 26;

let list: readonly string[] | null = null;
let index: ReadonlyMap<string, number> | null = null;

/**
 * Algorand's 2048 words. algosdk does not export its list, but a phrase's first word is the low
 * 11 bits of the seed, so seeds 0..2047 spell it out (computed once, on first use).
 */
export function wordList(): readonly string[] {
  if (!list) {
    const seed = new Uint8Array(32);
    list = Array.from({ length: 2048 }, (_, i) => {
      seed[0] = i & 0xff;
      seed[1] = i >> 8;
      return mnemonicFromSeed(seed).split(' ')[0] ?? '';
    });
    index = new Map(list.map((word, i) => [word, i]));
  }
  return list;
}

function wordIndex(): ReadonlyMap<string, number> {
  wordList();
  return index!;
}

function checksumWord(share: Uint8Array): number {
  const hash = sha512_256(share);
  return hash[0]! | ((hash[1]! & 0x07) << 8);
}

/** 33 share bytes and an 11-bit marker as 26 words. */
export function shareToWords(share: Uint8Array, marker: number): string[] {
  if (share.length !== SHARE_BYTES) throw new RangeError('A share is 33 bytes');
  const words = wordList();
  const out: string[] = [];
  let acc = 0;
  let bits = 0;
  for (const byte of share) {
    acc |= byte << bits;
    bits += 8;
    if (bits >= 11) {
      out.push(words[acc & 0x7ff]!);
      acc >>= 11;
      bits -= 11;
    }
  }
  // 33 bytes are exactly 24 words; the marker is the 25th.
  out.push(words[marker & 0x7ff]!, words[checksumWord(share)]!);
  return out;
}

export type WordsProblem =
  | { kind: 'length'; count: number }
  | { kind: 'unknownWord'; position: number; word: string }
  | { kind: 'checksum' };

/** The share bytes and marker of 26 words, or what is wrong with them. */
export function wordsToShare(
  words: readonly string[],
): { share: Uint8Array; marker: number } | { problem: WordsProblem } {
  if (words.length !== SHARE_WORD_COUNT)
    return { problem: { kind: 'length', count: words.length } };
  const lookup = wordIndex();
  const values: number[] = [];
  for (const [i, word] of words.entries()) {
    const value = lookup.get(word);
    if (value === undefined) return { problem: { kind: 'unknownWord', position: i + 1, word } };
    values.push(value);
  }
  const share = new Uint8Array(SHARE_BYTES);
  let acc = 0;
  let bits = 0;
  let at = 0;
  for (const value of values.slice(0, 24)) {
    acc |= value << bits;
    bits += 11;
    while (bits >= 8) {
      share[at++] = acc & 0xff;
      acc >>= 8;
      bits -= 8;
    }
  }
  if (checksumWord(share) !== values[25]) {
    share.fill(0);
    return { problem: { kind: 'checksum' } };
  }
  return { share, marker: values[24]! };
}
