import { lookupAccount, lookupAsset } from './indexer-client';

// Query keys and fetchers shared by every feature that reads accounts and assets, so they
// share one cache (TanStack Query accepts these plain option objects).

export const accountInfoQuery = (network: string, address: string) => ({
  queryKey: ['account', network, address] as const,
  queryFn: () => lookupAccount(address),
  staleTime: 15_000,
});

export const assetQuery = (network: string, assetId: bigint) => ({
  queryKey: ['asset', network, assetId.toString()] as const,
  queryFn: () => lookupAsset(assetId),
  staleTime: 5 * 60_000,
});
