import { describe, expect, it } from 'vitest';
import { base64ToBytes } from '../encoding/base64';
import {
  addressOfAccountId,
  algorandChainId,
  builtInChainId,
  environmentOfChainId,
  grantedOnChain,
  isPausedSession,
  pausedSessions,
} from './chain-id';

const A = 'A'.repeat(58);

describe('algorandChainId', () => {
  it('matches the published mainnet and testnet ids', () => {
    expect(algorandChainId(base64ToBytes('wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8='))).toBe(
      'algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k',
    );
    expect(algorandChainId(base64ToBytes('SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI='))).toBe(
      'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe',
    );
  });
});

describe('account ids', () => {
  it('reads the address of a CAIP-10 id and filters by chain', () => {
    expect(addressOfAccountId(`algorand:abc:${A}`)).toBe(A);
    expect(addressOfAccountId(`eip155:1:${A}`)).toBeNull();
    expect(addressOfAccountId('algorand:abc:short')).toBeNull();
    expect(
      grantedOnChain([`algorand:x:${A}`, `algorand:y:${'B'.repeat(58)}`], 'algorand:x'),
    ).toEqual([A]);
  });
});

describe('paused sessions', () => {
  const TESTNET = 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe';
  it('names the built-in network of a chain id, or none', () => {
    expect(environmentOfChainId(TESTNET)).toBe('testnet');
    expect(environmentOfChainId('algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k')).toBe('mainnet');
    expect(environmentOfChainId('algorand:QT9I0c2-1TILzuJZ3DvH4jw3Wr-umYCs')).toBeNull();
  });
  it('pauses a session none of whose chains is the wallet’s', () => {
    expect(isPausedSession({ chains: [TESTNET] }, TESTNET)).toBe(false);
    expect(isPausedSession({ chains: [TESTNET] }, 'algorand:other')).toBe(true);
    expect(isPausedSession({ chains: [] }, TESTNET)).toBe(false);
  });
  it("knows a built-in network's chain id without its node, and no other", () => {
    expect(builtInChainId('testnet')).toBe(TESTNET);
    expect(builtInChainId('sandbox')).toBeNull();
  });
  it('lists the v2 sessions paused on a chain by app, with where each was approved', () => {
    const peer = (name: string) => ({ name, url: `https://${name || 'nameless'}.example` });
    const sessions = [
      { version: 2, topic: 't1', chains: [TESTNET], peer: peer('Coffee') },
      {
        version: 2,
        topic: 't2',
        chains: ['algorand:QT9I0c2-1TILzuJZ3DvH4jw3Wr-umYCs'],
        peer: peer(''),
      },
      { version: 2, topic: 't3', chains: [builtInChainId('mainnet')!], peer: peer('Here') },
      // v1 names its chain by a number: never paused by a switch.
      { version: 1, topic: 't4', chains: ['4160'], peer: peer('Old') },
    ];
    expect(pausedSessions(sessions, builtInChainId('mainnet')!)).toEqual([
      { topic: 't1', app: 'Coffee', approvedOn: 'testnet' },
      { topic: 't2', app: 'https://nameless.example', approvedOn: null },
    ]);
  });
});
