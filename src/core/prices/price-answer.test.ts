import { describe, expect, it } from 'vitest';
import { parsePriceAnswer } from './price-answer';
import { priceSourceFor } from './price-config';

const NOW = 1_800_000_000_000;
const SECONDS = NOW / 1000;

describe('parsePriceAnswer', () => {
  it('reads CoinGecko’s shape: each currency per whole unit and its update time', () => {
    const body = { '31566704': { usd: 1.0002, eur: 0.92, last_updated_at: SECONDS - 30 } };
    expect(parsePriceAnswer(body, '31566704', NOW)).toEqual({
      perUnit: { USD: 1.0002, EUR: 0.92 },
      updatedAt: NOW - 30_000,
    });
    expect(parsePriceAnswer({ algorand: { huf: 90 } }, 'algorand', NOW)).toEqual({
      perUnit: { HUF: 90 },
      updatedAt: NOW,
    });
  });

  it('leaves out every price that is not believable', () => {
    const hostile = { usd: -1, eur: 1e300, huf: '92.5', czk: null };
    expect(parsePriceAnswer({ algorand: hostile }, 'algorand', NOW)).toBeNull();
    expect(parsePriceAnswer({ algorand: { usd: 0 } }, 'algorand', NOW)).toBeNull();
    expect(parsePriceAnswer({ algorand: { usd: 2e9 } }, 'algorand', NOW)).toBeNull();
    // One broken currency voids only itself.
    expect(parsePriceAnswer({ algorand: { usd: -1, eur: 0.2 } }, 'algorand', NOW)?.perUnit).toEqual(
      { EUR: 0.2 },
    );
  });

  it('refuses other assets’ prices, odd shapes and a time from the future', () => {
    expect(parsePriceAnswer({ '31566704': { usd: 1 } }, '312769', NOW)).toBeNull();
    expect(parsePriceAnswer({}, 'algorand', NOW)).toBeNull();
    expect(parsePriceAnswer([{ usd: 1 }], '0', NOW)).toBeNull();
    expect(parsePriceAnswer('<html>', 'algorand', NOW)).toBeNull();
    expect(parsePriceAnswer(null, 'algorand', NOW)).toBeNull();
    expect(parsePriceAnswer({ algorand: [1] }, 'algorand', NOW)).toBeNull();
    expect(parsePriceAnswer({ algorand: { usd: 1 } }, 'toString', NOW)).toBeNull();
    const future = { algorand: { usd: 1, last_updated_at: SECONDS + 3600 } };
    expect(parsePriceAnswer(future, 'algorand', NOW)).toBeNull();
    const bad = { algorand: { usd: 1, last_updated_at: 'yesterday' } };
    expect(parsePriceAnswer(bad, 'algorand', NOW)).toBeNull();
  });
});

describe('priceSourceFor', () => {
  it('defaults to CoinGecko on mainnet only', () => {
    expect(priceSourceFor('mainnet', undefined)).toEqual({
      url: 'https://api.coingecko.com/api/v3',
      coin: 'algorand',
      platform: 'algorand',
    });
    expect(priceSourceFor('testnet', undefined)).toBeNull();
    expect(priceSourceFor('sandbox', undefined)).toBeNull();
  });

  it('takes config.json’s source per environment; empty or broken turns prices off', () => {
    const config = {
      sandbox: 'http://127.0.0.1:9992/',
      voitestnet: { url: 'https://prices.example/api', coin: 'voi-network' },
      mainnet: '',
      testnet: 'javascript:alert(1)',
    };
    expect(priceSourceFor('sandbox', config)).toEqual({
      url: 'http://127.0.0.1:9992',
      coin: 'algorand',
      platform: 'algorand',
    });
    expect(priceSourceFor('voitestnet', config)?.coin).toBe('voi-network');
    expect(priceSourceFor('mainnet', config)).toBeNull();
    expect(priceSourceFor('testnet', config)).toBeNull();
    expect(priceSourceFor('mainnet', { sandbox: 'http://x' })?.url).toBe(
      'https://api.coingecko.com/api/v3',
    );
    expect(priceSourceFor('sandbox', { sandbox: { url: 'http://x', coin: '../x' } })).toBeNull();
  });
});
