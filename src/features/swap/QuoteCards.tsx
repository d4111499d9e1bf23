import '@mantine/core/styles/Table.layer.css';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { RouterId } from '../../core/swap/router-config';
import { minimumReceived } from '../../core/swap/swap-check';
import { BASE_COIN } from '../../core/transactions/review';
import { SummaryRow } from '../../ui/SummaryRow';
import { useAmountFormat } from '../../ui/use-amount-format';
import { ROUTER_NAMES } from './SwapForm';
import type { SwapPageModel } from './use-swap-page';

/** Both routers' quotes side by side, the better one marked, each with its own buttons. */
export function QuoteCards({ page }: { page: SwapPageModel }) {
  const shown = page.routers.filter(
    (r) =>
      page.enabled[r] &&
      (page.quotes[r].data || page.quotes[r].isPending || page.quotes[r].isError),
  );
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shown.map((router) => (
        <QuoteCard key={router} page={page} router={router} />
      ))}
    </SimpleGrid>
  );
}

function QuoteCard({ page, router }: { page: SwapPageModel; router: RouterId }) {
  const { t, i18n } = useTranslation();
  const format = useAmountFormat();
  const percent = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const quote = page.quotes[router];
  const name = ROUTER_NAMES[router];
  const amount = (assetId: bigint, value: bigint) => {
    const units = page.unitsOf(assetId);
    return units ? format(value, units) : `${value.toString()} (#${assetId.toString()})`;
  };
  const missing = page.missingOptIns(router);
  const data = quote.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          {page.better === router && <Badge variant="default">{t('swap.better')}</Badge>}
        </Group>
        {quote.isPending && <Text c="dimmed">{t('swap.quoting')}</Text>}
        {/* The reason was a toast (spec 001 section 8); the card only says there is none. */}
        {quote.isError && <Text c="dimmed">{t('swap.noQuote')}</Text>}
        {data && (
          <>
            <Text size="xl" fw={700} data-testid={`quote-${router}`}>
              {amount(data.toAssetId, data.quotedOut)}
            </Text>
            <Table withTableBorder variant="vertical" layout="fixed">
              <Table.Tbody>
                <SummaryRow label={t('swap.youPay')}>
                  {amount(data.fromAssetId, data.amountIn)}
                </SummaryRow>
                <SummaryRow label={t('swap.minimumReceived')}>
                  {amount(data.toAssetId, minimumReceived(data.quotedOut, page.slippage))}
                </SummaryRow>
                {data.priceImpact !== undefined && (
                  <SummaryRow label={t('swap.priceImpact')}>
                    {t('swap.percent', { value: percent.format(data.priceImpact) })}
                  </SummaryRow>
                )}
                {data.fee !== undefined && (
                  <SummaryRow label={t('swap.networkFees')}>
                    {amount(BASE_COIN, data.fee)}
                  </SummaryRow>
                )}
              </Table.Tbody>
            </Table>
            {missing.length > 0 && (
              <Text size="sm" c="dimmed">
                {t('swap.optInsList', {
                  apps: missing.map((id) => id.toString()).join(', '),
                  count: missing.length,
                })}
              </Text>
            )}
            <Button disabled={page.slippageProblem} onClick={() => page.review(data)}>
              {t('swap.execute', { router: name })}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
