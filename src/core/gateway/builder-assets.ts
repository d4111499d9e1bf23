import { knownAssets } from '../assets/known-assets';

// Spec 001 section 9: the builder's assets, in this order. Ids per network come from the known
// assets list; an asset a network does not have is left out rather than shown with a wrong id.

export const GATEWAY_BUILDER_ASSET_LABELS = [
  'USDt',
  'USDc',
  'gAlgo',
  'goBTC',
  'goETH',
  'goUSD',
  'xUSD',
  'Chips',
  'Defly',
  'Opulous',
  'Vestige',
  'CoopCoin',
  'Gora',
  'VoteCoin',
] as const;

export interface GatewayBuilderAsset {
  /** Null for the network's own coin (the spec's "native"). */
  id: bigint | null;
  /** The spec's label; empty for the native coin, whose symbol depends on the network. */
  label: string;
}

/** The native coin first, then the spec's assets that exist on `network` (a genesis id). */
export function gatewayBuilderAssets(network: string): GatewayBuilderAsset[] {
  const known = knownAssets(network);
  const assets: GatewayBuilderAsset[] = [{ id: null, label: '' }];
  for (const label of GATEWAY_BUILDER_ASSET_LABELS) {
    // The known list spells some labels differently (USDC, gALGO).
    const found = known.find((asset) => asset.label.toLowerCase() === label.toLowerCase());
    if (found) assets.push({ id: found.id, label });
  }
  return assets;
}
