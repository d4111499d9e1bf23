import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TranslationSnapshot } from './translate';

export type { TFunction } from './translate';

/** `t` and the current language; the component renders again when either or the strings change. */
export const useTranslation = (): TranslationSnapshot =>
  useSyncExternalStore(i18n.subscribe, i18n.snapshot, i18n.snapshot);
