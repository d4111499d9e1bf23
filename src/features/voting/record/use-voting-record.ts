import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { buildVotingRecord, type VotingRecordKind } from '../../../core/voting/submission';
import { getSuggestedParams } from '../../../infra/chain/algod-client';
import { touch } from '../../../infra/session/session';
import { senderAuthorizer } from '../../../infra/transactions/fee-authorizer';
import { votingKeys } from '../query-keys';

export interface RecordRequest {
  kind: VotingRecordKind;
  account: string;
  note: string;
}

/**
 * Ask, vote, delegate and trusted list all publish one self payment carrying a note: prepare
 * builds it, the shared review (RecordReview) signs, sends and confirms it like a payment.
 */
export function useVotingRecord() {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<Transaction | null>(null);
  const prepare = useMutation({
    mutationFn: async (request: RecordRequest) => {
      touch();
      // Sized for the account's real signer: a rekeyed or multisig account signs longer.
      const [params, authorizer] = await Promise.all([
        getSuggestedParams(),
        senderAuthorizer(request.account),
      ]);
      return buildVotingRecord(request.kind, request.account, request.note, params, authorizer);
    },
    onSuccess: setReviewing,
  });
  return {
    prepare,
    reviewing,
    back: () => setReviewing(null),
    /** Reads every voting query again once a record is confirmed. */
    refresh: () => queryClient.invalidateQueries({ queryKey: votingKeys.all() }),
  };
}
