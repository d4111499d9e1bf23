import { afterEach, describe, expect, it } from 'vitest';
import { createPriceClient } from '../../src/infra/prices/price-client';
import { startPriceApi, type PriceApiStandIn } from './server';

let api: PriceApiStandIn | null = null;
afterEach(async () => {
  await api?.stop();
  api = null;
});

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', body: JSON.stringify(body) });
const source = (url: string) => ({ url, coin: 'algorand', platform: 'algorand' });

describe('price API stand-in and the wallet’s price client', () => {
  it('answers CoinGecko’s shapes, asked by coin id or asset id only', async () => {
    api = await startPriceApi();
    await post(`${api.url}/__test/prices`, { '31566704': { usd: 1, eur: 0.9 } });
    const client = createPriceClient(source(api.url));
    expect((await client.price(0n))?.perUnit).toEqual({
      USD: 0.25,
      EUR: 0.23,
      HUF: 92.5,
      CZK: 5.75,
    });
    expect((await client.price(31566704n))?.perUnit).toEqual({ USD: 1, EUR: 0.9 });
    expect(await client.price(7n)).toBeNull();
    const urls = api.requests().map((r) => r.url);
    expect(urls).toEqual([
      '/simple/price?ids=algorand&vs_currencies=usd,eur,huf,czk&include_last_updated_at=true',
      '/simple/token_price/algorand?contract_addresses=31566704&vs_currencies=usd,eur,huf,czk&include_last_updated_at=true',
      '/simple/token_price/algorand?contract_addresses=7&vs_currencies=usd,eur,huf,czk&include_last_updated_at=true',
    ]);
    for (const request of api.requests()) {
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers.referer).toBeUndefined();
    }
  });

  it('keeps each asset’s answer a minute, then asks again', async () => {
    api = await startPriceApi();
    let now = 1_800_000_000_000;
    const client = createPriceClient(source(api.url), { now: () => now });
    await Promise.all([client.price(0n), client.price(0n)]);
    await client.price(0n);
    expect(api.requests()).toHaveLength(1);
    now += 59_999;
    await client.price(0n);
    expect(api.requests()).toHaveLength(1);
    now += 1;
    await client.price(0n);
    expect(api.requests()).toHaveLength(2);
  });

  it('has no price, never a wrong one, when the source fails or lies', async () => {
    api = await startPriceApi();
    for (const mode of ['500', 'html', 'absurd', 'timeout'] as const) {
      expect((await post(`${api.url}/__test/mode`, { mode })).status).toBe(200);
      const client = createPriceClient(source(api.url), { timeoutMs: 300 });
      expect(await client.price(0n)).toBeNull();
    }
    expect((await post(`${api.url}/__test/mode`, { mode: 'later' })).status).toBe(400);
    await post(`${api.url}/__test/reset`, {});
    expect(api.requests()).toEqual([]);
  });
});
