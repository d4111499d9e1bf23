import { z } from 'zod';
import { FIAT_CURRENCIES, type FiatCurrency } from './currencies';

// A price source's answer is data from the internet (issue 41): CoinGecko's shape, keyed by
// the coin id or the asset id asked, `{"31566704": {"usd": 1.0, "eur": 0.92, …,
// "last_updated_at": 1711356300}}`. Anything odd leaves that price out: a missing price shows
// nothing, never 0 and never a made-up value.

/** One asset's price per whole unit in each currency the source gave sensibly. */
export interface AssetPrice {
  readonly perUnit: Readonly<Partial<Record<FiatCurrency, number>>>;
  /** When the source last updated it (ms since epoch). */
  readonly updatedAt: number;
}

// Above a billion of any currency per whole unit is not a price but a broken or hostile answer.
const MAX_PRICE = 1e9;
// A source's clock may run a little ahead of ours; further ahead is not believed.
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

const priceNumber = z.number().finite().positive().max(MAX_PRICE);
const entrySchema = z.record(z.string(), z.unknown());

/**
 * The price of `key` (the coin id or asset id asked) in `body`, or null when the answer holds
 * none that is believable. `now` stamps a price the source gave without a time.
 */
export function parsePriceAnswer(body: unknown, key: string, now: number): AssetPrice | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (!Object.hasOwn(body, key)) return null;
  const entry = entrySchema.safeParse((body as Record<string, unknown>)[key]);
  if (!entry.success) return null;
  const perUnit: Partial<Record<FiatCurrency, number>> = {};
  for (const currency of FIAT_CURRENCIES) {
    const value = priceNumber.safeParse(entry.data[currency.toLowerCase()]);
    if (value.success) perUnit[currency] = value.data;
  }
  if (Object.keys(perUnit).length === 0) return null;
  const stamp = entry.data.last_updated_at;
  let updatedAt = now;
  if (stamp !== undefined) {
    const seconds = z.number().int().positive().safeParse(stamp);
    if (!seconds.success || seconds.data * 1000 > now + MAX_CLOCK_AHEAD_MS) return null;
    updatedAt = seconds.data * 1000;
  }
  return { perUnit, updatedAt };
}
