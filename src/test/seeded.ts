import { createHash } from 'node:crypto';
import { mnemonicFromSeed, mnemonicToSecretKey, type Account } from 'algosdk';

// Key material for tests that is the same on every run: a test must not pass or fail by the
// draw of a key (a phrase that happens to hold a word of an error message, an amount at a
// boundary). Bytes are SHA-512 blocks of a label and a counter, so any label gives a stream.

/** `length` bytes determined by `label` alone: SHA-512("algow-test:<label>:<n>") for n = 0, 1, … */
export function seededBytes(label: string, length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  for (let block = 0; block * 64 < length; block++) {
    const digest = createHash('sha512').update(`algow-test:${label}:${block}`).digest();
    out.set(digest.subarray(0, Math.min(64, length - block * 64)), block * 64);
  }
  return out;
}

/** The account whose 32-byte key seed is `seededBytes(label, 32)`: one label, one account. */
export function seededAccount(label: string): Account {
  return mnemonicToSecretKey(mnemonicFromSeed(seededBytes(label, 32)));
}

/** A whole number in [0, max) determined by `label` (max at most 2^48). */
export function seededInt(label: string, max: number): number {
  const bytes = seededBytes(label, 6);
  return Number(bytes.reduce((n, b) => n * 256n + BigInt(b), 0n) % BigInt(max));
}

/**
 * What a leak of a recovery phrase would show: the phrase itself and every two of its words in
 * a row. Single words are not among them: a list word such as "found" or "basic" may be in any
 * text by chance, which says nothing about the phrase.
 */
export function phraseFragments(phrase: string): string[] {
  const words = phrase.trim().split(/\s+/);
  return [words.join(' '), ...words.slice(1).map((word, i) => `${words[i]!} ${word}`)];
}
