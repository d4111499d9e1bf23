import { useQueries, useQuery } from '@tanstack/react-query';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import type { IndexerAccount } from '../../core/chain/indexer-types';
import type { BalanceFacts } from '../../core/payments/payment-draft';
import { accountInfoQuery, assetQuery } from '../../infra/chain/chain-queries';
import { useArc200PayAssets } from './use-arc200-pay-assets';

// What the pay form needs to know about the sender: its balances, the assets it holds (with
// their decimals and unit names) and the auth address the signer follows.

export interface PayAsset {
  /** '' for the native coin. */
  id: string;
  name: string;
  unitName: string;
  decimals: number;
  balance: bigint;
  /** The asset's parameters (decimals) are known. */
  loaded: boolean;
  /** The asset's parameters could not be read (unknown decimals). */
  failed: boolean;
  /** An ARC-200 token's app id (its `id` is then `arc200:<app id>`). */
  arc200?: bigint;
}

export interface PaySource {
  info: IndexerAccount | undefined;
  loading: boolean;
  error: unknown;
  assets: PayAsset[];
  facts: BalanceFacts | undefined;
  /** The chain's auth address when known (the account's own address when not rekeyed). */
  authAddress: string | undefined;
}

export function usePaySource(network: string, address: string, symbol: string): PaySource {
  // Always read afresh: the maximum must not come from a balance cached before a payment.
  const info = useQuery({
    ...accountInfoQuery(network, address),
    enabled: Boolean(address),
    refetchOnMount: 'always',
  });
  const holdings = info.data?.assets ?? [];
  const assetInfos = useQueries({
    queries: holdings.map((h) => ({ ...assetQuery(network, h['asset-id']), retry: 1 })),
  });
  const native: PayAsset = {
    id: '',
    name: symbol,
    unitName: symbol,
    decimals: NATIVE_DECIMALS,
    balance: info.data?.amount ?? 0n,
    loaded: true,
    failed: false,
  };
  const tokens = useArc200PayAssets(network, address);
  const assets = [
    native,
    ...holdings.map((holding, index): PayAsset => {
      const params = assetInfos[index]?.data?.params;
      const id = holding['asset-id'].toString();
      return {
        id,
        name: params?.name ?? `#${id}`,
        unitName: params?.['unit-name'] ?? '',
        decimals: params?.decimals ?? 0,
        balance: holding.amount,
        loaded: Boolean(params),
        failed: !params && Boolean(assetInfos[index]?.isError),
      };
    }),
    ...tokens,
  ];
  const data = info.data;
  return {
    info: data,
    loading: info.isLoading,
    error: info.error,
    assets,
    facts: data ? { balance: data.amount, heldAssets: holdings.length } : undefined,
    authAddress: data ? (data['auth-addr'] ?? data.address) : undefined,
  };
}

export function factsFor(source: PaySource, assetId: string): BalanceFacts | undefined {
  if (!source.facts) return undefined;
  if (!assetId) return source.facts;
  const asset = source.assets.find((a) => a.id === assetId);
  return { ...source.facts, assetBalance: asset?.balance ?? 0n };
}
