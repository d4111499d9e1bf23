import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packStrings, unpackStrings } from './packed-strings';
import type { StringTree } from './translate';

const appStrings = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, 'locales', 'app', `${lang}.json`), 'utf8')) as StringTree;

describe('packed app strings', () => {
  it('give every language its own tree back from the English keys', () => {
    const english = appStrings('en');
    for (const lang of ['hu', 'it', 'nl', 'sk', 'cs']) {
      const strings = appStrings(lang);
      expect(unpackStrings(english, packStrings(english, strings))).toEqual(strings);
    }
  });

  it('leave out what a language lacks, so English shows there, and drop unknown keys', () => {
    const english = { a: 'A', b: { c: 'C', d: 'D' }, e: 'E' };
    const packed = packStrings(english, { b: { d: 'd' }, a: 'a', x: 'x' });
    expect(packed).toEqual(['a', null, 'd', null]);
    expect(unpackStrings(english, packed)).toEqual({ a: 'a', b: { d: 'd' } });
  });
});
