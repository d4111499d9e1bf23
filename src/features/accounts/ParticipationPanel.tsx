import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { ParticipationControls } from './participation/ParticipationControls';
import { ParticipationHealth } from './participation/ParticipationHealth';
import { useParticipationHealth } from './participation/use-participation-health';
import type { AccountPage } from './use-account-page';

/**
 * The account's consensus status in words and the controls to change it. An online account
 * shows it on its home with its health (rewards, last block, heartbeat, key expiry); an offline
 * one when opened from More, as a panel because the controls open their own dialog.
 */
export function ParticipationPanel({
  page,
  account,
}: {
  page: AccountPage;
  account: PublicAccount;
}) {
  const { t } = useTranslation();
  const data = page.otherNetwork ? undefined : page.data;
  const health = useParticipationHealth(data, page.info.dataUpdatedAt);
  const online = health?.online ?? false;
  // Shown once online, the panel stays when the account goes offline from it (its dialog
  // still shows the confirmation), until closed.
  const { open } = page.participation;
  useEffect(() => {
    if (online) open();
  }, [online, open]);
  const opened = page.participationOpen && page.participates;
  if (!online && !opened) return null;
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="overview-participation"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="overview-participation">
          {t('overview.menu.participation')}
        </Title>
        <Text size="sm">
          {online ? t('overview.participation.online') : t('overview.participation.offline')}
        </Text>
        {health?.online && <ParticipationHealth health={health} />}
        <Group gap="xs">
          <ParticipationControls
            account={account}
            wallet={page.accounts}
            network={page.network}
            status={data?.status}
            balance={data?.amount}
            incentiveEligible={health?.eligible}
            keyExpiring={Boolean(health?.expiry && health.expiry.state !== 'valid')}
            authAddress={page.authAddress}
          />
          {!online && (
            <Button size="xs" variant="default" onClick={page.participation.close}>
              {t('common.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
