import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { formatAmountWithUnit } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { signTxnResult, type RequestEntry } from '../../core/walletconnect/sign-request';
import { sessionStore, touch } from '../../infra/session/session';
import {
  answerRequest,
  markSigned,
  rejectRequest,
  type RequestView,
} from '../../infra/walletconnect/wallet-connect';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { reviewReady, useGroupReview } from '../../ui/review/use-group-review';
import { useAppCallsRead } from '../../ui/review/app-call-read';
import { useNumberSeparators } from '../../ui/use-amount-format';
import { signEntries } from './sign-entries';
import { useRequestEntries } from './use-request-entries';
import type { ChainFacts } from './use-wallet-connect';

const FAILURE_TOAST_MS = 5_000;

/** One `algo_signTxn` request's state and actions: sign, send back, reject. */
export function useRequestCard(request: RequestView, chain: ChainFacts, allowRekeys: boolean) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  const walletOpen = useStore(sessionStore, (s) => s.status === 'open');
  const { accounts, validation, otherChain, entries, signed } = useRequestEntries(
    request,
    chain,
    allowRekeys,
  );
  const [partial, setPartial] = useState<ReadonlyMap<string, string>>(new Map());
  const [expanded, setExpanded] = useState<number | null>(null);
  // Rejected while signing: nothing of this request is kept.
  const stop = useRef(false);
  const toSign = entries.filter((e) => e.toSign);
  const signedCount = toSign.filter((e) => signed.has(e.txid)).length;
  // The same review the card shows: signing waits until it has every amount in units.
  const review = useGroupReview(
    entries.map((e) => e.txn),
    accounts.map((a) => a.addr),
    undefined,
    entries.length > 0,
  );
  const reviewed = reviewReady(review.data, review.isFetching, useAppCallsRead());

  const sign = useMutation({
    mutationFn: async (list: RequestEntry[]) => {
      stop.current = false;
      touch();
      const results = await signEntries(list, accounts);
      if (stop.current) return;
      for (const [txid, result] of results) {
        if (result.kind === 'signed') {
          markSigned(request, txid, result.bytes);
        } else {
          const text = t('walletconnect.partial', {
            count: result.signatures,
            threshold: result.threshold,
          });
          setPartial((m) => new Map(m).set(txid, text));
        }
      }
    },
    onError: (error) => notifyError(describeError(error, t)),
  });
  const sendBack = useMutation({
    mutationFn: () => answerRequest(request, signTxnResult(entries, signed)),
    onSuccess: () => notifySuccess(t('walletconnect.requestAccepted')),
    onError: () => notifyError(t('walletconnect.acceptFailed'), FAILURE_TOAST_MS),
  });
  const reject = useMutation({
    mutationFn: () => {
      stop.current = true;
      return rejectRequest(request);
    },
    onSuccess: () => notifySuccess(t('walletconnect.requestRejected')),
    onError: (error) => notifyError(describeError(error, t)),
  });

  return {
    request,
    accounts,
    validation,
    otherChain,
    entries,
    signed,
    partial,
    expanded,
    toggle: (index: number) => setExpanded((e) => (e === index ? null : index)),
    toSign,
    signedCount,
    walletOpen,
    reviewed,
    busy: sign.isPending || sendBack.isPending || reject.isPending,
    nameOf: (address: string) => accounts.find((a) => a.addr === address)?.name,
    /** An entry's amount in units; an asset's only once the review knows its decimals. */
    amountText(amount: bigint, assetId: bigint | undefined): string {
      if (!assetId)
        return formatAmountWithUnit(amount, NATIVE_DECIMALS, '', separators, { fixed: true });
      const units = review.data?.assets.get(assetId);
      if (!units) return t('review.unitsLoading', { id: assetId.toString() });
      const unit = units.unitName || units.name || `#${assetId.toString()}`;
      const text = formatAmountWithUnit(amount, units.decimals, unit, separators, { fixed: true });
      return `${text} (#${assetId.toString()})`;
    },
    signAll: () => sign.mutate(toSign),
    sendBack: () => sendBack.mutate(),
    reject: () => reject.mutate(),
  };
}

export type RequestCardModel = ReturnType<typeof useRequestCard>;
