import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_CURRENCY } from '../../core/prices/currencies';
import { priceSourceFor } from '../../core/prices/price-config';
import { currentEnvironment } from '../../infra/chain/genesis-pin';
import { priceClientFor } from '../../infra/prices/price-client';
import { settingsStore } from '../../infra/settings/settings-store';
import { ValuesContext, valuesKeys, type ValuesService } from '../../ui/values/values';

// The values service every screen asks (src/ui/values): the currency and "Hide balances" from
// this device's settings, prices from the source config.json names for the environment in
// force. It loads with the open wallet's pages (QueryProvider), never with the login page.

/** A price is asked again after a minute (the client keeps each answer that long too). */
const PRICE_STALE_MS = 60_000;

export function ValuesProvider({ children }: { children: ReactNode }) {
  const currency = useStore(settingsStore, (s) => s.settings.currency ?? DEFAULT_CURRENCY);
  const hidden = useStore(settingsStore, (s) => s.settings.hideBalances === true);
  const configured = useStore(settingsStore, (s) => s.config.prices);
  const service = useMemo<ValuesService>(
    () => ({
      currency,
      hidden,
      priceQuery: (assetId) => {
        // Read at each ask, as the names are: the environment changes without a new service.
        const env = currentEnvironment();
        const source = priceSourceFor(env, configured);
        if (!source) return null;
        const client = priceClientFor(env, source);
        return {
          queryKey: valuesKeys.price(env, source.url, assetId.toString()),
          queryFn: async () => {
            const price = await client.price(assetId);
            // Thrown, so that a failed refresh keeps the last price (which then grows old).
            if (!price) throw new Error('No price');
            return price;
          },
          staleTime: PRICE_STALE_MS,
        };
      },
    }),
    [currency, hidden, configured],
  );
  return <ValuesContext.Provider value={service}>{children}</ValuesContext.Provider>;
}
