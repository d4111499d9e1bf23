/**
 * Application calls with real programs (ApplicationCall in the specs' ledger chapter): create,
 * NoOp, opt in, close out, clear state, update and delete run the app's approval or clear-state
 * program on devnet/avm, against the group's StateView through DevnetAvmLedger. The opcode budget
 * is pooled over the group (700 per app call); a clear-state program starts with at least 700 and
 * may draw at most 700, and when it fails its changes are dropped but the local state is cleared.
 */
import algosdk, { OnApplicationComplete, type Transaction } from 'algosdk';
import {
  algosdkTxnView,
  AvmError,
  decodeProgram,
  evaluate,
  type DecodedProgram,
  type BudgetPool,
  type EvalResult,
  type StackValue,
  type TxnView,
} from './avm';
import { DevnetAvmLedger, type ChainEnv, type EvalDelta } from './avm-ledger';
import { GroupResources, type BoxReference, type UnnamedResourcePolicy } from './avm/resources';
import { APP_CALL_BUDGET, MAX_TX_GROUP_SIZE, MIN_TXN_FEE } from './constants';
import type { ProgramTrace, TraceUnit } from './exec-trace';
import { submitInnerGroup } from './inner-txns';
import {
  addSchema,
  boxKey,
  EMPTY_KV,
  subSchema,
  type AppParams,
  type AppRecord,
  type StateView,
} from './ledger-state';

/** A rule of the ledger refused the transaction (apply.ts's ApplyError; defined here to avoid a cycle). */
export class AppCallError extends Error {}

/** What the group's earlier members left for gload and gaid. */
export interface MemberResult {
  scratch?: readonly StackValue[];
  createdId?: bigint;
}

/** What every program of one group shares: the views of its members, the pooled budget. */
export interface GroupRun {
  /** GroupID: the members' group id, 32 zero bytes for a lone transaction. */
  readonly groupId: Uint8Array;
  readonly views: readonly TxnView[];
  readonly appBudget: BudgetPool;
  readonly results: MemberResult[];
  readonly env: ChainEnv;
  /**
   * What the top-level group paid beyond its minimum fees and inner groups may spend (algod's
   * FeeCredit): one counter for the whole tree of inner transactions.
   */
  readonly feeCredit: { value: bigint };
  /**
   * Inner transactions the tree may still submit: with any app call in the group, 16 × 16 for
   * the whole group (algod's pooledAllowedInners: MaxTxGroupSize × MaxInnerTransactions).
   */
  readonly innerPool: { remaining: number };
  /** The apps whose inner transactions this group is, outermost first; empty at top level. */
  readonly callers: readonly bigint[];
  /** What the top-level group makes available, and its box I/O budget; shared by inner groups. */
  readonly resources: GroupResources;
  /** Simulate asked for state changes in its trace: programs record theirs (exec-trace.ts). */
  readonly traced?: boolean;
}

/** A transaction's box references; app 0 is the called app (algosdk resolves the others). */
export function boxReferences(txn: Transaction): BoxReference[] {
  return (txn.applicationCall?.boxes ?? []).map((b) => ({ app: b.appIndex, name: b.name }));
}

/** MaxInnerTransactions: inner transactions per app call, the pool's unit. */
const INNER_PER_APP_CALL = 16;

/**
 * The GroupRun of `txns`: 700 opcodes per app call and 256 inner transactions, pooled; `unnamed`
 * is simulate's allow-unnamed-resources.
 */
export function groupRun(
  txns: readonly Transaction[],
  env: ChainEnv,
  unnamed?: UnnamedResourcePolicy,
  traced = false,
): GroupRun {
  const calls = txns.filter((t) => t.type === algosdk.TransactionType.appl).length;
  const paid = txns.reduce((sum, t) => sum + t.fee, 0n);
  const required = MIN_TXN_FEE * BigInt(txns.length);
  const views = txns.map((t, groupIndex) => algosdkTxnView(t, { groupIndex }));
  const members = txns.map((t, i) => ({ view: views[i] as TxnView, boxes: boxReferences(t) }));
  return {
    groupId: txns[0]?.group ?? new Uint8Array(32),
    views,
    appBudget: { remaining: APP_CALL_BUDGET * calls },
    results: txns.map(() => ({})),
    env,
    feeCredit: { value: paid > required ? paid - required : 0n },
    innerPool: { remaining: calls > 0 ? MAX_TX_GROUP_SIZE * INNER_PER_APP_CALL : 0 },
    callers: [],
    resources: new GroupResources(members, unnamed),
    traced,
  };
}

export interface AppCallResult {
  createdAppIndex: bigint | undefined;
  budgetConsumed: number;
  evalDelta: EvalDelta | undefined;
  /** When the group is traced: the state changes its programs made. */
  trace?: ProgramTrace;
}

/** algod's MinInnerApplVersion: from v4 a program may not be replaced by an older one. */
const NO_DOWNGRADE_VERSION = 4;

/** CheckContractVersions' downgrade rule and CheckContract's whole-program check, in algod's words. */
function checkPrograms(
  approval: Uint8Array,
  clear: Uint8Array,
  previous: AppParams | undefined,
): void {
  const decoded = [
    ['ApprovalProgram', approval],
    ['ClearStateProgram', clear],
  ] as const;
  const versions = decoded.map(([which, program]) => {
    try {
      return decodeProgram(program).version;
    } catch (e) {
      throw new AppCallError(
        `check failed on ${which}: ${e instanceof Error ? e.message : String(e)}`,
      );
    }
  });
  if (!previous) return;
  const [av = 0, cv = 0] = versions;
  const pav = safeVersion(previous.approvalProgram);
  const pcv = safeVersion(previous.clearStateProgram);
  if (pav >= NO_DOWNGRADE_VERSION && av < pav) {
    throw new AppCallError(`approval program version downgrade: ${av} < ${pav}`);
  }
  if (pcv >= NO_DOWNGRADE_VERSION && cv < pcv) {
    throw new AppCallError(`clearstate program version downgrade: ${cv} < ${pcv}`);
  }
}

function safeVersion(program: Uint8Array): number {
  try {
    return decodeProgram(program).version;
  } catch {
    return 0;
  }
}

export interface RunArgs {
  readonly view: StateView;
  readonly run: GroupRun;
  readonly groupIndex: number;
  readonly app: AppRecord;
  readonly budget: BudgetPool;
  /** The round being made. */
  readonly round: number;
  /** Clear-state programs may not submit inner transactions. */
  readonly clearing?: boolean;
  /** Where the program's state changes go when the group is traced. */
  readonly trace?: TraceUnit[];
}

/**
 * Programs decoded once, by the bytes an app record holds: records are immutable and share their
 * program arrays, so an update (new bytes) misses the cache and a dropped app frees its entry.
 * Decoding was most of a simulation's time (bench/avm.ts).
 */
const decodedPrograms = new WeakMap<Uint8Array, DecodedProgram>();

function decoded(program: Uint8Array): Uint8Array | DecodedProgram {
  const cached = decodedPrograms.get(program);
  if (cached) return cached;
  try {
    const fresh = decodeProgram(program);
    decodedPrograms.set(program, fresh);
    return fresh;
  } catch {
    return program; // evaluate reports the decoding failure in algod's words
  }
}

/** Runs one program; an AvmError or an unexpected failure becomes algod's text. */
function runProgram(
  program: Uint8Array,
  a: RunArgs,
): { result: EvalResult; ledger: DevnetAvmLedger } {
  const { run, groupIndex, app } = a;
  const ledger: DevnetAvmLedger = new DevnetAvmLedger(
    a.view,
    run.env,
    a.clearing ? undefined : (group, caller) => submitInnerGroup(a, group, caller),
  );
  const appAddress = algosdk.getApplicationAddress(app.index).publicKey;
  const creator = algosdk.decodeAddress(app.creator).publicKey;
  const callerApp = run.callers.at(-1);
  const globals = (name: string): StackValue | undefined => {
    switch (name) {
      case 'CreatorAddress':
        return creator;
      case 'CurrentApplicationAddress':
        return appAddress;
      case 'GroupID':
        return run.groupId;
      case 'CallerApplicationID':
        return callerApp ?? 0n;
      case 'CallerApplicationAddress':
        return callerApp === undefined
          ? new Uint8Array(32)
          : algosdk.getApplicationAddress(callerApp).publicKey;
      default:
        return undefined;
    }
  };
  try {
    const result = evaluate(decoded(program), {
      mode: 'app',
      group: run.views,
      groupIndex,
      budget: a.budget,
      appId: app.index,
      ledger,
      globals,
      earlier: (i) => (i < groupIndex ? run.results[i] : undefined),
      inner: run.innerPool,
      depth: run.callers.length,
      resources: run.resources,
      ...(a.trace ? { onStateChange: (change, pc) => a.trace?.push({ pc, change }) } : {}),
    });
    return { result, ledger };
  } catch (e) {
    if (e instanceof AvmError) throw new AppCallError(e.algodText(app.index));
    // A fault of the devnet's own: refused like a program failure, never crashing the server.
    const reason = e instanceof Error ? e.message : String(e);
    throw new AppCallError(`logic eval error: ${reason}. Details: app=${app.index}, pc=0`);
  }
}

/** Frees the sender's local state in the app (closeOutApplication). */
export function closeOut(view: StateView, sender: string, index: bigint): void {
  const acct = view.account(sender);
  if (acct.appLocalStates.size === 0) {
    throw new AppCallError(
      `account ${sender} is not opted in to any app, and in particular ${index}`,
    );
  }
  const local = acct.appLocalStates.get(index);
  if (!local) throw new AppCallError(`account ${sender} is not opted in to app ${index}`);
  const states = new Map(acct.appLocalStates);
  states.delete(index);
  view.putAccount(sender, {
    ...acct,
    appLocalStates: states,
    totalAppSchema: subSchema(acct.totalAppSchema, local.schema),
  });
}

function createApp(
  a: NonNullable<Transaction['applicationCall']>,
  sender: string,
  view: StateView,
  round: number,
): bigint {
  // The same counter as assets: algod gives apps and assets one id space.
  const index = view.txnCounter + 1n;
  const acct = view.account(sender);
  const globalStateSchema = { numUint: a.numGlobalInts, numByteSlice: a.numGlobalByteSlices };
  const created = new Set(acct.createdApps);
  created.add(index);
  view.putAccount(sender, {
    ...acct,
    createdApps: created,
    totalAppSchema: addSchema(acct.totalAppSchema, globalStateSchema),
    totalExtraAppPages: acct.totalExtraAppPages + a.extraPages,
  });
  view.putApp({
    index,
    creator: sender,
    params: {
      approvalProgram: a.approvalProgram,
      clearStateProgram: a.clearProgram,
      globalStateSchema,
      localStateSchema: { numUint: a.numLocalInts, numByteSlice: a.numLocalByteSlices },
      extraProgramPages: a.extraPages,
      version: 0,
      globalState: EMPTY_KV,
    },
    createdAtRound: round,
    deletedAtRound: undefined,
  });
  return index;
}

export function applicationCall(
  txn: Transaction,
  sender: string,
  view: StateView,
  round: number,
  run: GroupRun,
  groupIndex: number,
): AppCallResult {
  const a = txn.applicationCall;
  if (!a) throw new AppCallError('application call without application call fields');
  const out: AppCallResult = {
    createdAppIndex: undefined,
    budgetConsumed: 0,
    evalDelta: undefined,
  };
  const oc = a.onComplete;
  const creating = a.appIndex === 0n;
  if (creating || oc === OnApplicationComplete.UpdateApplicationOC) {
    const previous = creating ? undefined : view.app(a.appIndex)?.params;
    checkPrograms(a.approvalProgram, a.clearProgram, previous);
  }
  let index = a.appIndex;
  if (creating) {
    index = createApp(a, sender, view, round);
    out.createdAppIndex = index;
    const result = run.results[groupIndex];
    if (result) result.createdId = index;
    run.resources.appCreated(index, boxReferences(txn));
  }
  if (run.callers.length === 0) {
    run.resources.topIndex = groupIndex;
    // Before the group's first program: the boxes it names must fit in its read budget.
    const exceeded = run.resources.checkReadBudget(
      (app, name) => view.box(boxKey(app, name))?.length,
    );
    if (exceeded) throw new AppCallError(exceeded);
  }

  const app = view.app(index);
  const version = app?.params.version ?? 0;
  if (a.rejectVersion > 0 && version >= a.rejectVersion) {
    throw new AppCallError(`app version (${version}) >= reject version (${a.rejectVersion})`);
  }
  if (!app && oc !== OnApplicationComplete.ClearStateOC) {
    throw new AppCallError(
      `only ClearState is supported for an application (${index}) that does not exist`,
    );
  }

  if (oc === OnApplicationComplete.ClearStateOC) {
    if (!view.account(sender).appLocalStates.has(index)) {
      throw new AppCallError(
        `cannot clear state: ${sender} is not currently opted in to app ${index}`,
      );
    }
    // The clear program runs only while the app exists; clearing is always allowed.
    if (app) {
      const args = { view, run, groupIndex, app, budget: run.appBudget, round, clearing: true };
      clearState(app, args, out);
    }
    closeOut(view, sender, index);
    return out;
  }
  if (!app) return out; // unreachable: refused above; narrows the type

  // Opting in allocates local state before the approval program runs, as in algod.
  if (oc === OnApplicationComplete.OptInOC) {
    const acct = view.account(sender);
    if (acct.appLocalStates.has(index)) {
      throw new AppCallError(`account ${sender} has already opted in to app ${index}`);
    }
    const states = new Map(acct.appLocalStates);
    states.set(index, {
      schema: app.params.localStateSchema,
      optedInAtRound: round,
      kv: EMPTY_KV,
    });
    view.putAccount(sender, {
      ...acct,
      appLocalStates: states,
      totalAppSchema: addSchema(acct.totalAppSchema, app.params.localStateSchema),
    });
  }

  const trace = run.traced ? [] : undefined;
  const { result, ledger } = runProgram(app.params.approvalProgram, {
    view,
    run,
    groupIndex,
    app,
    budget: run.appBudget,
    round,
    trace,
  });
  if (trace) out.trace = { approval: trace };
  if (!result.pass) throw new AppCallError('transaction rejected by ApprovalProgram');
  out.evalDelta = { ...ledger.commit(), logs: result.logs };
  // As simulate reports it: the program's cost and that of the inner app calls it made.
  out.budgetConsumed = out.evalDelta.innerTxns.reduce(
    (sum, i) => sum + i.applyData.appBudgetConsumed,
    result.cost,
  );
  const member = run.results[groupIndex];
  if (member) member.scratch = result.scratch;

  switch (oc) {
    case OnApplicationComplete.NoOpOC:
    case OnApplicationComplete.OptInOC:
      break;
    case OnApplicationComplete.CloseOutOC:
      closeOut(view, sender, index);
      break;
    case OnApplicationComplete.DeleteApplicationOC: {
      // The creator's minimum balance is released, whoever sends the delete. Boxes stay.
      const current = view.app(index) ?? app;
      const creator = view.account(app.creator);
      const created = new Set(creator.createdApps);
      created.delete(index);
      view.putAccount(app.creator, {
        ...creator,
        createdApps: created,
        totalAppSchema: subSchema(creator.totalAppSchema, app.params.globalStateSchema),
        totalExtraAppPages: Math.max(0, creator.totalExtraAppPages - app.params.extraProgramPages),
      });
      view.putApp({ ...current, deletedAtRound: round });
      break;
    }
    case OnApplicationComplete.UpdateApplicationOC: {
      const current = view.app(index) ?? app;
      view.putApp({
        ...current,
        params: {
          ...current.params,
          approvalProgram: a.approvalProgram,
          clearStateProgram: a.clearProgram,
          version: current.params.version + 1,
        },
      });
      break;
    }
    default:
      throw new AppCallError('invalid application action');
  }
  return out;
}

/**
 * The clear-state program: the pool must hold at least 700 when it starts, it may draw at most
 * 700, and whatever it does wrong (fail, reject, run out) only drops its own changes.
 */
function clearState(app: AppRecord, a: RunArgs, out: AppCallResult): void {
  const pool = a.run.appBudget;
  if (pool.remaining < APP_CALL_BUDGET) {
    throw new AppCallError(
      `Attempted ClearState execution with low OpcodeBudget ${pool.remaining}`,
    );
  }
  const own = { remaining: APP_CALL_BUDGET };
  const trace = a.run.traced ? [] : undefined;
  if (trace) out.trace = { clear: trace, clearRollback: true };
  try {
    const { result, ledger } = runProgram(app.params.clearStateProgram, {
      ...a,
      budget: own,
      trace,
    });
    if (result.pass) out.evalDelta = { ...ledger.commit(), logs: result.logs };
    if (result.pass && out.trace) out.trace.clearRollback = false;
    const member = a.run.results[a.groupIndex];
    if (member) member.scratch = result.scratch;
  } catch (e) {
    if (!(e instanceof AppCallError)) throw e;
  }
  out.budgetConsumed = APP_CALL_BUDGET - own.remaining;
  pool.remaining -= out.budgetConsumed;
}
