import 'i18next';
import type en from './locales/en.json';
import type enApp from './locales/app/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enApp };
  }
}
