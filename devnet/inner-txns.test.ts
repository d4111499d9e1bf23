/**
 * Inner transactions on the devnet (issue 38): programs that pay, send assets, create assets and
 * call other apps from their own account, seen through algosdk as a dapp sees them.
 */
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble, decodeProgram } from './avm';
import {
  algodFetch,
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
    // From v6 both programs must have the same version.
    clearProgram: assemble(`${/^#pragma version \d+/.exec(source)?.[0]}\nint 1`).program,
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

  it('is found by the indexer under the address an inner payment paid, as the outer call', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txna Accounts 1; itxn_field Receiver
       int 200000; itxn_field Amount; itxn_submit; int 1`,
      5_000_000,
    );
    const user = await fundedAccount(chain);
    const payee = algosdk.generateAccount().addr.toString();
    const txn = await callTxn(user, app, { accounts: [payee] });
    await sendAndConfirm(chain, txn.signTxn(user.sk));
    const found = await chain.indexer.lookupAccountTransactions(payee).do();
    expect(found.transactions.map((t) => t.id)).toEqual([txn.txID()]);
    const asReceiver = await chain.indexer
      .searchForTransactions()
      .address(payee)
      .addressRole('receiver')
      .do();
    expect(asReceiver.transactions).toHaveLength(1);
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

const ASSET_APP = `
  txna ApplicationArgs 0; byte "optin"; ==; bnz optin
  txna ApplicationArgs 0; byte "send"; ==; bnz send
  txna ApplicationArgs 0; byte "close"; ==; bnz close
  txna ApplicationArgs 0; byte "create"; ==; bnz create
  txna ApplicationArgs 0; byte "claw"; ==; bnz claw
  txna ApplicationArgs 0; byte "freeze"; ==; bnz freeze
  err
  optin: itxn_begin; int axfer; itxn_field TypeEnum; txna Assets 0; itxn_field XferAsset
    global CurrentApplicationAddress; itxn_field AssetReceiver; itxn_submit; int 1; return
  send: itxn_begin; int axfer; itxn_field TypeEnum; txna Assets 0; itxn_field XferAsset
    txn Sender; itxn_field AssetReceiver; txna ApplicationArgs 1; btoi; itxn_field AssetAmount
    itxn_submit; int 1; return
  close: itxn_begin; int axfer; itxn_field TypeEnum; txna Assets 0; itxn_field XferAsset
    txna Accounts 1; itxn_field AssetReceiver; txna Accounts 1; itxn_field AssetCloseTo
    itxn_submit; int 1; return
  create: itxn_begin; int acfg; itxn_field TypeEnum; int 1000; itxn_field ConfigAssetTotal
    byte "IN"; itxn_field ConfigAssetUnitName; byte "Inner"; itxn_field ConfigAssetName
    global CurrentApplicationAddress; dup; dup; itxn_field ConfigAssetManager
    itxn_field ConfigAssetClawback; itxn_field ConfigAssetFreeze
    itxn_submit; itxn CreatedAssetID; itob; log; int 1; return
  claw: itxn_begin; int axfer; itxn_field TypeEnum; txna Assets 0; itxn_field XferAsset
    txna Accounts 1; itxn_field AssetSender; txn Sender; itxn_field AssetReceiver
    txna ApplicationArgs 1; btoi; itxn_field AssetAmount; itxn_submit; int 1; return
  freeze: itxn_begin; int afrz; itxn_field TypeEnum; txna Assets 0; itxn_field FreezeAsset
    txna Accounts 1; itxn_field FreezeAssetAccount; int 1; itxn_field FreezeAssetFrozen
    itxn_submit; int 1; return`;

const arg = (s: string) => new TextEncoder().encode(s);
const u64 = (n: number | bigint) => algosdk.encodeUint64(n);

async function optIn(account: Account, asset: bigint): Promise<void> {
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: account.addr,
    assetIndex: asset,
    amount: 0,
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(account.sk));
}

const holding = async (address: string | algosdk.Address, asset: bigint) => {
  const info = await chain.algod.accountInformation(address).do();
  return info.assets?.find((h) => h.assetId === asset);
};

describe('inner asset transactions', () => {
  it('opts the app into an asset, sends it, and closes the holding out to the creator', async () => {
    const app = await deploy(ASSET_APP, 1_000_000);
    const appAddr = algosdk.getApplicationAddress(app);
    const acfg = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 100,
      decimals: 0,
      defaultFrozen: false,
      suggestedParams: await params(chain),
    });
    const asset = (await sendAndConfirm(chain, acfg.signTxn(creator.sk))).assetIndex!;
    const user = await fundedAccount(chain);
    await sendAndConfirm(
      chain,
      (await callTxn(user, app, { args: [arg('optin')], assets: [asset] })).signTxn(user.sk),
    );
    expect((await holding(appAddr, asset))?.amount).toBe(0n);
    const fill = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: appAddr,
      assetIndex: asset,
      amount: 50,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, fill.signTxn(creator.sk));

    // Not opted in yet: the inner transfer fails as a top-level one would.
    const early = await callTxn(user, app, { args: [arg('send'), u64(20)], assets: [asset] });
    expect(await refusal(chain, early.signTxn(user.sk))).toContain(
      `inner tx 0 failed: receiver error: must optin, asset ${asset} missing from ${user.addr}`,
    );
    await optIn(user, asset);
    const send = await callTxn(user, app, { args: [arg('send'), u64(20)], assets: [asset] });
    await sendAndConfirm(chain, send.signTxn(user.sk));
    expect((await holding(user.addr, asset))?.amount).toBe(20n);
    // The indexer finds the call under the asset its inner transfer moved.
    const byAsset = await chain.indexer
      .lookupAccountTransactions(user.addr)
      .assetID(asset)
      .txType('appl')
      .do();
    expect(byAsset.transactions.map((t) => t.id)).toContain(send.txID());

    const close = await callTxn(user, app, {
      args: [arg('close')],
      assets: [asset],
      accounts: [creator.addr.toString()],
    });
    const closed = await sendAndConfirm(chain, close.signTxn(user.sk));
    expect(closed.innerTxns?.[0]?.assetClosingAmount).toBe(30n);
    expect(await holding(appAddr, asset)).toBeUndefined();
    expect((await holding(creator.addr, asset))?.amount).toBe(80n);
  });

  it('creates an asset whose id itxn CreatedAssetID reads, then claws back and freezes it', async () => {
    const app = await deploy(ASSET_APP, 1_000_000);
    const appAddr = algosdk.getApplicationAddress(app);
    const user = await fundedAccount(chain);
    const create = await callTxn(user, app, { args: [arg('create')] });
    const created = await sendAndConfirm(chain, create.signTxn(user.sk));
    const asset = created.innerTxns?.[0]?.assetIndex;
    expect(asset).toBeGreaterThan(0n);
    expect(algosdk.decodeUint64(created.logs![0]!, 'bigint')).toBe(asset);
    const info = await chain.algod.getAssetByID(asset!).do();
    expect(info.params?.creator).toBe(appAddr.toString());
    expect(info.params?.unitName).toBe('IN');
    expect((await holding(appAddr, asset!))?.amount).toBe(1000n);

    await optIn(user, asset!);
    const claw = await callTxn(user, app, {
      args: [arg('claw'), u64(7)],
      assets: [asset!],
      accounts: [appAddr.toString()],
    });
    await sendAndConfirm(chain, claw.signTxn(user.sk));
    expect((await holding(user.addr, asset!))?.amount).toBe(7n);
    const freeze = await callTxn(user, app, {
      args: [arg('freeze')],
      assets: [asset!],
      accounts: [user.addr.toString()],
    });
    await sendAndConfirm(chain, freeze.signTxn(user.sk));
    expect((await holding(user.addr, asset!))?.isFrozen).toBe(true);
  });
});

/** Calls the app whose id is the first 8 bytes of its argument, passing the rest on. */
const RELAY = `txn NumAppArgs; bz done; txna ApplicationArgs 0; len; bz done
  itxn_begin; int appl; itxn_field TypeEnum
  txna ApplicationArgs 0; extract 0 8; btoi; itxn_field ApplicationID
  txna ApplicationArgs 0; extract 8 0; itxn_field ApplicationArgs
  int 0; itxn_field Fee; itxn_submit
  itxn NumLogs; int 1; ==; assert
  done: byte "relayed"; log; int 1`;

describe('inner application calls', () => {
  let relays: bigint[] = [];
  beforeAll(async () => {
    relays = [];
    for (let i = 0; i < 10; i++) relays.push(await deploy(RELAY, 200_000));
  });

  /**
   * The call down `ids`. The apps it reaches must be available: they go in the call's foreign
   * apps, and those past its eight in a second call of the group (group resource sharing, v9+).
   */
  const chainCall = async (ids: bigint[]) => {
    const user = await fundedAccount(chain);
    const [first, ...rest] = ids;
    const path = Buffer.concat(rest.map((id) => u64(id)));
    const fee = 1000n * BigInt(ids.length + 1);
    const apps = [...new Set(rest)].filter((id) => id !== first);
    const txn = await callTxn(user, first!, { args: [path], fee, apps: apps.slice(0, 8) });
    if (apps.length <= 8) return txn.signTxn(user.sk);
    const more = await callTxn(user, first!, { apps: apps.slice(8), fee: 0n });
    const group = algosdk.assignGroupID([txn, more]);
    return Buffer.concat(group.map((t) => t.signTxn(user.sk)));
  };

  it('runs nine programs deep (the top-level one and eight inner calls) with the nested EvalDelta', async () => {
    const info = await sendAndConfirm(chain, await chainCall(relays.slice(0, 9)));
    let level = info;
    for (let depth = 1; depth < 9; depth++) {
      const inner = level.innerTxns?.[0];
      expect(inner?.txn.txn.applicationCall?.appIndex).toBe(relays[depth]);
      expect(inner?.txn.txn.fee).toBe(0n);
      expect(inner?.logs?.map((l) => Buffer.from(l).toString())).toEqual(['relayed']);
      level = inner!;
    }
    expect(level.innerTxns ?? []).toEqual([]);
  });

  it('refuses a tenth, a self-call and a re-entry in algod’s words', async () => {
    expect(await refusal(chain, await chainCall(relays))).toMatch(/appl depth \(8\) exceeded/);
    const [a, b] = relays as [bigint, bigint];
    expect(await refusal(chain, await chainCall([a, a]))).toMatch(
      new RegExp(`logic eval error: attempt to self-call\\. Details: app=${a}, pc=\\d+`),
    );
    expect(await refusal(chain, await chainCall([a, b, a]))).toContain(
      `inner tx 0 failed: logic eval error: attempt to re-enter ${a}. Details: app=${b}`,
    );
  });

  it('refuses to call an app the group does not name (unavailable App)', async () => {
    const [a, b] = relays as [bigint, bigint];
    const user = await fundedAccount(chain);
    const txn = await callTxn(user, a, { args: [u64(b)], fee: 2000n });
    expect(await refusal(chain, txn.signTxn(user.sk))).toMatch(
      new RegExp(`logic eval error: unavailable App ${b}\\. Details: app=${a}, pc=\\d+`),
    );
  });

  it('refuses to call a program older than v4', async () => {
    const old = await deploy('#pragma version 3\nint 1');
    expect(await refusal(chain, await chainCall([relays[0]!, old]))).toMatch(
      /logic eval error: inner app call with version v3 < v4\. Details: app=\d+, pc=\d+/,
    );
  });
});

/** Pays 0 to the caller; the fee is ApplicationArgs 0 when given, else left to the ledger. */
const FEE_APP = `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver
  txn NumAppArgs; bz nofee; txna ApplicationArgs 0; btoi; itxn_field Fee
  nofee: itxn_submit; int 1`;

describe('the inner transaction pool', () => {
  it('lets one app call submit more than 16 (16 × 16 for the group), and refuses the 257th', async () => {
    // Sends ApplicationArgs 0 groups of 16 zero payments to the caller.
    const app = await deploy(
      `txna ApplicationArgs 0; btoi; store 0
       outer: load 0; bz done; itxn_begin; int 0; store 1
       next: load 1; bz first; itxn_next
       first: int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver; int 0; itxn_field Fee
       load 1; int 1; +; dup; store 1; int 16; <; bnz next
       itxn_submit; load 0; int 1; -; store 0; b outer
       done: int 1`,
      1_000_000,
    );
    const user = await fundedAccount(chain, 2_000_000);
    const call = async (groups: number, fee: bigint) =>
      callTxn(user, app, { args: [u64(BigInt(groups))], fee });
    const one = await call(2, 1000n * 33n);
    const info = await sendAndConfirm(chain, one.signTxn(user.sk));
    expect(info.innerTxns?.length).toBe(32);
    // 16 calls for the budget: the first submits 256, the second's first group has none left.
    const calls = [await call(16, 1000n * (16n + 272n)), await call(1, 0n)];
    for (let i = 2; i < 16; i++) calls.push(await call(0, 0n));
    const group = algosdk.assignGroupID(calls).map((t) => t.signTxn(user.sk));
    expect(await refusal(chain, group)).toContain('too many inner transactions 16 with 0 left');
  });
});

describe('fee pooling', () => {
  it('charges nothing to the app when the caller overpays, and its fee when not', async () => {
    const app = await deploy(FEE_APP, 1_000_000);
    const appAddr = algosdk.getApplicationAddress(app);
    const user = await fundedAccount(chain);
    const paid = await sendAndConfirm(
      chain,
      (await callTxn(user, app, { fee: 2000n })).signTxn(user.sk),
    );
    expect(paid.innerTxns?.[0]?.txn.txn.fee).toBe(0n);
    expect(await balance(appAddr)).toBe(1_000_000n);
    const unpaid = await sendAndConfirm(
      chain,
      (await callTxn(user, app, { fee: 1000n })).signTxn(user.sk),
    );
    expect(unpaid.innerTxns?.[0]?.txn.txn.fee).toBe(1000n);
    expect(await balance(appAddr)).toBe(999_000n);
  });

  it('refuses an inner fee of 0 that the group does not cover', async () => {
    const app = await deploy(FEE_APP, 1_000_000);
    const user = await fundedAccount(chain);
    const txn = await callTxn(user, app, { fee: 1000n, args: [u64(0)] });
    expect(await refusal(chain, txn.signTxn(user.sk))).toMatch(
      /logic eval error: group fee \{0\} too small \(needs \{1000\} more\)\. Details: app=\d+, pc=\d+/,
    );
    const half = await callTxn(user, app, { fee: 1500n, args: [u64(0)] });
    expect(await refusal(chain, half.signTxn(user.sk))).toContain(
      'group fee {0} too small (needs {500} more)',
    );
  });

  it('lets one inner transaction pay for the other of its group', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver; int 2000; itxn_field Fee
       itxn_next; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver; int 0; itxn_field Fee
       itxn_submit; int 1`,
      1_000_000,
    );
    const user = await fundedAccount(chain);
    const info = await sendAndConfirm(
      chain,
      (await callTxn(user, app, { fee: 1000n })).signTxn(user.sk),
    );
    expect(info.innerTxns?.map((i) => i.txn.txn.fee)).toEqual([2000n, 0n]);
    // Members of an inner group share a group id.
    const [g0, g1] = info.innerTxns!.map((i) => i.txn.txn.group);
    expect(g0).toEqual(g1);
    expect(g0?.length).toBe(32);
  });
});

describe('senders', () => {
  const FROM_ACCOUNT = `itxn_begin; int pay; itxn_field TypeEnum; txna Accounts 1; itxn_field Sender
    txn Sender; itxn_field Receiver; int 1000; itxn_field Amount; itxn_submit; int 1`;

  it('refuses an account the app does not control, and spends one rekeyed to it', async () => {
    const app = await deploy(FROM_ACCOUNT, 1_000_000);
    const appAddr = algosdk.getApplicationAddress(app).toString();
    const user = await fundedAccount(chain);
    const victim = await fundedAccount(chain);
    const steal = await callTxn(user, app, { fee: 2000n, accounts: [victim.addr.toString()] });
    expect(await refusal(chain, steal.signTxn(user.sk))).toMatch(
      new RegExp(
        `logic eval error: app ${app} \\(addr ${appAddr}\\) unauthorized ${victim.addr}\\. Details: app=${app}, pc=\\d+`,
      ),
    );
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: victim.addr,
      receiver: victim.addr,
      amount: 0,
      rekeyTo: appAddr,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, rekey.signTxn(victim.sk));
    const before = await balance(victim.addr);
    await sendAndConfirm(chain, steal.signTxn(user.sk));
    expect(await balance(victim.addr)).toBe(before - 1000n);
  });
});

describe('EvalDelta with inner transactions, as algosdk reads it', () => {
  let outer: bigint;
  let innerApp: bigint;
  beforeAll(async () => {
    innerApp = await deploy(
      `byte "n"; dup; app_global_get; int 7; +; app_global_put; byte "B"; log; int 1`,
      0,
      {
        ints: 1,
        bytes: 0,
      },
    );
    outer = await deploy(
      `byte "a"; dup; app_global_get; int 1; +; app_global_put; byte "A"; log
       itxn_begin; int appl; itxn_field TypeEnum; txna Applications 1; itxn_field ApplicationID
       itxn_next; int acfg; itxn_field TypeEnum; int 5; itxn_field ConfigAssetTotal
       itxn_submit; int 1`,
      1_000_000,
      { ints: 1, bytes: 0 },
    );
  });

  const call = async (user: Account) =>
    (await callTxn(user, outer, { apps: [innerApp], fee: 3000n })).signTxn(user.sk);
  const text = (logs: Uint8Array[] | undefined) => logs?.map((l) => Buffer.from(l).toString());
  // algosdk keeps state keys in their JSON form, base64.
  const key = (k: string | undefined) => Buffer.from(k ?? '', 'base64').toString();

  it('in the pending answer, through an AtomicTransactionComposer', async () => {
    const user = await fundedAccount(chain);
    const atc = new algosdk.AtomicTransactionComposer();
    atc.addTransaction({
      txn: await callTxn(user, outer, { apps: [innerApp], fee: 3000n }),
      signer: algosdk.makeBasicAccountTransactionSigner(user),
    });
    const { txIDs } = await atc.execute(chain.algod, 4);
    const info = await chain.algod.pendingTransactionInformation(txIDs[0]!).do();
    expect(text(info.logs)).toEqual(['A']);
    expect(key(info.globalStateDelta?.[0]?.key)).toBe('a');
    const [call, acfg] = info.innerTxns ?? [];
    expect(text(call?.logs)).toEqual(['B']);
    expect(key(call?.globalStateDelta?.[0]?.key)).toBe('n');
    expect(Number(call?.globalStateDelta?.[0]?.value.uint) % 7).toBe(0);
    expect(call?.txn.txn.group).toEqual(acfg?.txn.txn.group);
    expect(acfg?.assetIndex).toBeGreaterThan(0n);
    expect(call?.applicationIndex).toBeUndefined();
    // The JSON form says the same as the msgpack one algosdk asked for.
    const json = await fetch(
      `${chain.devnet.algodUrl}/v2/transactions/pending/${txIDs[0]}?format=json`,
      { headers: { 'X-Algo-API-Token': chain.devnet.token } },
    ).then((r) => r.json() as Promise<Record<string, unknown>>);
    const inner = json['inner-txns'] as Record<string, unknown>[];
    expect(inner[1]).toMatchObject({ 'pool-error': '', 'asset-index': Number(acfg?.assetIndex) });
    expect(inner[0]).toMatchObject({ logs: ['Qg=='], txn: { txn: { type: 'appl' } } });
    expect(inner[0]).not.toHaveProperty('confirmed-round');
  });

  it('in simulate’s txn-results, with the inner budget and fees counted', async () => {
    const user = await fundedAccount(chain);
    // The caller pays only its own fee: the app's account pays the two inner ones.
    const txn = await callTxn(user, outer, { apps: [innerApp], fee: 1000n });
    const signed = algosdk.decodeSignedTransaction(txn.signTxn(user.sk));
    const res = await chain.algod
      .simulateTransactions(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [new algosdk.modelsv2.SimulateRequestTransactionGroup({ txns: [signed] })],
        }),
      )
      .do();
    const group = res.txnGroups[0]!;
    expect(group.failureMessage).toBeUndefined();
    const result = group.txnResults[0]!;
    expect(text(result.txnResult.innerTxns?.[0]?.logs)).toEqual(['B']);
    expect(result.txnResult.innerTxns?.[1]?.assetIndex).toBeGreaterThan(0n);
    expect(group.appBudgetAdded).toBe(1400);
    // Both programs run straight through, every opcode costing 1.
    const cost = async (id: bigint) => {
      const app = await chain.algod.getApplicationByID(id).do();
      return decodeProgram(app.params!.approvalProgram).instructions.length;
    };
    expect(result.appBudgetConsumed).toBe((await cost(outer)) + (await cost(innerApp)));
    expect(Number(result.feesPaid)).toBe(3000);
  });

  it('in the indexer’s transaction, nested without ids', async () => {
    const user = await fundedAccount(chain);
    const { txid } = await chain.algod.sendRawTransaction(await call(user)).do();
    await algosdk.waitForConfirmation(chain.algod, txid, 4);
    const { transaction } = await chain.indexer.lookupTransactionByID(txid).do();
    const [call2, acfg] = transaction.innerTxns ?? [];
    expect(call2?.txType).toBe('appl');
    expect(call2?.applicationTransaction?.applicationId).toBe(innerApp);
    expect(text(call2?.logs)).toEqual(['B']);
    expect(key(call2?.globalStateDelta?.[0]?.key)).toBe('n');
    expect(call2?.id).toBeUndefined();
    expect(call2?.confirmedRound).toBe(transaction.confirmedRound);
    expect(acfg?.createdAssetIndex).toBeGreaterThan(0n);
    expect(acfg?.sender).toBe(algosdk.getApplicationAddress(outer).toString());
  });
});

describe('decoded programs', () => {
  it('runs the new program after an update, not the one decoded before', async () => {
    const logging = (word: string) => `byte "${word}"; log; int 1`;
    const app = await deploy(logging('v1'));
    const user = await fundedAccount(chain);
    const first = await sendAndConfirm(chain, (await callTxn(user, app)).signTxn(user.sk));
    expect(first.logs?.map((l) => Buffer.from(l).toString())).toEqual(['v1']);
    const update = algosdk.makeApplicationUpdateTxnFromObject({
      sender: creator.addr,
      appIndex: app,
      approvalProgram: assemble(`#pragma version 10\n${logging('v2')}`).program,
      clearProgram: CLEAR,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, update.signTxn(creator.sk));
    const second = await sendAndConfirm(
      chain,
      (await callTxn(user, app, { fee: 1001n })).signTxn(user.sk),
    );
    expect(second.logs?.map((l) => Buffer.from(l).toString())).toEqual(['v2']);
  });
});

describe('GET /v2/blocks/{round}', () => {
  it('answers the block with its transactions’ apply data, inner ones included, in msgpack and JSON', async () => {
    const app = await deploy(
      `itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver
       int 5; itxn_field Amount; itxn_submit; byte "hi"; log; int 1`,
      1_000_000,
    );
    const user = await fundedAccount(chain);
    const txn = await callTxn(user, app, { fee: 2000n });
    const info = await sendAndConfirm(chain, txn.signTxn(user.sk));
    const round = info.confirmedRound!;

    const { block } = await chain.algod.block(round).do();
    expect(block.header.round).toBe(round);
    expect(block.header.genesisID).toBe('dockernet-v1');
    const [member] = block.payset;
    expect(member?.signedTxn.signedTxn.txn.txID()).toBe(txn.txID());
    const delta = member?.signedTxn.applyData.evalDelta;
    expect(delta?.logs.map((l) => Buffer.from(l).toString())).toEqual(['hi']);
    const [inner] = delta?.innerTxns ?? [];
    expect(inner?.signedTxn.txn.payment?.amount).toBe(5n);
    expect(inner?.signedTxn.txn.sender.toString()).toBe(
      algosdk.getApplicationAddress(app).toString(),
    );

    const res = await algodFetch(chain, `/v2/blocks/${round}`);
    const body = (await res.json()) as {
      block: { rnd: number; txns: { dt?: { itx?: unknown[] } }[] };
    };
    expect(body.block.rnd).toBe(Number(round));
    expect(body.block.txns[0]?.dt?.itx).toHaveLength(1);
    const header = await algodFetch(chain, `/v2/blocks/${round}?header-only=true`);
    expect(((await header.json()) as { block: { txns?: unknown } }).block.txns).toBeUndefined();
    const later = await algodFetch(chain, `/v2/blocks/${round + 1000n}`);
    expect(later.status).toBe(404);
  });
});
