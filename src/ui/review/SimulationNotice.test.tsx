import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { GroupReview } from '../../infra/transactions/review-group';
import { SimulationNotice } from './ReviewNotices';

const failing = (message: string, index?: number) =>
  ({ simulation: { kind: 'simulated', failure: { message, index } } }) as unknown as GroupReview;

// The node's refusal is outside text: it may carry a dapp's app name or note.
describe('SimulationNotice', () => {
  it("says which transaction the node refuses, in the node's words", async () => {
    await renderWithProviders(<SimulationNotice review={failing('logic eval error', 0)} />);
    expect(screen.getByRole('alert').textContent).toContain('Transaction 1: logic eval error');
  });

  it('shows a hidden direction override as a marker, not as reversed text', async () => {
    await renderWithProviders(<SimulationNotice review={failing('app moc.\u202Elive')} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('U+202E');
    expect(alert.textContent).not.toContain('\u202E');
  });
});
