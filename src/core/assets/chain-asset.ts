import type { IndexerAsset } from '../chain/indexer-types';
import type { ChainAsset } from './asset-transactions';

/** The indexer's asset record in the shape the asset actions take (empty roles as undefined). */
export function toChainAsset(asset: IndexerAsset): ChainAsset {
  const { params } = asset;
  return {
    id: asset.index,
    creator: params.creator,
    total: params.total,
    decimals: params.decimals,
    defaultFrozen: params['default-frozen'] ?? false,
    manager: params.manager || undefined,
    reserve: params.reserve || undefined,
    freeze: params.freeze || undefined,
    clawback: params.clawback || undefined,
  };
}
