import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_POSITION,
  challengeWord,
  checkChallengeGuess,
  mnemonicWords,
  MNEMONIC_WORD_COUNT,
  normaliseMnemonic,
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
