/**
 * Application calls running real programs on the devnet (devnet/avm through app-call.ts): state
 * with its schemas, boxes and their minimum balance, the pooled budget, the clear-state rules,
 * version refusals, and the EvalDelta in pending info, the indexer and the app endpoints.
 */
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from './avm';
import {
  algodFetch,
  fundedAccount,
  indexerFetch,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

const APPROVAL = `#pragma version 10
txn ApplicationID
bz yes
txn OnCompletion
int OptIn
==
bnz optin
txn OnCompletion
int NoOp
==
bz yes
txna ApplicationArgs 0
byte "g"
==
bnz g
txna ApplicationArgs 0
byte "g2"
==
bnz g2
txna ApplicationArgs 0
byte "l2"
==
bnz l2
txna ApplicationArgs 0
byte "box"
==
bnz box
txna ApplicationArgs 0
byte "loop"
==
bnz loop
err
yes:
int 1
return
optin:
txn Sender
byte "lv"
int 7
app_local_put
int 1
return
g:
byte "count"
byte "count"
app_global_get
int 1
+
app_global_put
byte "hello"
log
int 1
return
g2:
byte "other"
int 1
app_global_put
int 1
return
l2:
txn Sender
byte "lv2"
int 1
app_local_put
int 1
return
box:
byte "bx"
int 10
box_create
return
loop:
int 0
store 0
top:
load 0
int 1
+
dup
store 0
int 120
<
bnz top
int 1
return`;

/** Writes a byte slice to global state; passes with no arguments, fails on "err", else rejects. */
const CLEAR = `#pragma version 10
byte "c"
byte "x"
app_global_put
txn NumAppArgs
bz pass
txna ApplicationArgs 0
byte "err"
==
bnz boom
int 0
return
boom:
err
pass:
int 1`;

const program = (teal: string) => assemble(teal).program;
const arg = (s: string) => new TextEncoder().encode(s);
const b64 = (s: string) => Buffer.from(s).toString('base64');

let chain: TestChain;
let creator: Account;
let user: Account;
let appId: bigint;

async function create(approval = APPROVAL, clear = CLEAR): Promise<algosdk.Transaction> {
  return algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram: program(approval),
    clearProgram: program(clear),
    numGlobalInts: 1,
    numGlobalByteSlices: 1,
    numLocalInts: 1,
    numLocalByteSlices: 0,
    suggestedParams: await params(chain),
  });
}

async function noop(who: Account, what: string, extra = {}): Promise<algosdk.Transaction> {
  return algosdk.makeApplicationNoOpTxnFromObject({
    sender: who.addr,
    appIndex: appId,
    appArgs: [arg(what)],
    suggestedParams: await params(chain),
    ...extra,
  });
}

const appJson = async (id: bigint) =>
  (await (await algodFetch(chain, `/v2/applications/${id}`)).json()) as {
    params: { 'global-state'?: { key: string; value: { type: number; uint: number } }[] };
  };

beforeAll(async () => {
  chain = await startTestChain();
  creator = await fundedAccount(chain, 10_000_000);
  user = await fundedAccount(chain, 5_000_000);
  const created = await sendAndConfirm(chain, (await create()).signTxn(creator.sk));
  appId = created.applicationIndex ?? 0n;
});
afterAll(() => chain.devnet.stop());

describe('global state', () => {
  it('keeps what the program puts, shows the delta and the logs', async () => {
    const info = await sendAndConfirm(chain, (await noop(user, 'g')).signTxn(user.sk));
    expect(info.logs).toEqual([arg('hello')]);
    expect(info.globalStateDelta?.map((d) => [d.key, d.value])).toEqual([
      [b64('count'), expect.objectContaining({ action: 2, uint: 1n })],
    ]);
    await sendAndConfirm(chain, (await noop(user, 'g')).signTxn(user.sk));
    const state = (await appJson(appId)).params['global-state'];
    expect(state).toEqual([{ key: b64('count'), value: { bytes: '', type: 2, uint: 2 } }]);
  });

  it('refuses a put over the global schema in algod words, changing nothing', async () => {
    const message = await refusal(chain, (await noop(user, 'g2')).signTxn(user.sk));
    expect(message).toMatch(
      /logic eval error: store integer count 2 exceeds schema integer count 1\. Details: app=\d+, pc=\d+/,
    );
    expect((await appJson(appId)).params['global-state']).toHaveLength(1);
  });

  it('rejects a failing program with the evaluator text, and applies nothing of its group', async () => {
    const before = (await chain.algod.accountInformation(user.addr).do()).amount;
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: user.addr,
      receiver: creator.addr,
      amount: 1_000_000,
      suggestedParams: await params(chain),
    });
    const bad = await noop(user, 'nothing known');
    const group = algosdk.assignGroupID([pay, bad]);
    const message = await refusal(
      chain,
      group.map((t) => t.signTxn(user.sk)),
    );
    expect(message).toContain(`logic eval error: err opcode executed. Details: app=${appId}`);
    expect((await chain.algod.accountInformation(user.addr).do()).amount).toBe(before);
  });
});

describe('local state', () => {
  it('opts in through the program, which writes local state', async () => {
    const optIn = algosdk.makeApplicationOptInTxnFromObject({
      sender: user.addr,
      appIndex: appId,
      suggestedParams: await params(chain),
    });
    const info = await sendAndConfirm(chain, optIn.signTxn(user.sk));
    expect(info.localStateDelta?.[0]?.address.toString()).toBe(user.addr.toString());
    const local = await chain.algod.accountApplicationInformation(user.addr, appId).do();
    expect(local.appLocalState?.keyValue?.map((kv) => [kv.key, kv.value.uint])).toEqual([
      [arg('lv'), 7n],
    ]);
  });

  it('refuses a put over the local schema', async () => {
    expect(await refusal(chain, (await noop(user, 'l2')).signTxn(user.sk))).toContain(
      'store integer count 2 exceeds schema integer count 1',
    );
  });
});

describe('boxes', () => {
  const appAddress = () => algosdk.getApplicationAddress(appId);

  it('refuses a box the transaction does not reference, in algod words', async () => {
    const refused = await refusal(chain, (await noop(user, 'box')).signTxn(user.sk));
    expect(refused).toContain('logic eval error: invalid Box reference 0x6278.');
  });

  it("needs the box's minimum balance on the app account", async () => {
    const withRef = { boxes: [{ appIndex: 0, name: arg('bx') }] };
    const refused = await refusal(chain, (await noop(user, 'box', withRef)).signTxn(user.sk));
    expect(refused).toContain(
      `account ${appAddress().toString()} balance 0 below min 107300 (0 assets)`,
    );
  });

  it('charges 2,500 + 400 per byte of name and value to the app account', async () => {
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      receiver: appAddress(),
      amount: 200_000,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, fund.signTxn(creator.sk));
    const call = await noop(user, 'box', { boxes: [{ appIndex: 0, name: arg('bx') }] });
    await sendAndConfirm(chain, call.signTxn(user.sk));
    const acct = await chain.algod.accountInformation(appAddress()).do();
    expect(acct.totalBoxes).toBe(1);
    expect(acct.totalBoxBytes).toBe(12);
    expect(acct.minBalance).toBe(100_000n + 2_500n + 400n * 12n);

    const box = await chain.algod.getApplicationBoxByName(appId, arg('bx')).do();
    expect(box.value).toEqual(new Uint8Array(10));
    const boxes = await chain.algod.getApplicationBoxes(appId).do();
    expect(boxes.boxes.map((b) => b.name)).toEqual([arg('bx')]);
    const missing = await algodFetch(chain, `/v2/applications/${appId}/box?name=str:none`);
    expect(missing.status).toBe(404);
  });
});

describe('the pooled budget', () => {
  it('runs out at 700 for one call, in algod words', async () => {
    expect(await refusal(chain, (await noop(user, 'loop')).signTxn(user.sk))).toMatch(
      /logic eval error: dynamic cost budget exceeded, executing \S+: local program cost was \d+\. Details: app=\d+, pc=\d+/,
    );
  });

  it('pools 700 per app call across the group', async () => {
    const group = algosdk.assignGroupID([
      await noop(user, 'loop'),
      await noop(user, 'g', { note: arg('second') }),
    ]);
    await sendAndConfirm(
      chain,
      group.map((t) => t.signTxn(user.sk)),
    );
  });

  it('refuses a clear-state program that would start with less than 700', async () => {
    const clear = algosdk.makeApplicationClearStateTxnFromObject({
      sender: user.addr,
      appIndex: appId,
      suggestedParams: await params(chain),
    });
    const group = algosdk.assignGroupID([await noop(user, 'loop'), clear]);
    expect(
      await refusal(
        chain,
        group.map((t) => t.signTxn(user.sk)),
      ),
    ).toMatch(/Attempted ClearState execution with low OpcodeBudget \d+/);
  });
});

describe('clear state', () => {
  const optIn = async () =>
    sendAndConfirm(
      chain,
      algosdk
        .makeApplicationOptInTxnFromObject({
          sender: user.addr,
          appIndex: appId,
          suggestedParams: await params(chain),
        })
        .signTxn(user.sk),
    );
  const clear = async (appArgs: Uint8Array[]) =>
    sendAndConfirm(
      chain,
      algosdk
        .makeApplicationClearStateTxnFromObject({
          sender: user.addr,
          appIndex: appId,
          appArgs,
          suggestedParams: await params(chain),
        })
        .signTxn(user.sk),
    );
  const globalKeys = async () => (await appJson(appId)).params['global-state']?.map((kv) => kv.key);
  const localStates = async () =>
    (await chain.algod.accountInformation(user.addr).do()).appsLocalState ?? [];

  it('clears the local state even when the clear program fails, dropping its changes', async () => {
    // The user opted in above; the program fails with err.
    const info = await clear([arg('err')]);
    expect(info.globalStateDelta ?? []).toEqual([]);
    expect(await localStates()).toEqual([]);
    expect(await globalKeys()).not.toContain(b64('c'));
  });

  it('clears it too when the clear program rejects, dropping its changes', async () => {
    await optIn();
    await clear([arg('no')]);
    expect(await localStates()).toEqual([]);
    expect(await globalKeys()).not.toContain(b64('c'));
  });

  it("keeps a passing clear program's changes", async () => {
    await optIn();
    await clear([]);
    expect(await localStates()).toEqual([]);
    expect(await globalKeys()).toContain(b64('c'));
  });
});

describe('program versions', () => {
  it('refuses a program of a later version than the protocol allows', async () => {
    const v13 = Uint8Array.of(13, 0x81, 0x01);
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: v13,
      clearProgram: v13,
      suggestedParams: await params(chain),
    });
    expect(await refusal(chain, txn.signTxn(creator.sk))).toContain(
      'check failed on ApprovalProgram: program version 13 greater than max supported version 12',
    );
  });

  it('refuses approval and clear programs of different versions from v6', async () => {
    const txn = await create(APPROVAL, CLEAR.replace('version 10', 'version 9'));
    expect(await refusal(chain, txn.signTxn(creator.sk))).toContain(
      'program version mismatch: 10 != 9',
    );
  });
});

describe('the group', () => {
  it('lets a program read the id of an asset created earlier in the group (gaid)', async () => {
    const reader = `#pragma version 10
txn ApplicationID
bz ok
gaid 0
itob
log
ok:
int 1`;
    const created = await sendAndConfirm(chain, (await create(reader, CLEAR)).signTxn(creator.sk));
    const sp = await params(chain);
    const group = algosdk.assignGroupID([
      algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: creator.addr,
        total: 1,
        decimals: 0,
        defaultFrozen: false,
        suggestedParams: sp,
      }),
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: creator.addr,
        appIndex: created.applicationIndex ?? 0n,
        suggestedParams: sp,
      }),
    ]);
    await sendAndConfirm(
      chain,
      group.map((t) => t.signTxn(creator.sk)),
    );
    const assetInfo = await chain.algod.pendingTransactionInformation(group[0]!.txID()).do();
    const callInfo = await chain.algod.pendingTransactionInformation(group[1]!.txID()).do();
    expect(callInfo.logs).toEqual([algosdk.encodeUint64(assetInfo.assetIndex ?? 0n)]);
  });
});

describe('the indexer', () => {
  it('shows the state delta and logs of an app call', async () => {
    const info = await sendAndConfirm(
      chain,
      (await noop(user, 'g', { note: arg('ix') })).signTxn(user.sk),
    );
    const round = info.confirmedRound ?? 0n;
    const res = await indexerFetch(chain, `/v2/transactions?round=${round}`);
    const body = (await res.json()) as { transactions: Record<string, unknown>[] };
    const txn = body.transactions[0];
    expect(txn?.logs).toEqual([b64('hello')]);
    expect(txn?.['global-state-delta']).toEqual([
      { key: b64('count'), value: { action: 2, uint: 4 } },
    ]);
  });
});
