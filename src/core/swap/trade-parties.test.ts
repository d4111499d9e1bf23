import {
  generateAccount,
  makeApplicationCloseOutTxnFromObject,
  makeApplicationNoOpTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { tradeParties } from './trade-parties';

const suggestedParams: SuggestedParams = {
  fee: 1000n,
  flatFee: true,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(1),
};
const user = generateAccount().addr.toString();
const pool = generateAccount().addr.toString();
const escrow = generateAccount().addr.toString();

describe('tradeParties', () => {
  it("names the pool (paid by the account, or paying it) and the route's apps", () => {
    const entries = [
      {
        txn: makePaymentTxnWithSuggestedParamsFromObject({
          sender: user,
          receiver: pool,
          amount: 1_000_000,
          suggestedParams,
        }),
        presigned: false,
      },
      {
        txn: makeApplicationNoOpTxnFromObject({ sender: user, appIndex: 1008, suggestedParams }),
        presigned: false,
      },
      {
        txn: makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: escrow,
          receiver: user,
          assetIndex: 31,
          amount: 2,
          suggestedParams,
        }),
        presigned: true,
      },
    ];
    const parties = tradeParties(entries, user, [2001n]);
    expect([...parties.counterparties].sort()).toEqual([pool, escrow].sort());
    expect([...parties.routeApps]).toEqual([2001n, 1008n]);
  });

  it('never counts the account itself, nor an app it leaves, as part of the route', () => {
    const entries = [
      {
        txn: makePaymentTxnWithSuggestedParamsFromObject({
          sender: user,
          receiver: user,
          amount: 0,
          suggestedParams,
        }),
        presigned: false,
      },
      {
        txn: makeApplicationCloseOutTxnFromObject({ sender: user, appIndex: 9, suggestedParams }),
        presigned: false,
      },
    ];
    const parties = tradeParties(entries, user);
    expect(parties.counterparties.size).toBe(0);
    expect(parties.routeApps.size).toBe(0);
  });
});
