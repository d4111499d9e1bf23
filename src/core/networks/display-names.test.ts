import { describe, expect, it } from 'vitest';
import { environmentOfGenesisId, networkDisplayName } from './display-names';

const label = (env: string) => `<${env}>`;

describe('network display names', () => {
  it('knows the built-in genesis ids', () => {
    expect(environmentOfGenesisId('mainnet-v1.0')).toBe('mainnet');
    expect(environmentOfGenesisId('testnet-v1.0')).toBe('testnet');
    expect(environmentOfGenesisId('aramidmain-v1.0')).toBe('aramidmain');
    expect(environmentOfGenesisId('voitest-v1')).toBe('voitestnet');
    expect(environmentOfGenesisId('dockernet-v1')).toBe('sandbox');
    expect(environmentOfGenesisId('devnet-v1')).toBe('devnet');
  });

  it('names a known network and keeps an unknown id as it is', () => {
    expect(networkDisplayName('dockernet-v1', label)).toBe('<sandbox>');
    expect(networkDisplayName('mainnet-v1.0', label)).toBe('<mainnet>');
    expect(networkDisplayName('my-private-net-v3', label)).toBe('my-private-net-v3');
    expect(networkDisplayName('custom', label)).toBe('custom');
    expect(networkDisplayName('', label)).toBe('');
  });
});
