import '@mantine/core/styles/SimpleGrid.layer.css';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { showHidden } from '../../core/format/outside-text';
import { useTranslation } from '../../i18n/react';
import { DataField } from '../../ui/DataField';
import { OutsideText } from '../../ui/OutsideText';
import { useAmountFormat } from '../../ui/use-amount-format';
import { CoinLogo, TETHER_ASSET_ID, TetherLogo } from './MerchantLogos';
import type { GatewayPage } from './use-gateway-page';

// What the customer is asked to pay, and where the page sends them afterwards: the callback
// URLs are shown before anything is paid, so nobody is taken somewhere unannounced. The note,
// label and URLs are the link maker's text: shown through OutsideText, hidden characters as markers.

/** Outside text for a DataField, which leaves out a field without a value. */
const outside = (text: string | undefined) =>
  text ? <OutsideText text={text} multiline /> : undefined;

export function MerchantSummary({ page }: { page: GatewayPage }) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const { assetId, units } = page;

  let amount: string;
  // The unit name is the asset creator's text: written with its hidden characters as markers.
  if (units) amount = format(page.amount, { ...units, unitName: showHidden(units.unitName) });
  else if (page.assetError) amount = t('gateway.merchant.assetError', { id: String(assetId) });
  else amount = t('gateway.merchant.assetLoading');

  let logo = null;
  if (assetId === undefined)
    logo = <CoinLogo label={t('gateway.merchant.coinLogo', { symbol: page.coinUnits.unitName })} />;
  else if (assetId === TETHER_ASSET_ID)
    logo = <TetherLogo label={t('gateway.merchant.tetherLogo')} />;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="merchant-amount">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          {logo}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" id="merchant-amount">
              {t('gateway.merchant.amount')}
            </Text>
            <Text
              fz={28}
              fw={700}
              lh={1.2}
              c={page.assetError && !units ? 'var(--mantine-color-error)' : undefined}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="merchant-amount"
            >
              {amount}
            </Text>
          </div>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <DataField label={t('gateway.merchant.network')}>{t(`env.${page.env}`)}</DataField>
          <DataField label={t('gateway.merchant.fee')}>
            {format(page.fee, page.coinUnits)}
          </DataField>
          <DataField label={t('gateway.merchant.note')}>{outside(page.noteText)}</DataField>
          <DataField label={t('gateway.merchant.merchantLabel')}>
            {outside(page.link.label)}
          </DataField>
        </SimpleGrid>
        <dl style={{ margin: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
          <DataField label={t('gateway.merchant.payTo')}>
            <Text span ff="monospace" size="sm">
              {page.link.payTo}
            </Text>
          </DataField>
          <DataField label={t('gateway.merchant.successUrl')}>{outside(page.successUrl)}</DataField>
          {page.state.kind === 'waiting' && (
            <DataField label={t('gateway.merchant.cancelUrl')}>{outside(page.cancelUrl)}</DataField>
          )}
        </dl>
      </Stack>
    </Paper>
  );
}
