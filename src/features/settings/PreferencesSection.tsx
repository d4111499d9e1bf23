import { Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { notifyError, notifySuccess } from '../../ui/notify';

export function PreferencesSection() {
  const { t } = useTranslation();
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);

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
      </Stack>
    </Paper>
  );
}
