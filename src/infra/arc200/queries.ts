import { queryOptions } from '@tanstack/react-query';
import { chainKeys } from '../../core/chain/query-keys';
import { readTokenBalance, readTokenMetadata } from './reads';
import { searchTokenTransfers } from './transfers';

// ARC-200 reads as shared query options: the Assets tab, Pay and the activity read the same
// cache. Metadata is asked as `sender` (simulate needs an account that can pay the fee), but
// does not depend on it, so it is not in the key.

export const arc200TokenQuery = (network: string, appId: bigint, sender: string) =>
  queryOptions({
    queryKey: chainKeys.arc200Token(network, appId),
    queryFn: () => readTokenMetadata(appId, sender),
    staleTime: 10 * 60_000,
    retry: 1,
  });

export const arc200BalanceQuery = (network: string, address: string, appId: bigint) =>
  queryOptions({
    queryKey: chainKeys.arc200Balance(network, address, appId),
    queryFn: () => readTokenBalance(appId, address),
    staleTime: 15_000,
    retry: 1,
  });

export const arc200TransfersQuery = (network: string, address: string, appId: bigint) =>
  queryOptions({
    queryKey: chainKeys.arc200Transfers(network, address, appId),
    queryFn: () => searchTokenTransfers(appId, address),
    staleTime: 15_000,
  });
