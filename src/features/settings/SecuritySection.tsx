import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { backupFileName } from '../../core/backup/backup-file-name';
import { SESSION_TIMEOUT_MS } from '../../core/session/session-clock';
import { exportBackup } from '../../infra/session/session';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useStore } from 'zustand';
import { sessionStore } from '../../infra/session/session';
import { ChangePasswordSection } from './ChangePasswordSection';
import { PasskeysSection } from './PasskeysSection';
import { SetPasswordSection } from './SetPasswordSection';

function download(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What keeps the wallet safe, in one place: when it locks, its backup, passkeys and password. */
export function SecuritySection() {
  const { t } = useTranslation();
  // A passkey wallet without a password sets one (its second way in) instead of changing it.
  const hasPassword = useStore(sessionStore, (s) => s.waysIn?.password ?? true);

  async function backup() {
    try {
      const { name, data } = await exportBackup();
      download(backupFileName(name, new Date()), data);
      notifySuccess(t('settings.backupDone'));
    } catch (error) {
      notifyError(describeError(error, t));
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="settings-security">
      <Stack>
        <Title order={2} size="h3" id="settings-security">
          {t('settings.security')}
        </Title>
        {/* The lock time is the spec's fixed session timeout: shown, not chosen. */}
        <Text size="sm">
          {t('settings.lockTime', { minutes: Math.round(SESSION_TIMEOUT_MS / 60_000) })}
        </Text>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('settings.backupDescription')}
          </Text>
          <Button variant="default" w="fit-content" onClick={() => void backup()}>
            {t('settings.backup')}
          </Button>
        </Stack>
        <Divider />
        <PasskeysSection />
        <Divider />
        {hasPassword ? <ChangePasswordSection /> : <SetPasswordSection />}
      </Stack>
    </Paper>
  );
}
