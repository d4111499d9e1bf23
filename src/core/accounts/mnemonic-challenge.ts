// The backup check of a freshly generated account (spec sections 4 and 5): before the account
// is saved the user types one word of the recovery phrase back. A-Wallet always asks for the
// first word, and so do we, so users who know the original are not surprised.

export const MNEMONIC_WORD_COUNT = 25;
/** 1-based position of the word the challenge asks for. */
export const CHALLENGE_POSITION = 1;

/**
 * The words of a typed or scanned phrase: surrounding and repeated whitespace (spaces, tabs,
 * line breaks from a QR code) is ignored and words are lower-cased, as the word list is.
 */
export function mnemonicWords(text: string): string[] {
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.toLowerCase().split(/\s+/);
}

/** Canonical form for algosdk: lower-case words joined by single spaces. */
export function normaliseMnemonic(text: string): string {
  return mnemonicWords(text).join(' ');
}

/** The word at a 1-based position; throws when the phrase is shorter. */
export function challengeWord(mnemonic: string, position = CHALLENGE_POSITION): string {
  const word = mnemonicWords(mnemonic)[position - 1];
  if (word === undefined) throw new RangeError(`The mnemonic has no word at position ${position}`);
  return word;
}

/** Spec: the trimmed guess must equal the word at the asked position. */
export function checkChallengeGuess(
  mnemonic: string,
  guess: string,
  position = CHALLENGE_POSITION,
): boolean {
  const expected = mnemonicWords(mnemonic)[position - 1];
  return expected !== undefined && guess.trim() === expected;
}

/**
 * Two distinct 1-based positions of a phrase of `count` words to ask back, in order (a phrase or
 * share backup: typing two words shows it was written down). `random` is two random bytes.
 */
export function confirmPositions(
  count: number,
  random: Uint8Array = crypto.getRandomValues(new Uint8Array(2)),
): [number, number] {
  const first = (random[0]! % count) + 1;
  const second = ((first - 1 + (random[1]! % (count - 1)) + 1) % count) + 1;
  return first < second ? [first, second] : [second, first];
}

/** The asked positions whose typed word (trimmed, any case) is not the phrase's word there. */
export function wrongWords(
  words: readonly string[],
  positions: readonly number[],
  typed: readonly string[],
): number[] {
  return positions.filter((p, i) => {
    const expected = words[p - 1];
    return expected === undefined || typed[i]?.trim().toLowerCase() !== expected;
  });
}
