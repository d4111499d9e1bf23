import '@mantine/core/styles/Table.layer.css';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router';
import type { IndexerAccount, IndexerAsset } from '../../core/chain/indexer-types';
import { assetUnitsOf } from '../../core/format/asset-units';
import { shortAddress } from '../../core/history/activity';
import { currentChain } from '../../infra/chain/indexer-client';
import { useAmountFormat } from '../../ui/use-amount-format';
import { assetQuery } from './account-queries';
import { LoadError } from './LoadError';
import { OutsideText } from '../../ui/OutsideText';

type Holding = NonNullable<IndexerAccount['assets']>[number];

interface Props {
  /** Undefined until the node has answered. */
  holdings: Holding[] | undefined;
  /** The account could not be read (nothing is known about its assets). */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** The account's assets (spec section 4): amount, id, frozen, creator; names never cut. */
export function AccountAssets({ holdings, error, onRetry, retrying }: Props) {
  const { t } = useTranslation();
  const formatAmount = useAmountFormat();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const network = currentChain().network;
  const assets = useQueries({
    queries: (holdings ?? []).map((h) => assetQuery(network, h['asset-id'])),
  });
  const failedAssets = assets.filter((a) => a.isError && !a.data);

  if (!holdings)
    return error ? (
      <LoadError
        title={t('overview.assetsFailed')}
        error={error}
        retrying={retrying}
        onRetry={onRetry}
      />
    ) : (
      <Text size="sm" c="dimmed">
        {t('common.loading')}
      </Text>
    );
  if (holdings.length === 0) return <Text size="sm">{t('overview.noAssets')}</Text>;

  const rows = holdings.map((holding, i) => {
    const asset: IndexerAsset | undefined = assets[i]?.data;
    const id = holding['asset-id'].toString();
    const params = asset?.params;
    return {
      id,
      name: params?.name || params?.['unit-name'] || `#${id}`,
      amount: asset ? formatAmount(holding.amount, assetUnitsOf(asset)) : holding.amount.toString(),
      frozen: holding['is-frozen'],
      creator: params ? (
        <Anchor
          component={Link}
          to={`/account/${params.creator}`}
          ff="monospace"
          title={params.creator}
        >
          {shortAddress(params.creator)}
        </Anchor>
      ) : assets[i]?.isError ? (
        '—'
      ) : (
        '…'
      ),
    };
  });
  const frozenBadge = (
    <Badge color="blue" variant="light">
      {t('overview.isFrozen')}
    </Badge>
  );

  return (
    <Stack gap="sm">
      {failedAssets.length > 0 && (
        <LoadError
          title={t('overview.assetsFailed')}
          error={failedAssets[0]!.error}
          retrying={failedAssets.some((a) => a.isFetching)}
          onRetry={() => failedAssets.forEach((a) => void a.refetch())}
        />
      )}
      {phone ? (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Group
              component="li"
              key={row.id}
              justify="space-between"
              wrap="nowrap"
              py="sm"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <OutsideText size="sm" fw={600} text={row.name} />
                <Text size="xs" c="dimmed">
                  {t('overview.assetIdCreator', { id: row.id })} {row.creator}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {row.amount}
                </Text>
                {row.frozen && frozenBadge}
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.assetName')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('overview.assetAmount')}</Table.Th>
              <Table.Th>{t('overview.assetId')}</Table.Th>
              <Table.Th>{t('overview.isFrozen')}</Table.Th>
              <Table.Th>{t('overview.creator')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <OutsideText size="sm" text={row.name} />
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {row.amount}
                </Table.Td>
                <Table.Td>{row.id}</Table.Td>
                <Table.Td>{row.frozen ? t('overview.yes') : t('overview.no')}</Table.Td>
                <Table.Td>{row.creator}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
