import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign } from '../../core/accounts/capabilities';
import { chainKeys } from '../../core/chain/query-keys';
import { buildInboxClaim, buildInboxReject } from '../../core/inbox/arc59';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { holdsAsset } from '../../infra/chain/asset-holding';
import { currentChain } from '../../infra/chain/indexer-client';
import { currentRouterId, readInbox, type InboxAsset } from '../../infra/inbox/inbox-reads';
import { sessionStore, touch } from '../../infra/session/session';

export interface InboxAction {
  kind: 'claim' | 'reject';
  asset: InboxAsset;
  txns: Transaction[];
}

/**
 * /inbox/{account}: what waits in the account's ARC-59 inbox, and Claim (opt in and take it,
 * one group) or Reject (back to its creator) for each asset. Watch accounts only look.
 */
export function useInboxPage() {
  const queryClient = useQueryClient();
  const { account: address = '' } = useParams();
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const account = accounts.find((a) => a.addr === address);
  const network = currentChain().network;
  const routerId = currentRouterId();
  const [reviewing, setReviewing] = useState<InboxAction | null>(null);

  const inbox = useQuery({
    queryKey: chainKeys.inbox(network, address),
    enabled: Boolean(account && routerId),
    queryFn: () => readInbox(routerId!, address),
  });

  const prepare = useMutation({
    mutationFn: async ({ kind, asset }: Omit<InboxAction, 'txns'>): Promise<InboxAction> => {
      touch();
      const found = inbox.data;
      if (!routerId || !found) throw new Error('No inbox');
      const params = await getSuggestedParams();
      const base = {
        receiver: address,
        inbox: found.address,
        assetId: asset.assetId,
        routerId,
        inboxSpare: found.spare,
        params,
      };
      const txns =
        kind === 'claim'
          ? buildInboxClaim({ ...base, optedIn: await holdsAsset(address, asset.assetId) })
          : buildInboxReject({ ...base, creator: asset.creator });
      return { kind, asset, txns };
    },
    onSuccess: setReviewing,
  });

  return {
    account,
    accounts,
    routerId,
    inbox,
    mayAct: account ? canSign(account, accounts) : false,
    prepare,
    reviewing,
    back: () => setReviewing(null),
    /** The account, its history and the inbox are read again. */
    finished() {
      for (const key of [
        chainKeys.account(network, address),
        chainKeys.accountTransactions(network, address),
        chainKeys.inbox(network, address),
      ])
        void queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

export type InboxPageState = ReturnType<typeof useInboxPage>;
