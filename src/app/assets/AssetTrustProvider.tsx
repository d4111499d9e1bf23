import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { verifiedListUrlFor } from '../../core/assets/verified-list';
import { effectiveEnvironment } from '../../core/config/settings';
import { fetchVerifiedList } from '../../infra/assets/verified-assets';
import { settingsStore } from '../../infra/settings/settings-store';
import {
  AssetTrustContext,
  assetTrustKeys,
  type AssetTrustService,
} from '../../ui/assets/asset-trust';

// The verified-asset list every screen asks (src/ui/assets): the one config.json's
// `verifiedAssets` names for the environment in force, none by default. It loads with the open
// wallet's pages (QueryProvider), never with the login page.

/** A list changes rarely: read once an hour at most. */
const LIST_STALE_MS = 60 * 60_000;

export function AssetTrustProvider({ children }: { children: ReactNode }) {
  const env = useStore(settingsStore, (s) => effectiveEnvironment(s.settings, s.config));
  const configured = useStore(settingsStore, (s) => s.config.verifiedAssets);
  const service = useMemo<AssetTrustService>(() => {
    const listUrl = verifiedListUrlFor(env, configured);
    return {
      listUrl,
      listQuery: listUrl
        ? {
            queryKey: assetTrustKeys.list(env, listUrl),
            queryFn: ({ signal }) => fetchVerifiedList(listUrl, signal),
            staleTime: LIST_STALE_MS,
          }
        : null,
    };
  }, [env, configured]);
  return <AssetTrustContext.Provider value={service}>{children}</AssetTrustContext.Provider>;
}
