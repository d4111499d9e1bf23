import type { Algodv2 } from 'algosdk';
import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { BASE_COIN } from '../../core/transactions/review';
import { reviewGroup } from './review-group';

let devnet: Devnet;
let algod: Algodv2;
const me = generateAccount();
const thief = generateAccount().addr.toString();
const friend = generateAccount().addr.toString();
const params = (): Promise<SuggestedParams> => algod.getTransactionParams().do();

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await devnet.fund(me.addr.toString(), 10_000_000);
  await devnet.fund(friend, 1_000_000);
}, 60_000);

afterEach(() => devnet.setFaults({ simulate: true }));
afterAll(() => devnet.stop());

const drain = async () =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: me.addr,
    receiver: friend,
    amount: 1_000_000,
    closeRemainderTo: thief,
    suggestedParams: await params(),
  });

describe('reviewGroup', () => {
  it('simulates a close-to and shows the whole balance leaving, then nothing left', async () => {
    const review = await reviewGroup([await drain()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'simulated', failure: undefined });
    expect(review.estimated).toBe(false);
    expect(review.effects).toEqual([
      {
        address: me.addr.toString(),
        changes: [{ assetId: BASE_COIN, delta: -10_000_000n, before: 10_000_000n, after: 0n }],
      },
    ]);
    expect(review.transactions[0]?.dangers).toContainEqual({ code: 'close-to', address: thief });
    // Simulating changed nothing.
    expect((await algod.accountInformation(me.addr).do()).amount).toBe(10_000_000n);
  });

  it("counts only the fees the wallet's own accounts pay", async () => {
    const sp = await params();
    const mine = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: friend,
      amount: 1,
      suggestedParams: sp,
    });
    const theirs = makePaymentTxnWithSuggestedParamsFromObject({
      sender: friend,
      receiver: me.addr,
      amount: 1,
      suggestedParams: { ...sp, fee: 5_000n, flatFee: true },
    });
    const review = await reviewGroup([mine, theirs], [me.addr.toString()]);
    expect(review.totalFee).toBe(mine.fee);
  });

  it('reports why the group would fail', async () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: friend,
      amount: 50_000_000,
      suggestedParams: await params(),
    });
    const review = await reviewGroup([txn], [me.addr.toString()]);
    expect(review.simulation.kind).toBe('simulated');
    expect(review.simulation.kind === 'simulated' && review.simulation.failure?.message).toContain(
      'overspend',
    );
  });

  it('still reviews on a node without simulate, estimating the close from the balance', async () => {
    devnet.setFaults({ simulate: false });
    const review = await reviewGroup([await drain()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'unavailable' });
    expect(review.estimated).toBe(true);
    expect(review.effects[0]?.changes[0]).toMatchObject({ delta: -10_000_000n, after: 0n });
  });
});
