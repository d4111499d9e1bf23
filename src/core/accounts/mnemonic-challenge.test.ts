import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_POSITION,
  challengeWord,
  checkChallengeGuess,
  confirmPositions,
  mnemonicWords,
  MNEMONIC_WORD_COUNT,
  normaliseMnemonic,
  wrongWords,
} from './mnemonic-challenge';

const mnemonic = secretKeyToMnemonic(generateAccount().sk);
const first = mnemonic.split(' ')[0]!;

describe('mnemonic challenge', () => {
  it('always asks for the first word', () => {
    expect(CHALLENGE_POSITION).toBe(1);
    expect(challengeWord(mnemonic)).toBe(first);
  });

  it('accepts the right word with surrounding whitespace', () => {
    expect(checkChallengeGuess(mnemonic, first)).toBe(true);
    expect(checkChallengeGuess(mnemonic, `  ${first}\t\n`)).toBe(true);
  });

  it('rejects a wrong word, an empty guess and another position', () => {
    const second = mnemonic.split(' ')[1]!;
    expect(checkChallengeGuess(mnemonic, 'notaword')).toBe(false);
    expect(checkChallengeGuess(mnemonic, second)).toBe(second === first);
    expect(checkChallengeGuess(mnemonic, '')).toBe(false);
    expect(checkChallengeGuess(mnemonic, '   ')).toBe(false);
    expect(checkChallengeGuess(mnemonic, `${first} ${second}`)).toBe(false);
  });

  it('compares exactly after trimming (no case folding of the guess)', () => {
    expect(checkChallengeGuess(mnemonic, first.toUpperCase())).toBe(false);
  });

  it('never matches a position the phrase does not have', () => {
    expect(checkChallengeGuess(mnemonic, first, 26)).toBe(false);
    expect(() => challengeWord('', 1)).toThrow(RangeError);
  });
});

describe('mnemonic words', () => {
  it('splits on any whitespace and lower-cases', () => {
    expect(mnemonicWords('  Abandon\tabandon \n ABOUT ')).toEqual(['abandon', 'abandon', 'about']);
    expect(mnemonicWords('   ')).toEqual([]);
  });

  it('normalises a scanned phrase into what algosdk accepts', () => {
    const messy = mnemonic.toUpperCase().split(' ').join('\n  ');
    expect(normaliseMnemonic(messy)).toBe(mnemonic);
    expect(mnemonicWords(mnemonic)).toHaveLength(MNEMONIC_WORD_COUNT);
  });
});

describe('two words typed back', () => {
  it('asks two distinct positions within the phrase, in order', () => {
    for (const [a, b] of [
      [0, 0],
      [24, 23],
      [255, 255],
      [7, 200],
    ]) {
      const [p, q] = confirmPositions(25, new Uint8Array([a!, b!]));
      expect(p).toBeGreaterThanOrEqual(1);
      expect(q).toBeLessThanOrEqual(25);
      expect(p).toBeLessThan(q);
    }
  });

  it('accepts the right words in any case with spaces, names each wrong one', () => {
    const words = mnemonic.split(' ');
    expect(wrongWords(words, [2, 9], [` ${words[1]!.toUpperCase()} `, words[8]!])).toEqual([]);
    expect(wrongWords(words, [2, 9], [words[8]!, words[8]!])).toEqual(
      words[1] === words[8] ? [] : [2],
    );
    expect(wrongWords(words, [2, 9], ['', ''])).toEqual([2, 9]);
    // A position past the phrase is never right, not even with nothing typed for it.
    expect(wrongWords(words, [26], [])).toEqual([26]);
  });
});
