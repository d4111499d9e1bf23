import { describe, expect, it } from 'vitest';
import { GATEWAY_BUILDER_ASSET_LABELS, gatewayBuilderAssets } from './builder-assets';

describe('gatewayBuilderAssets', () => {
  it('lists the native coin and every spec asset on mainnet, in the spec order', () => {
    const assets = gatewayBuilderAssets('mainnet-v1.0');
    expect(assets[0]).toEqual({ id: null, label: '' });
    expect(assets.slice(1).map((a) => a.label)).toEqual([...GATEWAY_BUILDER_ASSET_LABELS]);
    expect(assets.find((a) => a.label === 'USDt')?.id).toBe(312769n);
    expect(assets.find((a) => a.label === 'USDc')?.id).toBe(31566704n);
  });

  it('hides assets a network does not have', () => {
    expect(gatewayBuilderAssets('testnet-v1.0')).toEqual([
      { id: null, label: '' },
      { id: 10458941n, label: 'USDc' },
    ]);
    expect(gatewayBuilderAssets('sandnet-v1')).toEqual([{ id: null, label: '' }]);
  });
});
