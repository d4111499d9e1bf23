import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { shortAddress } from '../../core/history/activity';

/** Who signs for a rekeyed account: shown up front, since the key here no longer does. */
export function RekeyedTo({
  target,
  accounts,
}: {
  target: string | undefined;
  accounts: readonly PublicAccount[];
}) {
  const { t } = useTranslation();
  if (!target) return null;
  const own = accounts.find((a) => a.addr === target);
  return (
    <Text size="sm">
      {t('overview.rekeyedTo')}:{' '}
      <Anchor
        component={Link}
        to={`/account/${target}`}
        ff={own ? undefined : 'monospace'}
        title={target}
      >
        {own ? own.name : shortAddress(target)}
      </Anchor>{' '}
      ({own ? t(`overview.kind.${own.type}`) : t('overview.externalAccount')})
    </Text>
  );
}
