import type { EnvironmentId } from './environments';

// Which chain a node serves, by its genesis. The public networks are pinned here; devnet,
// sandbox and custom networks are pinned when the wallet first talks to them. A node that
// answers with another genesis is another chain (or an attacker's), and nothing is signed for it.

export interface Genesis {
  id: string;
  /** Base64, as algod and the indexer report it. */
  hash: string;
}

export const BUILT_IN_GENESIS: Partial<Record<EnvironmentId, Genesis>> = {
  mainnet: { id: 'mainnet-v1.0', hash: 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=' },
  testnet: { id: 'testnet-v1.0', hash: 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=' },
  aramidmain: { id: 'aramidmain-v1.0', hash: 'PgeQVJJgx/LYKJfIEz7dbfNPuXmDyJ+O7FwQ4XL9tE8=' },
  voitestnet: { id: 'voitest-v1', hash: 'IXnoWtviVVJW5LGivNFc0Dq14V3kqaXuK2u5OQrdVZo=' },
};

/** Environments whose genesis is learnt at first contact rather than known in advance. */
export const pinnedAtFirstContact = (env: EnvironmentId): boolean => !BUILT_IN_GENESIS[env];

export class NetworkMismatchError extends Error {
  constructor(
    readonly expected: Genesis,
    readonly observed: Genesis,
    /** The node that answered. */
    readonly host: string,
  ) {
    super(`The node serves ${observed.id}, not ${expected.id}`);
    this.name = 'NetworkMismatchError';
  }
}

export type GenesisCheck =
  | { kind: 'same' }
  /** Nothing known yet: the observed genesis becomes the pin. */
  | { kind: 'pin'; genesis: Genesis }
  | { kind: 'mismatch'; expected: Genesis; observed: Genesis };

export function checkGenesis(expected: Genesis | undefined, observed: Genesis): GenesisCheck {
  if (!expected) return { kind: 'pin', genesis: observed };
  // The hash is what identifies a chain; an id can be reused by anyone's private network.
  if (expected.hash === observed.hash && expected.id === observed.id) return { kind: 'same' };
  return { kind: 'mismatch', expected, observed };
}
