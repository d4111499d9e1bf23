import { generateAccount, makeKeyRegistrationTxnWithSuggestedParamsFromObject } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { markProtocolFee, protocolFee } from './protocol-fee';

const keyreg = (fee: number, firstValid = 1000) =>
  makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: generateAccount().addr.toString(),
    suggestedParams: {
      fee,
      minFee: 1000,
      flatFee: true,
      firstValid,
      lastValid: firstValid + 1000,
      genesisID: 'devnet-v1',
      genesisHash: new Uint8Array(32).fill(7),
    },
  });

describe('protocolFee', () => {
  it('is what the builder marked, and nothing for an unmarked transaction', () => {
    const txn = markProtocolFee(keyreg(2_000_000), {
      reason: 'rewards-registration',
      amount: 2_000_000n,
    });
    expect(protocolFee(txn)).toEqual({ reason: 'rewards-registration', amount: 2_000_000n });
    expect(protocolFee(keyreg(2_000_000))).toBeUndefined();
  });

  it('never exceeds the fee', () => {
    const txn = markProtocolFee(keyreg(2_000_000), {
      reason: 'rewards-registration',
      amount: 5_000_000n,
    });
    expect(protocolFee(txn)?.amount).toBe(2_000_000n);
  });

  it('forgets the oldest marks beyond 64', () => {
    const first = markProtocolFee(keyreg(2_000_000), {
      reason: 'rewards-registration',
      amount: 2_000_000n,
    });
    for (let i = 0; i < 64; i += 1) {
      markProtocolFee(keyreg(2_000_000, 2000 + i), {
        reason: 'rewards-registration',
        amount: 2_000_000n,
      });
    }
    expect(protocolFee(first)).toBeUndefined();
  });
});
