import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { rewardsBalance } from '../../core/participation/rewards';
import { ParticipationControls } from './participation/ParticipationControls';
import { ParticipationHealth } from './participation/ParticipationHealth';
import { useParticipationHealth } from './participation/use-participation-health';
import type { AccountPage } from './use-account-page';

const HEADING_ID = 'overview-participation';

/** Brings the panel into view and puts focus on its heading (More's item, online or not). */
export function revealParticipation(): void {
  requestAnimationFrame(() => {
    const heading = document.getElementById(HEADING_ID);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  });
}

/**
 * The account's consensus status in words and the controls to change it. An online account
 * shows it on its home with its health ("Earning rewards", last block, heartbeat, key validity);
 * an offline one in the paid range is offered "Earn staking rewards"; otherwise it opens from
 * More, as a panel because the controls open their own dialog.
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
  const offer =
    !online &&
    page.participates &&
    data !== undefined &&
    rewardsBalance(data.amount) === 'in-range';
  if (!online && !opened && !offer) return null;
  const status = online
    ? health?.earning
      ? t('participation.earn.earning')
      : t('overview.participation.online')
    : offer
      ? t('participation.earn.offer')
      : t('overview.participation.offline');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
          {t('participation.panelTitle')}
        </Title>
        <Text size="sm" fw={health?.earning ? 600 : undefined}>
          {status}
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
            offerRewards={offer}
            authAddress={page.authAddress}
          />
          {!online && opened && !offer && (
            <Button size="xs" variant="default" onClick={page.participation.close}>
              {t('common.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
