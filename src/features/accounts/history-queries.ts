import { queryOptions } from '@tanstack/react-query';
import { searchAccountTransactions } from '../../infra/chain/indexer-client';
import { LIVE_REFRESH_MS } from './account-queries';
import { chainKeys } from '../../core/chain/query-keys';

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20;

// Under chainKeys.accountTransactions(network, address), so the overview's refresh and a sent
// transaction (which invalidate it) reload the history too.
export const accountHistoryQuery = (network: string, address: string, next: string | undefined) =>
  queryOptions({
    queryKey: chainKeys.accountHistoryPage(network, address, next ?? '', HISTORY_PAGE_SIZE),
    queryFn: () => searchAccountTransactions(address, next, HISTORY_PAGE_SIZE),
    staleTime: 15_000,
    // The newest page follows the chain on its own while visible; older pages do not move.
    refetchInterval: next ? false : LIVE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/**
 * Whether another page can follow: the indexer sends a next-token with every non-empty page,
 * so a short page is the last one too.
 */
export const hasNextPage = (nextToken: string | undefined, rows: number): boolean =>
  Boolean(nextToken) && rows >= HISTORY_PAGE_SIZE;
