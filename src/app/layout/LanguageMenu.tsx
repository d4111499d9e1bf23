import { NativeSelect } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import {
  changeLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from '../../i18n/i18n';
import { updateSettings } from '../../infra/settings/settings-store';

// A native select: accessible everywhere, fine on phones, and no popover code on the login page.
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <NativeSelect
      aria-label={t('nav.language')}
      size="xs"
      value={current}
      data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
      onChange={(e) => {
        const code = e.currentTarget.value;
        if (!isSupportedLanguage(code)) return;
        updateSettings({ language: code });
        void changeLanguage(code);
      }}
    />
  );
}
