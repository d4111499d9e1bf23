import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useNavigate } from 'react-router';
import { encodeUnsignedTransaction } from 'algosdk';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import {
  DEFAULT_PARTICIPATION_ROUNDS,
  readRounds,
  RELOAD_DELAY_MS,
} from '../../../core/participation/participation';
import {
  prepareGoOffline,
  prepareGoOnline,
  type PreparedKeyRegistration,
} from '../../../infra/participation/participation-flow';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { participationErrorText } from './participation-error-text';
import { chainKeys } from '../../../core/chain/query-keys';
import { bytesToBase64Url } from '../../../core/encoding/base64';
import { rewardsByDefault } from '../../../core/participation/rewards';

export type Mode = 'online' | 'offline';

export interface KeyRegistrationTarget {
  account: PublicAccount;
  wallet: readonly PublicAccount[];
  network: string;
  authAddress: string | undefined;
  /** The account's balance (µAlgo) as the node last answered; undefined while loading. */
  balance?: bigint | undefined;
}

/**
 * The dialog's state: the rounds form, preparing the key registration (host key, build), the
 * shared review, and once confirmed the account reloaded 5 s later (the indexer catching up).
 */
export function useKeyRegistration({
  account,
  wallet,
  network,
  authAddress,
  balance,
}: KeyRegistrationTarget) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode | null>(null);
  const [rounds, setRounds] = useState<number | string>(DEFAULT_PARTICIPATION_ROUNDS);
  // null: not chosen yet, so on when the balance is in the range that is paid.
  const [rewardsChoice, setRewards] = useState<boolean | null>(null);
  // Going online again while online: a new key (for rewards, or to renew the expiring one).
  const [renewal, setRenewal] = useState(false);
  const rewards = rewardsChoice ?? rewardsByDefault(balance);
  const [confirmed, setConfirmed] = useState<{ round: bigint } | null>(null);
  const [mayLeave, setMayLeave] = useState(true);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const prepare = useMutation<PreparedKeyRegistration, unknown, Mode>({
    mutationFn: (next) => {
      const request = { account, wallet, authAddress };
      return next === 'online'
        ? prepareGoOnline({ ...request, rounds: readRounds(rounds) ?? Number.NaN, rewards })
        : prepareGoOffline(request);
    },
    onError: (error) => notifyError(participationErrorText(error, t)),
    // A multisig signs on the proposal page, where co-signers' links also open.
    onSuccess: (prepared) => {
      if (!prepared.viaProposal) return;
      const data = bytesToBase64Url(encodeUnsignedTransaction(prepared.txn));
      setMode(null);
      notifySuccess(t('participation.viaProposal'), 10_000);
      void navigate(`/multisig/${account.addr}/${data}`);
    },
  });

  // As typed: out of range it stays in the field and the dialog waits (never clamped).
  const roundsValid = readRounds(rounds) !== null;
  const locked = prepare.isPending || !mayLeave;

  /**
   * `options.rewards`: start with the staking-rewards option set (re-registering for them);
   * `options.renewal`: the account is online already and registers a new key.
   */
  function open(next: Mode, options: { rewards?: boolean; renewal?: boolean } = {}) {
    prepare.reset();
    setRewards(options.rewards ?? null);
    setRenewal(options.renewal ?? false);
    setConfirmed(null);
    setMayLeave(true);
    setMode(next);
    // Going offline has nothing to choose: straight to the review, whose Send is the one ask.
    if (next === 'offline') prepare.mutate('offline');
  }

  function close() {
    if (!locked) setMode(null);
  }

  function submit() {
    if (!mode || prepare.isPending || (mode === 'online' && !roundsValid)) return;
    prepare.mutate(mode);
  }

  function onConfirmed(_txid: string, round: bigint) {
    setConfirmed({ round });
    notifySuccess(
      t(mode === 'online' ? 'participation.onlineToast' : 'participation.offlineToast'),
    );
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: chainKeys.account(network, account.addr) });
      void queryClient.invalidateQueries({
        queryKey: chainKeys.accountTransactions(network, account.addr),
      });
    }, RELOAD_DELAY_MS);
  }

  return {
    mode,
    renewal,
    rounds,
    setRounds,
    roundsValid,
    balance,
    rewards,
    setRewards,
    prepare,
    errorText: prepare.isError ? participationErrorText(prepare.error, t) : null,
    confirmed,
    locked,
    setMayLeave,
    open,
    close,
    submit,
    onConfirmed,
  };
}

export type KeyRegistrationDialog = ReturnType<typeof useKeyRegistration>;
