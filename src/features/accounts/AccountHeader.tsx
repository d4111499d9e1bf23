import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { AccountActions } from './AccountActions';
import { AccountBalance } from './AccountBalance';
import { AddressLine } from './AddressLine';
import { RekeyedTo } from './RekeyedTo';
import { TestCoinsError } from './TestCoins';
import type { AccountPage } from './use-account-page';

/** The top of the account home: who it is, what it holds, and what one can do with it. */
export function AccountHeader({ page, account }: { page: AccountPage; account: PublicAccount }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {account.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`overview.kind.${account.type}`)}
          </Text>
          <AddressLine address={account.addr} name={account.name} />
          <RekeyedTo
            target={page.data?.['auth-addr'] ?? account.rekeyedTo}
            accounts={page.accounts}
          />
        </Stack>
        <AccountBalance
          amount={page.data?.amount}
          missing={page.info.isError || page.otherNetwork ? '—' : '…'}
        />
        <AccountActions page={page} account={account} />
        <TestCoinsError coins={page.coins} />
        {!page.canSign && <Text size="sm">{t('overview.cannotSign')}</Text>}
      </Stack>
    </Paper>
  );
}
