import { queryOptions } from '@tanstack/react-query';
import { searchAccountTransactions } from '../../infra/chain/indexer-client';
import { LIVE_REFRESH_MS } from './account-queries';

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20;

// Key prefix ['account-transactions', network, address], so the overview's refresh
// (which invalidates ['account-transactions', network, address]) reloads the history too.
export const accountHistoryQuery = (network: string, address: string, next: string | undefined) =>
  queryOptions({
    queryKey: ['account-transactions', network, address, next ?? '', HISTORY_PAGE_SIZE] as const,
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
