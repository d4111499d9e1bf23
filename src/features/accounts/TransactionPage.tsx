import '@mantine/core/styles/SimpleGrid.layer.css';
import { Alert, Anchor, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatUnits } from '../../core/amounts/format';
import { decodeNote } from '../../core/chain/note';
import { currentChain } from '../../infra/chain/indexer-client';
import { DataField } from '../../ui/DataField';
import { describeError } from '../../ui/errors';
import { PageLoader } from '../../ui/PageLoader';
import { transactionQuery } from './account-queries';

const Field = DataField;

function AddressField({ label, address }: { label: string; address: string | undefined }) {
  if (!address) return null;
  return (
    <Field label={label}>
      <Anchor component={Link} to={`/account/${address}`} ff="monospace">
        {address}
      </Anchor>
    </Field>
  );
}

const micro = (value: bigint | undefined) => (value === undefined ? undefined : formatUnits(value));

export function TransactionPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const network = currentChain().network;
  const query = useQuery(transactionQuery(network, id));

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
  const acfg = tx['asset-config-transaction'];
  const params = acfg?.params;
  const decoded = decodeNote(tx.note);
  const signature =
    tx.signature?.sig ?? (tx.signature?.multisig ? t('transaction.multisigSignature') : undefined);

  return (
    <Container size="lg" py="md">
      <Stack>
        <Title order={1}>{t('transaction.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0}>
            <Field label={t('transaction.id')}>
              <Text span ff="monospace">
                {tx.id}
              </Text>
            </Field>
            <Field label={t('transaction.time')}>
              {tx['round-time']
                ? new Date(tx['round-time'] * 1000).toLocaleString(i18n.language)
                : undefined}
            </Field>
            <Field label={t('transaction.type')}>{tx['tx-type']}</Field>
            <AddressField label={t('transaction.sender')} address={tx.sender} />
            <AddressField
              label={t('transaction.receiver')}
              address={pay?.receiver ?? axfer?.receiver}
            />
            <Field label={t('transaction.amount')}>
              {pay ? micro(pay.amount) : axfer?.amount.toString()}
            </Field>
            <Field label={t('transaction.assetId')}>{axfer?.['asset-id'].toString()}</Field>
            <Field label={t('transaction.fee')}>{micro(tx.fee)}</Field>
            <Field label={t('transaction.confirmedRound')}>
              {tx['confirmed-round']?.toString()}
            </Field>
            <Field label={t('transaction.firstValid')}>{tx['first-valid'].toString()}</Field>
            <Field label={t('transaction.lastValid')}>{tx['last-valid'].toString()}</Field>
            <Field label={t('transaction.intraRoundOffset')}>
              {tx['intra-round-offset']?.toString()}
            </Field>
            <Field label={t('transaction.group')}>{tx.group}</Field>
            <Field label={t('transaction.genesisId')}>{tx['genesis-id']}</Field>
            <Field label={t('transaction.genesisHash')}>{tx['genesis-hash']}</Field>
            <Field label={t('transaction.senderRewards')}>{micro(tx['sender-rewards'])}</Field>
            <Field label={t('transaction.receiverRewards')}>{micro(tx['receiver-rewards'])}</Field>
            <Field label={t('transaction.closeRewards')}>{micro(tx['close-rewards'])}</Field>
            <Field label={t('transaction.closingAmount')}>{micro(tx['closing-amount'])}</Field>
            <AddressField
              label={t('transaction.closeTo')}
              address={pay?.['close-remainder-to'] ?? axfer?.['close-to']}
            />
            <AddressField label={t('transaction.rekeyTo')} address={tx['rekey-to']} />
            <Field label={t('transaction.createdAsset')}>
              {tx['created-asset-index']?.toString()}
            </Field>
            <Field label={t('transaction.signature')}>{signature}</Field>
          </SimpleGrid>
        </Paper>
        {tx.note && (
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="tx-note">
            <Title order={2} size="h3" id="tx-note" mb="sm">
              {t('transaction.note')}
            </Title>
            <dl style={{ margin: 0 }}>
              <Field label={t('transaction.noteRaw')}>
                <Text span ff="monospace">
                  {tx.note}
                </Text>
              </Field>
              {decoded !== null && <Field label={t('transaction.noteDecoded')}>{decoded}</Field>}
            </dl>
          </Paper>
        )}
        {params && (
          <Paper
            withBorder
            p="lg"
            radius="md"
            component="section"
            aria-labelledby="tx-asset-params"
          >
            <Title order={2} size="h3" id="tx-asset-params" mb="sm">
              {t('transaction.assetParams')}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} component="dl" m={0}>
              <Field label={t('transaction.assetName')}>{params.name}</Field>
              <Field label={t('transaction.unitName')}>{params['unit-name']}</Field>
              <Field label={t('transaction.total')}>{params.total?.toString()}</Field>
              <Field label={t('transaction.decimals')}>{params.decimals?.toString()}</Field>
              <Field label={t('transaction.defaultFrozen')}>
                {params['default-frozen'] === undefined
                  ? undefined
                  : params['default-frozen']
                    ? t('overview.yes')
                    : t('overview.no')}
              </Field>
              <Field label={t('transaction.url')}>{params.url}</Field>
              <Field label={t('transaction.metadataHash')}>{params['metadata-hash']}</Field>
              <AddressField label={t('transaction.creator')} address={params.creator} />
              <AddressField label={t('transaction.manager')} address={params.manager} />
              <AddressField label={t('transaction.reserve')} address={params.reserve} />
              <AddressField label={t('transaction.freeze')} address={params.freeze} />
              <AddressField label={t('transaction.clawback')} address={params.clawback} />
            </SimpleGrid>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
