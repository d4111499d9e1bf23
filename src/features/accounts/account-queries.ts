import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { lookupTransaction, searchGroupTransactions } from '../../infra/chain/indexer-client';
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

export const transactionGroupQuery = (network: string, group: string, round: bigint) =>
  queryOptions({
    queryKey: chainKeys.transactionGroup(network, group),
    queryFn: () => searchGroupTransactions(group, round),
    staleTime: Infinity,
  });

export interface CachedAccounts {
  /**
   * Accounts the node has answered for, keyed by address (kept when a later refresh fails).
   * Only the amount and auth address are kept current: an answer that changes neither may
   * leave an earlier answer here.
   */
  data: ReadonlyMap<string, IndexerAccount>;
  /** Addresses whose last refresh failed. */
  failed: ReadonlySet<string>;
  /** The last failure, for its message. */
  error: unknown;
}

// What changes an account's balance or its failed mark; a fetch starting or a retry counting
// does not, and reacting to those would rebuild the list three times per account read.
const BALANCE_CHANGES = new Set(['success', 'error', 'setState']);

// One commit per animation frame, however many answers arrive in it (a hidden page has no
// frames, and nothing on it needs drawing until it shows again).
const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

/**
 * Balances of the given network already in the cache, keyed by address. Subscribes to the
 * query cache instead of one observer per account, so a list of 1,000 accounts stays cheap:
 * answers are committed in batches, at most one per animation frame.
 */
export function useCachedAccounts(network: string): CachedAccounts {
  const client = useQueryClient();
  const snapshot = useRef<{ network: string; value: CachedAccounts } | null>(null);
  const read = () => {
    if (snapshot.current?.network !== network) {
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
      snapshot.current = { network, value: { data, failed, error } };
    }
    return snapshot.current.value;
  };
  const subscribe = useCallback(
    (notify: () => void) => {
      let cancel: (() => void) | undefined;
      const unsubscribe = client.getQueryCache().subscribe((event) => {
        const [kind, on, address] = event.query.queryKey;
        if (kind !== 'account' || on !== network || cancel) return;
        if (
          event.type === 'updated'
            ? !BALANCE_CHANGES.has(event.action.type)
            : event.type !== 'removed'
        )
          return;
        // The live refresh reads every account again: an answer that leaves the amount and the
        // auth address as shown (only the round moved) is not worth a commit.
        const shown = snapshot.current?.network === network ? snapshot.current.value : null;
        const before = typeof address === 'string' ? shown?.data.get(address) : undefined;
        const after = event.query.state.data as IndexerAccount | undefined;
        if (
          event.type === 'updated' &&
          event.query.state.status === 'success' &&
          before !== undefined &&
          after !== undefined &&
          before.amount === after.amount &&
          before['auth-addr'] === after['auth-addr'] &&
          !shown?.failed.has(address as string)
        )
          return;
        cancel = nextFrame(() => {
          cancel = undefined;
          snapshot.current = null;
          notify();
        });
      });
      return () => {
        unsubscribe();
        cancel?.();
      };
    },
    [client, network],
  );
  return useSyncExternalStore(subscribe, read);
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
  // Memoised: the page renders ten times a second during a refresh, and 1,000 addresses joined
  // make a 58 KB string.
  const joined = useMemo(() => addresses.join(','), [addresses]);
  const key = `${attempt}|${network}|${joined}`;
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
