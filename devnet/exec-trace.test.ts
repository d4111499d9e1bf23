/**
 * Simulate's state-change trace (exec-trace.ts): the opcodes that wrote or deleted boxes and
 * global state, with their pcs, and inner app calls' changes under inner-trace.
 */
import algosdk, { modelsv2, type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assemble } from './avm';
import {
  fundedAccount,
  params,
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

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (s: string) => new TextEncoder().encode(s);

/** An app whose approval program runs `teal` on calls (creation just passes), funded. */
async function deploy(teal: string): Promise<bigint> {
  const approval = assemble(
    `#pragma version 10\ntxn ApplicationID; bz created\n${teal}\nint 1; return\ncreated: int 1`,
  ).program;
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: approval,
    clearProgram: assemble('#pragma version 10\nint 1').program,
    numGlobalInts: 1,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await params(chain),
  });
  const id = (await sendAndConfirm(chain, create.signTxn(creator.sk))).applicationIndex!;
  await chain.devnet.fund(algosdk.getApplicationAddress(id).toString(), 2_000_000);
  return id;
}

async function simulateCall(
  appIndex: bigint,
  trace: { enable?: boolean; stateChange?: boolean },
  extra: { boxes?: string[]; apps?: bigint[]; fee?: bigint } = {},
): Promise<modelsv2.SimulateTransactionResult> {
  const sp = await params(chain);
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: creator.addr,
    appIndex,
    boxes: extra.boxes?.map((name) => ({ appIndex: 0, name: bytes(name) })),
    foreignApps: extra.apps,
    suggestedParams: extra.fee ? { ...sp, flatFee: true, fee: extra.fee } : sp,
  });
  const answer = await chain.algod
    .simulateTransactions(
      new modelsv2.SimulateRequest({
        txnGroups: [
          new modelsv2.SimulateRequestTransactionGroup({
            txns: [new algosdk.SignedTransaction({ txn })],
          }),
        ],
        allowEmptySignatures: true,
        execTraceConfig: new modelsv2.SimulateTraceConfig(trace),
      }),
    )
    .do();
  const result = answer.txnGroups[0]?.txnResults[0];
  expect(answer.txnGroups[0]?.failureMessage).toBeUndefined();
  if (!result) throw new Error('no transaction result');
  return result;
}

/** Each traced change as [type, operation, key]. */
const changesOf = (units: readonly modelsv2.SimulationOpcodeTraceUnit[] | undefined) =>
  (units ?? []).flatMap((u) =>
    (u.stateChanges ?? []).map((c) => [c.appStateType, c.operation, text(c.key)]),
  );

describe('simulate with a state-change trace', () => {
  const BOXES = [
    'byte "a"; int 8; box_create; pop',
    'byte "a"; int 0; byte "xy"; box_replace',
    'byte "b"; byte "hi"; box_put',
    'byte "b"; box_del; pop',
    'byte "nobox"; box_del; pop', // deletes nothing: no change
    'byte "g"; int 5; app_global_put',
    'byte "a"; box_len; pop; pop', // a read: no change
  ].join('\n');

  it('lists box writes and deletes and global writes, each with its pc, in order', async () => {
    const app = await deploy(BOXES);
    const result = await simulateCall(
      app,
      { enable: true, stateChange: true },
      { boxes: ['a', 'b', 'nobox'] },
    );
    const units = result.execTrace?.approvalProgramTrace;
    expect(changesOf(units)).toEqual([
      ['b', 'w', 'a'],
      ['b', 'w', 'a'],
      ['b', 'w', 'b'],
      ['b', 'd', 'b'],
      ['g', 'w', 'g'],
    ]);
    const pcs = (units ?? []).map((u) => Number(u.pc));
    expect(pcs.every((pc, i) => pc > (pcs[i - 1] ?? 0))).toBe(true);
    // A box write carries the box's whole new value; a global write its uint.
    const replaced = units?.[1]?.stateChanges?.[0]?.newValue;
    expect(replaced?.bytes).toEqual(new Uint8Array([0x78, 0x79, 0, 0, 0, 0, 0, 0]));
    expect(units?.[4]?.stateChanges?.[0]?.newValue?.uint).toBe(5n);
    expect(units?.[3]?.stateChanges?.[0]?.newValue).toBeUndefined();
  });

  it('gives no trace unless state changes are asked for', async () => {
    const app = await deploy(BOXES);
    const boxes = { boxes: ['a', 'b', 'nobox'] };
    expect((await simulateCall(app, {}, boxes)).execTrace).toBeUndefined();
    expect((await simulateCall(app, { enable: true }, boxes)).execTrace).toBeUndefined();
  });

  it("puts an inner app call's changes under inner-trace, one entry per inner transaction", async () => {
    const callee = await deploy('byte "inner"; int 7; app_global_put');
    const caller = await deploy(
      [
        'itxn_begin; int pay; itxn_field TypeEnum; global CurrentApplicationAddress',
        'itxn_field Receiver; int 0; itxn_field Amount; int 0; itxn_field Fee',
        'itxn_next; int appl; itxn_field TypeEnum',
        `int ${callee}; itxn_field ApplicationID; int 0; itxn_field Fee; itxn_submit`,
      ].join('\n'),
    );
    const result = await simulateCall(
      caller,
      { enable: true, stateChange: true },
      { apps: [callee], fee: 3000n },
    );
    const inner = result.execTrace?.innerTrace;
    expect(inner).toHaveLength(2);
    expect(changesOf(inner?.[0]?.approvalProgramTrace)).toEqual([]);
    expect(changesOf(inner?.[1]?.approvalProgramTrace)).toEqual([['g', 'w', 'inner']]);
    expect(changesOf(result.execTrace?.approvalProgramTrace)).toEqual([]);
  });
});
