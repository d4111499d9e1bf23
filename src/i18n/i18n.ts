import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

// en is bundled (it is the fallback and the source of the key type); the other languages load
// on demand so the login page stays small.

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
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const bundle = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', bundle.default);
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
