import { FIAT_CURRENCIES } from '../../core/prices/currencies';
import { parsePriceAnswer, type AssetPrice } from '../../core/prices/price-answer';
import type { PriceSource } from '../../core/prices/price-config';

// Prices from the configured source (issue 41), in CoinGecko's API shape:
//   the coin:  GET {url}/simple/price?ids={coin}&vs_currencies=usd,eur,huf,czk&include_last_updated_at=true
//   an asset:  GET {url}/simple/token_price/{platform}?contract_addresses={asset id}&vs_currencies=…
// Asked by asset id only: no address, no account, no cookie and no referrer ever go with it, and
// nothing is signed for it. Each asset's answer (a failure too) is kept a minute, so a page
// full of values and a re-render ask each asset at most once a minute.

export const PRICE_TTL_MS = 60_000;
const TIMEOUT_MS = 10_000;

export interface PriceClient {
  /** The asset's price (0: the network coin), or null when the source has none believable. */
  price(assetId: bigint): Promise<AssetPrice | null>;
}

interface Options {
  fetchImpl?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export function createPriceClient(source: PriceSource, options: Options = {}): PriceClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const cache = new Map<string, { at: number; answer: Promise<AssetPrice | null> }>();
  const currencies = FIAT_CURRENCIES.map((c) => c.toLowerCase()).join(',');

  async function ask(assetId: bigint): Promise<AssetPrice | null> {
    const key = assetId === 0n ? source.coin : assetId.toString();
    const path =
      assetId === 0n
        ? `/simple/price?ids=${encodeURIComponent(key)}`
        : `/simple/token_price/${encodeURIComponent(source.platform)}?contract_addresses=${key}`;
    try {
      const response = await fetchImpl(
        `${source.url}${path}&vs_currencies=${currencies}&include_last_updated_at=true`,
        {
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          cache: 'no-store',
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
      if (!response.ok) return null;
      if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
      return parsePriceAnswer(await response.json(), key, now());
    } catch {
      return null;
    }
  }

  return {
    price(assetId) {
      const id = assetId.toString();
      const held = cache.get(id);
      if (held && now() - held.at < PRICE_TTL_MS) return held.answer;
      const answer = ask(assetId);
      cache.set(id, { at: now(), answer });
      return answer;
    },
  };
}

const clients = new Map<string, PriceClient>();

/** One client (and cache) per environment and source. */
export function priceClientFor(env: string, source: PriceSource): PriceClient {
  const key = `${env} ${source.url} ${source.coin} ${source.platform}`;
  let client = clients.get(key);
  if (!client) {
    client = createPriceClient(source);
    clients.set(key, client);
  }
  return client;
}
