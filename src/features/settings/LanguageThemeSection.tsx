import {
  NativeSelect,
  Paper,
  Stack,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useStore } from 'zustand';
import { useTranslation } from '../../i18n/react';
import { DEFAULT_CURRENCY, FIAT_CURRENCIES, isFiatCurrency } from '../../core/prices/currencies';
import {
  changeLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from '../../i18n/i18n';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';

/** First on the page: what most people come to settings for. */
export function LanguageThemeSection() {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const currency = useStore(settingsStore, (s) => s.settings.currency ?? DEFAULT_CURRENCY);
  // "HUF – Hungarian forint", the name in the language in use.
  const currencyNames = new Intl.DisplayNames([i18n.language], { type: 'currency' });
  const schemes: { value: MantineColorScheme; label: string }[] = [
    { value: 'auto', label: t('settings.colorSchemeAuto') },
    { value: 'light', label: t('settings.colorSchemeLight') },
    { value: 'dark', label: t('settings.colorSchemeDark') },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-language">
      <Stack>
        <Title order={2} size="h3" id="settings-language">
          {t('settings.languageTheme')}
        </Title>
        <NativeSelect
          label={t('settings.language')}
          data={SUPPORTED_LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          value={isSupportedLanguage(i18n.language) ? i18n.language : 'en'}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (!isSupportedLanguage(value)) return;
            updateSettings({ language: value });
            void changeLanguage(value);
          }}
        />
        <NativeSelect
          label={t('settings.currency')}
          description={t('settings.currencyHint')}
          data={FIAT_CURRENCIES.map((code) => ({
            value: code,
            label: `${code} – ${currencyNames.of(code) ?? code}`,
          }))}
          value={currency}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isFiatCurrency(value)) updateSettings({ currency: value });
          }}
        />
        <NativeSelect
          label={t('settings.colorScheme')}
          data={schemes}
          value={colorScheme}
          onChange={(event) => {
            const value = schemes.find((s) => s.value === event.currentTarget.value)?.value;
            if (value) setColorScheme(value);
          }}
        />
      </Stack>
    </Paper>
  );
}
