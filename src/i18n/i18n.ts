import en from './locales/en.json';
import type enApp from './locales/app/en.json';
import { type PackedStrings, unpackStrings } from './packed-strings';
import { createTranslator, type StringTree } from './translate';

// Strings come in two parts per language: what the login page shows (locales/<lang>.json) and
// everything behind it (locales/app/<lang>.json). English login strings are bundled (the
// fallback and the source of the key type); the rest loads on demand, so the login page
// carries neither the other languages nor the wallet's own pages' texts.

export const SUPPORTED_LANGUAGES = ['en', 'hu', 'it', 'nl', 'sk', 'cs'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  en: 'English',
  hu: 'Magyar',
  it: 'Italiano',
  nl: 'Nederlands',
  sk: 'Slovenčina',
  cs: 'Čeština',
};

/** The one translator of the app; English login strings are always there. */
export const i18n = createTranslator();
i18n.addStrings('en', en);

const loaders: Record<Exclude<SupportedLanguage, 'en'>, () => Promise<{ default: typeof en }>> = {
  hu: () => import('./locales/hu.json'),
  it: () => import('./locales/it.json'),
  nl: () => import('./locales/nl.json'),
  sk: () => import('./locales/sk.json'),
  cs: () => import('./locales/cs.json'),
};

// The build ships the other languages' app strings as values alone (packed-strings.ts).
type AppStrings = typeof enApp | PackedStrings;

const appLoaders: Record<SupportedLanguage, () => Promise<{ default: AppStrings }>> = {
  en: () => import('./locales/app/en.json'),
  hu: () => import('./locales/app/hu.json'),
  it: () => import('./locales/app/it.json'),
  nl: () => import('./locales/app/nl.json'),
  sk: () => import('./locales/app/sk.json'),
  cs: () => import('./locales/app/cs.json'),
};

const isPacked = (strings: AppStrings): strings is PackedStrings => Array.isArray(strings);

/** Languages whose app strings are loaded; once asked for, every language gets them. */
const appStringsLoaded = new Set<SupportedLanguage>();
let appStringsWanted = false;

async function ensureAppStrings(language: SupportedLanguage): Promise<void> {
  if (appStringsLoaded.has(language)) return;
  const [bundle, english] = await Promise.all([appLoaders[language](), appLoaders.en()]);
  const strings = bundle.default;
  i18n.addStrings(
    language,
    isPacked(strings) ? unpackStrings(english.default as StringTree, strings) : strings,
  );
  appStringsLoaded.add(language);
}

/**
 * Loads the strings of the pages behind the login (English as the fallback and the current
 * language); called when a wallet opens, in parallel with those pages' code.
 */
export async function loadAppStrings(): Promise<void> {
  appStringsWanted = true;
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  await Promise.all([ensureAppStrings('en'), ensureAppStrings(current)]);
}

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages that we offer, by primary subtag. */
export function browserLanguage(
  preferences: readonly string[] = globalThis.navigator?.languages ?? [],
): SupportedLanguage {
  for (const tag of preferences) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return 'en';
}

async function ensureLoaded(language: SupportedLanguage): Promise<void> {
  const app = appStringsWanted ? ensureAppStrings(language) : Promise.resolve();
  if (language === 'en' || i18n.hasStrings(language)) return app;
  const bundle = await loaders[language]();
  i18n.addStrings(language, bundle.default);
  await app;
}

export async function initI18n(preferred?: SupportedLanguage): Promise<void> {
  await changeLanguage(preferred ?? browserLanguage());
}

export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  try {
    await ensureLoaded(language);
    i18n.setLanguage(language);
  } catch {
    i18n.setLanguage('en');
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
}
