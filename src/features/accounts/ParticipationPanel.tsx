import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { ParticipationControls } from './participation/ParticipationControls';
import type { AccountPage } from './use-account-page';

/**
 * Opened from More: the account's consensus status in words and the controls to change it.
 * A panel on the page rather than inside the menu, because the controls open their own dialog.
 */
export function ParticipationPanel({
  page,
  account,
}: {
  page: AccountPage;
  account: PublicAccount;
}) {
  const { t } = useTranslation();
  if (!page.participationOpen || !page.participates) return null;
  const online = page.data?.status === 'Online';
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
        <Group gap="xs">
          <ParticipationControls
            account={account}
            wallet={page.accounts}
            network={page.network}
            status={page.data?.status}
            authAddress={page.authAddress}
          />
          <Button size="xs" variant="default" onClick={page.participation.close}>
            {t('common.close')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
