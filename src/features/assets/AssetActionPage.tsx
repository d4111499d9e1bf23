import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { describeError } from '../../ui/errors';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { AssetCard } from './AssetCard';
import { DestroyPanel, FreezeForm, RevokeForm } from './AssetActionForms';
import { ModifyForm } from './ModifyForm';
import { useAssetActionPage, type AssetActionState } from './use-asset-action-page';

// /asset/{modify|freeze|revoke|destroy}/{assetId}: each offered only to the account holding the
// role that signs it (second spec document, section 6), through the shared review.
export function AssetActionPage() {
  const { action, assetId } = useParams();
  // Another action or asset is another page: nothing under review carries over.
  return <AssetAction key={`${action ?? ''}/${assetId ?? ''}`} />;
}

function AssetAction() {
  const { t } = useTranslation();
  const page = useAssetActionPage();
  if (!page.action || !page.validId) return <NotFoundPage />;
  return (
    <Container size="sm" py="md">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>{t(`assets.action.${page.action}.title`)}</Title>
          <ActionBody page={page} />
        </Stack>
      </Paper>
    </Container>
  );
}

function ActionBody({ page }: { page: AssetActionState }) {
  const { t } = useTranslation();
  const { asset, action } = page;
  // Once sent, the review stays whatever the refreshed asset says (a destroyed one is gone).
  if (page.reviewing) {
    return (
      <ReviewAndSend
        key={page.reviewing.txID()}
        txns={[page.reviewing]}
        accounts={page.accounts}
        subject="transaction"
        onBack={page.back}
        onConfirmed={() => void page.asset.refetch()}
        done={
          page.action !== 'destroy' && (
            <Button variant="default" onClick={page.back}>
              {t('assets.action.another')}
            </Button>
          )
        }
      />
    );
  }
  if (asset.isPending)
    return <Loader size="sm" role="status" aria-label={t('assets.action.loading')} />;
  if (asset.isError && !isNotFound(asset.error)) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{describeError(asset.error, t)}</Text>
          <Button size="xs" variant="default" onClick={() => void asset.refetch()}>
            {t('assets.optIn.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!page.chainAsset || !asset.data || !action) {
    return (
      <Alert color="yellow" role="status">
        {t('assets.optIn.notFound')}
      </Alert>
    );
  }
  return (
    <>
      <AssetCard asset={asset.data} />
      {!page.chainAsset[page.role] ? (
        <Alert color="yellow" role="status">
          {t('assets.action.roleCleared', { role: t(`assets.role.${page.role}`) })}
        </Alert>
      ) : !page.holder ? (
        <Alert color="yellow" role="status">
          {t('assets.action.notHolder', { role: t(`assets.role.${page.role}`) })}
        </Alert>
      ) : !page.holderCanSign ? (
        <Alert color="yellow" role="status">
          {t('assets.optIn.cannotSign')}
        </Alert>
      ) : (
        <ActionForm page={page} />
      )}
    </>
  );
}

function ActionForm({ page }: { page: AssetActionState }) {
  switch (page.action) {
    case 'modify':
      return <ModifyForm page={page} />;
    case 'freeze':
      return <FreezeForm page={page} />;
    case 'revoke':
      return <RevokeForm page={page} />;
    default:
      return <DestroyPanel page={page} />;
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
