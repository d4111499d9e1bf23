import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import {
  changeLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from '../../i18n/i18n';
import { updateSettings } from '../../infra/settings/settings-store';
import { LanguageFlag } from './MerchantFlags';

// The spec's language flags: one button per language, named by the language in its own words.

export function MerchantLanguages() {
  const { t, i18n } = useTranslation();
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Group gap={4} role="group" aria-label={t('gateway.merchant.languages')}>
      {SUPPORTED_LANGUAGES.map((code) => (
        <Button
          key={code}
          size="compact-md"
          variant={code === current ? 'light' : 'subtle'}
          aria-label={LANGUAGE_NAMES[code]}
          aria-pressed={code === current}
          title={LANGUAGE_NAMES[code]}
          lang={code}
          onClick={() => {
            updateSettings({ language: code });
            void changeLanguage(code);
          }}
        >
          <LanguageFlag language={code} />
        </Button>
      ))}
    </Group>
  );
}
