import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { balanceHistory } from '../../core/history/balance-history';
import { currentChain } from '../../infra/chain/indexer-client';
import { balanceWindowQuery } from './history-reads';

/**
 * The coin's balance over the chart's window: the history read back over it, undone from the
 * balance the home shows (`data`), so the chart ends where the balance above it says.
 */
export function useBalanceChart(address: string, data: IndexerAccount | undefined) {
  const query = useQuery(balanceWindowQuery(currentChain().network, address));
  const { refetch, isFetching } = query;
  // The balance moved (money came in): the history misses that transaction, read it again.
  const amount = data?.amount;
  const seen = useRef(amount);
  useEffect(() => {
    if (seen.current !== undefined && amount !== undefined && amount !== seen.current) {
      void refetch();
    }
    seen.current = amount;
  }, [amount, refetch]);
  // While that read runs, the balance is newer than the history and the two do not add up.
  const waiting = Boolean(query.data && data && data.round > query.data.round && isFetching);
  const history = useMemo(() => {
    if (!query.data || !data || waiting) return null;
    // A transaction the balance does not include yet (read a round later) is left out.
    const txs = query.data.txs.filter((tx) => (tx['confirmed-round'] ?? 0n) <= data.round);
    return balanceHistory(txs, address, data.amount, query.data.since, query.data.reachedEnd);
  }, [query.data, data, address, waiting]);
  return { query, history, since: query.data?.since, now: query.data?.now };
}
