import { useQueries, useQuery } from '@tanstack/react-query';
import { accountInfoQuery, assetQuery } from '../../infra/chain/chain-queries';

// The assets an account holds, with the decimals and unit name the receive form needs. Shares
// the account and asset caches of the rest of the app.

export interface ReceiveAsset {
  id: bigint;
  status: 'loading' | 'ready' | 'error';
  name?: string;
  unitName?: string;
  decimals?: number;
}

export function useReceiveAssets(network: string, address: string, enabled: boolean) {
  const account = useQuery({ ...accountInfoQuery(network, address), enabled });
  const holdings = account.data?.assets ?? [];
  const details = useQueries({
    queries: holdings.map((holding) => assetQuery(network, holding['asset-id'])),
  });
  const assets: ReceiveAsset[] = holdings.map((holding, i) => {
    const query = details[i];
    const params = query?.data?.params;
    if (params)
      return {
        id: holding['asset-id'],
        status: 'ready',
        name: params.name,
        unitName: params['unit-name'],
        decimals: params.decimals,
      };
    return { id: holding['asset-id'], status: query?.isError ? 'error' : 'loading' };
  });
  return { assets, loading: enabled && account.isPending, error: account.error };
}
