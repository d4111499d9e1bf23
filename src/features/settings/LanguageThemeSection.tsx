import {
  NativeSelect,
  Paper,
  Stack,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import {
  changeLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from '../../i18n/i18n';
import { updateSettings } from '../../infra/settings/settings-store';

/** First on the page: what most people come to settings for. */
export function LanguageThemeSection() {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
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
