import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// One term per concept in each language: glossary/<lang>.json names the term and the variants
// to avoid; this test keeps the avoided variants out of every string, and keeps non-English
// strings from being English copies.

type Tree = { [key: string]: string | Tree };
type Concept = { term: string; forms: string[]; avoid: string[]; unrelated?: string[] };
type Glossary = { concepts: Record<string, Concept> };

const LANGUAGES = ['hu', 'it', 'nl', 'sk', 'cs'] as const;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const readJson = (...path: string[]): unknown =>
  JSON.parse(readFileSync(join(__dirname, ...path), 'utf8'));
const strings = (lang: string) =>
  new Map([
    ...flatten(readJson('locales', `${lang}.json`) as Tree),
    ...flatten(readJson('locales', 'app', `${lang}.json`) as Tree),
  ]);
const glossary = (lang: string) => readJson('glossary', `${lang}.json`) as Glossary;

/** A letter, combining mark or digit: what a word is made of, in every alphabet used here. */
const WORD = '[\\p{L}\\p{M}\\p{N}]';
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
/** Glossary patterns: `*` is any run of word characters (inflections, compounds). */
const pattern = (glob: string) => escape(glob).replace(/\*/g, `${WORD}*`).replace(/ /g, '\\s+');

/** Every occurrence of an avoided variant in text, never starting or ending inside a word. */
function avoidedVariants(text: string, concept: Concept): string[] {
  // Placeholder names ({{network}}, {{account}}) are code, not words of the language.
  const words = text.replace(/{{[^}]*}}/g, ' ');
  const unrelated = (concept.unrelated ?? []).map((g) => new RegExp(`^${pattern(g)}$`, 'iu'));
  return concept.avoid.flatMap((glob) =>
    [...words.matchAll(new RegExp(`(?<!${WORD})${pattern(glob)}(?!${WORD})`, 'giu'))]
      .map((m) => m[0])
      .filter((hit) => !unrelated.some((re) => re.test(hit))),
  );
}

// Strings may equal their English text only when every word in them is one of these.
// Product, network and protocol names and codes, the same in every language:
const NAMES = [
  'Algow',
  'Algorand',
  'WalletConnect',
  'Ledger',
  'Multisig',
  'NFT',
  'ASA',
  'ARC-14',
  'ARC-200',
  'AMS-01',
  'Mainnet',
  'Testnet',
  'Devnet',
  'Sandbox',
  'Aramid',
  'Voi',
  'Dapp',
  'Dapps',
  '2FA',
  'HD',
  'ID',
  'URL',
  'URI',
  // Non-Fungible Domains, the .algo name service, and Sign-In's field name (CAIP-122).
  'NFD',
  'Nonce',
  // An app call's on-completion as the chain names it (under Technical details).
  'OptIn',
  'CloseOut',
  'ClearState',
  'UpdateApplication',
  'DeleteApplication',
];
// Words that are spelled the same in that language and are its glossary term or the ordinary
// word there (Italian and Dutch use the English loanwords wallet, account, asset, password, and
// the short "FAQ" that fits the header at 1280 px).
const SAME_WORD: Partial<Record<(typeof LANGUAGES)[number], string[]>> = {
  it: [
    'Wallet',
    'Account',
    'Asset',
    'Password',
    'Round',
    'No',
    'Governance',
    'FAQ',
    'App',
    'Token',
  ],
  nl: [
    'Wallet',
    'Account',
    'Accounts',
    'Asset',
    'Assets',
    'Status',
    'Label',
    'Reserve',
    'Details',
    'Governance',
    'Hot',
    'FAQ',
    'contact',
    'App',
    'Token',
    'Tokens',
  ],
};

function mayEqualEnglish(lang: (typeof LANGUAGES)[number], text: string): boolean {
  const allowed = new Set([...NAMES, ...(SAME_WORD[lang] ?? [])].map((w) => w.toLowerCase()));
  return text
    .replace(/{{[^}]*}}/g, ' ')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => /\p{L}/u.test(word))
    .every((word) => allowed.has(word.toLowerCase()));
}

const concepts = Object.keys(glossary('en').concepts).sort();

describe('the glossary checker', () => {
  const account = glossary('hu').concepts.account!;
  it('finds an avoided variant in any inflection, whatever its case', () => {
    expect(avoidedVariants('Számla törlése', account)).toEqual(['Számla']);
    expect(avoidedVariants('A fiók nem érvényes számlacím.', account)).toEqual(['számlacím']);
    expect(avoidedVariants('Vissza a számlákhoz', account)).toEqual(['számlákhoz']);
  });
  it('leaves unrelated words, words merely containing the variant, and placeholders alone', () => {
    expect(avoidedVariants('A számláló {{számla}} fiókot mutat.', account)).toEqual([]);
    const italian = glossary('it').concepts.account!;
    expect(avoidedVariants('Il contatore conta i contorni', italian)).toEqual([]);
  });
  it('knows the English words a string may share with its English text', () => {
    expect(mayEqualEnglish('hu', 'Ledger {{slot}}')).toBe(true);
    expect(mayEqualEnglish('hu', 'Genesis hash')).toBe(false);
    expect(mayEqualEnglish('nl', 'Assets')).toBe(true);
    expect(mayEqualEnglish('hu', 'Assets')).toBe(false);
  });
});

describe.each(LANGUAGES)('glossary %s', (lang) => {
  const own = glossary(lang);
  const texts = strings(lang);

  it('names a term for every concept of the English list', () => {
    expect(Object.keys(own.concepts).sort()).toEqual(concepts);
  });

  it('never lists its own term among the variants to avoid', () => {
    for (const [name, concept] of Object.entries(own.concepts)) {
      expect(avoidedVariants(concept.term, concept), name).toEqual([]);
    }
  });

  it('keeps every avoided variant out of every string', () => {
    const found: string[] = [];
    for (const [key, text] of texts)
      for (const [name, concept] of Object.entries(own.concepts))
        for (const hit of avoidedVariants(text, concept))
          found.push(`${key}: "${hit}" (${name}: use "${concept.term}")`);
    expect(found).toEqual([]);
  });

  it('translates every string that has words to translate', () => {
    const english = strings('en');
    const copies = [...texts]
      .filter(([key, text]) => text === english.get(key) && !mayEqualEnglish(lang, text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(copies).toEqual([]);
  });
});

// Hungarian's word for asset, "eszköz", also means device and tool: a device is "készülék" and a
// tool is named otherwise, so "eszköz" in a string always means an asset (or funds).
describe('glossary hu: asset apart from device', () => {
  it('never says "eszköz" where the English names a device or a tool and no asset', () => {
    const english = strings('en');
    const mixed = [...strings('hu')]
      .filter(([key, text]) => {
        const en = english.get(key) ?? '';
        return (
          /\b(device|tool)/i.test(en) &&
          !/asset|collectible|holding/i.test(en) &&
          /(?<![\p{L}])eszköz/iu.test(text)
        );
      })
      .map(([key, text]) => `${key}: ${text}`);
    expect(mixed).toEqual([]);
  });
});
