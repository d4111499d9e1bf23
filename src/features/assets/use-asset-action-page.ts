import { useMutation, useQuery } from '@tanstack/react-query';
import type { SuggestedParams, Transaction } from 'algosdk';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { canSign } from '../../core/accounts/capabilities';
import type { AssetRole } from '../../core/assets/asset-transactions';
import { toChainAsset } from '../../core/assets/chain-asset';
import type { Authorizer } from '../../core/fees/required-fee';
import { getSuggestedParams } from '../../infra/chain/algod-client';
import { accountInfoQuery, assetQuery } from '../../infra/chain/chain-queries';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore, touch } from '../../infra/session/session';
import { senderAuthorizer } from '../../infra/transactions/fee-authorizer';

export const ASSET_ACTIONS = ['modify', 'freeze', 'revoke', 'destroy'] as const;
export type AssetAction = (typeof ASSET_ACTIONS)[number];

/** Which role signs each action (second spec document, section 6). */
export const ROLE_OF_ACTION: Record<AssetAction, AssetRole> = {
  modify: 'manager',
  freeze: 'freeze',
  revoke: 'clawback',
  destroy: 'manager',
};

/** How often the destroy page reads the creator's holding again while it is open. */
const CREATOR_REFRESH_MS = 4_000;

/**
 * /asset/{action}/{assetId}: the asset, the wallet account holding the action's role (if any),
 * and the transaction under review. Forms build through `prepare`.
 */
export function useAssetActionPage() {
  const { action: rawAction = '', assetId: rawId = '' } = useParams();
  const action = ASSET_ACTIONS.find((a) => a === rawAction);
  const validId = /^\d{1,20}$/.test(rawId);
  const assetId = validId ? BigInt(rawId) : 0n;
  const network = currentChain().network;
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const asset = useQuery({ ...assetQuery(network, assetId), enabled: validId && !!action });
  const chainAsset = asset.data && !asset.data.deleted ? toChainAsset(asset.data) : null;
  const role = action ? ROLE_OF_ACTION[action] : 'manager';
  const holderAddress = chainAsset?.[role];
  const holder = accounts.find((a) => a.addr === holderAddress);
  const holderInfo = useQuery({
    ...accountInfoQuery(network, holderAddress ?? ''),
    enabled: Boolean(holder),
    staleTime: 0,
    refetchOnMount: 'always',
  });
  // Destroy needs the creator to hold the whole supply.
  const creatorInfo = useQuery({
    ...accountInfoQuery(network, chainAsset?.creator ?? ''),
    enabled: action === 'destroy' && Boolean(chainAsset),
    // Whether the creator holds everything must be read now and kept current while the page is
    // open (a holder may send the rest back meanwhile); the page also stays mounted from one
    // action to the next, so mounting alone would not read it again.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: CREATOR_REFRESH_MS,
  });
  const creatorHolding = creatorInfo.data?.assets?.find((h) => h['asset-id'] === assetId)?.amount;
  const [reviewing, setReviewing] = useState<Transaction | null>(null);

  const prepare = useMutation({
    // The fee is sized for the holder's real signer (a rekeyed or multisig holder signs longer).
    mutationFn: async (build: (params: SuggestedParams, authorizer: Authorizer) => Transaction) => {
      touch();
      const [params, authorizer] = await Promise.all([
        getSuggestedParams(),
        senderAuthorizer(holderAddress ?? ''),
      ]);
      return build(params, authorizer);
    },
    onSuccess: setReviewing,
  });

  return {
    action,
    validId,
    assetId,
    accounts,
    asset,
    chainAsset,
    role,
    holder,
    holderCanSign: holder ? canSign(holder, accounts, holderInfo.data?.['auth-addr']) : false,
    creatorInfo,
    creatorHolding,
    prepare,
    reviewing,
    back() {
      setReviewing(null);
      prepare.reset();
    },
  };
}

export type AssetActionState = ReturnType<typeof useAssetActionPage>;
