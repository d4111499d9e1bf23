import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import type { PublicAccount } from '../../core/accounts/stored-account';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import { updateStoredAccount } from '../../infra/session/session';

export { updateStoredAccount };
import { notifySuccess } from '../../ui/notify';

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
