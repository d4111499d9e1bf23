import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { EnvironmentId } from '../../core/networks/environments';
import type { PausedSession } from '../../core/walletconnect/chain-id';

// WalletConnect sessions whose grants stay on the network they were approved on (issue 28):
// said on the WalletConnect page and in Settings where the network is switched.

export function PausedSessions({ sessions }: { sessions: readonly PausedSession[] }) {
  const { t } = useTranslation();
  if (sessions.length === 0) return null;
  return (
    <Alert color="yellow" title={t('walletconnect.paused')}>
      <Text size="sm">{t('walletconnect.pausedNotice')}</Text>
      <List size="sm" mt="xs">
        {sessions.map((s) => (
          <List.Item key={s.topic}>
            {s.app}: <PausedText network={s.approvedOn} />
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Where a paused session was approved, in words. */
export function PausedText({ network }: { network: EnvironmentId | null }) {
  const { t } = useTranslation();
  return network
    ? t('walletconnect.pausedOn', { network: t(`env.${network}`) })
    : t('walletconnect.pausedElsewhere');
}
