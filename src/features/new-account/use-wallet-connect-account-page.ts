import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { currentChain } from '../../infra/chain/indexer-client';
import { chainFactsQuery } from '../../infra/walletconnect/options';
import type { RemoteSession } from '../../infra/walletconnect/remote-signer';
import { describeError } from '../../ui/errors';
import { notifyError } from '../../ui/notify';
import { useAccountName } from './AccountNameField';
import { addAccount, currentNetwork } from './save-account';
import { useSaveAccount } from './use-save-account';

type Pairing =
  | { state: 'idle' }
  | { state: 'starting' }
  | { state: 'waiting'; uri: string }
  | { state: 'paired'; uri: string; address: string; session: RemoteSession }
  | { state: 'failed'; message: string };

/**
 * State and actions of /new-account/wc: pair a phone wallet over WalletConnect v2, then save the
 * account it shares as a remote-signer account (type wc, ver 2).
 */
export function useWalletConnectAccountPage() {
  const { t } = useTranslation();
  const name = useAccountName();
  const chain = useQuery(chainFactsQuery(currentChain().network));
  const [pairing, setPairing] = useState<Pairing>({ state: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Tried whatever the browser's online flag says, as the plain handler was: a paused mutation
  // would spin without saying why.
  const pair = useMutation({
    networkMode: 'always',
    mutationFn: async (chainId: string) => {
      const remote = await import('../../infra/walletconnect/remote-signer');
      const { uri, approval } = await remote.startRemotePairing(chainId);
      if (!mounted.current) return;
      setPairing({ state: 'waiting', uri });
      const { address, session } = await approval;
      if (mounted.current) setPairing({ state: 'paired', uri, address, session });
    },
    onError: (error) => {
      if (!mounted.current) return;
      // Shown where the pairing was (inline), in the user's language: never twice.
      setPairing({ state: 'failed', message: describeError(error, t) });
    },
  });

  const { save, busy } = useSaveAccount(
    ({ address, ...account }: { name: string; address: string; session: RemoteSession }) =>
      addAccount({ ...account, addr: address, type: 'wc', ver: 2, network: currentNetwork() }),
  );

  return {
    name,
    chain,
    pairing,
    uri: pairing.state === 'waiting' || pairing.state === 'paired' ? pairing.uri : null,
    busy,
    showQr() {
      if (!chain.data) return;
      setPairing({ state: 'starting' });
      pair.mutate(chain.data.chainId);
    },
    save() {
      const accountName = name.validate();
      if (!accountName) return;
      if (pairing.state !== 'paired') {
        notifyError(
          pairing.state === 'waiting'
            ? t('newAccount.wc.addressMissing')
            : t('newAccount.wc.sessionMissing'),
        );
        return;
      }
      save({ name: accountName, address: pairing.address, session: pairing.session });
    },
  };
}

export type WalletConnectAccountPageState = ReturnType<typeof useWalletConnectAccountPage>;
