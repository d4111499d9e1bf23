import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lookupTransaction, searchAccountTransactions } from '../../infra/chain/indexer-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import type { IndexerAccount } from '../../core/chain/indexer-types';

// Chain reads of the accounts feature: query options side by side with the hooks that use them.

export const BALANCE_REFRESH_GAP_MS = 100;

export { accountInfoQuery, assetQuery } from '../../infra/chain/chain-queries';

export const accountTransactionsQuery = (
  network: string,
  address: string,
  next: string | undefined,
) =>
  queryOptions({
    queryKey: ['account-transactions', network, address, next ?? ''] as const,
    queryFn: () => searchAccountTransactions(address, next),
    staleTime: 15_000,
  });

export const transactionQuery = (network: string, id: string) =>
  queryOptions({
    queryKey: ['transaction', network, id] as const,
    queryFn: () => lookupTransaction(id),
    staleTime: Infinity,
  });

/**
 * Balances of the given network already in the cache, keyed by address. Subscribes to the
 * query cache instead of one observer per account, so a list of 1,000 accounts stays cheap.
 */
export function useCachedAccounts(network: string): ReadonlyMap<string, IndexerAccount> {
  const client = useQueryClient();
  const snapshot = useRef<Map<string, IndexerAccount> | null>(null);
  const read = () => {
    if (!snapshot.current) {
      const map = new Map<string, IndexerAccount>();
      for (const query of client.getQueryCache().findAll({ queryKey: ['account', network] })) {
        const data = query.state.data as IndexerAccount | undefined;
        const address = query.queryKey[2];
        if (data && typeof address === 'string') map.set(address, data);
      }
      snapshot.current = map;
    }
    return snapshot.current;
  };
  return useSyncExternalStore(
    (notify) =>
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.query.queryKey[0] === 'account') {
          snapshot.current = null;
          notify();
        }
      }),
    read,
  );
}

/**
 * Refreshes the balances one account every 100 ms (spec section 2), from the first address on.
 * Stops when the page is left or the wallet locks (the component unmounts).
 */
export function useSequentialBalanceRefresh(network: string, addresses: readonly string[]) {
  const client = useQueryClient();
  const key = `${network}|${addresses.join(',')}`;
  // Progress belongs to one run (network + address list); a new run starts from zero.
  const [progress, setProgress] = useState({ key, done: 0 });
  useEffect(() => {
    const list = key
      .slice(key.indexOf('|') + 1)
      .split(',')
      .filter(Boolean);
    let cancelled = false;
    let index = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      if (cancelled || index >= list.length) return;
      const address = list[index++]!;
      void client
        .fetchQuery({ ...accountInfoQuery(network, address), staleTime: 0 })
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) setProgress((p) => ({ key, done: p.key === key ? p.done + 1 : 1 }));
        });
      timer = setTimeout(step, BALANCE_REFRESH_GAP_MS);
    };
    timer = setTimeout(step, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `key` encodes network and addresses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return { done: progress.key === key ? progress.done : 0, total: addresses.length };
}
