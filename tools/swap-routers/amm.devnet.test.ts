/**
 * The constant-product pool on the devnet itself (its inner transactions applied by the ledger):
 * a quote read from the app's global state through algod, and the simulation of the group, are
 * what the chain pays, to the base unit, both directions; a minimum above it is refused.
 */
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../../devnet/test-support';
import { createPool, quoteSwap, readPoolState, swapArgs, type PoolState } from './amm';

let chain: TestChain;
let creator: Account;
let user: Account;
let pool: PoolState;

beforeAll(async () => {
  chain = await startTestChain();
  creator = algosdk.mnemonicToSecretKey(chain.devnet.dispenser.mnemonic);
  const made = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total: 10n ** 15n,
    decimals: 6,
    defaultFrozen: false,
    unitName: 'dUSD',
    suggestedParams: await params(chain),
  });
  const { txid } = await chain.algod.sendRawTransaction(made.signTxn(creator.sk)).do();
  const assetId = (await algosdk.waitForConfirmation(chain.algod, txid, 4)).assetIndex ?? 0n;
  pool = await createPool({
    algod: chain.algod,
    creator,
    assetId,
    baseLiquidity: 1_000_000_000n,
    assetLiquidity: 250_000_000n,
  });
  user = await fundedAccount(chain, 50_000_000);
  const suggestedParams = await params(chain);
  const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    assetIndex: assetId,
    suggestedParams,
  });
  const stock = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    receiver: user.addr,
    amount: 20_000_000n,
    assetIndex: assetId,
    suggestedParams,
  });
  await sendAndConfirm(chain, [optIn.signTxn(user.sk)]);
  await sendAndConfirm(chain, [stock.signTxn(creator.sk)]);
});
afterAll(() => chain.devnet.stop());

async function swapGroup(from: bigint, amount: bigint, minOutput: bigint) {
  const suggestedParams = await params(chain);
  const input =
    from === 0n
      ? algosdk.makePaymentTxnWithSuggestedParamsFromObject({
          sender: user.addr,
          receiver: pool.address,
          amount,
          suggestedParams,
        })
      : algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: user.addr,
          receiver: pool.address,
          amount,
          assetIndex: from,
          suggestedParams,
        });
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: user.addr,
    appIndex: pool.appId,
    appArgs: swapArgs(minOutput),
    foreignAssets: [pool.assetId],
    suggestedParams: {
      ...suggestedParams,
      flatFee: true,
      fee: 2n * BigInt(suggestedParams.minFee),
    },
  });
  return algosdk.assignGroupID([input, call]).map((txn) => txn.signTxn(user.sk));
}

async function holding(asset: bigint): Promise<bigint> {
  const info = await chain.algod.accountInformation(user.addr).do();
  if (asset === 0n) return info.amount;
  return info.assets?.find((held) => held.assetId === asset)?.amount ?? 0n;
}

describe('the pool on the devnet', () => {
  it('reads its reserves through algod', async () => {
    expect(await readPoolState(chain.algod, pool.appId)).toMatchObject({
      baseReserve: 1_000_000_000n,
      assetReserve: 250_000_000n,
    });
  });

  it('pays what its state quotes and the simulation shows, several sizes both ways', async () => {
    const usd = pool.assetId;
    const trades: [bigint, bigint][] = [
      [0n, 1_000_000n],
      [usd, 250_000n],
      [0n, 37_000_000n],
      [usd, 9_999_999n],
      [0n, 7n],
    ];
    const received: bigint[] = [];
    for (const [from, amount] of trades) {
      const to = from === 0n ? usd : 0n;
      const state = await readPoolState(chain.algod, pool.appId);
      const quote = quoteSwap(state, from, to, amount);
      const group = await swapGroup(from, amount, quote);
      const simulated = await chain.algod
        .simulateTransactions(
          new algosdk.modelsv2.SimulateRequest({
            txnGroups: [
              new algosdk.modelsv2.SimulateRequestTransactionGroup({
                txns: group.map((bytes) => algosdk.decodeSignedTransaction(bytes)),
              }),
            ],
          }),
        )
        .do();
      const inner = simulated.txnGroups[0]?.txnResults[1]?.txnResult.innerTxns?.[0]?.txn.txn;
      expect(inner?.payment?.amount ?? inner?.assetTransfer?.amount).toBe(quote);
      const before = await holding(to);
      await sendAndConfirm(chain, group);
      // The base coin side also paid the group's 3,000 in fees.
      const fees = to === 0n ? 3_000n : 0n;
      received.push((await holding(to)) - before + fees);
      expect(received.at(-1)).toBe(quote);
    }
    // 1 Algo against 1,000 Algo : 250 dUSD buys 997e6 * 250e6 / (1e12 + 997e6) = 249,001.4.
    expect(received[0]).toBe(249_001n);
  });

  it('refuses a group whose minimum is above what it would pay; nothing moves', async () => {
    const state = await readPoolState(chain.algod, pool.appId);
    const quote = quoteSwap(state, 0n, pool.assetId, 5_000_000n);
    const before = await holding(0n);
    const message = await refusal(chain, await swapGroup(0n, 5_000_000n, quote + 1n));
    expect(message).toContain('assert failed');
    expect(await holding(0n)).toBe(before);
    expect(await readPoolState(chain.algod, pool.appId)).toEqual(state);
  });
});
