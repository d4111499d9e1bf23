import type en from './locales/en.json';
import type enApp from './locales/app/en.json';

// The wallet's own translation layer: flat string tables per language, English as the
// fallback, `{{name}}` placeholders and count-based plural keys. It replaces i18next, of which
// the wallet used only this much, to keep the login page small.

export type StringTree = { readonly [key: string]: string | StringTree };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A plural key (`items_one`, `items_other`) is asked for by its base (`items`) and a count. */
type WithPluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? K | Base : K;

/** Every key of the English strings, login and app parts together. */
export type TranslationKey = WithPluralBase<Leaves<typeof en & typeof enApp>>;
/** Placeholder values; `count` also picks the plural form when such keys exist. */
export type TranslationValues = Readonly<Record<string, unknown>>;
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

export interface TranslationSnapshot {
  readonly t: TFunction;
  readonly i18n: { readonly language: string };
}

const FALLBACK = 'en';

function flatten(tree: StringTree, into: Map<string, string>, prefix = ''): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else flatten(value, into, `${prefix}${key}.`);
  }
}

// Unescaped on purpose: React escapes what it renders, and strings never become HTML.
const interpolate = (text: string, values: TranslationValues | undefined): string =>
  values
    ? text.replace(/{{(.+?)}}/g, (_, name: string) => {
        const value = values[name.trim()];
        return value == null ? '' : String(value);
      })
    : text;

export function createTranslator() {
  const tables = new Map<string, Map<string, string>>();
  const listeners = new Set<() => void>();
  const languageListeners = new Set<(language: string) => void>();
  let language = FALLBACK;

  const lookup = (lang: string, key: string, count: unknown): string | undefined => {
    const table = tables.get(lang);
    if (!table) return undefined;
    if (typeof count === 'number') {
      const plural = table.get(`${key}_${new Intl.PluralRules(lang).select(count)}`);
      if (plural !== undefined) return plural;
    }
    return table.get(key);
  };

  const t: TFunction = (key, values) =>
    interpolate(
      lookup(language, key, values?.count) ?? lookup(FALLBACK, key, values?.count) ?? key,
      values,
    );

  // A new snapshot (and a new t) on every change, so memoised texts and React subscribers
  // see the change; `t` above always reads the current language for code outside React.
  const snapshotOf = (lang: string): TranslationSnapshot => ({
    t: (key, values) => t(key, values),
    i18n: { language: lang },
  });
  let snapshot = snapshotOf(language);
  const changed = () => {
    snapshot = snapshotOf(language);
    for (const listener of listeners) listener();
  };

  return {
    t,
    get language(): string {
      return language;
    },
    hasStrings: (lang: string): boolean => tables.has(lang),
    /** Adds (or overrides) strings of a language; React subscribers render again. */
    addStrings(lang: string, tree: StringTree): void {
      const table = tables.get(lang) ?? new Map<string, string>();
      flatten(tree, table);
      tables.set(lang, table);
      changed();
    },
    setLanguage(lang: string): void {
      language = lang;
      changed();
      for (const listener of languageListeners) listener(lang);
    },
    onLanguageChanged(listener: (language: string) => void): () => void {
      languageListeners.add(listener);
      return () => void languageListeners.delete(listener);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: (): TranslationSnapshot => snapshot,
  };
}

export type Translator = ReturnType<typeof createTranslator>;
