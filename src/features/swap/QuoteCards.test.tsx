import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SwapQuote } from '../../core/swap/quote';
import { renderWithProviders } from '../../test/render';
import { QuoteCards } from './QuoteCards';
import type { SwapPageModel } from './use-swap-page';

const quote: SwapQuote = {
  router: 'deflex',
  fromAssetId: 0n,
  toAssetId: 31n,
  amountIn: 1_000_000n,
  quotedOut: 500n,
  requiredAppOptIns: [],
  payload: null,
};

/** One router's quote whose route needs the account opted in to `apps` first. */
const pageNeeding = (apps: bigint[]) =>
  ({
    routers: ['deflex'],
    enabled: { deflex: true },
    quotes: { deflex: { data: quote, isPending: false, isError: false } },
    missingOptIns: () => apps,
    unitsOf: () => undefined,
    slippage: 1,
    slippageProblem: false,
    review: () => {},
  }) as unknown as SwapPageModel;

describe("QuoteCards' opt-in note", () => {
  it('names one app in the singular and several in the plural', async () => {
    const one = await renderWithProviders(<QuoteCards page={pageNeeding([1013n])} />);
    expect(
      screen.getByText(/^This route also opts the account in to app 1013\. It is part/),
    ).toBeDefined();
    one.unmount();
    await renderWithProviders(<QuoteCards page={pageNeeding([1013n, 1014n])} />);
    expect(
      screen.getByText(/^This route also opts the account in to these apps: 1013, 1014\. They/),
    ).toBeDefined();
  });
});
