import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NewAccountPage } from './NewAccountPage';

describe('NewAccountPage', () => {
  beforeAll(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('offers every way to add an account, as links', async () => {
    await renderWithProviders(<NewAccountPage />, { route: '/new-account' });
    expect(screen.getByRole('heading', { level: 1, name: 'New account' })).toBeInTheDocument();
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/^New basic account/)).toBe('/new-account?mode=basic');
    expect(href(/^Import account/)).toBe('/new-account?mode=import');
    expect(href(/^Watch account/)).toBe('/new-account?mode=watch');
    expect(href(/^Multisignature account/)).toBe('/new-account?mode=multisig');
    expect(href(/^Vanity address/)).toBe('/new-account?mode=vanity');
    expect(href(/^Email and password account/)).toBe('/new-account/email-password');
    expect(href(/^Ledger account/)).toBe('/new-account/ledger');
    expect(href(/^Two-factor account/)).toBe('/new-account/2fa');
    expect(href(/^WalletConnect account/)).toBe('/new-account/wc');
  });

  it('shows the page state named in the URL', async () => {
    await renderWithProviders(<NewAccountPage />, { route: '/new-account?mode=watch' });
    expect(screen.getByRole('heading', { level: 1, name: 'Watch account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go back/ })).toHaveAttribute('href', '/new-account');
  });

  it('falls back to the chooser for an unknown state', async () => {
    await renderWithProviders(<NewAccountPage />, { route: '/new-account?mode=nonsense' });
    expect(screen.getByRole('heading', { level: 1, name: 'New account' })).toBeInTheDocument();
  });
});
