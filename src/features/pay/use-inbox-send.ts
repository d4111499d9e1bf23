import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { ReceiverNotOptedInError } from '../../core/assets/opt-in';
import { chainKeys } from '../../core/chain/query-keys';
import { buildInboxSend } from '../../core/inbox/arc59';
import type { PaymentDraft } from '../../core/payments/payment-draft';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { currentRouterId, inboxOf, sendAssetInfo } from '../../infra/inbox/inbox-reads';
import { touch } from '../../infra/session/session';

export interface InboxReviewing {
  txns: Transaction[];
  assetId: bigint;
  amount: bigint;
  receiver: string;
  /** Algo the sender pays besides the asset: the group's fees and the router's funding. */
  fees: bigint;
  funding: bigint;
}

/**
 * ARC-59 in Pay: when the receiver has not opted in to the asset (the draft's check failed with
 * ReceiverNotOptedInError), the page offers to send through the receiver's inbox instead.
 * The group's Algo comes from simulating the router; it is signed through the usual review.
 */
export function useInboxSend(
  network: string,
  error: unknown,
  draft: PaymentDraft | undefined,
  mayOffer: boolean,
) {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<InboxReviewing | null>(null);
  const routerId = currentRouterId();
  const refused = error instanceof ReceiverNotOptedInError ? error : undefined;

  const prepare = useMutation({
    mutationFn: async (): Promise<InboxReviewing> => {
      touch();
      if (!routerId || !refused || !draft) throw new Error('Nothing to send through the inbox');
      const { receiver, assetId } = refused;
      const [info, inbox, params] = await Promise.all([
        sendAssetInfo(routerId, draft.payFrom, receiver, assetId),
        inboxOf(routerId, receiver),
        getSuggestedParams(),
      ]);
      const built = buildInboxSend({
        sender: draft.payFrom,
        receiver,
        assetId,
        amount: draft.amount,
        routerId,
        inbox,
        info,
        params,
        note: draft.note,
      });
      return { ...built, assetId, amount: draft.amount, receiver };
    },
    onSuccess: setReviewing,
  });

  return {
    /** Offered for a receiver not opted in, where this network has a router. */
    offered: Boolean(refused && routerId && draft && mayOffer),
    receiver: refused?.receiver,
    assetId: refused?.assetId,
    prepare,
    reviewing,
    back: () => setReviewing(null),
    /** Both accounts and the receiver's inbox are read again. */
    finished(sender: string) {
      if (!reviewing) return;
      for (const address of [sender, reviewing.receiver]) {
        void queryClient.invalidateQueries({ queryKey: chainKeys.account(network, address) });
        void queryClient.invalidateQueries({
          queryKey: chainKeys.accountTransactions(network, address),
        });
      }
      void queryClient.invalidateQueries({
        queryKey: chainKeys.inbox(network, reviewing.receiver),
      });
    },
  };
}
