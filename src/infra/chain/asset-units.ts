import { assetUnitsOf, type AssetUnits } from '../../core/format/asset-units';
import { cachedAssetUnits, rememberAssetUnits } from './asset-cache';
import { lookupAsset } from './indexer-client';
import { chainKeys } from '../../core/chain/query-keys';

// An asset's decimals and names never change after creation, so they are read once per asset
// and network and kept in local storage (spec core section 3: asset info cached per network).

export const assetUnitsQuery = (network: string, assetId: bigint) => ({
  queryKey: chainKeys.assetUnits(network, assetId),
  queryFn: async (): Promise<AssetUnits> => {
    const cached = cachedAssetUnits(network, assetId);
    if (cached) return cached;
    const units = assetUnitsOf(await lookupAsset(assetId));
    rememberAssetUnits(network, assetId, units);
    return units;
  },
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 1,
});
