import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import algosdk, { modelsv2, type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from './server';
import {
  algodFetch,
  fundedAccount,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

/** `#pragma version 10` / `pushint 1`: a program that approves every call. */
const ALWAYS_APPROVE_PROGRAM = Uint8Array.of(0x0a, 0x81, 0x01);

let chain: TestChain;
let creator: Account;
let user: Account;
let appId: bigint;

beforeAll(async () => {
  chain = await startTestChain();
  creator = await fundedAccount(chain, 10_000_000);
  user = await fundedAccount(chain, 2_000_000);
});
afterAll(() => chain.devnet.stop());

interface CreateOptions {
  globalInts?: number;
  globalBytes?: number;
  localInts?: number;
  localBytes?: number;
  extraPages?: number;
  approvalProgram?: Uint8Array;
  clearProgram?: Uint8Array;
  appArgs?: Uint8Array[];
  accounts?: algosdk.Address[];
  foreignApps?: bigint[];
}

async function createTxn(
  sender: Account,
  o: CreateOptions = {},
  on: TestChain = chain,
): Promise<algosdk.Transaction> {
  return algosdk.makeApplicationCreateTxnFromObject({
    sender: sender.addr,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram: o.approvalProgram ?? ALWAYS_APPROVE_PROGRAM,
    clearProgram: o.clearProgram ?? ALWAYS_APPROVE_PROGRAM,
    numGlobalInts: o.globalInts ?? 0,
    numGlobalByteSlices: o.globalBytes ?? 0,
    numLocalInts: o.localInts ?? 0,
    numLocalByteSlices: o.localBytes ?? 0,
    extraPages: o.extraPages ?? 0,
    appArgs: o.appArgs,
    accounts: o.accounts,
    foreignApps: o.foreignApps,
    suggestedParams: await params(on),
  });
}

async function createApp(
  sender: Account,
  o: CreateOptions = {},
  on: TestChain = chain,
): Promise<bigint> {
  const result = await sendAndConfirm(on, (await createTxn(sender, o, on)).signTxn(sender.sk));
  if (result.applicationIndex === undefined) throw new Error('no application-index');
  return result.applicationIndex;
}

const call = async (
  make: typeof algosdk.makeApplicationOptInTxnFromObject,
  sender: Account,
  appIndex: bigint,
  extra: { appArgs?: Uint8Array[]; accounts?: algosdk.Address[]; note?: Uint8Array } = {},
  on: TestChain = chain,
): Promise<algosdk.Transaction> =>
  make({ sender: sender.addr, appIndex, suggestedParams: await params(on), ...extra });

const minBalanceOf = async (a: Account): Promise<bigint> =>
  (await chain.algod.accountInformation(a.addr).do()).minBalance;

describe('an application through its whole life', () => {
  it('creates an app with a program that approves everything; ids share the asset counter', async () => {
    appId = await createApp(creator, {
      globalInts: 1,
      globalBytes: 1,
      localInts: 2,
      localBytes: 1,
      extraPages: 1,
    });
    expect(appId).toBeGreaterThan(1000n);

    // An asset made next gets the following id: one counter for both.
    const asset = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1,
      decimals: 0,
      defaultFrozen: false,
      suggestedParams: await params(chain),
    });
    const assetId = (await sendAndConfirm(chain, asset.signTxn(creator.sk))).assetIndex;
    expect(assetId).toBe(appId + 1n);

    const app = await chain.algod.getApplicationByID(appId).do();
    expect(app.id).toBe(appId);
    expect(app.params?.creator.toString()).toBe(creator.addr.toString());
    expect(app.params?.approvalProgram).toEqual(ALWAYS_APPROVE_PROGRAM);
    expect(app.params?.clearStateProgram).toEqual(ALWAYS_APPROVE_PROGRAM);
    expect(app.params?.globalStateSchema).toMatchObject({ numUint: 1, numByteSlice: 1 });
    expect(app.params?.localStateSchema).toMatchObject({ numUint: 2, numByteSlice: 1 });
    expect(app.params?.extraProgramPages).toBe(1);

    const info = await chain.algod.accountInformation(creator.addr).do();
    expect(info.totalCreatedApps).toBe(1);
    expect(info.createdApps?.map((a) => a.id)).toEqual([appId]);
    expect(info.appsTotalSchema).toMatchObject({ numUint: 1, numByteSlice: 1 });
    expect(info.appsTotalExtraPages).toBe(1);
    // base + asset + app (1 + 1 extra page) + one global uint + one global byte slice
    expect(info.minBalance).toBe(100_000n + 100_000n + 200_000n + 28_500n + 50_000n);
  });

  it('runs the approval program: one that rejects is refused in algod words', async () => {
    const txn = await createTxn(creator, {
      approvalProgram: Uint8Array.of(0x0a, 0x81, 0x00), // pushint 0: always reject
    });
    const message = await refusal(chain, txn.signTxn(creator.sk));
    expect(message).toContain(': transaction rejected by ApprovalProgram');
    const noClear = await createTxn(creator, { clearProgram: new Uint8Array() });
    expect(await refusal(chain, noClear.signTxn(creator.sk))).toContain(
      'bad ClearStateProgram: invalid program (empty)',
    );
  });

  it('refuses calls and creations over algod limits, in algod words', async () => {
    const tooManyArgs = await createTxn(creator, {
      appArgs: Array.from({ length: 17 }, () => new Uint8Array(1)),
    });
    expect(await refusal(chain, tooManyArgs.signTxn(creator.sk))).toContain(
      'tx.ApplicationArgs has too many arguments. 17 > 16',
    );
    const longArgs = await createTxn(creator, {
      appArgs: [new Uint8Array(1500), new Uint8Array(549)],
    });
    expect(await refusal(chain, longArgs.signTxn(creator.sk))).toContain(
      'tx.ApplicationArgs total length is too long. 2049 > 2048',
    );
    const accounts = Array.from({ length: 9 }, () => algosdk.generateAccount().addr);
    const tooManyAccounts = await createTxn(creator, { accounts });
    expect(await refusal(chain, tooManyAccounts.signTxn(creator.sk))).toContain(
      'tx.Accounts too long, max number of accounts is 8',
    );
    // Eight accounts and one foreign app: each list fits, their sum does not.
    const tooManyRefs = await createTxn(creator, {
      accounts: accounts.slice(0, 8),
      foreignApps: [1234n],
    });
    expect(await refusal(chain, tooManyRefs.signTxn(creator.sk))).toContain(
      'tx references exceed MaxAppTotalTxnReferences = 8',
    );
    const bigGlobal = await createTxn(creator, { globalInts: 40, globalBytes: 25 });
    expect(await refusal(chain, bigGlobal.signTxn(creator.sk))).toContain(
      'tx.GlobalStateSchema is too large. 65 > 64',
    );
    const bigLocal = await createTxn(creator, { localInts: 17 });
    expect(await refusal(chain, bigLocal.signTxn(creator.sk))).toContain(
      'tx.LocalStateSchema is too large. 17 > 16',
    );
    const pages = await createTxn(creator, { extraPages: 4 });
    expect(await refusal(chain, pages.signTxn(creator.sk))).toContain(
      'tx.ExtraProgramPages exceeds MaxExtraAppProgramPages = 3',
    );
  });

  it('refuses an opt-in that would leave the account below its minimum balance', async () => {
    const poor = await fundedAccount(chain, 250_000);
    const optIn = await call(algosdk.makeApplicationOptInTxnFromObject, poor, appId);
    // 0.1 + 0.1 for the opt-in + 2 * 28,500 + 50,000 = 307,000
    expect(await refusal(chain, optIn.signTxn(poor.sk))).toContain(
      `account ${poor.addr} balance 249000 below min 307000 (0 assets)`,
    );
  });

  it('opts in: the minimum balance grows by the local schema', async () => {
    const optIn = await call(algosdk.makeApplicationOptInTxnFromObject, user, appId);
    await sendAndConfirm(chain, optIn.signTxn(user.sk));
    const info = await chain.algod.accountInformation(user.addr).do();
    expect(info.totalAppsOptedIn).toBe(1);
    expect(info.appsLocalState?.map((l) => l.id)).toEqual([appId]);
    expect(info.appsTotalSchema).toMatchObject({ numUint: 2, numByteSlice: 1 });
    expect(info.minBalance).toBe(307_000n);

    const local = await chain.algod.accountApplicationInformation(user.addr, appId).do();
    expect(local.appLocalState?.schema).toMatchObject({ numUint: 2, numByteSlice: 1 });
    expect(local.createdApp).toBeUndefined();
    const created = await chain.algod.accountApplicationInformation(creator.addr, appId).do();
    expect(created.createdApp?.creator.toString()).toBe(creator.addr.toString());
    await expect(
      chain.algod.accountApplicationInformation(creator.addr, appId + 1000n).do(),
    ).rejects.toThrow(/account application info not found/);
  });

  it('refuses a second opt-in', async () => {
    const again = await call(algosdk.makeApplicationOptInTxnFromObject, user, appId, {
      note: new Uint8Array([1]),
    });
    expect(await refusal(chain, again.signTxn(user.sk))).toContain(
      `account ${user.addr} has already opted in to app ${appId}`,
    );
  });

  it('accepts a NoOp in an atomic group with a payment signed by another account', async () => {
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: user.addr,
      amount: 1000,
      suggestedParams: await params(chain),
    });
    const noop = await call(algosdk.makeApplicationNoOpTxnFromObject, user, appId, {
      appArgs: [new TextEncoder().encode('swap'), algosdk.encodeUint64(1000)],
      accounts: [creator.addr],
    });
    algosdk.assignGroupID([pay, noop]);
    const before = (await chain.algod.accountInformation(user.addr).do()).amount;
    await sendAndConfirm(chain, [pay.signTxn(creator.sk), noop.signTxn(user.sk)]);
    expect((await chain.algod.accountInformation(user.addr).do()).amount).toBe(before);

    const found = await chain.indexer.lookupTransactionByID(noop.txID()).do();
    const app = found.transaction.applicationTransaction;
    expect(app?.applicationId).toBe(appId);
    expect(app?.onCompletion).toBe('noop');
    expect(app?.applicationArgs?.[0]).toEqual(new TextEncoder().encode('swap'));
    expect(app?.accounts?.map(String)).toEqual([creator.addr.toString()]);
  });

  it('updates to a new program, which bumps the version; never to an older version', async () => {
    const sp = await params(chain);
    const update = (approvalProgram: Uint8Array): algosdk.Transaction =>
      algosdk.makeApplicationUpdateTxnFromObject({
        sender: creator.addr,
        appIndex: appId,
        approvalProgram,
        clearProgram: ALWAYS_APPROVE_PROGRAM,
        suggestedParams: sp,
      });
    const v9 = Uint8Array.of(0x09, 0x81, 0x01);
    const downgrade = algosdk.makeApplicationUpdateTxnFromObject({
      sender: creator.addr,
      appIndex: appId,
      approvalProgram: v9,
      clearProgram: v9,
      suggestedParams: sp,
    });
    expect(await refusal(chain, downgrade.signTxn(creator.sk))).toContain(
      'approval program version downgrade: 9 < 10',
    );
    const pushint2 = Uint8Array.of(0x0a, 0x81, 0x02);
    await sendAndConfirm(chain, update(pushint2).signTxn(creator.sk));
    const app = await chain.algod.getApplicationByID(appId).do();
    expect(app.params?.version).toBe(1);
    expect(app.params?.approvalProgram).toEqual(pushint2);
  });

  it('closes out, and refuses closing out or clearing when not opted in', async () => {
    const closeOut = await call(algosdk.makeApplicationCloseOutTxnFromObject, user, appId);
    await sendAndConfirm(chain, closeOut.signTxn(user.sk));
    const info = await chain.algod.accountInformation(user.addr).do();
    expect(info.totalAppsOptedIn).toBe(0);
    expect(info.minBalance).toBe(100_000n);

    const again = await call(algosdk.makeApplicationCloseOutTxnFromObject, user, appId, {
      note: new Uint8Array([2]),
    });
    expect(await refusal(chain, again.signTxn(user.sk))).toContain(
      `account ${user.addr} is not opted in to any app, and in particular ${appId}`,
    );
    const clear = await call(algosdk.makeApplicationClearStateTxnFromObject, user, appId);
    expect(await refusal(chain, clear.signTxn(user.sk))).toContain(
      `cannot clear state: ${user.addr} is not currently opted in to app ${appId}`,
    );
  });

  it('deletes the app, releasing the creator; a left-over local state can still be cleared', async () => {
    const optIn = await call(algosdk.makeApplicationOptInTxnFromObject, user, appId, {
      note: new Uint8Array([3]),
    });
    await sendAndConfirm(chain, optIn.signTxn(user.sk));
    const creatorMin = await minBalanceOf(creator);

    const del = await call(algosdk.makeApplicationDeleteTxnFromObject, creator, appId);
    await sendAndConfirm(chain, del.signTxn(creator.sk));
    await expect(chain.algod.getApplicationByID(appId).do()).rejects.toThrow(
      /application does not exist/,
    );
    const info = await chain.algod.accountInformation(creator.addr).do();
    expect(info.totalCreatedApps).toBe(0);
    expect(info.appsTotalExtraPages).toBeUndefined();
    expect(info.minBalance).toBe(creatorMin - 200_000n - 28_500n - 50_000n);

    const noop = await call(algosdk.makeApplicationNoOpTxnFromObject, user, appId);
    expect(await refusal(chain, noop.signTxn(user.sk))).toContain(
      `only ClearState is supported for an application (${appId}) that does not exist`,
    );
    expect(await minBalanceOf(user)).toBe(307_000n);
    const clear = await call(algosdk.makeApplicationClearStateTxnFromObject, user, appId, {
      note: new Uint8Array([4]),
    });
    await sendAndConfirm(chain, clear.signTxn(user.sk));
    expect(await minBalanceOf(user)).toBe(100_000n);
  });

  it('shows the whole life in the indexer', async () => {
    await expect(chain.indexer.lookupApplications(appId).do()).rejects.toThrow(/404/);
    const app = await chain.indexer.lookupApplications(appId).includeAll(true).do();
    expect(app.application?.deleted).toBe(true);
    expect(app.application?.deletedAtRound).toBeGreaterThan(0n);
    expect(app.application?.params.creator?.toString()).toBe(creator.addr.toString());

    const history = await chain.indexer
      .searchForTransactions()
      .txType('appl')
      .applicationID(appId)
      .do();
    expect(history.transactions.map((t) => t.applicationTransaction?.onCompletion)).toEqual([
      'noop', // the creation
      'optin',
      'noop',
      'update',
      'closeout',
      'optin',
      'delete',
      'clear',
    ]);
    const [created] = history.transactions;
    expect(created?.createdApplicationIndex).toBe(appId);
    expect(created?.applicationTransaction?.applicationId).toBe(0n);
    expect(created?.applicationTransaction?.approvalProgram).toEqual(ALWAYS_APPROVE_PROGRAM);
    expect(created?.applicationTransaction?.globalStateSchema).toMatchObject({
      numUint: 1,
      numByteSlice: 1,
    });
  });
});

describe('account views of apps', () => {
  it('lists created apps and local states in the indexer, respecting exclude', async () => {
    const maker = await fundedAccount(chain, 5_000_000);
    const a = await createApp(maker, { localInts: 1 });
    const b = await createApp(maker, { globalBytes: 2 });
    const optIn = await call(algosdk.makeApplicationOptInTxnFromObject, maker, a);
    await sendAndConfirm(chain, optIn.signTxn(maker.sk));

    const account = (await chain.indexer.lookupAccountByID(maker.addr).do()).account;
    expect(account.createdApps?.map((x) => x.id)).toEqual([a, b]);
    expect(account.appsLocalState?.map((x) => x.id)).toEqual([a]);
    expect(account.appsLocalState?.[0]?.optedInAtRound).toBeGreaterThan(0n);
    expect(account.totalCreatedApps).toBe(2);
    expect(account.totalAppsOptedIn).toBe(1);
    expect(account.appsTotalSchema).toMatchObject({ numUint: 1, numByteSlice: 2 });
    expect(BigInt(account.minBalance)).toBe(
      (await chain.algod.accountInformation(maker.addr).do()).minBalance,
    );
    const lean = await chain.indexer
      .lookupAccountByID(maker.addr)
      .exclude('created-apps,apps-local-state')
      .do();
    expect(lean.account.createdApps).toBeUndefined();
    expect(lean.account.appsLocalState).toBeUndefined();

    const created = await chain.indexer.lookupAccountCreatedApplications(maker.addr).do();
    expect(created.applications.map((x) => x.id)).toEqual([a, b]);
    const locals = await chain.indexer.lookupAccountAppLocalStates(maker.addr).do();
    expect(locals.appsLocalStates.map((x) => x.id)).toEqual([a]);
    expect(locals.appsLocalStates[0]?.schema).toMatchObject({ numUint: 1, numByteSlice: 0 });
    const byCreator = await chain.indexer.searchForApplications().creator(maker.addr).do();
    expect(byCreator.applications.map((x) => x.id)).toEqual([a, b]);
    const optedIn = await chain.indexer.searchAccounts().applicationID(a).do();
    expect(optedIn.accounts.map((x) => x.address)).toEqual([maker.addr.toString()]);

    // algod's msgpack answers go through algosdk's models, which must accept them.
    for (const path of [
      `/v2/accounts/${maker.addr}?format=msgpack`,
      `/v2/accounts/${maker.addr}/applications/${a}?format=msgpack`,
    ]) {
      const res = await algodFetch(chain, path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('msgpack');
    }
    const decoded = algosdk.decodeMsgpack(
      new Uint8Array(
        await (await algodFetch(chain, `/v2/accounts/${maker.addr}?format=msgpack`)).arrayBuffer(),
      ),
      modelsv2.Account,
    );
    expect(decoded.createdApps?.map((x) => x.id)).toEqual([a, b]);
    expect(decoded.appsLocalState?.map((x) => x.id)).toEqual([a]);
  });

  it('refuses to close an account that still has apps', async () => {
    const owner = await fundedAccount(chain, 1_000_000);
    await createApp(owner);
    const close = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: owner.addr,
      receiver: creator.addr,
      amount: 0,
      closeRemainderTo: creator.addr,
      suggestedParams: await params(chain),
    });
    expect(await refusal(chain, close.signTxn(owner.sk))).toContain(
      'cannot close: 1 outstanding created applications',
    );
  });
});

describe('simulating app calls', () => {
  it('simulates an opt-in and a NoOp, and fails a double opt-in at its member', async () => {
    const id = await createApp(creator, { localBytes: 1 });
    const someone = await fundedAccount(chain, 1_000_000);
    const optIn = await call(algosdk.makeApplicationOptInTxnFromObject, someone, id);
    const noop = await call(algosdk.makeApplicationNoOpTxnFromObject, someone, id);
    algosdk.assignGroupID([optIn, noop]);
    const simulate = (txns: algosdk.Transaction[]): Promise<modelsv2.SimulateResponse> =>
      chain.algod
        .simulateTransactions(
          new modelsv2.SimulateRequest({
            txnGroups: [
              new modelsv2.SimulateRequestTransactionGroup({
                txns: txns.map((txn) => new algosdk.SignedTransaction({ txn })),
              }),
            ],
            allowEmptySignatures: true,
          }),
        )
        .do();
    const ok = (await simulate([optIn, noop])).txnGroups[0];
    expect(ok?.failureMessage).toBeUndefined();
    expect(ok?.appBudgetAdded).toBe(1400);
    expect(ok?.appBudgetConsumed).toBe(2);
    expect(ok?.txnResults[0]?.appBudgetConsumed).toBe(1);
    // Nothing changed on chain.
    expect((await chain.algod.accountInformation(someone.addr).do()).totalAppsOptedIn).toBe(0);

    const first = await call(algosdk.makeApplicationOptInTxnFromObject, someone, id, {
      note: new Uint8Array([8]),
    });
    const twice = await call(algosdk.makeApplicationOptInTxnFromObject, someone, id, {
      note: new Uint8Array([9]),
    });
    algosdk.assignGroupID([first, twice]);
    const failed = (await simulate([first, twice])).txnGroups[0];
    expect(failed?.failureMessage).toContain(`has already opted in to app ${id}`);
    expect(failed?.failedAt).toEqual([1]);
  });
});

describe('the state file', () => {
  it('keeps apps and local states across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'devnet-apps-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = await startTestChain({ stateFile });
      const someone = await fundedAccount(first, 1_000_000);
      const id = await createApp(someone, { localInts: 1, globalInts: 1 }, first);
      const optIn = await call(algosdk.makeApplicationOptInTxnFromObject, someone, id, {}, first);
      await sendAndConfirm(first, optIn.signTxn(someone.sk));
      await first.devnet.stop();

      const second = await startDevnet({ algodPort: 0, indexerPort: 0, stateFile });
      try {
        const algod = new algosdk.Algodv2(second.token, 'http://127.0.0.1', second.algodPort);
        const info = await algod.accountInformation(someone.addr).do();
        expect(info.createdApps?.map((a) => a.id)).toEqual([id]);
        expect(info.appsLocalState?.map((a) => a.id)).toEqual([id]);
        expect(info.minBalance).toBe(100_000n + 100_000n + 28_500n + 100_000n + 28_500n);
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
