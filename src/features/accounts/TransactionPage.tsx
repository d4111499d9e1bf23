import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { networkDisplayName } from '../../core/networks/display-names';
import { CopyValueButton } from '../../ui/CopyValueButton';
import { DataField as Field } from '../../ui/DataField';
import { describeError } from '../../ui/errors';
import { PageLoader } from '../../ui/PageLoader';
import { HeartbeatDetails } from './TransactionHeartbeat';
import { AddressField, AssetParamsSection, NoteSection } from './TransactionSections';
import { useTransactionPage } from './use-transaction-page';

export function TransactionPage() {
  const { t, i18n } = useTranslation();
  const { query, text, extras, heartbeat } = useTransactionPage();

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Container size="lg" py="md">
        <Alert color="red" role="alert" title={t('transaction.title')}>
          {describeError(query.error, t)}
        </Alert>
      </Container>
    );
  }
  const tx = query.data;
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  const view = text.view(tx);
  const coin = (value: bigint | undefined) => (value === undefined ? undefined : text.coin(value));
  const signature =
    tx.signature?.sig ?? (tx.signature?.multisig ? t('transaction.multisigSignature') : undefined);
  const genesisId = tx['genesis-id'];
  const address = (label: string, value: string | undefined) => (
    <AddressField label={label} address={value} extras={extras} />
  );

  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('transaction.title')}</Title>
        {heartbeat && (
          <Text size="lg" fw={600}>
            {t('overview.activity.heartbeat')}
          </Text>
        )}
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0}>
            <Field label={t('transaction.id')}>
              <Group gap="xs" align="center">
                <Text span ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {tx.id}
                </Text>
                <CopyValueButton value={tx.id} label={t('transaction.copyId')} />
              </Group>
            </Field>
            <Field label={t('transaction.time')}>
              {tx['round-time']
                ? new Date(tx['round-time'] * 1000).toLocaleString(i18n.language)
                : undefined}
            </Field>
            <Field label={t('transaction.type')}>{text.type(tx['tx-type'])}</Field>
            {genesisId && (
              <Field label={t('transaction.network')}>
                {networkDisplayName(genesisId, (env) => t(`env.${env}`))}
              </Field>
            )}
            {address(t('transaction.sender'), tx.sender)}
            {address(t('transaction.heartbeatAccount'), heartbeat?.account ?? undefined)}
            {address(t('transaction.assetSender'), axfer?.sender)}
            {address(t('transaction.receiver'), pay?.receiver ?? axfer?.receiver)}
            {address(t('transaction.holder'), tx['asset-freeze-transaction']?.address)}
            <Field label={t('transaction.amount')}>
              {view.moves ? (
                <Text span ff="monospace" fw={600}>
                  {text.amount(tx)}
                </Text>
              ) : undefined}
            </Field>
            <Field label={t('transaction.assetId')}>{axfer?.['asset-id'].toString()}</Field>
            <Field label={t('transaction.fee')}>{coin(tx.fee)}</Field>
            <Field label={t('transaction.confirmedRound')}>
              {tx['confirmed-round']?.toString()}
            </Field>
            <Field label={t('transaction.firstValid')}>{tx['first-valid'].toString()}</Field>
            <Field label={t('transaction.lastValid')}>{tx['last-valid'].toString()}</Field>
            <Field label={t('transaction.intraRoundOffset')}>
              {tx['intra-round-offset']?.toString()}
            </Field>
            <Field label={t('transaction.group')}>{tx.group}</Field>
            <Field label={t('transaction.genesisId')}>{genesisId}</Field>
            <Field label={t('transaction.genesisHash')}>{tx['genesis-hash']}</Field>
            <Field label={t('transaction.senderRewards')}>{coin(tx['sender-rewards'])}</Field>
            <Field label={t('transaction.receiverRewards')}>{coin(tx['receiver-rewards'])}</Field>
            <Field label={t('transaction.closeRewards')}>{coin(tx['close-rewards'])}</Field>
            <Field label={t('transaction.closingAmount')}>{coin(tx['closing-amount'])}</Field>
            {address(t('transaction.closeTo'), pay?.['close-remainder-to'] ?? axfer?.['close-to'])}
            {address(t('transaction.rekeyTo'), tx['rekey-to'])}
            <Field label={t('transaction.createdAsset')}>
              {tx['created-asset-index']?.toString()}
            </Field>
            <Field label={t('transaction.signature')}>{signature}</Field>
          </SimpleGrid>
          {heartbeat && <HeartbeatDetails heartbeat={heartbeat} />}
        </Paper>
        {tx.note && <NoteSection note={tx.note} />}
        {tx['asset-config-transaction']?.params && (
          <AssetParamsSection params={tx['asset-config-transaction'].params} extras={extras} />
        )}
      </Stack>
    </Container>
  );
}
