import { assetUnitsOf, type AssetUnits } from '../../core/format/asset-units';
import { lookupAsset } from './indexer-client';

// An asset's decimals and names never change after creation, so they are read once per asset
// and network and kept for the whole session (spec core section 3: asset info per network).

export const assetUnitsQuery = (network: string, assetId: bigint) => ({
  queryKey: ['asset-units', network, assetId.toString()] as const,
  queryFn: async (): Promise<AssetUnits> => assetUnitsOf(await lookupAsset(assetId)),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: 1,
});
