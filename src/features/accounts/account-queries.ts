import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { lookupTransaction } from '../../infra/chain/indexer-client';
import { accountInfoQuery } from '../../infra/chain/chain-queries';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { chainKeys } from '../../core/chain/query-keys';

// Chain reads of the accounts feature: query options side by side with the hooks that use them.

export const BALANCE_REFRESH_GAP_MS = 100;
/** Balances on screen are read again this often while the page is visible. */
export const LIVE_REFRESH_MS = 5_000;

export { accountInfoQuery, assetQuery } from '../../infra/chain/chain-queries';

/** One account on screen: read again every few seconds while the page is visible. */
export const liveAccountInfoQuery = (network: string, address: string) => ({
  ...accountInfoQuery(network, address),
  refetchInterval: LIVE_REFRESH_MS,
  refetchIntervalInBackground: false,
});

export const transactionQuery = (network: string, id: string) =>
  queryOptions({
    queryKey: chainKeys.transaction(network, id),
    queryFn: () => lookupTransaction(id),
    staleTime: Infinity,
  });

export interface CachedAccounts {
  /** Accounts the node has answered for, keyed by address (kept when a later refresh fails). */
  data: ReadonlyMap<string, IndexerAccount>;
  /** Addresses whose last refresh failed. */
  failed: ReadonlySet<string>;
  /** The last failure, for its message. */
  error: unknown;
}

/**
 * Balances of the given network already in the cache, keyed by address. Subscribes to the
 * query cache instead of one observer per account, so a list of 1,000 accounts stays cheap.
 */
export function useCachedAccounts(network: string): CachedAccounts {
  const client = useQueryClient();
  const snapshot = useRef<CachedAccounts | null>(null);
  const read = () => {
    if (!snapshot.current) {
      const data = new Map<string, IndexerAccount>();
      const failed = new Set<string>();
      let error: unknown = null;
      for (const query of client
        .getQueryCache()
        .findAll({ queryKey: chainKeys.accountsOn(network) })) {
        const address = query.queryKey[2];
        if (typeof address !== 'string') continue;
        const value = query.state.data as IndexerAccount | undefined;
        if (value) data.set(address, value);
        if (query.state.status === 'error') {
          failed.add(address);
          error = query.state.error;
        }
      }
      snapshot.current = { data, failed, error };
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Nothing is read again while the page is hidden (another tab, a locked phone).
const visible = () => document.visibilityState !== 'hidden';

/**
 * Refreshes the balances one account every 100 ms (spec section 2), from the first address on,
 * then again every few seconds while the page is visible, so balances stay live. Only the first
 * pass is reported as progress. Stops when the page is left or the wallet locks (unmount).
 */
export function useSequentialBalanceRefresh(network: string, addresses: readonly string[]) {
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${network}|${addresses.join(',')}`;
  // Progress belongs to one run (network + address list); a new run starts from zero.
  const [progress, setProgress] = useState({ key, done: 0 });
  useEffect(() => {
    const list = key.split('|')[2]!.split(',').filter(Boolean);
    const run = { cancelled: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchOne = (address: string) =>
      client
        .fetchQuery({ ...accountInfoQuery(network, address), staleTime: 0 })
        .catch(() => undefined);
    const firstPass = () =>
      new Promise<void>((resolve) => {
        let index = 0;
        const step = () => {
          if (run.cancelled || index >= list.length) return resolve();
          void fetchOne(list[index++]!).finally(() => {
            if (!run.cancelled) setProgress((p) => ({ key, done: p.key === key ? p.done + 1 : 1 }));
          });
          timer = setTimeout(step, BALANCE_REFRESH_GAP_MS);
        };
        timer = setTimeout(step, 0);
      });
    const later = async () => {
      while (!run.cancelled) {
        await sleep(LIVE_REFRESH_MS);
        for (let i = 0; i < list.length && !run.cancelled && visible(); i++) {
          await Promise.all([fetchOne(list[i]!), sleep(BALANCE_REFRESH_GAP_MS)]);
        }
      }
    };
    void firstPass().then(later);
    return () => {
      run.cancelled = true;
      clearTimeout(timer);
    };
    // `key` encodes network and addresses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
  return {
    done: progress.key === key ? progress.done : 0,
    total: addresses.length,
    /** Starts over from the first account (after a failure). */
    retry: () => setAttempt((n) => n + 1),
  };
}
