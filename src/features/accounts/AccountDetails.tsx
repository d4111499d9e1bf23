import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import { Accordion, Loader, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { DataField as Field } from '../../ui/DataField';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { AppsSection, MultisigSection } from './AccountExtras';
import { useCoinFormat } from './use-coin-format';

// The chart's code and its history read load only once Details is open (issue 41).
const BalanceChart = lazy(() =>
  import('./BalanceChart').then((m) => ({ default: m.BalanceChart })),
);

/**
 * The chain's view of the account (spec section 4), folded away under "Details": people look at
 * the balance above; rewards, rounds and status are for those who ask.
 */
export function AccountDetails({
  account,
  data,
  dev,
}: {
  account: PublicAccount;
  data: IndexerAccount | undefined;
  dev: boolean;
}) {
  const { t } = useTranslation();
  const coin = useCoinFormat();
  const [open, setOpen] = useState<string | null>(null);
  const hidden = useBalancesHidden();
  const amount = (value: bigint | undefined) =>
    value === undefined ? '—' : hidden ? HIDDEN_AMOUNT : coin(value, { fixed: true });

  return (
    <Accordion
      variant="separated"
      radius="md"
      chevronPosition="right"
      value={open}
      onChange={setOpen}
    >
      <Accordion.Item value="details">
        <Accordion.Control>{t('overview.details')}</Accordion.Control>
        <Accordion.Panel>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
              <Field label={t('overview.amount')}>{amount(data?.amount)}</Field>
              <Field label={t('overview.amountWithoutPendingRewards')}>
                {amount(data?.['amount-without-pending-rewards'])}
              </Field>
              <Field label={t('overview.rewards')}>{amount(data?.rewards)}</Field>
              <Field label={t('overview.pendingRewards')}>
                {amount(data?.['pending-rewards'])}
              </Field>
              <Field label={t('overview.rewardBase')}>
                {data?.['reward-base']?.toString() ?? '—'}
              </Field>
              <Field label={t('overview.round')}>{data?.round.toString() ?? '—'}</Field>
              <Field label={t('overview.status')}>{data?.status ?? '—'}</Field>
              {account.type === 'ledger' && (
                <>
                  <Field label={t('overview.ledgerSlot')}>{account.slot ?? 0}</Field>
                  <Field label={t('overview.ledgerBaseAddress')}>{account.addr0 ?? '—'}</Field>
                </>
              )}
            </SimpleGrid>
            {open === 'details' && (
              <Suspense fallback={<Loader size="sm" />}>
                <BalanceChart address={account.addr} data={data} />
              </Suspense>
            )}
            {account.params && <MultisigSection params={account.params} />}
            {dev && data && <AppsSection data={data} />}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
