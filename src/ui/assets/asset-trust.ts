import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { assetTrust, lookAlikeIndex, type AssetTrust } from '../../core/assets/asset-look-alike';
import type { VerifiedAsset } from '../../core/assets/verified-list';

// The verified-asset list (issue 41 item 3) for every screen: the account home marks verified
// assets and warns about look-alikes, the review warns when a transaction moves one. ui may not
// read config or fetch, so the app provides the list's query (src/app/assets); without a
// provider, or with no list configured, nothing is verified and nothing is a look-alike.

type VerifiedList = ReadonlyMap<bigint, VerifiedAsset>;

export interface VerifiedListQuery {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<VerifiedList>;
  readonly staleTime: number;
}

export interface AssetTrustService {
  /** The configured list's URL (its host may serve the logos), or null when none is. */
  readonly listUrl: string | null;
  readonly listQuery: VerifiedListQuery | null;
}

export const AssetTrustContext = createContext<AssetTrustService>({
  listUrl: null,
  listQuery: null,
});

export const assetTrustKeys = {
  off: () => ['verified-assets-off'] as const,
  /** Per environment and URL, so a switch of either never marks by the other's list. */
  list: (env: string, url: string) => ['verified-assets', env, url] as const,
};

const EMPTY: VerifiedList = new Map();

/** The verified list in force (empty until it has loaded, or when there is none). */
export function useVerifiedAssets(): {
  list: VerifiedList;
  index: ReadonlyMap<string, VerifiedAsset>;
  listUrl: string | null;
} {
  const { listUrl, listQuery } = useContext(AssetTrustContext);
  const query = useQuery({
    queryKey: listQuery?.queryKey ?? assetTrustKeys.off(),
    queryFn: listQuery?.queryFn ?? (() => Promise.resolve(EMPTY)),
    staleTime: listQuery?.staleTime ?? Infinity,
    enabled: listQuery !== null,
    retry: 1,
  });
  const list = query.data ?? EMPTY;
  const index = useMemo(() => lookAlikeIndex(list), [list]);
  return { list, index, listUrl: listQuery ? listUrl : null };
}

/** Whether the asset is on the list, copies one that is, or neither. */
export function useAssetTrust(
  asset: { id: bigint; name: string; unit: string } | undefined,
): AssetTrust {
  const { list, index } = useVerifiedAssets();
  return asset ? assetTrust(asset, list, index) : { kind: 'unknown' };
}
