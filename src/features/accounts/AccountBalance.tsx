import '@mantine/core/styles/SimpleGrid.layer.css';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { DataField as Field } from '../../ui/DataField';
import { useCoinFormat } from './use-coin-format';

/** The account's chain state in detail (spec section 4). */
export function AccountBalance({
  account,
  accounts,
  data,
}: {
  account: PublicAccount;
  accounts: readonly PublicAccount[];
  data: IndexerAccount | undefined;
}) {
  const { t } = useTranslation();
  const coin = useCoinFormat();
  const amount = (value: bigint | undefined) =>
    value === undefined ? '—' : coin(value, { fixed: true });
  const rekeyTarget = data?.['auth-addr'] ?? account.rekeyedTo;
  const rekeyTargetAccount = rekeyTarget ? accounts.find((a) => a.addr === rekeyTarget) : undefined;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="overview-balance">
      <Title order={2} size="h3" id="overview-balance" mb="sm">
        {t('overview.balance')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
        <Field label={t('overview.amount')}>{amount(data?.amount)}</Field>
        <Field label={t('overview.amountWithoutPendingRewards')}>
          {amount(data?.['amount-without-pending-rewards'])}
        </Field>
        <Field label={t('overview.rewards')}>{amount(data?.rewards)}</Field>
        <Field label={t('overview.pendingRewards')}>{amount(data?.['pending-rewards'])}</Field>
        <Field label={t('overview.rewardBase')}>{data?.['reward-base']?.toString() ?? '—'}</Field>
        <Field label={t('overview.round')}>{data?.round.toString() ?? '—'}</Field>
        <Field label={t('overview.status')}>{data?.status ?? '—'}</Field>
        {rekeyTarget && (
          <Field label={t('overview.rekeyedTo')}>
            <Link to={`/account/${rekeyTarget}`}>{rekeyTarget}</Link> (
            {rekeyTargetAccount
              ? t(`accounts.types.${rekeyTargetAccount.type}`)
              : t('overview.externalAccount')}
            )
          </Field>
        )}
        {account.type === 'ledger' && (
          <>
            <Field label={t('overview.ledgerSlot')}>{account.slot ?? 0}</Field>
            <Field label={t('overview.ledgerBaseAddress')}>{account.addr0 ?? '—'}</Field>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}
