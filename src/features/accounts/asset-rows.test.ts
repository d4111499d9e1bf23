import { describe, expect, it } from 'vitest';
import type { IndexerAsset } from '../../core/chain/indexer-types';
import { assetRows } from './asset-rows';

const asset = (index: bigint, params: Partial<IndexerAsset['params']>): IndexerAsset => ({
  index,
  params: { creator: 'C', decimals: 2, total: 1_000_000n, ...params },
});
const holding = (id: bigint, amount: bigint, frozen = false) => ({
  'asset-id': id,
  amount,
  'is-frozen': frozen,
});
const coin = { symbol: 'Algo', amount: 3_000_000n };

describe('assetRows', () => {
  it('starts with the network coin, even with no assets', () => {
    expect(assetRows(coin, [], [])).toEqual([
      {
        id: null,
        name: 'Algo',
        unit: 'Algo',
        amount: 3_000_000n,
        decimals: 6,
        frozen: false,
        unknown: false,
      },
    ]);
  });

  it('names each asset with its unit and decimals, frozen kept', () => {
    const rows = assetRows(
      coin,
      [holding(10n, 150n, true)],
      [asset(10n, { name: 'Dollar', 'unit-name': 'dUSD' })],
    );
    expect(rows[1]).toEqual({
      id: '10',
      name: 'Dollar',
      unit: 'dUSD',
      amount: 150n,
      decimals: 2,
      frozen: true,
      unknown: false,
    });
  });

  it('leaves a held collectible to the Collectibles tab, but not one with nothing held', () => {
    const nft = asset(20n, { name: 'Art', total: 1n, decimals: 0 });
    expect(assetRows(coin, [holding(20n, 1n)], [nft]).map((r) => r.id)).toEqual([null]);
    expect(assetRows(coin, [holding(20n, 0n)], [nft]).map((r) => r.id)).toEqual([null, '20']);
  });

  it('shows an asset not read yet by its id', () => {
    const [, row] = assetRows(coin, [holding(30n, 5n)], [undefined]);
    expect(row).toMatchObject({ id: '30', name: '#30', unit: '', unknown: true });
  });
});
