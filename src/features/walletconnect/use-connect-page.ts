import { useMutation } from '@tanstack/react-query';
import type { TFunction } from '../../i18n/translate';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign } from '../../core/accounts/capabilities';
import { chooseApprovalAccount } from '../../core/walletconnect/approval-account';
import { pausedSessions } from '../../core/walletconnect/chain-id';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import {
  approveProposal,
  disconnectSession,
  hasStoredWalletConnect,
  pairWithUri,
  rejectProposal,
  startWalletConnect,
  walletConnectStore,
  WalletConnectError,
  type ProposalView,
} from '../../infra/walletconnect/wallet-connect';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useChainFacts, useWalletConnectOptions } from './use-wallet-connect';

const CLIPBOARD_TOAST_MS = 5_000;

export function connectErrorText(error: unknown, t: TFunction): string {
  if (error instanceof WalletConnectError) {
    if (error.code === 'no-project-id') return error.message;
    if (error.code === 'bad-uri') return t('walletconnect.badUri');
    if (error.code === 'bad-v1-uri') return t('walletconnect.v1BadUri');
    if (error.code === 'bridge-not-allowed') return t('walletconnect.v1BridgeNotAllowed');
    if (error.code === 'bridge-insecure') return t('walletconnect.v1BridgeInsecure');
    if (error.code === 'bridge-unreachable') return t('walletconnect.v1BridgeUnreachable');
  }
  if (error instanceof Error && error.message && !(error instanceof TypeError)) {
    return error.message;
  }
  return describeError(error, t);
}

/** /connect and /account/connect/{account}: pairing, proposals, requests and sessions. */
export function useConnectPage() {
  const { t } = useTranslation();
  const { account: routeAccount } = useParams();
  const options = useWalletConnectOptions();
  const chain = useChainFacts();
  const wc = useStore(walletConnectStore);
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const lastActive = useStore(sessionStore, (s) => s.lastActiveAccount);
  const network = currentChain().network;
  const signers = accounts.filter(
    (a) => !a.isHidden && (!a.network || a.network === network) && canSign(a, accounts),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const approveWith = chooseApprovalAccount({
    chosen,
    routeAccount,
    lastActive,
    signers: signers.map((a) => a.addr),
  });
  const [uri, setUri] = useState('');
  const failed = (error: unknown) => notifyError(connectErrorText(error, t));

  // Sessions kept from an earlier visit come back without asking for the init button again.
  useEffect(() => {
    if (!walletId || walletConnectStore.getState().status !== 'off') return;
    void hasStoredWalletConnect(walletId).then((stored) => {
      if (stored && walletConnectStore.getState().status === 'off') {
        startWalletConnect(options).catch(() => undefined);
      }
    });
    // Options are read once per visit; a settings change applies on the next start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [walletId]);

  const connect = useMutation({
    mutationFn: (value: string) => pairWithUri(value),
    onSuccess: () => setUri(''),
    onError: failed,
  });
  const approve = useMutation({
    mutationFn: async (proposal: ProposalView) => {
      if (!approveWith || !chain.data) return;
      await approveProposal(proposal.id, approveWith, chain.data.chainId);
      notifySuccess(t('walletconnect.sessionAdded'));
    },
    onError: failed,
  });
  const reject = useMutation({
    mutationFn: (proposal: ProposalView) => rejectProposal(proposal.id),
    onSuccess: () => notifySuccess(t('walletconnect.proposalRejected')),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (topic: string) => disconnectSession(topic),
    onSuccess: () => notifySuccess(t('walletconnect.sessionRemoved')),
    onError: failed,
  });

  // v2 sessions approved on another network: their grants hold there only (requests refused).
  const chainId = chain.data?.chainId;
  const paused = chainId === undefined ? [] : pausedSessions(wc.sessions, chainId);

  return {
    wc,
    chain,
    /** Paused sessions, with the built-in network each was approved on (if known). */
    paused,
    pausedByTopic: new Map(paused.map((s) => [s.topic, s])),
    options,
    signers,
    approveWith,
    choose: setChosen,
    uri,
    setUri,
    busy: connect.isPending || approve.isPending || reject.isPending,
    connecting: connect.isPending,
    init() {
      startWalletConnect(options).catch(failed);
    },
    connect: (value: string) => connect.mutate(value),
    async fromClipboard() {
      try {
        const text = await navigator.clipboard.readText();
        setUri(text);
        connect.mutate(text);
      } catch {
        notifyError(t('walletconnect.clipboardFailed'), CLIPBOARD_TOAST_MS);
      }
    },
    approve: (proposal: ProposalView) => approve.mutate(proposal),
    reject: (proposal: ProposalView) => reject.mutate(proposal),
    remove: (topic: string) => remove.mutate(topic),
  };
}

export type ConnectPageModel = ReturnType<typeof useConnectPage>;
