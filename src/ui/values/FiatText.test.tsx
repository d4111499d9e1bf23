import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FiatCurrency } from '../../core/prices/currencies';
import { STALE_AFTER_MS } from '../../core/prices/fiat-value';
import type { AssetPrice } from '../../core/prices/price-answer';
import { renderWithProviders } from '../../test/render';
import { FiatValueText } from './FiatText';
import { ValuesContext, valuesKeys, type ValuesService } from './values';

// The service as the app provides it, with prices from a table: asset id -> price, or none.
function service(
  prices: Record<string, AssetPrice>,
  options: { currency?: FiatCurrency; hidden?: boolean } = {},
): ValuesService {
  return {
    currency: options.currency ?? 'USD',
    hidden: options.hidden ?? false,
    priceQuery: (assetId) => ({
      queryKey: valuesKeys.price('test', 'table', assetId.toString()),
      queryFn: () => {
        const price = prices[assetId.toString()];
        return price ? Promise.resolve(price) : Promise.reject(new Error('No price'));
      },
      staleTime: Infinity,
    }),
  };
}

const fresh = (perUnit: AssetPrice['perUnit']): AssetPrice => ({ perUnit, updatedAt: Date.now() });
const coin = (amount: bigint) => ({ assetId: 0n, amount, decimals: 6 });
const PRICES = { '0': fresh({ USD: 0.25, HUF: 92.5 }) };

async function show(node: ReactNode, values: ValuesService) {
  await renderWithProviders(<ValuesContext.Provider value={values}>{node}</ValuesContext.Provider>);
}

describe('FiatValueText', () => {
  it('shows the value beside the amount in the chosen currency', async () => {
    await show(<FiatValueText holding={coin(49_200_000n)} />, service(PRICES));
    expect(await screen.findByTestId('fiat-value')).toHaveTextContent(/^≈ 12\.30 USD$/);
  });

  it('shows it in HUF once HUF is chosen', async () => {
    await show(<FiatValueText holding={coin(1_000_000n)} />, service(PRICES, { currency: 'HUF' }));
    expect(await screen.findByTestId('fiat-value')).toHaveTextContent(/^≈ 93 HUF$/);
  });

  it('says so when the price is over ten minutes old', async () => {
    const old = {
      '0': { perUnit: { USD: 0.25 }, updatedAt: Date.now() - STALE_AFTER_MS - 60_000 },
    };
    await show(<FiatValueText holding={coin(49_200_000n)} />, service(old));
    expect(await screen.findByTestId('fiat-value')).toHaveTextContent(
      '≈ 12.30 USD (price over 10 minutes old)',
    );
  });

  it('shows nothing, not 0, for a missing price or a currency the source did not give', async () => {
    await show(
      <>
        <FiatValueText holding={{ assetId: 7n, amount: 5n, decimals: 0 }} />
        <FiatValueText holding={coin(1_000_000n)} />
        <span>loaded</span>
      </>,
      service(PRICES, { currency: 'CZK' }),
    );
    await screen.findByText('loaded');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('fiat-value')).toBeNull();
  });

  it('hides the value as •••• while balances are hidden, except where it may not be hidden', async () => {
    await show(
      <>
        <FiatValueText holding={coin(49_200_000n)} />
        <FiatValueText holding={coin(49_200_000n)} hideable={false} />
      </>,
      service(PRICES, { hidden: true }),
    );
    const [hidden, review] = await screen.findAllByTestId('fiat-value');
    expect(hidden).toHaveTextContent(/^••••$/);
    expect(review).toHaveTextContent('≈ 12.30 USD');
  });
});
