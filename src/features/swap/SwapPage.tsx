import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { networkDisplayName } from '../../core/networks/display-names';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { ReviewAndSend } from '../../ui/review/ReviewAndSend';
import { notifySuccess } from '../../ui/notify';
import { QuoteCards } from './QuoteCards';
import { SwapForm } from './SwapForm';
import { SwapReview } from './SwapReview';
import { useSwapPage, type SwapPageModel } from './use-swap-page';

// /swap/{account}: the two routers' quotes side by side, then the trade through the shared
// review, bound to the quote (SwapReview).
export function SwapPage() {
  const { account } = useParams();
  return <Swap key={account} />;
}

function Swap() {
  const { t } = useTranslation();
  const page = useSwapPage();
  if (!page.account) return <NotFoundPage />;
  const network = networkDisplayName(page.network, (env) => t(`env.${env}`));
  return (
    <Container size="md" py="md">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={1}>{t('swap.title')}</Title>
            <Text c="dimmed">{page.account.name}</Text>
          </Stack>
          <Badge variant="light" size="lg" aria-label={t('swap.network', { network })}>
            {network}
          </Badge>
        </Group>
        <Notices page={page} />
        {page.reviewing ? (
          <Paper withBorder p="md" radius="md">
            <ReviewPanel page={page} />
          </Paper>
        ) : (
          <>
            <SwapForm page={page} />
            <QuoteCards page={page} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function Notices({ page }: { page: SwapPageModel }) {
  const { t } = useTranslation();
  return (
    <>
      {!page.supported && (
        <Alert color="yellow" title={t('swap.networkNotSupported')}>
          {t('swap.networkNotSupportedHint')}
        </Alert>
      )}
      {page.supported && page.routers.length === 0 && (
        <Alert color="yellow">{t('swap.noRouters')}</Alert>
      )}
      {page.needsAssetOptIn && page.to !== null && (
        <Alert color="yellow" title={t('swap.assetOptInNeeded')}>
          <Stack gap="xs">
            <Text size="sm">
              {t('swap.assetOptInHint', {
                asset: page.unitsOf(page.to)?.name ?? `#${page.to.toString()}`,
              })}
            </Text>
            <Button
              component={Link}
              to={`/account/optin/${page.address}`}
              variant="default"
              w="fit-content"
            >
              {t('swap.assetOptInOpen')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!page.hasKey && page.info.isSuccess && (
        <Alert color="yellow" title={t('swap.noPrivateKey')}>
          {t('swap.onlyStandard')}
        </Alert>
      )}
    </>
  );
}

function ReviewPanel({ page }: { page: SwapPageModel }) {
  const { t } = useTranslation();
  const reviewing = page.reviewing;
  if (!reviewing) return null;
  if (reviewing.kind === 'swap') return <SwapReview page={page} quote={reviewing.quote} />;
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('swap.optInTitle')}
      </Title>
      <ReviewAndSend
        txns={reviewing.txns}
        accounts={page.accounts}
        onConfirmed={() => {
          notifySuccess(t('swap.optedIn'));
          page.closeReview();
        }}
        onBack={page.closeReview}
      />
    </Stack>
  );
}
