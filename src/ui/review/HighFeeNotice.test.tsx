import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { HighFeeNotice } from './ReviewNotices';

// Issue 27: a node asking more than 0.1 of the coin for one transaction is warned about.
describe('HighFeeNotice', () => {
  it('stays silent at 0.1 exactly', async () => {
    await renderWithProviders(<HighFeeNotice fees={[1000n, 100_000n]} symbol="Algo" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns from 0.100001, with the highest fee', async () => {
    await renderWithProviders(<HighFeeNotice fees={[1000n, 100_001n]} symbol="Algo" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/The network asks a high fee: 0\.100001\s?Algo/);
  });
});
