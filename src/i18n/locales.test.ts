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

const read = (...path: string[]) =>
  flatten(JSON.parse(readFileSync(join(__dirname, 'locales', ...path), 'utf8')) as Tree);
/** Login strings and app strings of one language, as i18next ends up holding them. */
const load = (lang: string) => new Map([...read(`${lang}.json`), ...read('app', `${lang}.json`)]);
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const en = load('en');

describe('the login/app split', () => {
  it('puts every namespace in exactly one part', () => {
    const login = new Set([...read('en.json').keys()].map((k) => k.split('.')[0]));
    const app = new Set([...read('app', 'en.json').keys()].map((k) => k.split('.')[0]));
    expect([...login].filter((ns) => app.has(ns))).toEqual([]);
    for (const lang of ['hu', 'it', 'nl', 'sk', 'cs']) {
      expect(new Set([...read(`${lang}.json`).keys()].map((k) => k.split('.')[0]))).toEqual(login);
    }
  });
});

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
