import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useStore } from 'zustand';
import { assetUnitsOf } from '../../core/format/asset-units';
import { currentChain } from '../../infra/chain/indexer-client';
import { sessionStore } from '../../infra/session/session';
import { assetQuery, liveAccountInfoQuery } from './account-queries';

/**
 * /account/{account}/asset/{assetId} (issue 37): one asset as this account holds it, with the
 * chain facts the home's list leaves out (id, creator, frozen).
 */
export function useAccountAssetPage() {
  const { account: address = '', assetId: rawId = '' } = useParams();
  const validId = /^\d{1,20}$/.test(rawId);
  const assetId = validId ? BigInt(rawId) : 0n;
  const network = currentChain().network;
  const account = useStore(sessionStore, (s) => s.accounts.find((a) => a.addr === address));
  const info = useQuery({ ...liveAccountInfoQuery(network, address), enabled: Boolean(account) });
  const asset = useQuery({ ...assetQuery(network, assetId), enabled: validId });
  const holding = info.data?.assets?.find((h) => h['asset-id'] === assetId);
  return {
    address,
    account,
    validId,
    assetId,
    info,
    asset,
    units: asset.data ? assetUnitsOf(asset.data) : undefined,
    holding,
    retry: () => void Promise.all([info.refetch(), asset.refetch()]),
  };
}

export type AccountAssetPage = ReturnType<typeof useAccountAssetPage>;
