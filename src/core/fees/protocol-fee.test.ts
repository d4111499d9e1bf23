import {
  generateAccount,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { protocolFee } from './protocol-fee';

const sender = generateAccount().addr.toString();
const params = (fee: number): SuggestedParams => ({
  fee,
  minFee: 1000,
  flatFee: true,
  firstValid: 1000,
  lastValid: 2000,
  genesisID: 'devnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
});
const online = (fee: number) =>
  makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender,
    voteKey: new Uint8Array(32).fill(1),
    selectionKey: new Uint8Array(32).fill(2),
    stateProofKey: new Uint8Array(64).fill(3),
    voteFirst: 1000,
    voteLast: 3_000_000,
    voteKeyDilution: 1733,
    suggestedParams: params(fee),
  });

describe('protocolFee', () => {
  it('is 2 Algo of an online registration paying at least 2 Algo, as consensus v40 rules', () => {
    expect(protocolFee(online(2_000_000))).toEqual({
      reason: 'rewards-registration',
      amount: 2_000_000n,
    });
    expect(protocolFee(online(2_150_000))?.amount).toBe(2_000_000n);
  });

  it('is nothing below 2 Algo, offline, for non-participation or another type', () => {
    expect(protocolFee(online(1_999_999))).toBeUndefined();
    const offline = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender,
      suggestedParams: params(2_000_000),
    });
    expect(protocolFee(offline)).toBeUndefined();
    const closing = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender,
      nonParticipation: true,
      suggestedParams: params(2_000_000),
    });
    expect(protocolFee(closing)).toBeUndefined();
    const payment = makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 0,
      suggestedParams: params(2_000_000),
    });
    expect(protocolFee(payment)).toBeUndefined();
  });
});
