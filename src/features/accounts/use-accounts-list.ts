import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { canSign } from '../../core/accounts/capabilities';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { useCachedAccounts, useSequentialBalanceRefresh } from './account-queries';
import { useCurrentNetworkOnly } from './use-network-filter';

export interface AccountRow {
  account: PublicAccount;
  amount: bigint | null;
  /** The last balance refresh failed (the amount, if any, may be out of date). */
  failed: boolean;
  /** Some wallet key can sign for it (following a rekey), so it gets a Pay button. */
  canPay: boolean;
}

/** Whether two readings of a row show the same: rows are redrawn only when this is false. */
export function sameAccountRow(x: AccountRow, y: AccountRow): boolean {
  return (
    x.account === y.account &&
    x.amount === y.amount &&
    x.failed === y.failed &&
    x.canPay === y.canPay
  );
}

/** The accounts list's data: the filter, the live balances, and what the filter hides. */
export function useAccountsList() {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const network = currentChain().network;
  const [currentNetworkOnly, setCurrentNetworkOnly] = useCurrentNetworkOnly();

  const visible = useMemo(
    () =>
      currentNetworkOnly
        ? accounts.filter((a) => !a.isHidden && (!a.network || a.network === network))
        : accounts,
    [accounts, currentNetworkOnly, network],
  );
  const addresses = useMemo(() => visible.map((a) => a.addr), [visible]);
  const refresh = useSequentialBalanceRefresh(network, addresses);
  const cached = useCachedAccounts(network);
  // A row is made when it is drawn (a page of 20), not for every account at every balance
  // that arrives: with 1,000 accounts the list would otherwise rebuild 1,000 rows ten times a
  // second while the balances refresh.
  const rowOf = useCallback(
    (account: PublicAccount): AccountRow => {
      const info = cached.data.get(account.addr);
      return {
        account,
        amount: info?.amount ?? null,
        failed: cached.failed.has(account.addr),
        canPay: canSign(account, accounts, info ? (info['auth-addr'] ?? account.addr) : undefined),
      };
    },
    [cached, accounts],
  );
  const failed = visible.some((a) => cached.failed.has(a.addr));

  return {
    /** The accounts the filter lets through, in wallet order. */
    accounts: visible,
    rowOf,
    hidden: accounts.length - visible.length,
    currentNetworkOnly,
    setCurrentNetworkOnly,
    refresh,
    /** Why balances are missing, while any of the listed ones failed. */
    error: failed ? cached.error : null,
  };
}

/** One account as the list shows it, with its balance as last read. */
export type RowOf = (account: PublicAccount) => AccountRow;
