import { Alert, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { AssetCreateForm } from './AssetCreateForm';
import { Choice } from './Choice';
import { useAssetCreatePage, useCreatedAsset, type AssetKind } from './use-asset-create-page';

// /asset/create (second spec document, sections 2, 5 and 9): design the asset, then the shared
// review signs and sends it; the created asset's id is read back from the indexer.

export function AssetCreatePage() {
  const { t } = useTranslation();
  const page = useAssetCreatePage();
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
              <Choice<AssetKind>
                label={t('assets.create.kind')}
                value={page.kind}
                onChange={page.setKind}
                options={[
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
  const created = useCreatedAsset(txid);
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
