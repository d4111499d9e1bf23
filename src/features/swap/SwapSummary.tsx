import '@mantine/core/styles/Table.layer.css';
import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { formatAmount } from '../../core/format/amount';
import type { SwapQuote } from '../../core/swap/quote';
import { minimumReceived } from '../../core/swap/swap-check';
import { BASE_COIN } from '../../core/transactions/review';
import { HiddenCharsFlag, OutsideInline } from '../../ui/OutsideText';
import { SummaryRow } from '../../ui/SummaryRow';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { ROUTER_NAMES } from './SwapForm';
import type { SwapPageModel } from './use-swap-page';

/**
 * An amount of an asset with its significant decimals, the exact value on hover; the unit is
 * the asset's own text (metadata), shown with markers for hidden characters.
 */
export function AssetAmount({
  page,
  assetId,
  value,
}: {
  page: SwapPageModel;
  assetId: bigint;
  value: bigint;
}) {
  const separators = useNumberSeparators();
  const units = page.unitsOf(assetId);
  if (!units) return <>{`${value.toString()} (#${assetId.toString()})`}</>;
  const exact = formatAmount(value, units.decimals, separators, { fixed: true });
  return (
    <span title={`${exact} ${units.unitName}`}>
      {formatAmount(value, units.decimals, separators)}&nbsp;
      <OutsideInline text={units.unitName || units.name} />
    </span>
  );
}

/** The trade in the person's words, at the review's top: pay, receive at least, and terms. */
export function SwapSummary({
  page,
  quote,
  fees,
  optInApps,
}: {
  page: SwapPageModel;
  quote: SwapQuote;
  /** The network fees of every transaction the account signs (opt-ins included). */
  fees: bigint;
  optInApps: readonly bigint[];
}) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const fromDecimals = page.unitsOf(quote.fromAssetId)?.decimals ?? 0;
  const rate =
    quote.amountIn > 0n ? (quote.quotedOut * 10n ** BigInt(fromDecimals)) / quote.amountIn : 0n;
  const minimum = minimumReceived(quote.quotedOut, page.slippage);
  const names = [page.unitsOf(quote.fromAssetId), page.unitsOf(quote.toAssetId)].map(
    (u) => u?.unitName || u?.name,
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('swap.reviewTitle')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text c="dimmed">{t('swap.youPay')}</Text>
          <Text fz={22} fw={700} data-testid="swap-pay">
            <AssetAmount page={page} assetId={quote.fromAssetId} value={quote.amountIn} />
          </Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text c="dimmed">{t('swap.minimumReceived')}</Text>
          <Text fz={22} fw={700} data-testid="swap-receive">
            <AssetAmount page={page} assetId={quote.toAssetId} value={minimum} />
          </Text>
        </Group>
        <HiddenCharsFlag texts={names} />
        <Table withTableBorder variant="vertical" layout="fixed">
          <Table.Tbody>
            <SummaryRow label={t('swap.rate')}>
              <AssetAmount
                page={page}
                assetId={quote.fromAssetId}
                value={10n ** BigInt(fromDecimals)}
              />
              {' ≈ '}
              <AssetAmount page={page} assetId={quote.toAssetId} value={rate} />
            </SummaryRow>
            {quote.priceImpact !== undefined && (
              <SummaryRow label={t('swap.priceImpact')}>
                {t('swap.percent', { value: percent.format(quote.priceImpact) })}
              </SummaryRow>
            )}
            <SummaryRow label={t('swap.networkFees')}>
              <AssetAmount page={page} assetId={BASE_COIN} value={fees} />
            </SummaryRow>
            {optInApps.length > 0 && (
              <SummaryRow label={t('swap.optInsNeeded')}>
                {t('swap.optInsIncluded', {
                  apps: optInApps.join(', '),
                  count: optInApps.length,
                })}
              </SummaryRow>
            )}
            <SummaryRow label={t('swap.router')}>{ROUTER_NAMES[quote.router]}</SummaryRow>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
