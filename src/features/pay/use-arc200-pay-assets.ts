import { useQueries } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { arc200BalanceQuery, arc200TokenQuery } from '../../infra/arc200/queries';
import { tokenListStore, tokensOf } from '../../infra/arc200/token-list';
import { sessionStore } from '../../infra/session/session';
import type { PayAsset } from './use-pay-assets';

// The wallet's ARC-200 tokens as Pay offers them beside the ASAs: the balance read afresh, the
// decimals the token proved (0 with a warning on the Assets tab when it did not).

export const ARC200_PREFIX = 'arc200:';

export function useArc200PayAssets(network: string, address: string): PayAsset[] {
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const ids = tokensOf(
    useStore(tokenListStore, (s) => s.all),
    address ? walletId : null,
    network,
  );
  const metas = useQueries({ queries: ids.map((id) => arc200TokenQuery(network, id, address)) });
  const balances = useQueries({
    queries: ids.map((id) => ({
      ...arc200BalanceQuery(network, address, id),
      refetchOnMount: 'always' as const,
    })),
  });
  return ids.map((appId, i) => {
    const meta = metas[i]?.data;
    return {
      id: `${ARC200_PREFIX}${appId}`,
      name: meta?.name || meta?.symbol || `#${appId}`,
      unitName: meta?.symbol ?? '',
      decimals: meta?.decimals ?? 0,
      balance: balances[i]?.data ?? 0n,
      loaded: Boolean(meta && balances[i]?.data !== undefined),
      failed: Boolean(metas[i]?.isError || balances[i]?.isError),
      arc200: appId,
    };
  });
}
