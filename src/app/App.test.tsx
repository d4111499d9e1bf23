import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { readWalletListAtStartup } from '../infra/storage/wallet-list-store';
import { App } from './App';

// The first page is the light login frame; the app (Mantine's provider, the router) comes only
// when the person leaves it.
describe('App', () => {
  beforeEach(async () => {
    window.history.replaceState(null, '', '/');
    await initI18n('en');
    await readWalletListAtStartup();
  });

  it('shows the login page without Mantine, and loads the app for a link elsewhere', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
    expect(screen.getByTestId('environment')).toBeInTheDocument();
    // No provider yet: Mantine's provider writes its variables into a <style> of its own.
    expect(document.querySelector('style[data-mantine-styles]')).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');

    await userEvent.click(screen.getAllByRole('link', { name: 'Import wallet' })[0]!);
    expect(window.location.pathname).toBe('/import-wallet');
    expect(
      await screen.findByRole('heading', { name: 'Import wallet' }, { timeout: 20_000 }),
    ).toBeVisible();
    expect(document.querySelector('style[data-mantine-styles]')).not.toBeNull();
  }, 30_000);
});
