import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { sessionStore, touch } from '../../infra/session/session';
import {
  answerRequest,
  rejectRequest,
  type RequestView,
} from '../../infra/walletconnect/wallet-connect';
import { describeError } from '../../ui/errors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { signDataAnswer, SignInOutOfTime } from './sign-data-answer';
import { useDelegationReview } from './use-delegation-review';

/** One `algo_signData` request's state and actions: sign and answer, or reject (4001). */
export function useSignDataCard(request: RequestView) {
  const { t } = useTranslation();
  const walletOpen = useStore(sessionStore, (s) => s.status === 'open');
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const items = request.signData ?? [];
  const delegation = useDelegationReview(items);

  const approve = useMutation({
    mutationFn: async () => {
      touch();
      const signatures = await signDataAnswer(items, accounts);
      await answerRequest(request, signatures);
    },
    onSuccess: () => notifySuccess(t('walletconnect.signData.signed')),
    onError: (error) =>
      notifyError(
        error instanceof SignInOutOfTime
          ? t('walletconnect.dataRefusal.expired')
          : describeError(error, t),
      ),
  });
  const reject = useMutation({
    mutationFn: () => rejectRequest(request),
    onSuccess: () => notifySuccess(t('walletconnect.requestRejected')),
    onError: (error) => notifyError(describeError(error, t)),
  });

  return {
    request,
    items,
    signIn: items.length > 0 && items.every((i) => i.signIn !== null),
    walletOpen,
    busy: approve.isPending || reject.isPending,
    signing: approve.isPending,
    /** Developer mode's delegation: read and retyped (always true without one). */
    delegation,
    nameOf: (address: string) => accounts.find((a) => a.addr === address)?.name,
    approve: () => approve.mutate(),
    reject: () => reject.mutate(),
  };
}

export type SignDataCardModel = ReturnType<typeof useSignDataCard>;
