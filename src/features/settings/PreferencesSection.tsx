import {
  Button,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import {
  changeLanguage,
  isSupportedLanguage,
  LANGUAGE_NAMES,
  SUPPORTED_LANGUAGES,
} from '../../i18n/i18n';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError, notifySuccess } from '../../ui/notify';
import { IpfsGatewayForm } from './IpfsGatewayForm';

export function PreferencesSection() {
  const { t, i18n } = useTranslation();
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const schemes: { value: MantineColorScheme; label: string }[] = [
    { value: 'auto', label: t('settings.colorSchemeAuto') },
    { value: 'light', label: t('settings.colorSchemeLight') },
    { value: 'dark', label: t('settings.colorSchemeDark') },
  ];

  function registerProtocol() {
    if (typeof navigator.registerProtocolHandler !== 'function') {
      notifyError(t('settings.protocolUnsupported'));
      return;
    }
    try {
      navigator.registerProtocolHandler('web+algorand', `${window.location.origin}/pay/%s`);
      notifySuccess(t('settings.protocolRegistered'));
    } catch {
      // The browser's own message is English whatever the language; the user gets ours.
      notifyError(t('settings.protocolFailed'));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-preferences">
      <Stack>
        <Title order={2} size="h3" id="settings-preferences">
          {t('settings.preferences')}
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
        <Switch
          label={t('settings.developer')}
          description={t('settings.developerDescription')}
          checked={dev}
          onChange={(e) => updateSettings({ dev: e.currentTarget.checked })}
        />
        <Stack gap={4}>
          <Text fw={600}>{t('settings.protocolSection')}</Text>
          <Text size="sm" c="dimmed">
            {t('settings.protocolDescription')}
          </Text>
          <Button variant="default" w="fit-content" onClick={registerProtocol}>
            {t('settings.registerProtocol')}
          </Button>
        </Stack>
        <IpfsGatewayForm />
      </Stack>
    </Paper>
  );
}
