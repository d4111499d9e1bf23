import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { resolveSigner } from '../../core/accounts/capabilities';
import { canRegisterParticipation } from '../../core/participation/participation';
import { undoRekeyFrom } from '../../core/accounts/undo-rekey';
import { chainKeys } from '../../core/chain/query-keys';
import { swapNetworkSupported } from '../../core/swap/router-config';
import { currentEnvironment } from '../../infra/chain/genesis-pin';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore, setLastActiveAccount, touch } from '../../infra/session/session';
import { settingsStore } from '../../infra/settings/settings-store';
import { currentSwapRouters } from '../../infra/swap/swap-config';
import { liveAccountInfoQuery } from './account-queries';
import { useAccountSync } from './use-account-sync';
import { useTestCoins } from './use-test-coins';

/** The account home's state and actions (spec section 4); the page only lays them out. */
export function useAccountPage() {
  const queryClient = useQueryClient();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const dev = useStore(settingsStore, (s) => s.settings.dev ?? s.config.dev ?? false);
  const network = currentChain().network;
  const otherNetwork = Boolean(account?.network && account.network !== network);
  // Live: read again every few seconds while the page is visible, and after our own sends.
  const info = useQuery({
    ...liveAccountInfoQuery(network, address),
    enabled: Boolean(account) && !otherNetwork,
  });
  const refresh = useMutation({
    mutationFn: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: liveAccountInfoQuery(network, address).queryKey,
        }),
        queryClient.invalidateQueries({
          queryKey: chainKeys.accountTransactions(network, address),
        }),
      ]),
  });
  const coins = useTestCoins(network, address);
  const [participationOpen, participation] = useDisclosure(false);
  const [recoveryOpen, recovery] = useDisclosure(false);
  const [shamirOpen, shamir] = useDisclosure(false);
  const [promoteOpen, promote] = useDisclosure(false);

  useAccountSync(account, otherNetwork ? undefined : info.data, network);
  useEffect(() => {
    // Opening an account prolongs the session (spec section 4).
    touch();
    if (account && sessionStore.getState().lastActiveAccount !== account.addr)
      setLastActiveAccount(account.addr);
  }, [account]);

  const data = info.data;
  const authAddress = data ? (data['auth-addr'] ?? address) : undefined;
  const signer = account ? resolveSigner(account, accounts, authAddress) : undefined;
  const canSign = signer !== undefined && signer.kind !== 'none';
  const env = currentEnvironment();
  const status = data?.status;
  return {
    account,
    accounts,
    network,
    otherNetwork,
    dev,
    info,
    data,
    authAddress,
    canSign,
    /** Sends from this page: the account can sign and belongs to the current network. */
    active: canSign && !otherNetwork,
    swapSupported: swapNetworkSupported(env, currentSwapRouters(env)),
    /** The participation controls have something to offer (ParticipationControls' own rule). */
    /** The auth key "Undo rekey" takes control back from (undefined when not offered). */
    undoRekeyFrom:
      account && !otherNetwork ? undoRekeyFrom(account, accounts, authAddress) : undefined,
    participates:
      !otherNetwork &&
      signer !== undefined &&
      canRegisterParticipation(signer.kind) &&
      (status === 'Online' || status === 'Offline'),
    refresh,
    coins,
    participationOpen,
    participation,
    recoveryOpen,
    recovery,
    /** "Split into Shamir shares" (issue 43). */
    shamirOpen,
    shamir,
    /** "Add recovery phrase": a watch account of this network can become a key account. */
    promotable: account?.type === 'public' && !otherNetwork,
    promoteOpen,
    promote,
    /** Nothing on the account yet: the home offers its first step (receive, test coins). */
    empty: !otherNetwork && data !== undefined && data.amount === 0n && !data.assets?.length,
    retry: () => void info.refetch(),
  };
}

export type AccountPage = ReturnType<typeof useAccountPage>;
