import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { AccountMoreMenu } from './AccountMoreMenu';
import type { AccountPage } from './use-account-page';

/**
 * At most three primary actions, as in the wallets people know (Send, Receive, Swap); the rest
 * is in More. Which ones show follows spec section 4: sending needs an account that can sign
 * (after a rekey too) and belongs to the current network.
 */
export function AccountActions({ page, account }: { page: AccountPage; account: PublicAccount }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="group" aria-label={t('overview.actions')}>
      {page.active && (
        <Button component={Link} to={`/accounts/pay/${account.addr}`}>
          {t('overview.send')}
        </Button>
      )}
      <Button component={Link} to={`/receive-payment/${account.addr}`} variant="default">
        {t('overview.receiveShort')}
      </Button>
      {page.active && page.swapSupported && (
        <Button component={Link} to={`/swap/${account.addr}`} variant="default">
          {t('swap.open')}
        </Button>
      )}
      <AccountMoreMenu page={page} account={account} />
    </Group>
  );
}
