import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it('keeps its five questions and says which hosts the wallet contacts, and when', async () => {
    await renderWithProviders(<PrivacyPage />);
    expect(screen.getAllByRole('button')).toHaveLength(5);
    const hosts = screen.getByRole('region', {
      name: 'Which hosts does the wallet contact, and when?',
    });
    const items = within(hosts).getAllByRole('listitem');
    expect(items).toHaveLength(14);
    // Every line is written out: a missing string would show its key.
    expect(hosts).not.toHaveTextContent('privacy.');
    expect(hosts).toHaveTextContent(
      'scholtz.github.io (public lists of nodes and 2FA providers): only when you open the algod or indexer host picker in Settings',
    );
    expect(hosts).toHaveTextContent('The participation host: only when you take an account online');
    expect(hosts).toHaveTextContent('The price API (api.coingecko.com on Mainnet');
    expect(hosts).toHaveTextContent('asked by asset id only: never an address');
  });
});
