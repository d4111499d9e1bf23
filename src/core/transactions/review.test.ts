import {
  generateAccount,
  makeApplicationNoOpTxnFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makeKeyRegistrationTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { BASE_COIN, balanceChanges, describeTransaction, estimateClosings } from './review';

const params: SuggestedParams = {
  fee: 1000n,
  flatFee: true,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'dockernet-v1',
  genesisHash: new Uint8Array(32).fill(1),
};
const [me, friend, thief, saving] = Array.from({ length: 4 }, () =>
  generateAccount().addr.toString(),
);

describe('balance changes', () => {
  it('a payment moves the amount and charges the fee', () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me!,
      receiver: friend!,
      amount: 5_000_000,
      suggestedParams: params,
    });
    const changes = balanceChanges([txn], []);
    expect(changes.get(me!)?.get(BASE_COIN)).toBe(-5_001_000n);
    expect(changes.get(friend!)?.get(BASE_COIN)).toBe(5_000_000n);
  });

  it('a close-to shows the whole remainder leaving, not only the amount', () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me!,
      receiver: friend!,
      amount: 1_000_000,
      closeRemainderTo: thief!,
      suggestedParams: params,
    });
    const changes = balanceChanges([txn], [{ closingAmount: 8_999_000n }]);
    expect(changes.get(me!)?.get(BASE_COIN)).toBe(-10_000_000n);
    expect(changes.get(thief!)?.get(BASE_COIN)).toBe(8_999_000n);
    expect(changes.get(friend!)?.get(BASE_COIN)).toBe(1_000_000n);
  });

  it('an asset close-to moves the asset remainder; the fee stays in the base coin', () => {
    const txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: me!,
      receiver: friend!,
      amount: 10,
      assetIndex: 77,
      closeRemainderTo: thief!,
      suggestedParams: params,
    });
    const changes = balanceChanges([txn], [{ assetClosingAmount: 990n }]);
    expect(changes.get(me!)?.get(77n)).toBe(-1000n);
    expect(changes.get(me!)?.get(BASE_COIN)).toBe(-1000n);
    expect(changes.get(thief!)?.get(77n)).toBe(990n);
    expect(changes.get(friend!)?.get(77n)).toBe(10n);
  });

  it('a clawback takes the asset from the revoked account, not the sender', () => {
    const txn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: thief!,
      assetSender: me!,
      receiver: thief!,
      amount: 50,
      assetIndex: 77,
      suggestedParams: params,
    });
    const changes = balanceChanges([txn], []);
    expect(changes.get(me!)?.get(77n)).toBe(-50n);
    expect(changes.get(thief!)?.get(77n)).toBe(50n);
  });

  it('moves inside one account net out over a group', () => {
    const a = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me!,
      receiver: saving!,
      amount: 3,
      suggestedParams: params,
    });
    const b = makePaymentTxnWithSuggestedParamsFromObject({
      sender: saving!,
      receiver: me!,
      amount: 3,
      suggestedParams: { ...params, fee: 0n },
    });
    const changes = balanceChanges([a, b], []);
    expect(changes.get(me!)?.get(BASE_COIN)).toBe(-1000n);
    expect(changes.has(saving!)).toBe(false);
  });

  it("counts an app call's inner transactions, nested ones too (a swap's output)", () => {
    const call = makeApplicationNoOpTxnFromObject({
      sender: me!,
      appIndex: 77,
      suggestedParams: params,
    });
    const poolPays = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: saving!,
      receiver: me!,
      assetIndex: 31,
      amount: 250,
      suggestedParams: { ...params, fee: 0n },
    });
    const poolRefunds = makePaymentTxnWithSuggestedParamsFromObject({
      sender: saving!,
      receiver: me!,
      amount: 400,
      suggestedParams: { ...params, fee: 0n },
    });
    const changes = balanceChanges(
      [call],
      [
        {
          inner: [
            {
              txn: poolPays,
              effects: { inner: [{ txn: poolRefunds, effects: {} }] },
            },
          ],
        },
      ],
    );
    expect(changes.get(me!)?.get(31n)).toBe(250n);
    expect(changes.get(me!)?.get(BASE_COIN)).toBe(-1000n + 400n);
    expect(changes.get(saving!)?.get(31n)).toBe(-250n);
  });

  it('without a simulation, a close is estimated from the balance known now', () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me!,
      receiver: friend!,
      amount: 1_000_000,
      closeRemainderTo: thief!,
      suggestedParams: params,
    });
    const effects = estimateClosings([txn], (address) =>
      address === me ? 10_000_000n : undefined,
    );
    expect(effects[0]?.closingAmount).toBe(8_999_000n);
    expect(balanceChanges([txn], effects).get(me!)?.get(BASE_COIN)).toBe(-10_000_000n);
  });
});

describe('dangerous fields', () => {
  it('names rekey, close-to, asset close-to and clawback', () => {
    const pay = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me!,
      receiver: friend!,
      amount: 1,
      closeRemainderTo: thief!,
      rekeyTo: thief!,
      suggestedParams: params,
    });
    expect(describeTransaction(pay, 0, params.genesisHash).dangers).toEqual([
      { code: 'rekey', address: thief },
      { code: 'close-to', address: thief },
    ]);
    const claw = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: thief!,
      assetSender: me!,
      receiver: thief!,
      closeRemainderTo: thief!,
      amount: 1,
      assetIndex: 5,
      suggestedParams: params,
    });
    expect(describeTransaction(claw, 0).dangers).toEqual([
      { code: 'asset-close-to', address: thief, assetId: 5n },
      { code: 'clawback', address: me, assetId: 5n },
    ]);
  });

  it('names key registrations, app calls and another network', () => {
    const offline = makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: me!,
      suggestedParams: params,
    });
    expect(describeTransaction(offline, 0).dangers).toEqual([{ code: 'keyreg', online: false }]);
    const app = makeApplicationNoOpTxnFromObject({
      sender: me!,
      appIndex: 9,
      suggestedParams: params,
    });
    expect(describeTransaction(app, 0).dangers).toEqual([{ code: 'app-call', appId: 9n }]);
    const elsewhere = new Uint8Array(32).fill(2);
    expect(describeTransaction(offline, 0, elsewhere).dangers).toContainEqual({
      code: 'foreign-genesis',
      genesisId: 'dockernet-v1',
    });
  });
});
