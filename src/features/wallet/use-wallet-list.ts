import { useEffect } from 'react';
import { useStore } from 'zustand';
import { refreshWalletList, walletListStore } from '../../infra/storage/wallet-list-store';

export function useWalletList() {
  useEffect(() => {
    void refreshWalletList();
  }, []);
  return useStore(walletListStore);
}
