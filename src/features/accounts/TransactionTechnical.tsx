import '@mantine/core/styles/SimpleGrid.layer.css';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { networkDisplayName } from '../../core/networks/display-names';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { DataField as Field } from '../../ui/DataField';
import { HeartbeatFields } from './TransactionHeartbeat';
import { typeWords } from './activity-rows';
import type { useTransactionPage } from './use-transaction-page';

type Page = ReturnType<typeof useTransactionPage>;

/**
 * Every chain field of a transaction, closed by default: what only someone checking the chain
 * needs. A native disclosure: keyboard, screen readers and find-in-page know it.
 */
export function TransactionTechnical({ page, tx }: { page: Page; tx: IndexerTransaction }) {
  const { t } = useTranslation();
  const coin = (value: bigint | undefined) =>
    value === undefined ? undefined : page.text.coin(value);
  const signature =
    tx.signature?.sig ?? (tx.signature?.multisig ? t('transaction.multisigSignature') : undefined);
  const genesisId = tx['genesis-id'];
  const others = (page.event?.txs ?? []).filter((x) => x.id !== tx.id);
  const mono = (value: string | undefined) =>
    value && (
      <Text span ff="monospace" size="sm">
        {value}
      </Text>
    );
  return (
    <Paper withBorder p="lg" radius="md" component="details">
      <Text component="summary" fw={600} py={4} style={{ cursor: 'pointer' }}>
        {t('transaction.technical')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0} mt="sm">
        <Field label={t('transaction.id')}>
          <Group gap="xs" align="center" wrap="nowrap">
            <Text span ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
              {tx.id}
            </Text>
            <CopyValueButton value={tx.id} label={t('transaction.copyId')} />
          </Group>
        </Field>
        <Field label={t('transaction.type')}>{typeWords(t, tx['tx-type'])}</Field>
        {genesisId && (
          <Field label={t('transaction.network')}>
            {networkDisplayName(genesisId, (env) => t(`env.${env}`))}
          </Field>
        )}
        <Field label={t('transaction.assetId')}>
          {tx['asset-transfer-transaction']?.['asset-id'].toString()}
        </Field>
        <Field label={t('transaction.confirmedRound')}>{tx['confirmed-round']?.toString()}</Field>
        <Field label={t('transaction.firstValid')}>{tx['first-valid'].toString()}</Field>
        <Field label={t('transaction.lastValid')}>{tx['last-valid'].toString()}</Field>
        <Field label={t('transaction.intraRoundOffset')}>
          {tx['intra-round-offset']?.toString()}
        </Field>
        <Field label={t('transaction.group')}>{mono(tx.group)}</Field>
        {others.length > 0 && (
          <Field label={t('transaction.groupTransactions')}>
            <Stack gap={2}>
              {others.map((x) => (
                <Anchor key={x.id} component={Link} to={`/transaction/${x.id}`} size="sm">
                  {typeWords(t, x['tx-type'])}{' '}
                  <Text span ff="monospace" inherit>
                    {x.id.slice(0, 8)}…
                  </Text>
                </Anchor>
              ))}
            </Stack>
          </Field>
        )}
        <Field label={t('transaction.genesisId')}>{genesisId}</Field>
        <Field label={t('transaction.genesisHash')}>{mono(tx['genesis-hash'])}</Field>
        <Field label={t('transaction.senderRewards')}>{coin(tx['sender-rewards'])}</Field>
        <Field label={t('transaction.receiverRewards')}>{coin(tx['receiver-rewards'])}</Field>
        <Field label={t('transaction.closeRewards')}>{coin(tx['close-rewards'])}</Field>
        <Field label={t('transaction.closingAmount')}>{coin(tx['closing-amount'])}</Field>
        <Field label={t('transaction.createdAsset')}>{tx['created-asset-index']?.toString()}</Field>
        <Field label={t('transaction.signature')}>{mono(signature)}</Field>
        <Field label={t('transaction.noteBytes')}>{mono(tx.note)}</Field>
      </SimpleGrid>
      {page.heartbeat && <HeartbeatFields heartbeat={page.heartbeat} />}
    </Paper>
  );
}
