import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IndexerAsset } from '../../core/chain/indexer-types';
import { renderWithProviders } from '../../test/render';
import { AssetCard } from './AssetCard';

// An asset's name, unit and URL are the creator's text: hidden characters show as markers.
describe('AssetCard', () => {
  it("shows a right-to-left override in an asset's name, unit and URL as markers", async () => {
    const asset = {
      index: 42n,
      params: {
        creator: 'C'.repeat(58),
        decimals: 0,
        total: 1n,
        name: 'USD\u202ECoin',
        'unit-name': 'USD\u200BC',
        url: 'https://\u202Emoc.live',
      },
    } as IndexerAsset;
    await renderWithProviders(<AssetCard asset={asset} />);
    expect(screen.getByRole('heading')).toHaveTextContent('USD⟨U+202E⟩Coin');
    expect(screen.getByRole('row', { name: /^Unit/ })).toHaveTextContent('USD⟨U+200B⟩C');
    expect(screen.getByRole('row', { name: /^URL/ })).toHaveTextContent('https://⟨U+202E⟩moc.live');
    expect(screen.getAllByRole('note').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/[\u202E\u200B]/);
  });
});
