import { queryOptions } from '@tanstack/react-query';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { chainKeys } from '../../core/chain/query-keys';
import { searchAccountTransactions } from '../../infra/chain/indexer-client';

// The account's history read many pages at once, newest first, through the same indexer search
// as the activity's pages: back over a window for the balance chart, whole for the export.

/** Transactions per request when reading in bulk (the activity shows 20 a page). */
const BULK_PAGE_SIZE = 500;
/** The balance chart's window. */
export const CHART_DAYS = 30;
const CHART_MAX_PAGES = 10;

export interface HistoryRead {
  /** Newest first. */
  readonly txs: readonly IndexerTransaction[];
  /** The last page came: nothing older exists. */
  readonly reachedEnd: boolean;
  /** The indexer's round when the first page was read: the history holds nothing later. */
  readonly round: bigint;
}

/**
 * Pages until the history ends, a transaction older than `since` (seconds) arrives, or
 * `maxPages` were read.
 */
export async function readHistory(
  address: string,
  { since, maxPages }: { since?: number; maxPages: number },
): Promise<HistoryRead> {
  const txs: IndexerTransaction[] = [];
  let next: string | undefined;
  let round: bigint | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await searchAccountTransactions(address, next, BULK_PAGE_SIZE);
    txs.push(...answer.transactions);
    round ??= answer['current-round'];
    next = answer['next-token'];
    // The indexer sends a next-token with every non-empty page, so a short page is the last.
    if (!next || answer.transactions.length < BULK_PAGE_SIZE) {
      return { txs, reachedEnd: true, round };
    }
    const oldest = answer.transactions.at(-1)?.['round-time'];
    if (since !== undefined && oldest !== undefined && oldest < since) break;
  }
  return { txs, reachedEnd: false, round: round ?? 0n };
}

/** The last CHART_DAYS of history, with the window's start (seconds) it was read for. */
export const balanceWindowQuery = (network: string, address: string) =>
  queryOptions({
    // Under the account's transactions: a send or a refresh reads the window again.
    queryKey: chainKeys.accountBalanceHistory(network, address, CHART_DAYS),
    queryFn: async () => {
      const now = Math.floor(Date.now() / 1000);
      const since = now - CHART_DAYS * 86_400;
      return { ...(await readHistory(address, { since, maxPages: CHART_MAX_PAGES })), since, now };
    },
    staleTime: 60_000,
  });
