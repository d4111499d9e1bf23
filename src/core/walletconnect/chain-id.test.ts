import { describe, expect, it } from 'vitest';
import { base64ToBytes } from '../encoding/base64';
import { addressOfAccountId, algorandChainId, grantedOnChain } from './chain-id';

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
