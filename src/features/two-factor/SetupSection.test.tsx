import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SetupSection } from './SetupSection';
import type { TwoFactorPage } from './use-two-factor-page';

// Only what step one reads: one provider from the fetched list, chosen; no accounts yet.
const page = {
  providers: { isPending: false },
  locked: false,
  selectable: [{ id: 'p1', providerName: 'Aramid\u202Edimara' }],
  providerId: 'p1',
  chooseProvider: () => {},
  hotOptions: [],
  coldOptions: [],
  hot: null,
  cold: null,
  setHot: () => {},
  setCold: () => {},
  sameAccounts: false,
  secretRequested: false,
  requesting: false,
  request: () => {},
} as unknown as TwoFactorPage;

describe('SetupSection', () => {
  it("shows a right-to-left override in a provider's name as a marker", async () => {
    await renderWithProviders(<SetupSection page={page} />);
    expect(screen.getByDisplayValue('Aramid⟨U+202E⟩dimara')).toBeInTheDocument();
  });
});
