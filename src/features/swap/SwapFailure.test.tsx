import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SwapQuote } from '../../core/swap/quote';
import { renderWithProviders } from '../../test/render';
import { Refused } from './SwapFailure';
import type { SwapPageModel } from './use-swap-page';

const page = {
  unitsOf: () => undefined,
  closeReview: vi.fn(),
  newQuote: vi.fn(),
} as unknown as SwapPageModel;
const quote = { router: 'deflex', fromAssetId: 0n, toAssetId: 31n } as SwapQuote;

describe('Refused', () => {
  it("shows hidden characters of the node's simulation message as markers, with the warning", async () => {
    await renderWithProviders(
      <Refused
        refusal={{ code: 'simulation-failed', message: 'logic eval \u202Eerror' }}
        page={page}
        quote={quote}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      "The node's simulation of the swap failed: logic eval ⟨U+202E⟩error",
    );
    expect(alert.textContent).not.toContain('\u202E');
    expect(screen.getByRole('note')).toHaveTextContent('Hidden characters are shown as');
  });
});
