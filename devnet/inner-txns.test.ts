/**
 * Inner transactions on the devnet (issue 38): programs that pay, send assets, create assets and
 * call other apps from their own account, seen through algosdk as a dapp sees them.
 */
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from './avm';
import {
  fundedAccount,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
let creator: Account;
beforeAll(async () => {
  chain = await startTestChain();
  creator = await fundedAccount(chain, 100_000_000);
});
afterAll(async () => {
  await chain.devnet.stop();
});

const CLEAR = assemble('#pragma version 10\nint 1').program;

/** Deploys an app whose approval program is `teal` (v10 unless it says), funded with `funds`. */
async function deploy(teal: string, funds = 0, schema = { ints: 0, bytes: 0 }): Promise<bigint> {
  const source = teal.startsWith('#pragma') ? teal : `#pragma version 10\n${teal}`;
  // Creation passes whatever the program does when it runs with ApplicationID 0.
  const approval = assemble(
    source.replace(/^(#pragma version \d+)\n/, '$1\ntxn ApplicationID; bz created\n') +
      '\ncreated: int 1; return',
  ).program;
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: approval,
    clearProgram: CLEAR,
    numGlobalInts: schema.ints,
    numGlobalByteSlices: schema.bytes,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(chain),
  });
  const done = await sendAndConfirm(chain, create.signTxn(creator.sk));
  const id = done.applicationIndex!;
  if (funds > 0) await chain.devnet.fund(algosdk.getApplicationAddress(id).toString(), funds);
  return id;
}

async function callTxn(
  sender: Account,
  appId: bigint,
  extra: Partial<{
    fee: bigint;
    args: Uint8Array[];
    accounts: string[];
    assets: bigint[];
    apps: bigint[];
  }> = {},
) {
  const sp = await params(chain);
  return algosdk.makeApplicationNoOpTxnFromObject({
    sender: sender.addr,
    appIndex: appId,
    appArgs: extra.args,
    accounts: extra.accounts,
    foreignAssets: extra.assets,
    foreignApps: extra.apps,
    suggestedParams: extra.fee === undefined ? sp : { ...sp, flatFee: true, fee: extra.fee },
  });
}

const balance = async (address: string | algosdk.Address) =>
  (await chain.algod.accountInformation(address).do()).amount;

describe('inner payments', () => {
  it('pays 1 Algo out of the app account to the caller, fee from the app account', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver
       int 1000000; itxn_field Amount; itxn_submit; int 1`,
      5_000_000,
    );
    const user = await fundedAccount(chain);
    const appAddr = algosdk.getApplicationAddress(app);
    const before = await balance(user.addr);
    const txn = await callTxn(user, app, { accounts: [] });
    const info = await sendAndConfirm(chain, txn.signTxn(user.sk));
    expect(await balance(user.addr)).toBe(before + 1_000_000n - 1000n);
    expect(await balance(appAddr)).toBe(5_000_000n - 1_000_000n - 1000n);
    // algosdk parses algod's inner-txns: the payment, unsigned, sent by the app's account.
    const [inner] = info.innerTxns ?? [];
    expect(inner?.txn.txn.type).toBe('pay');
    expect(inner?.txn.txn.sender.toString()).toBe(appAddr.toString());
    expect(inner?.txn.txn.payment?.amount).toBe(1_000_000n);
    expect(inner?.txn.txn.fee).toBe(1000n);
    expect(inner?.poolError).toBe('');
  });

  it('leaves the ledger as it was when the program fails after its inner payment', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver
       int 1000000; itxn_field Amount; itxn_submit; int 0; assert; int 1`,
      5_000_000,
    );
    const user = await fundedAccount(chain);
    const appAddr = algosdk.getApplicationAddress(app);
    const round = (await chain.algod.status().do()).lastRound;
    const txn = await callTxn(user, app);
    expect(await refusal(chain, txn.signTxn(user.sk))).toMatch(
      /logic eval error: assert failed pc=\d+\. Details: app=\d+, pc=\d+/,
    );
    expect(await balance(appAddr)).toBe(5_000_000n);
    expect(await balance(user.addr)).toBe(10_000_000n);
    expect((await chain.algod.status().do()).lastRound).toBe(round);
  });

  it('fails as algod does when the app account cannot pay (overspend inside inner tx 0)', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver
       int 9000000; itxn_field Amount; itxn_submit; int 1`,
      1_000_000,
    );
    const user = await fundedAccount(chain);
    const txn = await callTxn(user, app);
    expect(await refusal(chain, txn.signTxn(user.sk))).toMatch(
      /logic eval error: inner tx 0 failed: overspend \(account [A-Z2-7]{58}, data \{.*tried to spend \{9000000\}\)\. Details: app=\d+, pc=\d+/,
    );
    expect(await balance(algosdk.getApplicationAddress(app))).toBe(1_000_000n);
  });

  it('refuses a payment that leaves the app account below its minimum balance', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver
       int 950000; itxn_field Amount; itxn_submit; int 1`,
      1_000_000,
    );
    const user = await fundedAccount(chain);
    const txn = await callTxn(user, app);
    const appAddr = algosdk.getApplicationAddress(app).toString();
    expect(await refusal(chain, txn.signTxn(user.sk))).toContain(
      `account ${appAddr} balance 49000 below min 100000 (0 assets)`,
    );
  });
});
