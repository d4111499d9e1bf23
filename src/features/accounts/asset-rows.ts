import { isCollectible } from '../../core/assets/nft-metadata';
import type { IndexerAccount, IndexerAsset } from '../../core/chain/indexer-types';
import { assetUnitsOf, NATIVE_DECIMALS } from '../../core/format/asset-units';

type Holding = NonNullable<IndexerAccount['assets']>[number];

/** One line of the account's asset list: what a person reads, no chain ids. */
export interface AssetRow {
  /** Asset id as text; null for the network's coin. */
  id: string | null;
  name: string;
  unit: string;
  amount: bigint;
  decimals: number;
  frozen: boolean;
  /** The asset's parameters could not be read (yet): the row says "#id" and raw units. */
  unknown: boolean;
}

/**
 * The account's asset list (issue 37): the network's coin first, then each asset in the
 * order the node lists them. A held collectible shows under Collectibles only (as that tab
 * lists every held one), so it is left out here.
 */
export function assetRows(
  coin: { symbol: string; amount: bigint },
  holdings: Holding[],
  assets: (IndexerAsset | undefined)[],
): AssetRow[] {
  const rows: AssetRow[] = [
    {
      id: null,
      name: coin.symbol,
      unit: coin.symbol,
      amount: coin.amount,
      decimals: NATIVE_DECIMALS,
      frozen: false,
      unknown: false,
    },
  ];
  holdings.forEach((holding, i) => {
    const asset = assets[i];
    const id = holding['asset-id'].toString();
    if (asset && holding.amount > 0n && !asset.deleted && isCollectible(asset.params)) return;
    const units = asset ? assetUnitsOf(asset) : undefined;
    rows.push({
      id,
      name: units?.name ?? `#${id}`,
      unit: units?.unitName ?? '',
      amount: holding.amount,
      decimals: units?.decimals ?? 0,
      frozen: holding['is-frozen'] ?? false,
      unknown: !asset,
    });
  });
  return rows;
}
