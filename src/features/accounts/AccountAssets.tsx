import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { assetUnitsOf } from '../../core/format/asset-units';
import { currentChain } from '../../infra/chain/indexer-client';
import { useAmountFormat } from '../../ui/use-amount-format';
import { assetQuery } from './account-queries';
import { LoadError } from './LoadError';

type Holding = NonNullable<IndexerAccount['assets']>[number];

interface Props {
  /** Undefined until the node has answered. */
  holdings: Holding[] | undefined;
  /** The account could not be read (nothing is known about its assets). */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function AccountAssets({ holdings, error, onRetry, retrying }: Props) {
  const { t } = useTranslation();
  const formatAmount = useAmountFormat();
  const network = currentChain().network;
  const assets = useQueries({
    queries: (holdings ?? []).map((h) => assetQuery(network, h['asset-id'])),
  });
  const failedAssets = assets.filter((a) => a.isError && !a.data);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="overview-assets">
      <Title order={2} size="h3" id="overview-assets" mb="sm">
        {t('overview.assets')}
      </Title>
      {failedAssets.length > 0 && (
        <LoadError
          title={t('overview.assetsFailed')}
          error={failedAssets[0]!.error}
          retrying={failedAssets.some((a) => a.isFetching)}
          onRetry={() => failedAssets.forEach((a) => void a.refetch())}
        />
      )}
      {!holdings ? (
        error ? (
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
        )
      ) : holdings.length === 0 ? (
        <Text size="sm">{t('overview.noAssets')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('overview.assetAmount')}</Table.Th>
                <Table.Th>{t('overview.assetId')}</Table.Th>
                <Table.Th>{t('overview.isFrozen')}</Table.Th>
                <Table.Th>{t('overview.creator')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holdings.map((holding, i) => {
                const asset = assets[i]?.data;
                const params = asset?.params;
                return (
                  <Table.Tr key={holding['asset-id'].toString()}>
                    <Table.Td ff="monospace">
                      {asset
                        ? formatAmount(holding.amount, assetUnitsOf(asset))
                        : holding.amount.toString()}
                    </Table.Td>
                    <Table.Td>
                      {holding['asset-id'].toString()}
                      {params?.name ? ` (${params.name})` : ''}
                    </Table.Td>
                    <Table.Td>
                      {holding['is-frozen'] ? t('overview.yes') : t('overview.no')}
                    </Table.Td>
                    <Table.Td ff="monospace" fz="xs" style={{ wordBreak: 'break-all' }}>
                      {params ? (
                        <Anchor component={Link} to={`/account/${params.creator}`}>
                          {params.creator}
                        </Anchor>
                      ) : assets[i]?.isError ? (
                        '—'
                      ) : (
                        '…'
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
