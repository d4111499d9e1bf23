import algosdk, { type Account, type SuggestedParams } from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  algodFetch,
  fundedAccount,
  note,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
let alice: Account;
let bob: Account;
beforeAll(async () => {
  chain = await startTestChain();
  alice = await fundedAccount(chain, 50_000_000);
  bob = await fundedAccount(chain, 50_000_000);
});
afterEach(() => chain.devnet.setFaults({ feePerByte: 0, minFee: 1000 }));
afterAll(() => chain.devnet.stop());

const setKnobs = (body: Record<string, unknown>): Promise<Response> =>
  algodFetch(chain, '/devnet/faults', { method: 'POST', body: JSON.stringify(body) });

/** A payment from alice with exactly `fee` µAlgo (flat). */
function payment(sp: SuggestedParams, fee: number, from = alice, to = bob): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to.addr,
    amount: 1000,
    // A note of fixed length, so that only the fee's own digits change the size.
    note: note(`fee ${String(fee).padStart(8, '0')} ${Math.random().toFixed(12)}`),
    suggestedParams: { ...sp, fee: BigInt(fee), flatFee: true },
  });
}

describe('suggested fee knobs', () => {
  it('answers the default params: no fee per byte, a 1000 µAlgo minimum', async () => {
    const raw = (await (await algodFetch(chain, '/v2/transactions/params')).json()) as Record<
      string,
      unknown
    >;
    expect(raw.fee).toBe(0);
    expect(raw['min-fee']).toBe(1000);
  });

  it('raises fee and min-fee through POST /devnet/faults', async () => {
    const res = await setKnobs({ feePerByte: 10, minFee: 2000 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { faults: Record<string, unknown> };
    expect(body.faults).toMatchObject({ feePerByte: 10, minFee: 2000 });

    const sp = await params(chain);
    expect(sp.fee).toBe(10n);
    expect(sp.minFee).toBe(2000n);
    expect(sp.flatFee).toBe(false);
  });

  it('refuses knob values that are not whole non-negative microAlgos', async () => {
    for (const bad of [{ feePerByte: -1 }, { minFee: 1.5 }, { minFee: '2000' }]) {
      const res = await setKnobs(bad);
      expect(res.status).toBe(400);
    }
    expect(() => chain.devnet.setFaults({ feePerByte: -5 })).toThrow(RangeError);
    const sp = await params(chain);
    expect(sp.minFee).toBe(1000n);
  });
});

describe('fee enforcement', () => {
  it('refuses a fee below the raised minimum, pooled over the group like algod', async () => {
    chain.devnet.setFaults({ minFee: 2000 });
    const sp = await params(chain);
    expect(await refusal(chain, payment(sp, 1999).signTxn(alice.sk))).toContain(
      'txgroup had 1999 in fees, which is less than the minimum 1 * 2000',
    );
    await sendAndConfirm(chain, payment(sp, 2000).signTxn(alice.sk));

    // One member may pay for the other (fee pooling); together they must pay 2 * 2000.
    const short = algosdk.assignGroupID([payment(sp, 0), payment(sp, 3999, bob, alice)]);
    expect(
      await refusal(chain, [short[0]!.signTxn(alice.sk), short[1]!.signTxn(bob.sk)]),
    ).toContain('txgroup had 3999 in fees, which is less than the minimum 2 * 2000');
    const pooled = algosdk.assignGroupID([payment(sp, 0), payment(sp, 4000, bob, alice)]);
    await sendAndConfirm(chain, [pooled[0]!.signTxn(alice.sk), pooled[1]!.signTxn(bob.sk)]);
  });

  it("refuses a fee below the fee per byte times the signed size, with the pool's text", async () => {
    chain.devnet.setFaults({ feePerByte: 20 });
    const sp = await params(chain);
    const signed = payment(sp, 1000).signTxn(alice.sk);
    const threshold = 20 * signed.length;
    expect(threshold).toBeGreaterThan(1000);
    expect(await refusal(chain, signed)).toContain(
      `TransactionPool.Remember: fee {1000} below threshold ${threshold} (20 per byte * ${signed.length} bytes)`,
    );
    // Exactly the threshold is enough (the fee's own digits keep the size here).
    const exact = payment(sp, threshold).signTxn(alice.sk);
    expect(exact.length).toBe(signed.length);
    await sendAndConfirm(chain, exact);
  });

  it("counts the fee's own bytes, so algosdk's size estimate can fall short (as on algod)", async () => {
    chain.devnet.setFaults({ feePerByte: 25, minFee: 1000 });
    const sp = await params(chain);
    const make = (suggestedParams: SuggestedParams): algosdk.Transaction =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: alice.addr,
        receiver: bob.addr,
        amount: 1000,
        note: note('algosdk fee'),
        suggestedParams,
      });
    // algosdk multiplies by the size measured while the fee field still held 25 (one byte);
    // the final fee takes three, and algod measures the signed transaction as sent.
    const estimated = make(sp);
    const signed = estimated.signTxn(alice.sk);
    expect(estimated.fee).toBeLessThan(BigInt(25 * signed.length));
    expect(await refusal(chain, signed)).toContain(
      `fee {${estimated.fee}} below threshold ${25 * signed.length} (25 per byte * ${signed.length} bytes)`,
    );
    // Pricing the signed size with the final fee in place is accepted.
    const fixed = make({ ...sp, fee: BigInt(25 * signed.length), flatFee: true });
    const confirmed = await sendAndConfirm(chain, fixed.signTxn(alice.sk));
    expect(confirmed.txn.txn.fee).toBe(BigInt(25 * signed.length));
  });

  it('does not pool the fee per byte: every member pays for its own size', async () => {
    chain.devnet.setFaults({ feePerByte: 5 });
    const sp = await params(chain);
    const group = algosdk.assignGroupID([payment(sp, 0), payment(sp, 10_000, bob, alice)]);
    const signed = [group[0]!.signTxn(alice.sk), group[1]!.signTxn(bob.sk)];
    expect(await refusal(chain, signed)).toContain(
      `fee {0} below threshold ${5 * signed[0]!.length}`,
    );
  });

  it('funds through the dispenser whatever the knobs ask', async () => {
    chain.devnet.setFaults({ feePerByte: 50, minFee: 3000 });
    const carol = algosdk.generateAccount();
    const txid = await chain.devnet.fund(carol.addr.toString(), 1_000_000);
    const info = await chain.algod.pendingTransactionInformation(txid).do();
    expect(info.txn.txn.fee).toBeGreaterThanOrEqual(3000n);
    const size = algosdk.encodeMsgpack(info.txn).length;
    expect(info.txn.txn.fee).toBeGreaterThanOrEqual(BigInt(50 * size));
    expect((await chain.algod.accountInformation(carol.addr).do()).amount).toBe(1_000_000n);
  });

  it('simulates with the raised minimum fee but without the per-byte check', async () => {
    chain.devnet.setFaults({ feePerByte: 1000, minFee: 2000 });
    const sp = await params(chain);
    const low = payment(sp, 1500);
    const request = new algosdk.modelsv2.SimulateRequest({
      txnGroups: [
        new algosdk.modelsv2.SimulateRequestTransactionGroup({
          txns: [algosdk.decodeMsgpack(low.signTxn(alice.sk), algosdk.SignedTransaction)],
        }),
      ],
    });
    await expect(chain.algod.simulateTransactions(request).do()).rejects.toThrow(
      'txgroup had 1500 in fees, which is less than the minimum 1 * 2000',
    );
    const enough = payment(sp, 2000);
    const ok = await chain.algod
      .simulateTransactions(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [
            new algosdk.modelsv2.SimulateRequestTransactionGroup({
              txns: [algosdk.decodeMsgpack(enough.signTxn(alice.sk), algosdk.SignedTransaction)],
            }),
          ],
        }),
      )
      .do();
    expect(ok.txnGroups[0]?.failureMessage).toBeUndefined();
  });
});
