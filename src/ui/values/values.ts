import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { DEFAULT_CURRENCY, type FiatCurrency } from '../../core/prices/currencies';
import { fiatValueOf, type FiatValue } from '../../core/prices/fiat-value';
import type { AssetPrice } from '../../core/prices/price-answer';

// What amounts are worth, and whether they are shown at all (issue 41), for every screen. ui
// may not read settings or call the price API itself, so the app provides this service
// (src/app/values) and screens ask it through the hooks below: no screen looks a price up on
// its own. Without a provider (tests, pages before a wallet opens) nothing has a value and
// nothing is hidden.

/** What an amount shows while balances are hidden. */
export const HIDDEN_AMOUNT = '••••';

/** What a TanStack query needs; the key comes from valuesKeys, never a literal. */
export interface PriceQuery {
  readonly queryKey: readonly unknown[];
  readonly queryFn: (context: { signal: AbortSignal }) => Promise<AssetPrice>;
  readonly staleTime: number;
}

export interface ValuesService {
  /** The currency chosen in Settings. */
  readonly currency: FiatCurrency;
  /** "Hide balances" is on: every amount and value outside the review shows HIDDEN_AMOUNT. */
  readonly hidden: boolean;
  /** The asset's price query (0: the network coin); null where prices are off. */
  priceQuery(assetId: bigint): PriceQuery | null;
}

const NO_VALUES: ValuesService = {
  currency: DEFAULT_CURRENCY,
  hidden: false,
  priceQuery: () => null,
};

export const ValuesContext = createContext<ValuesService>(NO_VALUES);

export const valuesKeys = {
  off: () => ['price-off'] as const,
  /** Per environment and source, so a switch of either never shows the other's prices. */
  price: (env: string, source: string, assetId: string) => ['price', env, source, assetId] as const,
};

/** An amount of an asset (0n: the network coin) in base units with its decimals. */
export interface Holding {
  readonly assetId: bigint;
  readonly amount: bigint;
  readonly decimals: number;
}

// Asked again every minute (the client keeps each answer that long), so a page left open
// learns when its price has grown old.
const REFRESH_MS = 60_000;

function priceOptions(query: PriceQuery | null) {
  return {
    queryKey: query?.queryKey ?? valuesKeys.off(),
    queryFn: query?.queryFn ?? (() => Promise.reject(new Error('Prices are off'))),
    staleTime: query?.staleTime ?? Infinity,
    enabled: query !== null,
    refetchInterval: query ? REFRESH_MS : (false as const),
    retry: false,
  };
}

// The price as last read and when it was last asked for: a failed refresh keeps the last
// price, which then says it is old once the source stops answering for ten minutes.
function valueOf(
  holding: Holding,
  state: { data?: AssetPrice; dataUpdatedAt: number; errorUpdatedAt: number },
  currency: FiatCurrency,
): FiatValue | null {
  const askedAt = Math.max(state.dataUpdatedAt, state.errorUpdatedAt);
  return fiatValueOf(holding.amount, holding.decimals, state.data, currency, askedAt);
}

/** What the holding is worth in the chosen currency, or null when no price is known. */
export function useFiatValue(holding: Holding | undefined): FiatValue | null {
  const service = useContext(ValuesContext);
  const query = holding ? service.priceQuery(holding.assetId) : null;
  const price = useQuery(priceOptions(query));
  if (!holding || !query) return null;
  return valueOf(holding, price, service.currency);
}

/** Whether amounts are hidden ("Hide balances" in the header). */
export function useBalancesHidden(): boolean {
  return useContext(ValuesContext).hidden;
}
