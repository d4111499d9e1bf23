/** The pool app's program on the devnet: it passes a swap-shaped group and nothing else. */
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
import { createSwapPool, type SwapPool } from './pool';

let chain: TestChain;
let user: Account;
let pool: SwapPool;

beforeAll(async () => {
  chain = await startTestChain();
  const funder = await fundedAccount(chain, 50_000_000);
  user = await fundedAccount(chain, 5_000_000);
  pool = await createSwapPool({
    algod: chain.algod,
    funder,
    assets: [],
    baseStock: 10_000_000n,
  });
});
afterAll(() => chain.devnet.stop());

const pay = async (from: algosdk.Address, to: algosdk.Address, amount: number) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount,
    suggestedParams: await params(chain),
  });

const call = async () =>
  algosdk.makeApplicationNoOpTxnFromObject({
    sender: user.addr,
    appIndex: pool.poolAppId,
    suggestedParams: await params(chain),
  });

describe('the pool app', () => {
  it('approves a NoOp between a payment to the pool and the pool’s payout', async () => {
    const poolAddr = pool.poolAccount.addr;
    const group = algosdk.assignGroupID([
      await pay(user.addr, poolAddr, 1_000),
      await call(),
      await pay(poolAddr, user.addr, 900),
    ]);
    await sendAndConfirm(chain, [
      group[0]!.signTxn(user.sk),
      group[1]!.signTxn(user.sk),
      group[2]!.signTxn(pool.poolAccount.sk),
    ]);
  });

  it('refuses a NoOp on its own', async () => {
    expect(await refusal(chain, (await call()).signTxn(user.sk))).toContain(
      `logic eval error: assert failed`,
    );
  });

  it('refuses a NoOp whose payment goes elsewhere', async () => {
    const group = algosdk.assignGroupID([
      await pay(user.addr, user.addr, 1_000),
      await call(),
      await pay(pool.poolAccount.addr, user.addr, 900),
    ]);
    const message = await refusal(chain, [
      group[0]!.signTxn(user.sk),
      group[1]!.signTxn(user.sk),
      group[2]!.signTxn(pool.poolAccount.sk),
    ]);
    expect(message).toContain('logic eval error: assert failed');
  });
});
