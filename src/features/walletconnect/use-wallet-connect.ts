import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { currentChain } from '../../infra/chain/indexer-client';
import { settingsStore } from '../../infra/settings/settings-store';
import {
  chainFactsQuery,
  currentWalletConnectOptions,
  type ChainFacts,
  type WalletConnectOptions,
} from '../../infra/walletconnect/options';

// What the WalletConnect screen needs from settings and the node: SDK options, the current
// chain's CAIP-2 id and genesis hash (requests for another network are refused).

export function useWalletConnectOptions(): WalletConnectOptions {
  // Re-read whenever settings or config.json change.
  useStore(settingsStore, (s) => s);
  return currentWalletConnectOptions(window.location.origin);
}

export type { ChainFacts };

export function useChainFacts() {
  return useQuery(chainFactsQuery(currentChain().network));
}
