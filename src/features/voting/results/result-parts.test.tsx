import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResultTable } from './result-parts';

// An option's words come from the question's note on the chain: hidden characters show.
describe('ResultTable', () => {
  it("shows a right-to-left override in an option's text as a marker", async () => {
    await renderWithProviders(
      <ResultTable
        label="Results"
        amountHeader="Amount"
        rows={[{ code: 'y', text: 'Yes\u202Eon', amount: '1', share: '100%' }]}
      />,
    );
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Yes⟨U+202E⟩on');
    expect(screen.getByRole('note')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\u202E/);
  });
});
