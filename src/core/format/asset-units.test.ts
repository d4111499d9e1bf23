import { describe, expect, it } from 'vitest';
import type { IndexerAsset } from '../chain/indexer-types';
import { assetUnitsOf, nativeUnits } from './asset-units';

const asset = (params: Partial<IndexerAsset['params']>): IndexerAsset => ({
  index: 1234n,
  params: { creator: 'C'.repeat(58), decimals: 2, total: 100n, ...params },
});

describe('asset units', () => {
  it('takes decimals and unit name from the asset parameters', () => {
    expect(assetUnitsOf(asset({ 'unit-name': 'TUSD', name: 'Test dollar' }))).toEqual({
      decimals: 2,
      unitName: 'TUSD',
      name: 'Test dollar',
    });
  });

  it('falls back to the name, then the id, for an asset without a unit name', () => {
    expect(assetUnitsOf(asset({ name: 'Gold' }))).toMatchObject({ unitName: 'Gold', name: 'Gold' });
    expect(assetUnitsOf(asset({ 'unit-name': ' ' }))).toMatchObject({
      unitName: '#1234',
      name: '#1234',
    });
  });

  it('gives the base coin 6 decimals and the token symbol', () => {
    expect(nativeUnits('Voi')).toEqual({ decimals: 6, unitName: 'Voi', name: 'Voi' });
  });
});
