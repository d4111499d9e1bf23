import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SwapQuote } from '../../core/swap/quote';
import { changeLanguage, type SupportedLanguage } from '../../i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { SwapSummary } from './SwapSummary';
import type { SwapPageModel } from './use-swap-page';

const page = { unitsOf: () => undefined, slippage: 1 } as unknown as SwapPageModel;
const quote = {
  router: 'deflex',
  fromAssetId: 0n,
  toAssetId: 31n,
  amountIn: 1_000_000n,
  quotedOut: 500n,
  requiredAppOptIns: [],
  payload: null,
} as SwapQuote;

// renderWithProviders starts in English; the language is changed once the summary is shown.
const optInLine = async (apps: bigint[], language: SupportedLanguage = 'en') => {
  const view = await renderWithProviders(
    <SwapSummary page={page} quote={quote} fees={2000n} optInApps={apps} />,
  );
  await act(() => changeLanguage(language));
  const text = screen.getByText((_, el) => el?.tagName === 'TD' && /1013/.test(el.textContent));
  const line = text.textContent;
  view.unmount();
  return line;
};

describe("SwapSummary's opt-in line", () => {
  it('names one app in the singular and several in the plural', async () => {
    expect(await optInLine([1013n])).toBe('App 1013, sent first with this swap');
    expect(await optInLine([1013n, 1014n])).toBe('Apps 1013, 1014, sent first with this swap');
  });

  it('agrees in Czech: one app singular, two and five plural', async () => {
    try {
      expect(await optInLine([1013n], 'cs')).toBe(
        'Aplikace 1013, odeslaná nejprve, spolu s touto směnou',
      );
      expect(await optInLine([1013n, 1014n], 'cs')).toBe(
        'Aplikace 1013, 1014, odeslané nejprve, spolu s touto směnou',
      );
      const five = [1013n, 1014n, 1015n, 1016n, 1017n];
      expect(await optInLine(five, 'cs')).toMatch(/odeslané nejprve/);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
