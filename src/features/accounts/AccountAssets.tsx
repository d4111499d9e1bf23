import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { formatAmountWithUnit } from '../../core/format/amount';
import { currentChain } from '../../infra/chain/indexer-client';
import { OutsideText } from '../../ui/OutsideText';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { FiatValueText } from '../../ui/values/FiatText';
import { HIDDEN_AMOUNT, useBalancesHidden } from '../../ui/values/values';
import { assetQuery } from './account-queries';
import { AsaIcon, AssetLookAlike } from './AsaIcon';
import { AssetIcon } from './AssetIcon';
import { assetRows, type AssetRow } from './asset-rows';
import { LoadError } from './LoadError';
import { useTokenSymbol } from './use-token-symbol';

type Holding = NonNullable<IndexerAccount['assets']>[number];

interface Props {
  address: string;
  /** The account's coin balance; undefined until the node has answered. */
  coinAmount: bigint | undefined;
  /** Undefined until the node has answered. */
  holdings: Holding[] | undefined;
  /** The account could not be read (nothing is known about its assets). */
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * The account's assets as a wallet lists them (issue 37): the network's coin first, then each
 * asset's icon, name, unit and amount; id, creator and frozen are on the asset's own page.
 */
export function AccountAssets({ address, coinAmount, holdings, error, onRetry, retrying }: Props) {
  const { t } = useTranslation();
  const symbol = useTokenSymbol();
  const network = currentChain().network;
  const assets = useQueries({
    queries: (holdings ?? []).map((h) => assetQuery(network, h['asset-id'])),
  });
  const failedAssets = assets.filter((a) => a.isError && !a.data);

  if (!holdings || coinAmount === undefined)
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

  const rows = assetRows(
    { symbol, amount: coinAmount },
    holdings,
    assets.map((a) => a.data),
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
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.id ?? 'coin'}>
            {row.id === null ? (
              <AssetLine row={row} />
            ) : (
              <UnstyledButton
                component={Link}
                to={`/account/${address}/asset/${row.id}`}
                display="block"
                w="100%"
              >
                <AssetLine row={row} />
              </UnstyledButton>
            )}
          </li>
        ))}
      </Stack>
      {rows.length === 1 && <Text size="sm">{t('overview.noOtherAssets')}</Text>}
    </Stack>
  );
}

function AssetLine({ row }: { row: AssetRow }) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const hidden = useBalancesHidden();
  const amount = hidden
    ? HIDDEN_AMOUNT
    : row.unknown
      ? row.amount.toString()
      : formatAmountWithUnit(row.amount, row.decimals, row.unit, separators);
  // An asset whose decimals are not known has no value: its amount could be off by powers of 10.
  const assetId = row.id === null ? 0n : BigInt(row.id);
  const holding = row.unknown ? undefined : { assetId, amount: row.amount, decimals: row.decimals };
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="sm" wrap="nowrap" miw={0}>
        {row.id === null ? (
          <AssetIcon unit={row.unit} coin />
        ) : (
          <AsaIcon assetId={BigInt(row.id)} unit={row.unit || row.name} />
        )}
        <Stack gap={0} miw={0}>
          <OutsideText size="sm" fw={600} text={row.name} />
          {row.unit && row.unit !== row.name && (
            <OutsideText size="xs" c="dimmed" text={row.unit} />
          )}
          {row.id !== null && !row.unknown && (
            <AssetLookAlike assetId={BigInt(row.id)} name={row.name} unit={row.unit} />
          )}
        </Stack>
      </Group>
      <Stack gap={2} align="flex-end">
        <Text size="sm" fw={600} ta="right" style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
        <FiatValueText size="xs" ta="right" holding={holding} />
        {row.frozen && (
          <Badge color="blue" variant="light">
            {t('overview.isFrozen')}
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
