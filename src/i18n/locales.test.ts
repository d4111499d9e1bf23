import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const load = (lang: string) =>
  flatten(JSON.parse(readFileSync(join(__dirname, 'locales', `${lang}.json`), 'utf8')) as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const en = load('en');

describe.each(['hu', 'it', 'nl', 'sk', 'cs'])('locale %s', (lang) => {
  const other = load(lang);
  it('has every key of en and no extra ones', () => {
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
  });
  it('keeps every interpolation placeholder', () => {
    for (const [key, text] of en)
      expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
  });
  it('is really translated, not an English copy', () => {
    const longTexts = [...en].filter(([, text]) => text.split(' ').length >= 4);
    const copied = longTexts.filter(([key, text]) => other.get(key) === text).map(([key]) => key);
    expect(copied.length / longTexts.length).toBeLessThan(0.05);
  });
});
