import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IndexerAsset } from '../../core/chain/indexer-types';
import { renderWithProviders } from '../../test/render';
import { CollectibleCard } from './Collectibles';
import type * as NftMedia from '../../infra/assets/nft-media';

// The NFT's name from its metadata is the creator's text: read it from a stub, not the network.
vi.mock('../../infra/assets/nft-media', async (importOriginal) => ({
  ...(await importOriginal<typeof NftMedia>()),
  resolveNftMedia: () =>
    Promise.resolve({
      standard: 'arc3',
      imageUrl: null,
      name: 'Ape \u202Egnp.exe',
      hash: 'absent',
    }),
}));

describe('CollectibleCard', () => {
  it("shows a right-to-left override in an NFT's metadata name as a marker", async () => {
    const asset = {
      index: 7n,
      params: { creator: 'C'.repeat(58), decimals: 0, total: 1n, name: 'Ape' },
    } as IndexerAsset;
    await renderWithProviders(<CollectibleCard asset={asset} network="testnet" />);
    expect(await screen.findByRole('note')).toBeInTheDocument();
    expect(document.body.textContent).toContain('Ape ⟨U+202E⟩gnp.exe');
    expect(screen.getByRole('img', { name: /Ape ⟨U\+202E⟩gnp\.exe/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\u202E/);
  });
});
