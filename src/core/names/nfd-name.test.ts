import { describe, expect, it } from 'vitest';
import { isNfdName, isNfdNameInput, NFD_NAME_MAX_LENGTH, parseNfdName } from './nfd-name';

describe('NFD name syntax', () => {
  it('accepts roots and one segment of a-z0-9, lowercased and trimmed', () => {
    expect(parseNfdName('alice.algo')).toBe('alice.algo');
    expect(parseNfdName('  Alice.ALGO ')).toBe('alice.algo');
    expect(parseNfdName('pay.alice.algo')).toBe('pay.alice.algo');
    expect(parseNfdName('a1.algo')).toBe('a1.algo');
    expect(parseNfdName(`${'a'.repeat(27)}.${'b'.repeat(27)}.algo`)).toHaveLength(
      NFD_NAME_MAX_LENGTH,
    );
  });

  it.each([
    '.algo',
    'alice',
    'alice.alg',
    'alice..algo',
    'a.b.c.algo',
    'al-ice.algo',
    'al_ice.algo',
    'al ice.algo',
    'álice.algo',
    'alice.algo/../x',
    'alice.algo?x=1',
    '<b>x</b>.algo',
    `${'a'.repeat(28)}.algo`,
    `${'a'.repeat(28)}.b.algo`,
    '',
  ])('refuses %j', (text) => {
    expect(parseNfdName(text)).toBeNull();
  });

  it('tells a name typed in a receiver field from an address', () => {
    expect(isNfdNameInput('alice.algo')).toBe(true);
    expect(isNfdNameInput(' Bad_Name.ALGO ')).toBe(true);
    expect(isNfdNameInput('VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA')).toBe(
      false,
    );
    expect(isNfdNameInput('alice.algo.com')).toBe(false);
    expect(isNfdNameInput('')).toBe(false);
  });

  it('checks API names exactly as written (no case folding)', () => {
    expect(isNfdName('alice.algo')).toBe(true);
    expect(isNfdName('Alice.algo')).toBe(false);
    expect(isNfdName(' alice.algo')).toBe(false);
  });
});
