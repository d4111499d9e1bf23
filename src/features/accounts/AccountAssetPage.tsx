import '@mantine/core/styles/Table.layer.css';
import { Anchor, Badge, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatAmountWithUnit } from '../../core/format/amount';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { OutsideInline, OutsideText } from '../../ui/OutsideText';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { FiatValueText } from '../../ui/values/FiatText';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { AsaIcon, AssetLookAlike } from './AsaIcon';
import { LoadError } from './LoadError';
import { useAccountAssetPage, type AccountAssetPage as Page } from './use-account-asset-page';

/** One asset of an account: amount first, then the facts (id, frozen, creator...). */
export function AccountAssetPage() {
  const { t } = useTranslation();
  const page = useAccountAssetPage();
  if (!page.account || !page.validId) return <NotFoundPage />;
  const { asset, info, units } = page;
  const failed = asset.error ?? info.error;
  return (
    <Container size="sm" py="md">
      <Stack>
        <Anchor component={Link} to={`/account/${page.address}`} size="sm">
          {t('overview.assetPage.back', { name: page.account.name })}
        </Anchor>
        {failed && !units ? (
          <LoadError
            title={t('overview.assetsFailed')}
            error={failed}
            retrying={asset.isFetching || info.isFetching}
            onRetry={page.retry}
          />
        ) : (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <AsaIcon assetId={page.assetId} unit={units?.unitName ?? '?'} />
                <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
                  {units ? <OutsideInline text={units.name} /> : `#${page.assetId.toString()}`}
                </Title>
              </Group>
              {units && (
                <AssetLookAlike assetId={page.assetId} name={units.name} unit={units.unitName} />
              )}
              <Held page={page} />
              <Facts page={page} />
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}

function Held({ page }: { page: Page }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const hidden = useBalancesHidden();
  const { units, holding } = page;
  if (!units || !page.info.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (!holding) return <Text>{t('overview.assetPage.notHeld')}</Text>;
  return (
    <div>
      <Text size="sm" c="dimmed">
        {t('overview.assetPage.held')}
      </Text>
      <Text fz={{ base: 26, sm: 32 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {hidden
          ? HIDDEN_AMOUNT
          : formatAmountWithUnit(holding.amount, units.decimals, units.unitName, separators)}
      </Text>
      <FiatValueText
        size="sm"
        display="block"
        holding={{ assetId: page.assetId, amount: holding.amount, decimals: units.decimals }}
      />
      {holding['is-frozen'] && (
        <Badge color="blue" variant="light" mt={4}>
          {t('overview.isFrozen')}
        </Badge>
      )}
    </div>
  );
}

function Facts({ page }: { page: Page }) {
  const { t } = useTranslation();
  const params = page.asset.data?.params;
  if (!params) return null;
  const rows: [string, ReactNode][] = [
    [t('overview.assetId'), page.assetId.toString()],
    [t('assets.card.unitName'), <OutsideText size="sm" text={params['unit-name'] || '—'} />],
    [
      t('overview.isFrozen'),
      page.holding ? (page.holding['is-frozen'] ? t('overview.yes') : t('overview.no')) : '—',
    ],
    [
      t('overview.creator'),
      <Anchor component={Link} to={`/account/${params.creator}`} ff="monospace" size="sm">
        {params.creator}
      </Anchor>,
    ],
    [t('assets.card.decimals'), String(params.decimals)],
  ];
  if (params.url) rows.push([t('assets.card.url'), <OutsideText size="sm" text={params.url} />]);
  return (
    <>
      <Table layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="35%" style={{ overflowWrap: 'normal' }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
