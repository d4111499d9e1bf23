import { describe, expect, it } from 'vitest';
import { BUILT_IN_GENESIS, checkGenesis, pinnedAtFirstContact } from './genesis';

const mainnet = BUILT_IN_GENESIS.mainnet!;

describe('genesis pins', () => {
  it('pins every public network and learns the local ones', () => {
    for (const env of ['mainnet', 'testnet', 'aramidmain', 'voitestnet'] as const) {
      expect(pinnedAtFirstContact(env)).toBe(false);
      expect(BUILT_IN_GENESIS[env]!.hash).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    }
    for (const env of ['devnet', 'sandbox', 'custom'] as const) {
      expect(pinnedAtFirstContact(env)).toBe(true);
    }
  });

  it('refuses another genesis hash, or the same hash under another id', () => {
    expect(checkGenesis(mainnet, { ...mainnet })).toEqual({ kind: 'same' });
    expect(checkGenesis(mainnet, BUILT_IN_GENESIS.testnet!).kind).toBe('mismatch');
    expect(
      checkGenesis(mainnet, { id: mainnet.id, hash: BUILT_IN_GENESIS.testnet!.hash }).kind,
    ).toBe('mismatch');
    expect(checkGenesis(mainnet, { id: 'testnet-v1.0', hash: mainnet.hash }).kind).toBe('mismatch');
    expect(checkGenesis(undefined, mainnet)).toEqual({ kind: 'pin', genesis: mainnet });
  });
});
