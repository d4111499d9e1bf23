import algosdk, {
  decodeMsgpack,
  encodeMsgpack,
  modelsv2,
  msgpackRawDecodeAsMap,
  msgpackRawEncode,
  SignedTransaction,
  type Transaction,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assemble } from '../../../devnet/avm';
import type { Devnet } from '../../../devnet/server';
import { bytesToBase64 } from '../../core/encoding/base64';
import { startWalletDevnet } from '../../test/devnet-chain';
import { reviewGroup } from './review-group';
import { boxEffectsOf, decodeSimulateAnswer, MAX_BOXES } from './review-group-trace';

const ME = algosdk.generateAccount().addr;
const PARAMS = {
  fee: 1000n,
  firstValid: 1n,
  lastValid: 1000n,
  genesisHash: new Uint8Array(32),
  genesisID: 'devnet-v1',
  minFee: 1000n,
  flatFee: true,
};
const utf8 = (text: string) => new TextEncoder().encode(text);

const appCall = (appIndex: bigint): Transaction =>
  algosdk.makeApplicationNoOpTxnFromObject({ sender: ME, appIndex, suggestedParams: PARAMS });
const pay = (): Transaction =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: ME,
    receiver: ME,
    amount: 0,
    suggestedParams: PARAMS,
  });

function result(
  txn: Transaction,
  inner: modelsv2.PendingTransactionResponse[] = [],
): modelsv2.PendingTransactionResponse {
  return new modelsv2.PendingTransactionResponse({
    poolError: '',
    txn: new SignedTransaction({ txn }),
    innerTxns: inner,
  });
}

type Op = [type: string, operation: string, key: string];
/** One opcode per change, as algod lists them, in algod's JSON form (base64 keys). */
const units = (...ops: Op[]) =>
  ops.map(([type, operation, key], pc) => ({
    pc,
    'state-changes': [{ 'app-state-type': type, operation, key: bytesToBase64(utf8(key)) }],
  }));
const trace = (...ops: Op[]) => ({ 'approval-program-trace': units(...ops) });

const APP = 5n;
const names = (effects: ReturnType<typeof boxEffectsOf>) =>
  effects?.kind === 'read'
    ? effects.changes.map((c) => [c.appId, new TextDecoder().decode(c.name), c.deleted])
    : effects;

describe('boxEffectsOf', () => {
  it('gives nothing without a trace: the review is as before', () => {
    expect(boxEffectsOf(undefined, result(appCall(APP)))).toBeUndefined();
  });

  it('lets the last operation on each box decide written or deleted, in first-seen order', () => {
    const effects = boxEffectsOf(
      trace(
        ['b', 'w', 'a'],
        ['b', 'w', 'b'],
        ['b', 'd', 'b'],
        ['b', 'd', 'c'],
        ['b', 'w', 'c'],
        ['g', 'd', 'a'], // global and local changes are not boxes
        ['l', 'd', 'c'],
      ),
      result(appCall(APP)),
    );
    expect(names(effects)).toEqual([
      [APP, 'a', false],
      [APP, 'b', true],
      [APP, 'c', false],
    ]);
    expect(effects).toMatchObject({ more: 0 });
  });

  it("reads msgpack's form too (maps, key bytes), and leaves a rolled-back clear program out", () => {
    const op = (key: string, operation: string) =>
      new Map<string, unknown>([
        ['app-state-type', 'b'],
        ['operation', operation],
        ['key', utf8(key)],
      ]);
    const unit = (key: string, operation = 'w') =>
      new Map<string, unknown>([
        ['pc', 3n],
        ['state-changes', [op(key, operation)]],
      ]);
    const raw = new Map<string, unknown>([
      ['approval-program-trace', [unit('x'), new Map([['pc', 9n]])]],
      ['clear-state-program-trace', [unit('y')]],
    ]);
    expect(names(boxEffectsOf(raw, result(appCall(APP))))).toEqual([
      [APP, 'x', false],
      [APP, 'y', false],
    ]);
    raw.set('clear-state-rollback', true);
    expect(names(boxEffectsOf(raw, result(appCall(APP))))).toEqual([[APP, 'x', false]]);
  });

  it("matches inner-trace[i] to inner-txns[i]: an inner app call's boxes are its app's", () => {
    const outer = result(appCall(APP), [result(pay()), result(appCall(77n))]);
    const effects = boxEffectsOf(
      { ...trace(['b', 'w', 'own']), 'inner-trace': [{}, trace(['b', 'd', 'theirs'])] },
      outer,
    );
    expect(names(effects)).toEqual([
      [APP, 'own', false],
      [77n, 'theirs', true],
    ]);
    // More traces than inner transactions, or a box change under a payment, do not match.
    expect(boxEffectsOf({ 'inner-trace': [{}, {}, {}] }, outer)).toEqual({ kind: 'unreadable' });
    expect(boxEffectsOf({ 'inner-trace': [trace(['b', 'w', 'x'])] }, outer)).toEqual({
      kind: 'unreadable',
    });
  });

  it('puts the boxes of an app being created under its new id', () => {
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: ME,
      approvalProgram: Uint8Array.of(10, 129, 1),
      clearProgram: Uint8Array.of(10, 129, 1),
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: PARAMS,
    });
    const created = result(create);
    created.applicationIndex = 99n;
    expect(names(boxEffectsOf(trace(['b', 'w', 'new']), created))).toEqual([[99n, 'new', false]]);
  });

  it('refuses inner traces nested deeper than the AVM allows', () => {
    const nested = (levels: number) => {
      let deep: Record<string, unknown> = trace(['b', 'w', 'x']);
      let txn = result(appCall(9n));
      for (let i = 0; i < levels; i++) {
        deep = { 'inner-trace': [deep] };
        txn = result(appCall(9n), [txn]);
      }
      return boxEffectsOf(deep, txn);
    };
    expect(names(nested(8))).toEqual([[9n, 'x', false]]);
    expect(nested(9)).toEqual({ kind: 'unreadable' });
    // Deep enough to exhaust the stack while parsing: still only "could not read".
    let hostile: unknown = {};
    for (let i = 0; i < 100_000; i++) hostile = { 'inner-trace': [hostile] };
    expect(boxEffectsOf(hostile, result(appCall(9n)))).toEqual({ kind: 'unreadable' });
  });

  it(`lists at most ${MAX_BOXES} boxes and counts the others once each`, () => {
    const ops: Op[] = [];
    for (let i = 0; i < 100; i++) ops.push(['b', 'w', `box${i}`]);
    ops.push(['b', 'd', 'box0'], ['b', 'w', 'box99'], ['b', 'd', 'box99']);
    const effects = boxEffectsOf(trace(...ops), result(appCall(APP)));
    expect(effects?.kind === 'read' && effects.changes.length).toBe(MAX_BOXES);
    expect(effects).toMatchObject({ more: 100 - MAX_BOXES });
    expect(effects?.kind === 'read' && effects.changes[0]?.deleted).toBe(true);
  });

  it('refuses a key longer than a box name can be, in either form', () => {
    const long = 'k'.repeat(65);
    expect(names(boxEffectsOf(trace(['b', 'w', 'k'.repeat(64)]), result(appCall(APP))))).toEqual([
      [APP, 'k'.repeat(64), false],
    ]);
    expect(boxEffectsOf(trace(['b', 'w', long]), result(appCall(APP)))).toEqual({
      kind: 'unreadable',
    });
    const huge = new Map<string, unknown>([
      ['app-state-type', 'b'],
      ['operation', 'w'],
      ['key', new Uint8Array(1_000_000)],
    ]);
    const raw = { 'approval-program-trace': [{ 'state-changes': [huge] }] };
    expect(boxEffectsOf(raw, result(appCall(APP)))).toEqual({ kind: 'unreadable' });
  });

  it('says "could not read" for shapes that are not a trace, and never throws', () => {
    const bad: unknown[] = [
      null,
      42,
      'trace',
      { 'approval-program-trace': 'all of them' },
      { 'approval-program-trace': [{ 'state-changes': {} }] },
      trace(['b', 'x', 'a']),
      trace(['box', 'w', 'a']),
      {
        'approval-program-trace': [
          { 'state-changes': [{ 'app-state-type': 'b', operation: 'w', key: '@@' }] },
        ],
      },
      {
        'approval-program-trace': [
          { 'state-changes': [{ 'app-state-type': 'b', operation: 'w', key: 7 }] },
        ],
      },
      {
        'approval-program-trace': [
          { 'state-changes': [{ 'app-state-type': 'b', operation: 'w' }] },
        ],
      },
      { 'clear-state-rollback': 'yes' },
      { 'inner-trace': 'none' },
    ];
    for (const shape of bad)
      expect(boxEffectsOf(shape, result(appCall(APP))), JSON.stringify(shape)).toEqual({
        kind: 'unreadable',
      });
    // A box change in a transaction that calls no app.
    expect(boxEffectsOf(trace(['b', 'w', 'a']), result(pay()))).toEqual({ kind: 'unreadable' });
  });
});

describe('decodeSimulateAnswer', () => {
  const answer = new modelsv2.SimulateResponse({
    version: 2,
    lastRound: 10,
    txnGroups: [
      new modelsv2.SimulateTransactionGroupResult({
        txnResults: [
          new modelsv2.SimulateTransactionResult({
            txnResult: result(appCall(APP)),
            appBudgetConsumed: 12,
          }),
          new modelsv2.SimulateTransactionResult({ txnResult: result(pay()) }),
        ],
      }),
    ],
  });

  /** The answer's msgpack with `exec-trace` set on transaction `index` of group 0. */
  function withTrace(index: number, execTrace: unknown): Uint8Array {
    const map = msgpackRawDecodeAsMap(encodeMsgpack(answer)) as Map<string, unknown>;
    const group = (map.get('txn-groups') as Map<string, unknown>[])[0]!;
    (group.get('txn-results') as Map<string, unknown>[])[index]!.set('exec-trace', execTrace);
    return msgpackRawEncode(map);
  }

  const plain = decodeMsgpack(encodeMsgpack(answer), modelsv2.SimulateResponse);

  it('decodes an answer without traces as algosdk does', () => {
    const decoded = decodeSimulateAnswer(encodeMsgpack(answer));
    expect(decoded.traces).toEqual([]);
    expect(decoded.answer).toEqual(plain);
  });

  it("takes each transaction's trace out raw, so a bad one leaves the rest of the answer", () => {
    const decoded = decodeSimulateAnswer(withTrace(1, 'not a trace'));
    expect(decoded.traces).toEqual([undefined, 'not a trace']);
    expect(decoded.answer).toEqual(plain);
    const good = decodeSimulateAnswer(withTrace(0, new Map([['inner-trace', []]])));
    expect(good.traces[0]).toEqual(new Map([['inner-trace', []]]));
    expect(good.answer.txnGroups[0]?.txnResults[0]?.execTrace).toBeUndefined();
  });

  it("reads group 0's traces only (the one group sent), and strips every group's", () => {
    const map = msgpackRawDecodeAsMap(withTrace(0, 'first')) as Map<string, unknown>;
    const groups = map.get('txn-groups') as Map<string, unknown>[];
    const second = msgpackRawDecodeAsMap(withTrace(0, 'second')) as Map<string, unknown>;
    groups.push((second.get('txn-groups') as Map<string, unknown>[])[0]!);
    const decoded = decodeSimulateAnswer(msgpackRawEncode(map));
    expect(decoded.traces).toEqual(['first']);
    expect(decoded.answer.txnGroups).toHaveLength(2);
  });
});

describe('reviewGroup: the boxes an app call writes, from the devnet', () => {
  let devnet: Devnet;
  let algod: algosdk.Algodv2;
  let appId: bigint;
  const me = algosdk.generateAccount();
  const program = (teal: string) => assemble(`#pragma version 10\n${teal}`).program;

  beforeAll(async () => {
    ({ devnet, algod } = await startWalletDevnet());
    await devnet.fund(me.addr.toString(), 10_000_000);
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: me.addr,
      approvalProgram: program(
        [
          'txn ApplicationID; bz done',
          'byte "keep"; byte "v"; box_put',
          'byte "gone"; byte "v"; box_put',
          'byte "gone"; box_del; pop',
          'done: int 1',
        ].join('\n'),
      ),
      clearProgram: program('int 1'),
      numGlobalInts: 0,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await algod.getTransactionParams().do(),
    });
    await algod.sendRawTransaction(create.signTxn(me.sk)).do();
    const created = await algosdk.waitForConfirmation(algod, create.txID(), 4);
    appId = created.applicationIndex!;
    await devnet.fund(algosdk.getApplicationAddress(appId).toString(), 1_000_000);
  }, 60_000);
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => devnet.stop());

  const call = async () =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: me.addr,
      appIndex: appId,
      boxes: ['keep', 'gone'].map((name) => ({ appIndex: 0, name: utf8(name) })),
      suggestedParams: await algod.getTransactionParams().do(),
    });

  /**
   * The node's simulate through `change`: a node that differs from the devnet's. `refuse` gives
   * the message of a 400 to answer instead, as algod's ErrorResponse. Returns the requests seen.
   */
  function simulateThrough(change: {
    request?: (body: Map<string, unknown>) => void;
    answer?: (body: Map<string, unknown>) => void;
    refuse?: (body: Map<string, unknown>) => string | undefined;
  }) {
    const realFetch = globalThis.fetch;
    const seen: Map<string, unknown>[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!String(input).includes('/v2/transactions/simulate')) return realFetch(input, init);
      const request = msgpackRawDecodeAsMap(init!.body as Uint8Array<ArrayBuffer>) as Map<
        string,
        unknown
      >;
      seen.push(request);
      const refusal = change.refuse?.(request);
      if (refusal !== undefined) {
        return new Response(JSON.stringify({ message: refusal }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }
      change.request?.(request);
      const body = msgpackRawEncode(request) as Uint8Array<ArrayBuffer>;
      const response = await realFetch(input, { ...init, body });
      // The devnet's own refusals (JSON) go back as they are.
      if (!response.ok) return response;
      const answer = msgpackRawDecodeAsMap(new Uint8Array(await response.arrayBuffer())) as Map<
        string,
        unknown
      >;
      change.answer?.(answer);
      return new Response(msgpackRawEncode(answer) as Uint8Array<ArrayBuffer>, {
        status: response.status,
        headers: response.headers,
      });
    });
    return seen;
  }

  it('lists the boxes written and deleted, by the last operation on each', async () => {
    const review = await reviewGroup([await call()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'simulated', failure: undefined });
    expect(review.appCalls[0]?.boxes).toEqual({
      kind: 'read',
      changes: [
        { appId, name: utf8('keep'), deleted: false },
        { appId, name: utf8('gone'), deleted: true },
      ],
      more: 0,
    });
  });

  it('reviews as before on a node that gives no trace: no boxes, no error', async () => {
    simulateThrough({ request: (body) => body.delete('exec-trace-config') });
    const review = await reviewGroup([await call()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'simulated', failure: undefined });
    expect(review.appCalls[0]).toBeDefined();
    expect(review.appCalls[0]).not.toHaveProperty('boxes');
  });

  it('simulates once more without the trace on an older node that refuses it with a 400', async () => {
    // algod before exec-trace-config decodes requests strictly and refuses a field it lacks.
    const seen = simulateThrough({
      refuse: (body) =>
        body.has('exec-trace-config')
          ? 'failed to decode object: no matching struct field found when decoding stream map with key exec-trace-config'
          : undefined,
    });
    const review = await reviewGroup([await call()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'simulated', failure: undefined });
    expect(review.appCalls[0]).toBeDefined();
    expect(review.appCalls[0]).not.toHaveProperty('boxes');
    expect(review.effects[0]?.changes[0]?.delta).toBe(-1000n);
    expect(seen.map((body) => body.has('exec-trace-config'))).toEqual([true, false]);
  });

  it('asks once for a group that fails: a 200 with its failure, not a 400', async () => {
    const seen = simulateThrough({});
    const overspend = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 50_000_000,
      suggestedParams: await algod.getTransactionParams().do(),
    });
    const review = await reviewGroup([overspend], [me.addr.toString()]);
    expect(review.simulation.kind === 'simulated' && review.simulation.failure?.message).toContain(
      'overspend',
    );
    expect(seen).toHaveLength(1);
  });

  it("shows the node's words for a group refused as a whole, refused again without the trace", async () => {
    const seen = simulateThrough({});
    // Fees pooled below the minimum: the devnet, as algod, refuses the group with a 400.
    const free = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: me.addr,
      amount: 0,
      suggestedParams: { ...(await algod.getTransactionParams().do()), fee: 0n, flatFee: true },
    });
    const review = await reviewGroup([free], [me.addr.toString()]);
    expect(review.simulation.kind).toBe('simulated');
    expect(review.simulation.kind === 'simulated' && review.simulation.failure?.message).toMatch(
      /fee/i,
    );
    expect(seen.map((body) => body.has('exec-trace-config'))).toEqual([true, false]);
  });

  it('says "could not read" for a bad trace and keeps the rest of the review', async () => {
    simulateThrough({
      answer: (body) => {
        const group = (body.get('txn-groups') as Map<string, unknown>[])[0]!;
        const first = (group.get('txn-results') as Map<string, unknown>[])[0]!;
        first.set('exec-trace', new Map([['approval-program-trace', 'garbage']]));
      },
    });
    const review = await reviewGroup([await call()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'simulated', failure: undefined });
    expect(review.appCalls[0]?.boxes).toEqual({ kind: 'unreadable' });
    expect(review.effects[0]?.changes[0]?.delta).toBe(-1000n);
  });
});
