import { useQueries, type QueryKey } from '@tanstack/react-query';
import type { AssetUnits } from '../core/format/asset-units';

export interface AssetUnitsQuery {
  queryKey: QueryKey;
  queryFn: () => Promise<AssetUnits>;
  staleTime: number;
  gcTime?: number;
  retry?: number;
}

/**
 * Units of each asset in `ids`, keyed by id: one request per asset and network for the whole
 * session. Pass `(id) => assetUnitsQuery(network, id)` (infra/chain/asset-units). Assets not
 * (yet) known are missing from the map; show their raw amount with "#id" meanwhile.
 */
export function useAssetUnits(
  ids: readonly bigint[],
  query: (id: bigint) => AssetUnitsQuery,
): ReadonlyMap<string, AssetUnits> {
  const unique = [...new Set(ids.map(String))];
  return useQueries({
    queries: unique.map((id) => query(BigInt(id))),
    combine: (results) => {
      const map = new Map<string, AssetUnits>();
      results.forEach((r, i) => {
        if (r.data) map.set(unique[i]!, r.data);
      });
      return map;
    },
  });
}
