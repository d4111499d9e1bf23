import '@mantine/core/styles/SegmentedControl.layer.css';
import {
  Alert,
  Anchor,
  Container,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lookupTransaction } from '../../infra/chain/indexer-client';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { AssetCreateForm } from './AssetCreateForm';
import { useAssetCreate, type AssetKind } from './use-asset-create';
import { assetPageKeys } from './query-keys';

// /asset/create (second spec document, sections 2, 5 and 9): design the asset, then the shared
// review signs and sends it; the created asset's id is read back from the indexer.

export function AssetCreatePage() {
  const { t } = useTranslation();
  const page = useAssetCreate();
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>
            {page.kind === 'nft' ? t('assets.create.nftTitle') : t('assets.create.title')}
          </Title>
          {page.reviewing ? (
            <CreateReview txn={page.reviewing} accounts={page.accounts} onBack={page.back} />
          ) : (
            <>
              <SegmentedControl
                aria-label={t('assets.create.kind')}
                value={page.kind}
                onChange={(value) => page.setKind(value as AssetKind)}
                data={[
                  { value: 'asa', label: t('assets.create.kindAsa') },
                  { value: 'nft', label: t('assets.create.kindNft') },
                ]}
              />
              {page.noCreator ? (
                <Alert color="yellow" role="alert">
                  {t('assets.create.creatorNotFound')}
                </Alert>
              ) : (
                <AssetCreateForm page={page} />
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function CreateReview({
  txn,
  accounts,
  onBack,
}: {
  txn: Transaction;
  accounts: readonly PublicAccount[];
  onBack: () => void;
}) {
  const [confirmedTxid, setConfirmedTxid] = useState<string | null>(null);
  return (
    <ReviewAndSend
      key={txn.txID()}
      txns={[txn]}
      accounts={accounts}
      subject="transaction"
      onConfirmed={(txid) => setConfirmedTxid(txid)}
      onBack={onBack}
    >
      {confirmedTxid && <CreatedAsset txid={confirmedTxid} />}
    </ReviewAndSend>
  );
}

function CreatedAsset({ txid }: { txid: string }) {
  const { t } = useTranslation();
  // The indexer may trail the node by a round: ask until it knows the transaction.
  const created = useQuery({
    queryKey: assetPageKeys.createdAsset(txid),
    queryFn: async () => (await lookupTransaction(txid))['created-asset-index'] ?? null,
    retry: 10,
    retryDelay: 1000,
    staleTime: Infinity,
  });
  return (
    <Alert color="teal" role="status">
      <Stack gap={4}>
        <Text size="sm">{t('assets.create.sent', { txId: txid })}</Text>
        {created.data != null && (
          <Text size="sm">
            {t('assets.create.createdId')}{' '}
            <Anchor component={Link} to={`/asset/modify/${created.data.toString()}`}>
              {created.data.toString()}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
