import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { AssetUnits } from '../../core/format/asset-units';
import { useTranslation, type TFunction } from '../../i18n/react';
import type { TokenMetadata } from '../../core/arc200/metadata';
import { arc200TokenQuery } from '../../infra/arc200/queries';
import { tokenListStore, tokensOf } from '../../infra/arc200/token-list';
import { sessionStore } from '../../infra/session/session';
import { tokenWord } from '../../ui/review/arc200-words';

/**
 * The ARC-200 tokens the person listed on this network, and their units once read (the same
 * cache as the Assets tab): a call to one that moved it reads as the transfer, in the activity and
 * on the transaction's page alike.
 */
export function useListedTokens(network: string, address: string) {
  const { t } = useTranslation();
  const walletId = useStore(sessionStore, (s) => s.walletId);
  const ids = tokensOf(
    useStore(tokenListStore, (s) => s.all),
    walletId,
    network,
  );
  const metas = useQueries({
    // The metadata is read by simulating from an account: none yet (a page still loading), none read.
    queries: ids.map((id) => ({
      ...arc200TokenQuery(network, id, address),
      enabled: address !== '',
    })),
  });
  const units = new Map<bigint, AssetUnits>();
  ids.forEach((id, i) => {
    const meta = metas[i]?.data;
    if (meta) units.set(id, tokenUnits(meta, t));
  });
  return listed(ids, units);
}

const tokenUnits = (meta: TokenMetadata, t: TFunction): AssetUnits => ({
  decimals: meta.decimals,
  unitName: tokenWord(meta, t),
  name: meta.name,
});

const listed = (ids: readonly bigint[], units: ReadonlyMap<bigint, AssetUnits>) => ({
  isToken: (appId: bigint) => ids.includes(appId),
  unitsOf: (appId: bigint) => units.get(appId),
});

/**
 * The same, read once outside React (the CSV export): every listed token's units are awaited
 * through the same cache; a token whose metadata cannot be read stays an app call.
 */
export async function readListedTokens(
  client: QueryClient,
  network: string,
  address: string,
  t: TFunction,
) {
  const ids = tokensOf(tokenListStore.getState().all, sessionStore.getState().walletId, network);
  const units = new Map<bigint, AssetUnits>();
  for (const id of ids) {
    const meta = await client.fetchQuery(arc200TokenQuery(network, id, address)).catch(() => null);
    if (meta) units.set(id, tokenUnits(meta, t));
  }
  return listed(ids, units);
}
