import { createStore } from 'zustand/vanilla';
import { listWalletSummaries } from './wallet-index';
import type { WalletSummary } from './wallet-repository';

// The stored wallets' names for the login form; refreshed after every add or delete.
export const walletListStore = createStore<{ wallets: WalletSummary[]; loaded: boolean }>(() => ({
  wallets: [],
  loaded: false,
}));

export async function refreshWalletList(): Promise<void> {
  try {
    walletListStore.setState({ wallets: await listWalletSummaries(), loaded: true });
  } catch {
    // IndexedDB unavailable (private mode in some browsers): show the new-wallet form.
    walletListStore.setState({ wallets: [], loaded: true });
  }
}
