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

// The read at start-up (src/app/early-reads.ts) serves the login page's first showing; each
// later showing (after a logout, say) reads again, as another tab may have added or removed a
// wallet meanwhile.
let startupReadUnused = false;

export function readWalletListAtStartup(): Promise<void> {
  startupReadUnused = true;
  return refreshWalletList();
}

/** Called when the login page shows: reads the list unless the start-up read is still fresh. */
export function refreshWalletListOnShow(): void {
  if (startupReadUnused) startupReadUnused = false;
  else void refreshWalletList();
}
