import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { readWalletListAtStartup } from '../infra/storage/wallet-list-store';
import { App } from './App';

// A file of its own: the app's chunk must not be loaded yet (App.test.tsx loads it).
describe('App on a page that is not the login page', () => {
  it('opens another page without showing the login forms while the app loads', async () => {
    window.history.replaceState(null, '', '/import-wallet');
    await initI18n('en');
    await readWalletListAtStartup();
    render(<App />);
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Create a new wallet' })).toBeNull();
    expect(screen.queryByLabelText('Wallet name')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Import wallet' }, { timeout: 20_000 }),
    ).toBeVisible();
  }, 30_000);
});
