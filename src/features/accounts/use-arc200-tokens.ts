import { useQueries } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { TokenMetadata } from '../../core/arc200/metadata';
import { sessionStore } from '../../infra/session/session';
import { arc200BalanceQuery, arc200TokenQuery } from '../../infra/arc200/queries';
import { tokenListStore, tokensOf } from '../../infra/arc200/token-list';

// The open wallet's ARC-200 tokens on `network` with `address`'s balance of each: what the
// Assets tab lists and Pay offers. Each token is read on its own, so one hostile or failing
// token only marks its own row.

export interface Arc200Holding {
  appId: bigint;
  /** Undefined while loading, or when the metadata calls could not be simulated at all. */
  meta: TokenMetadata | undefined;
  balance: bigint | undefined;
  loading: boolean;
  /** The node refused to simulate, or the balance was not a uint256. */
  failed: boolean;
}

export function useArc200Tokens(network: string, address: string): Arc200Holding[] {
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const all = useStore(tokenListStore, (s) => s.all);
  const ids = address ? tokensOf(all, walletId, network) : [];
  const metas = useQueries({ queries: ids.map((id) => arc200TokenQuery(network, id, address)) });
  const balances = useQueries({
    queries: ids.map((id) => arc200BalanceQuery(network, address, id)),
  });
  return ids.map((appId, i) => {
    const meta = metas[i];
    const balance = balances[i];
    return {
      appId,
      meta: meta?.data,
      balance: balance?.data,
      loading: Boolean(meta?.isLoading || balance?.isLoading),
      failed: Boolean(meta?.isError || balance?.isError),
    };
  });
}
