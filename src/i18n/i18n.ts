import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import type enApp from './locales/app/en.json';

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

const loaders: Record<Exclude<SupportedLanguage, 'en'>, () => Promise<{ default: typeof en }>> = {
  hu: () => import('./locales/hu.json'),
  it: () => import('./locales/it.json'),
  nl: () => import('./locales/nl.json'),
  sk: () => import('./locales/sk.json'),
  cs: () => import('./locales/cs.json'),
};

const appLoaders: Record<SupportedLanguage, () => Promise<{ default: typeof enApp }>> = {
  en: () => import('./locales/app/en.json'),
  hu: () => import('./locales/app/hu.json'),
  it: () => import('./locales/app/it.json'),
  nl: () => import('./locales/app/nl.json'),
  sk: () => import('./locales/app/sk.json'),
  cs: () => import('./locales/app/cs.json'),
};

/** Languages whose app strings are in i18next; once asked for, every language gets them. */
const appStringsLoaded = new Set<SupportedLanguage>();
let appStringsWanted = false;

async function ensureAppStrings(language: SupportedLanguage): Promise<void> {
  if (appStringsLoaded.has(language)) return;
  const bundle = await appLoaders[language]();
  i18next.addResourceBundle(language, 'translation', bundle.default, true, true);
  appStringsLoaded.add(language);
}

/**
 * Loads the strings of the pages behind the login (English as the fallback and the current
 * language); called when a wallet opens, in parallel with those pages' code.
 */
export async function loadAppStrings(): Promise<void> {
  appStringsWanted = true;
  const current = isSupportedLanguage(i18next.language) ? i18next.language : 'en';
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
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return app;
  const bundle = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', bundle.default, true, true);
  await app;
}

export async function initI18n(preferred?: SupportedLanguage): Promise<typeof i18next> {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: en } },
      fallbackLng: 'en',
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  const start = preferred ?? browserLanguage();
  await changeLanguage(start);
  return i18next;
}

export async function changeLanguage(language: SupportedLanguage): Promise<void> {
  try {
    await ensureLoaded(language);
    await i18next.changeLanguage(language);
  } catch {
    await i18next.changeLanguage('en');
  }
  if (typeof document !== 'undefined') document.documentElement.lang = i18next.language;
}

export { i18next };
