import type { IndexerAsset } from '../../core/chain/indexer-types';
import { resolveNftMedia } from '../../infra/assets/nft-media';
import { accountKeys } from './query-keys';

/**
 * An asset's ARC-3/ARC-19/ARC-69 picture and words, read once for the collectibles and the
 * asset icons alike (one key, one cache entry per asset and gateway).
 */
export const nftMediaQuery = (
  network: string,
  assetId: bigint,
  asset: IndexerAsset | undefined,
  gateway: string,
) => ({
  queryKey: accountKeys.nftMedia(network, assetId, gateway),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    asset ? resolveNftMedia(asset, gateway, signal) : Promise.resolve(null),
  enabled: asset !== undefined,
  staleTime: 10 * 60_000,
  retry: 1,
});
