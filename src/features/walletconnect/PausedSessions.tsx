import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectPageModel } from './use-connect-page';

/** After a network switch: the sessions whose grants stay on the network they were approved on. */
export function PausedSessions({ page }: { page: ConnectPageModel }) {
  const { t } = useTranslation();
  const sessions = page.wc.sessions.filter((s) => page.paused.has(s.topic));
  if (sessions.length === 0) return null;
  return (
    <Alert color="yellow" title={t('walletconnect.paused')}>
      <Text size="sm">{t('walletconnect.pausedNotice')}</Text>
      <List size="sm" mt="xs">
        {sessions.map((s) => (
          <List.Item key={s.topic}>
            {s.peer.name || s.peer.url}: <PausedText network={page.paused.get(s.topic) ?? null} />
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Where a paused session was approved, in words. */
export function PausedText({ network }: { network: string | null }) {
  const { t } = useTranslation();
  return network
    ? t('walletconnect.pausedOn', { network: t(`env.${network}` as 'env.mainnet') })
    : t('walletconnect.pausedElsewhere');
}
