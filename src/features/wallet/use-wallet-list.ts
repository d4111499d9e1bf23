import { useEffect } from 'react';
import { useStore } from 'zustand';
import { refreshWalletListOnShow, walletListStore } from '../../infra/storage/wallet-list-store';

export function useWalletList() {
  useEffect(refreshWalletListOnShow, []);
  return useStore(walletListStore);
}
