import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from 'react-router';
import { networkDisplayName } from '../../core/networks/display-names';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { OUTSIDE_SLOT, OutsideSentence } from '../../ui/OutsideText';
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
          <ReviewPanel page={page} />
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
              <OutsideSentence
                template={t('swap.assetOptInHint', { asset: OUTSIDE_SLOT })}
                text={page.unitsOf(page.to)?.name ?? `#${page.to.toString()}`}
              />
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
  const reviewing = page.reviewing;
  if (!reviewing) return null;
  return <SwapReview page={page} quote={reviewing.quote} />;
}
