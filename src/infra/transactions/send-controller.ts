import type { Transaction } from 'algosdk';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { maySend, type SendState } from '../../core/transactions/send-state';
import { demandedSigner, refusedTxid } from '../../core/transactions/submit-outcome';
import { currentRound, roundAfter } from './node-calls';
import { sessionStore, updateStoredAccount } from '../session/session';
import { checkGroup, groupTxid, submitGroup, type GroupFate } from './submit-group';

// One reviewed group from "Send" to its fate, without React. The signed bytes are kept for the
// life of the review: a retry after an unclear answer resends exactly them, so the network can
// apply the group at most once. While the fate is unknown the group is looked up every round.

export interface SendJob {
  /** The exact transactions the user reviewed. */
  txns: readonly Transaction[];
  /**
   * A group of the same review sent first (a swap route's app opt-ins): signed in the same
   * step, and `txns` is sent only once it is confirmed. Its own fate is never the job's.
   */
  before?: readonly Transaction[];
  /**
   * Signs `before` then `txns` in one step (their signatures in that order); called again
   * only after a refusal or a failed signature.
   */
  sign: (signal: AbortSignal) => Promise<Uint8Array[]>;
  /** Told when the wallet stored a rekey (the review shows the spec's toast). */
  onRekeyStored?: (address: string) => void;
  onConfirmed?: (txid: string, round: bigint) => void;
}

export interface SendController {
  readonly state: StoreApi<SendState>;
  /** Sign (if needed), submit and follow. Ignored while not allowed (see maySend). */
  send(): Promise<void>;
  /** Replaces the job's callbacks (a review re-rendered with a newer proposal, say). */
  updateJob(job: Omit<SendJob, 'txns'>): void;
  /** Stops waiting for a phone wallet's signature. */
  cancelSigning(): void;
  /** (Re)starts after `dispose` (a review shown again, React's strict-mode remount). */
  activate(): void;
  /** Stops background lookups (the review was left). */
  dispose(): void;
}

/** Stores rekeys the chain now knows: a confirmed rekey, or the node naming the real signer. */
async function storeRekeys(
  txns: readonly Transaction[],
  fate: GroupFate,
  notify?: (a: string) => void,
) {
  const accounts = sessionStore.getState().accounts;
  const update = async (account: PublicAccount | undefined, rekeyedTo: string) => {
    if (!account || (account.rekeyedTo ?? account.addr) === rekeyedTo) return;
    await updateStoredAccount(account, {
      rekeyedTo: rekeyedTo === account.addr ? undefined : rekeyedTo,
    });
    notify?.(rekeyedTo);
  };
  if (fate.kind === 'confirmed') {
    for (const txn of txns) {
      const target = txn.rekeyTo?.toString();
      const sender = txn.sender.toString();
      // Rekeying to oneself gives the authority back to the account's own key.
      if (target)
        await update(
          accounts.find((a) => a.addr === sender),
          target,
        );
    }
  } else if (fate.kind === 'refused') {
    const signer = demandedSigner(fate.message);
    if (!signer) return;
    const named = refusedTxid(fate.message);
    const txn = txns.find((t) => t.txID() === named) ?? txns[0];
    const sender = txn?.sender.toString();
    await update(
      accounts.find((a) => a.addr === sender),
      signer,
    );
  }
}

const WATCH_RETRY_MS = 4_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSendController(initialJob: SendJob): SendController {
  let job = initialJob;
  const state = createStore<SendState>(() => ({ kind: 'ready' }));
  let signed: Uint8Array[] | undefined;
  // The `before` group's signatures, until it is confirmed; then null (only txns are left).
  let signedBefore: Uint8Array[] | null | undefined = initialJob.before?.length ? undefined : null;
  let beforeTxid: string | undefined;
  let signing: AbortController | null = null;
  let disposed = false;
  let watching = false;

  const set = (next: SendState) => {
    if (!disposed) state.setState(next, true);
  };

  async function settle(fate: GroupFate): Promise<void> {
    if (fate.kind === 'confirmed' && signedBefore !== null && fate.txid === beforeTxid) {
      // The opt-ins are in: now the group itself, with the signatures of the same step.
      signedBefore = null;
      set({ kind: 'sending' });
      return submitMain();
    }
    if (fate.kind === 'refused' || fate.kind === 'expired') signed = undefined;
    if (signedBefore !== null && (fate.kind === 'refused' || fate.kind === 'expired'))
      signedBefore = undefined;
    switch (fate.kind) {
      case 'confirmed':
        set(fate);
        job.onConfirmed?.(fate.txid, fate.round);
        break;
      case 'refused':
        set({ kind: 'refused', message: fate.message, txid: fate.txid });
        break;
      case 'expired':
        set(fate);
        break;
      case 'unauthorized':
        set({ kind: 'unauthorized' });
        return;
      case 'unknown':
        set({ ...fate, checking: false });
        void watch();
        return;
    }
    await storeRekeys(job.txns, fate, job.onRekeyStored).catch(() => undefined);
  }

  /** While the fate is unknown: one lookup per new round until it is known or we are left. */
  async function watch(): Promise<void> {
    if (watching) return;
    watching = true;
    try {
      let round = await currentRound().catch(() => undefined);
      while (!disposed) {
        round =
          round === undefined
            ? await pause(WATCH_RETRY_MS).then(() => currentRound().catch(() => undefined))
            : await roundAfter(round).catch(() => undefined);
        const now = state.getState();
        if (disposed || now.kind !== 'unknown') return;
        if (now.checking) continue;
        const fate = await checkGroup(now.txid, now.lastValid, now.reason).catch(() => null);
        if (fate && fate.kind !== 'unknown' && state.getState().kind === 'unknown') {
          await settle(fate);
          return;
        }
      }
    } finally {
      watching = false;
    }
  }

  async function send(): Promise<void> {
    const before = state.getState();
    if (!maySend(before)) return;
    if (before.kind === 'unknown') {
      // First ask whether the earlier attempt got through after all.
      set({ ...before, checking: true });
      const fate = await checkGroup(before.txid, before.lastValid, before.reason).catch(() => null);
      if (fate && fate.kind !== 'unknown') return settle(fate);
    }
    if (!signed) {
      set({ kind: 'signing' });
      signing = new AbortController();
      try {
        const all = await job.sign(signing.signal);
        const count = signedBefore === null ? 0 : (job.before?.length ?? 0);
        // Signed again after a refusal of the group itself: the confirmed `before` is skipped.
        const skip = signedBefore === null ? (job.before?.length ?? 0) : 0;
        if (signedBefore !== null) signedBefore = all.slice(0, count);
        signed = all.slice(count + skip);
      } catch (error) {
        set({ kind: 'signing-failed', error });
        return;
      } finally {
        signing = null;
      }
    }
    set({ kind: 'sending' });
    if (signedBefore && job.before) {
      beforeTxid = groupTxid(job.before);
      const fate = await submitGroup({ txns: job.before, signed: signedBefore }, (txid) =>
        set({ kind: 'sent', txid }),
      );
      return settle(fate);
    }
    return submitMain();
  }

  async function submitMain(): Promise<void> {
    const fate = await submitGroup({ txns: job.txns, signed: signed ?? [] }, (txid) =>
      set({ kind: 'sent', txid }),
    );
    await settle(fate);
  }

  return {
    state,
    send,
    updateJob: (next) => {
      job = { ...next, txns: job.txns, before: job.before };
    },
    cancelSigning: () => signing?.abort(),
    activate: () => {
      disposed = false;
      if (state.getState().kind === 'unknown') void watch();
    },
    dispose: () => {
      disposed = true;
      signing?.abort();
    },
  };
}
