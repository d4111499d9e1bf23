import { z } from 'zod';
import { isEnvironmentId, type EnvironmentId } from '../networks/environments';

// Where prices come from (issue 41). config.json's `prices` names a source per environment:
// `{"mainnet": "https://api.coingecko.com/api/v3"}` or, for a chain whose coin CoinGecko lists
// under another id, `{"voitestnet": {"url": "…", "coin": "voi", "platform": "voi"}}`; an empty
// string turns prices off there. Unset, mainnet asks CoinGecko's public API and every other
// environment shows no values (test coins are worth nothing). The source speaks CoinGecko's
// `/simple/price` and `/simple/token_price/{platform}` (see infra/prices/price-client).

function isAbsoluteUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** CoinGecko's public (keyless) API. */
export const COINGECKO_PUBLIC_API = 'https://api.coingecko.com/api/v3';
export const DEFAULT_PRICE_SOURCES: Readonly<Partial<Record<EnvironmentId, string>>> = {
  mainnet: COINGECKO_PUBLIC_API,
};

export interface PriceSource {
  /** Base URL, no trailing slash. */
  url: string;
  /** The network coin's id at the source (CoinGecko: `algorand`). */
  coin: string;
  /** The asset platform whose contract addresses are the chain's asset ids. */
  platform: string;
}

const baseUrl = z
  .string()
  .trim()
  .max(2048)
  .regex(/^https?:\/\/[^\s/?#]+[^\s?#]*$/)
  .refine(isAbsoluteUrl)
  .transform((value) => value.replace(/\/+$/, ''));
const slug = z.string().regex(/^[a-z0-9-]{1,64}$/);
const entrySchema = z.union([
  z.literal(''),
  baseUrl,
  z.object({ url: baseUrl, coin: slug.optional(), platform: slug.optional() }),
]);

/** The source in force for `env`, or null when prices are off there. */
export function priceSourceFor(env: EnvironmentId, configured: unknown): PriceSource | null {
  let entry: z.infer<typeof entrySchema> | undefined = DEFAULT_PRICE_SOURCES[env];
  if (typeof configured === 'object' && configured !== null && !Array.isArray(configured)) {
    const own = Object.entries(configured).find(([key]) => isEnvironmentId(key) && key === env);
    if (own) {
      const parsed = entrySchema.safeParse(own[1]);
      // A malformed entry turns prices off rather than falling back to a host nobody chose.
      entry = parsed.success ? parsed.data : '';
    }
  }
  if (!entry) return null;
  if (typeof entry === 'string') return { url: entry, coin: 'algorand', platform: 'algorand' };
  return { url: entry.url, coin: entry.coin ?? 'algorand', platform: entry.platform ?? 'algorand' };
}
