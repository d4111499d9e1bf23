import type { IndexerAsset } from '../chain/indexer-types';

// What it takes to show an amount of an asset: its decimals and names (spec core section 3,
// "Asset info"). The base coin has 6 decimals and the network's token symbol.

export interface AssetUnits {
  decimals: number;
  /** The unit shown after amounts ("TUSD"); the asset's name or #id when it has none. */
  unitName: string;
  name: string;
}

export const NATIVE_DECIMALS = 6;

export function nativeUnits(tokenSymbol: string): AssetUnits {
  return { decimals: NATIVE_DECIMALS, unitName: tokenSymbol, name: tokenSymbol };
}

export function assetUnitsOf(asset: IndexerAsset): AssetUnits {
  const id = `#${asset.index.toString()}`;
  const name = asset.params.name?.trim() || '';
  const unitName = asset.params['unit-name']?.trim() || name || id;
  return { decimals: asset.params.decimals, unitName, name: name || unitName };
}
