import {
  generateAccount,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { keyRegistration } from '../../test/keyreg';
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
const online = (fee: number) => keyRegistration(fee, { sender });

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
    expect(protocolFee(keyRegistration(2_000_000, { online: false }))).toBeUndefined();
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
