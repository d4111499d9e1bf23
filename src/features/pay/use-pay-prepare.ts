import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import type { MultisigParams, PublicAccount } from '../../core/accounts/stored-account';
import { ReceiverNotOptedInError } from '../../core/assets/opt-in';
import { chainKeys } from '../../core/chain/query-keys';
import { authorizerFor } from '../../core/fees/authorizer';
import {
  createProposal,
  decodeProposal,
  MULTISIG_PROPOSAL_FEE,
  proposalToText,
} from '../../core/multisig/proposal';
import { buildPaymentTransaction, type PaymentDraft } from '../../core/payments/payment-draft';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { holdsAsset } from '../../infra/chain/asset-holding';
import { touch } from '../../infra/session/session';
import { arc200Transfer } from './arc200-send';
import { payKeys } from './query-keys';
import type { PaySource } from './use-pay-assets';

export interface Reviewing {
  txn: Transaction;
  /** Set for multisig senders: the base64url proposal being signed. */
  proposal?: string;
}

interface PreparePayment {
  network: string;
  accounts: readonly PublicAccount[];
  from: PublicAccount | undefined;
  source: PaySource;
  /** The form's chosen asset (its id as text, or a token key). */
  assetId: string;
  multisig: boolean;
  multisigParams: () => MultisigParams;
  routeFrom: string | undefined;
  multisigInput: string | undefined;
}

/**
 * From a filled form (or a co-signer's multisig link) to the transaction under review, and the
 * reload of both sides once it is confirmed.
 */
export function usePayPrepare(p: PreparePayment) {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
  const [reviewedIncoming, setReviewedIncoming] = useState(false);

  // /multisig/{account}/{proposal}: a co-signer's link opens straight in review.
  const incoming = useQuery({
    queryKey: payKeys.multisigInput(p.routeFrom, p.multisigInput),
    enabled: Boolean(p.multisigInput && p.from && p.source.info),
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const { genesisHash } = await getSuggestedParams();
      const proposal = decodeProposal(p.multisigInput!, {
        sender: p.from!.addr,
        params: p.multisigParams(),
        genesisHash,
      });
      return { txn: proposal.txn, proposal: proposalToText(proposal) };
    },
  });
  if (incoming.data && !reviewing && !reviewedIncoming) {
    setReviewedIncoming(true);
    setReviewing(incoming.data);
  }

  const prepare = useMutation({
    mutationFn: async (draft: PaymentDraft): Promise<Reviewing> => {
      touch();
      const token = p.source.assets.find((a) => a.id === p.assetId);
      if (token?.arc200) return { txn: await arc200Transfer(draft, token.arc200) };
      // Said in plain words before review, instead of the node's refusal after signing.
      const assetId = draft.assetId ?? 0n;
      if (
        assetId > 0n &&
        draft.payTo !== draft.payFrom &&
        !(await holdsAsset(draft.payTo, assetId))
      ) {
        throw new ReceiverNotOptedInError(draft.payTo, assetId);
      }
      const params = await getSuggestedParams();
      const authorizer = authorizerFor(draft.payFrom, p.accounts, p.source.authAddress);
      if (!p.multisig) return { txn: buildPaymentTransaction(draft, params, authorizer) };
      // Proposals carry the fixed fee co-signers expect (spec section 9) unless the node asks more.
      const txn = buildPaymentTransaction(
        { ...draft, fee: MULTISIG_PROPOSAL_FEE },
        params,
        authorizer,
      );
      return { txn, proposal: proposalToText(createProposal(txn, p.multisigParams())) };
    },
    onSuccess: setReviewing,
  });

  return {
    incoming,
    reviewing,
    setReviewing,
    prepare,

    /** Reloads both sides of a confirmed payment. */
    finished(txn: Transaction) {
      const touched = [txn.sender.toString()];
      const receiver = txn.payment?.receiver ?? txn.assetTransfer?.receiver;
      if (receiver) touched.push(receiver.toString());
      if (txn.applicationCall) {
        void queryClient.invalidateQueries({ queryKey: chainKeys.arc200BalancesOn(p.network) });
        void queryClient.invalidateQueries({ queryKey: chainKeys.arc200TransfersOn(p.network) });
      }
      for (const address of touched) {
        void queryClient.invalidateQueries({ queryKey: chainKeys.account(p.network, address) });
        void queryClient.invalidateQueries({
          queryKey: chainKeys.accountTransactions(p.network, address),
        });
      }
    },
  };
}
