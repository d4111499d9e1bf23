import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { updateWallet } from '../../infra/session/session';
import { notifySuccess } from '../../ui/notify';

/** Changes one stored account, matched by address and type. */
export function updateStoredAccount(
  target: PublicAccount,
  change: { rekeyedTo?: string | undefined; network?: string },
) {
  return updateWallet((data) => ({
    ...data,
    accounts: data.accounts.map((a) => {
      if (a.addr !== target.addr || a.type !== target.type) return a;
      const next = { ...a, ...change };
      if ('rekeyedTo' in change && !change.rekeyedTo) delete next.rekeyedTo;
      return next;
    }),
  }));
}

/**
 * On opening an account (spec section 4): an account without a network joins the current one,
 * and the chain's auth address replaces a stale stored rekeyedTo, with the spec's message.
 */
export function useAccountSync(
  account: PublicAccount | undefined,
  info: IndexerAccount | undefined,
  network: string,
) {
  const { t } = useTranslation();
  useEffect(() => {
    if (account && !account.network) void updateStoredAccount(account, { network });
  }, [account, network]);

  const authAddress = info?.['auth-addr'];
  const known = info !== undefined;
  // The account object changes with every wallet save; store each chain answer only once.
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!account || !known) return;
    const key = `${account.addr}:${authAddress ?? ''}`;
    if (synced.current === key) return;
    synced.current = key;
    if (authAddress && authAddress !== account.rekeyedTo) {
      void updateStoredAccount(account, { rekeyedTo: authAddress }).then(() =>
        notifySuccess(t('overview.rekeyStored', { address: authAddress })),
      );
    } else if (!authAddress && account.rekeyedTo) {
      void updateStoredAccount(account, { rekeyedTo: undefined });
    }
  }, [account, authAddress, known, t]);
}
