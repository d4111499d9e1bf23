import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { EnvironmentId } from '../../core/networks/environments';
import {
  builtInChainId,
  pausedSessions,
  type PausedSession,
} from '../../core/walletconnect/chain-id';
import { currentChain } from '../../infra/chain/indexer-client';
import { chainFactsQuery } from '../../infra/walletconnect/options';
import { walletConnectStore } from '../../infra/walletconnect/store';

/**
 * WalletConnect sessions paused on `env` (approved on another network), said where the network
 * is switched. Only sessions the wallet has met in this visit are known; a built-in network's
 * chain id is known at once, another's comes from its node (only asked when there are sessions).
 */
export function usePausedSessions(env: EnvironmentId): PausedSession[] {
  const sessions = useStore(walletConnectStore, (s) => s.sessions);
  const builtIn = builtInChainId(env);
  const facts = useQuery({
    ...chainFactsQuery(currentChain().network),
    enabled: builtIn === null && sessions.some((s) => s.version === 2),
  });
  const chainId = builtIn ?? facts.data?.chainId;
  return chainId ? pausedSessions(sessions, chainId) : [];
}
