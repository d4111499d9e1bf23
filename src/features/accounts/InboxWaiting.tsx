import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { chainKeys } from '../../core/chain/query-keys';
import { useTranslation } from '../../i18n/react';
import { currentRouterId, readInbox } from '../../infra/inbox/inbox-reads';

/**
 * "2 assets waiting" on the account's home when its ARC-59 inbox holds any, linking to the
 * inbox (/inbox/{account}); nothing when it holds none or cannot be read.
 */
export function InboxWaiting({ network, address }: { network: string; address: string }) {
  const { t } = useTranslation();
  const routerId = currentRouterId();
  const inbox = useQuery({
    queryKey: chainKeys.inbox(network, address),
    enabled: Boolean(routerId),
    queryFn: () => readInbox(routerId!, address),
  });
  const count = inbox.data?.assets.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="blue" title={t('inbox.waiting', { count })}>
      <Anchor component={Link} to={`/inbox/${address}`}>
        {t('inbox.open')}
      </Anchor>
    </Alert>
  );
}
