import { lookupAccount, lookupAsset } from './indexer-client';
import { chainKeys } from '../../core/chain/query-keys';

// Query keys and fetchers shared by every feature that reads accounts and assets, so they
// share one cache (TanStack Query accepts these plain option objects).

export const accountInfoQuery = (network: string, address: string) => ({
  queryKey: chainKeys.account(network, address),
  queryFn: () => lookupAccount(address),
  staleTime: 15_000,
});

export const assetQuery = (network: string, assetId: bigint) => ({
  queryKey: chainKeys.asset(network, assetId),
  queryFn: () => lookupAsset(assetId),
  staleTime: 5 * 60_000,
});
