/**
 * The AVM's view of the devnet's ledger (devnet/avm's AvmLedger) for one program run. Writes are
 * held in an overlay and reach the group's StateView only through `commit`, so a failing program,
 * or a failing clear-state program whose local state is cleared anyway, leaves no change behind.
 * Schemas are enforced as values are put, in algod's words; box minimum balance is charged to the
 * app's account when the overlay is committed (the ledger then checks every touched account).
 */
import algosdk, { type Transaction } from 'algosdk';
import { OpFailure, type AvmLedger, type StackValue, type TxnView } from './avm';
import type { InnerCaller, InnerTransaction } from './avm/ledger';
import type { ApplyData } from './apply';
import { GENESIS_HASH, GO_ONLINE_FEE, MAX_TXN_LIFE, MIN_BALANCE, MIN_TXN_FEE } from './constants';
import {
  boxKey,
  countSchema,
  EMPTY_KV,
  minBalance,
  type KeyValue,
  type StateSchema,
  type StateView,
  type TealValue,
} from './ledger-state';

/** One entry of algod's EvalDelta state deltas: 1 set bytes, 2 set uint, 3 delete. */
export interface ValueDelta {
  readonly action: 1 | 2 | 3;
  readonly bytes?: Uint8Array;
  readonly uint?: bigint;
}

/** An inner transaction as applied: the transaction the program built and what it did. */
export interface InnerTxnRecord {
  readonly txn: Transaction;
  readonly applyData: ApplyData;
}

/** algod's EvalDelta, with local deltas keyed by address (as the REST API shows them). */
export interface EvalDelta {
  readonly globalDelta: ReadonlyMap<string, ValueDelta>;
  readonly localDeltas: ReadonlyMap<string, ReadonlyMap<string, ValueDelta>>;
  readonly logs: readonly Uint8Array[];
  /** The inner transactions the program submitted, in order (algod's EvalDelta.InnerTxns). */
  readonly innerTxns: readonly InnerTxnRecord[];
}

export const EMPTY_EVAL_DELTA: EvalDelta = {
  globalDelta: new Map(),
  localDeltas: new Map(),
  logs: [],
  innerTxns: [],
};

/**
 * Applies an inner group for the program this ledger serves (app-call.ts's submitInnerGroup).
 * Called after the overlay has been flushed, so the inner transactions see the program's writes.
 */
export type InnerSubmitter = (
  group: readonly InnerTransaction[],
  caller: InnerCaller,
) => { views: TxnView[]; records: InnerTxnRecord[] };

/** The chain around the run: the round being made and the previous block's timestamp. */
export interface ChainEnv {
  readonly round: number;
  readonly latestTimestamp: bigint;
}

type Pending = Map<string, TealValue | null>;
/** Values as they were before the program first wrote them (undefined: absent). */
type Originals = Map<string, TealValue | undefined>;

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const addrText = (pk: Uint8Array) => algosdk.encodeAddress(pk);
const text = (s: string | undefined) => new TextEncoder().encode(s ?? '');
const pkOf = (a: string | undefined) =>
  a === undefined ? new Uint8Array(32) : algosdk.decodeAddress(a).publicKey;
const sameValue = (a: TealValue | undefined, b: TealValue | undefined) =>
  a === b || (a instanceof Uint8Array && b instanceof Uint8Array && Buffer.compare(a, b) === 0);

function merged(base: KeyValue, pending: Pending | undefined): Map<string, TealValue> {
  const out = new Map(base);
  for (const [k, v] of pending ?? []) {
    if (v === null) out.delete(k);
    else out.set(k, v);
  }
  return out;
}

function checkSchema(kv: KeyValue, schema: StateSchema): void {
  const counts = countSchema(kv);
  // An OpFailure: the evaluator reports it with the pc, in algod's words.
  if (counts.numUint > schema.numUint) {
    throw new OpFailure(
      `store integer count ${counts.numUint} exceeds schema integer count ${schema.numUint}`,
    );
  }
  if (counts.numByteSlice > schema.numByteSlice) {
    throw new OpFailure(
      `store bytes count ${counts.numByteSlice} exceeds schema bytes count ${schema.numByteSlice}`,
    );
  }
}

/** The delta of the keys in `originals` between their original values and `now`. */
function deltaOf(originals: Originals, now: KeyValue): Map<string, ValueDelta> {
  const out = new Map<string, ValueDelta>();
  for (const [k, old] of originals) {
    const v = now.get(k);
    if (sameValue(old, v)) continue;
    if (v === undefined) {
      if (old !== undefined) out.set(k, { action: 3 });
    } else if (typeof v === 'bigint') out.set(k, { action: 2, uint: v });
    else out.set(k, { action: 1, bytes: v });
  }
  return out;
}

export class DevnetAvmLedger implements AvmLedger {
  private readonly globals = new Map<bigint, Pending>();
  /** By "address/app". */
  private readonly locals = new Map<string, Pending>();
  private readonly boxes = new Map<
    string,
    { app: bigint; name: Uint8Array; value: Uint8Array | null }
  >();
  /** What flushed keys held when the program started, for the EvalDelta. */
  private readonly originalGlobals = new Map<string, Originals>();
  private readonly originalLocals = new Map<string, Originals>();
  private readonly innerTxns: InnerTxnRecord[] = [];

  /**
   * `submitter` applies inner groups; without one (clear-state programs, whose inner transactions
   * algod refuses) `itxn_submit` fails.
   */
  constructor(
    private readonly view: StateView,
    private readonly env: ChainEnv,
    private readonly submitter?: InnerSubmitter,
  ) {}

  // ----- chain ---------------------------------------------------------------------------------

  globalField(name: string): StackValue | undefined {
    switch (name) {
      case 'Round':
        return BigInt(this.env.round);
      case 'LatestTimestamp':
        return this.env.latestTimestamp;
      case 'MinTxnFee':
        return MIN_TXN_FEE;
      case 'MinBalance':
      case 'AssetCreateMinBalance':
      case 'AssetOptInMinBalance':
        return MIN_BALANCE;
      case 'MaxTxnLife':
        return MAX_TXN_LIFE;
      case 'GenesisHash':
        return GENESIS_HASH;
      case 'PayoutsEnabled':
        return 1n;
      case 'PayoutsGoOnlineFee':
        return GO_ONLINE_FEE;
      default:
        return undefined;
    }
  }

  // ----- global and local state ----------------------------------------------------------------

  private baseGlobal(app: bigint): KeyValue {
    return this.view.app(app)?.params.globalState ?? EMPTY_KV;
  }

  appGlobalGet(app: bigint, key: Uint8Array): StackValue | undefined {
    const p = this.globals.get(app)?.get(hex(key));
    if (p === null) return undefined;
    return p ?? this.baseGlobal(app).get(hex(key));
  }

  appGlobalPut(app: bigint, key: Uint8Array, value: StackValue): void {
    const pending = this.globals.get(app) ?? new Map<string, TealValue | null>();
    const next = new Map(pending).set(hex(key), value);
    const schema = this.view.app(app)?.params.globalStateSchema ?? { numUint: 0, numByteSlice: 0 };
    checkSchema(merged(this.baseGlobal(app), next), schema);
    this.globals.set(app, next);
  }

  appGlobalDel(app: bigint, key: Uint8Array): void {
    const pending = this.globals.get(app) ?? new Map<string, TealValue | null>();
    pending.set(hex(key), null);
    this.globals.set(app, pending);
  }

  private localState(account: Uint8Array, app: bigint) {
    return this.view.account(addrText(account)).appLocalStates.get(app);
  }

  optedIn(account: Uint8Array, app: bigint): boolean {
    return this.localState(account, app) !== undefined;
  }

  appLocalGet(account: Uint8Array, app: bigint, key: Uint8Array): StackValue | undefined {
    const p = this.locals.get(`${addrText(account)}/${app}`)?.get(hex(key));
    if (p === null) return undefined;
    return p ?? this.localState(account, app)?.kv.get(hex(key));
  }

  appLocalPut(account: Uint8Array, app: bigint, key: Uint8Array, value: StackValue): void {
    const local = this.localState(account, app);
    if (!local) throw new OpFailure(`${addrText(account)} has not opted in to app ${app}`);
    const id = `${addrText(account)}/${app}`;
    const next = new Map(this.locals.get(id)).set(hex(key), value);
    checkSchema(merged(local.kv, next), local.schema);
    this.locals.set(id, next);
  }

  appLocalDel(account: Uint8Array, app: bigint, key: Uint8Array): void {
    if (!this.localState(account, app)) return;
    const id = `${addrText(account)}/${app}`;
    const pending = this.locals.get(id) ?? new Map<string, TealValue | null>();
    pending.set(hex(key), null);
    this.locals.set(id, pending);
  }

  // ----- boxes ---------------------------------------------------------------------------------

  boxGet(app: bigint, name: Uint8Array): Uint8Array | undefined {
    const key = boxKey(app, name);
    const p = this.boxes.get(key);
    if (p) return p.value ?? undefined;
    return this.view.box(key);
  }

  boxPut(app: bigint, name: Uint8Array, value: Uint8Array): void {
    this.boxes.set(boxKey(app, name), { app, name, value });
  }

  boxDel(app: bigint, name: Uint8Array): boolean {
    const existed = this.boxGet(app, name) !== undefined;
    this.boxes.set(boxKey(app, name), { app, name, value: null });
    return existed;
  }

  // ----- accounts, assets, apps ----------------------------------------------------------------

  balance(account: Uint8Array): bigint {
    return this.view.account(addrText(account)).microAlgos;
  }

  minBalance(account: Uint8Array): bigint {
    return minBalance(this.view.account(addrText(account)));
  }

  acctParam(account: Uint8Array, field: string): StackValue | undefined {
    const a = this.view.account(addrText(account));
    const exists = a.microAlgos > 0n;
    const value = ((): StackValue | undefined => {
      switch (field) {
        case 'AcctBalance':
          return a.microAlgos;
        case 'AcctMinBalance':
          return minBalance(a);
        case 'AcctAuthAddr':
          return pkOf(a.authAddr);
        case 'AcctTotalNumUint':
          return BigInt(a.totalAppSchema.numUint);
        case 'AcctTotalNumByteSlice':
          return BigInt(a.totalAppSchema.numByteSlice);
        case 'AcctTotalExtraAppPages':
          return BigInt(a.totalExtraAppPages);
        case 'AcctTotalAppsCreated':
          return BigInt(a.createdApps.size);
        case 'AcctTotalAppsOptedIn':
          return BigInt(a.appLocalStates.size);
        case 'AcctTotalAssetsCreated':
          return BigInt(a.createdAssets.size);
        case 'AcctTotalAssets':
          return BigInt(a.holdings.size);
        case 'AcctTotalBoxes':
          return BigInt(a.totalBoxes);
        case 'AcctTotalBoxBytes':
          return BigInt(a.totalBoxBytes);
        case 'AcctIncentiveEligible':
          return a.incentiveEligible ? 1n : 0n;
        case 'AcctLastProposed':
          return a.lastProposed;
        case 'AcctLastHeartbeat':
          return a.lastHeartbeat;
        default:
          return undefined;
      }
    })();
    // algod answers the zero value, with the "exists" flag 0, for an account with no Algos.
    return exists ? value : undefined;
  }

  assetHolding(account: Uint8Array, asset: bigint) {
    const h = this.view.account(addrText(account)).holdings.get(asset);
    return h && { amount: h.amount, frozen: h.frozen };
  }

  assetParam(asset: bigint, field: string): StackValue | undefined {
    const a = this.view.asset(asset);
    if (!a) return undefined;
    const p = a.params;
    const fields: Record<string, () => StackValue> = {
      AssetTotal: () => p.total,
      AssetDecimals: () => BigInt(p.decimals),
      AssetDefaultFrozen: () => (p.defaultFrozen ? 1n : 0n),
      AssetUnitName: () => text(p.unitName),
      AssetName: () => text(p.name),
      AssetURL: () => text(p.url),
      AssetMetadataHash: () => p.metadataHash ?? new Uint8Array(32),
      AssetManager: () => pkOf(p.manager),
      AssetReserve: () => pkOf(p.reserve),
      AssetFreeze: () => pkOf(p.freeze),
      AssetClawback: () => pkOf(p.clawback),
      AssetCreator: () => pkOf(a.creator),
    };
    return fields[field]?.();
  }

  appParam(app: bigint, field: string): StackValue | undefined {
    const a = this.view.app(app);
    if (!a) return undefined;
    const p = a.params;
    const fields: Record<string, () => StackValue> = {
      AppApprovalProgram: () => p.approvalProgram,
      AppClearStateProgram: () => p.clearStateProgram,
      AppGlobalNumUint: () => BigInt(p.globalStateSchema.numUint),
      AppGlobalNumByteSlice: () => BigInt(p.globalStateSchema.numByteSlice),
      AppLocalNumUint: () => BigInt(p.localStateSchema.numUint),
      AppLocalNumByteSlice: () => BigInt(p.localStateSchema.numByteSlice),
      AppExtraProgramPages: () => BigInt(p.extraProgramPages),
      AppCreator: () => pkOf(a.creator),
      AppAddress: () => algosdk.getApplicationAddress(app).publicKey,
      AppVersion: () => BigInt(p.version),
    };
    return fields[field]?.();
  }

  voterParam(account: Uint8Array, field: string): StackValue | undefined {
    const a = this.view.account(addrText(account));
    if (a.microAlgos === 0n) return undefined;
    const online = a.status === 'Online';
    if (field === 'VoterBalance') return online ? a.microAlgos : 0n;
    if (field === 'VoterIncentiveEligible') return a.incentiveEligible ? 1n : 0n;
    return undefined;
  }

  onlineStake(): bigint {
    // The devnet has no online accounts of its own; stake registered by keyreg is not summed.
    return 0n;
  }

  blockField(round: bigint, field: string): StackValue | undefined {
    if (round >= BigInt(this.env.round)) return undefined;
    if (field === 'BlkTimestamp') return this.env.latestTimestamp;
    return undefined;
  }

  // ----- inner transactions ------------------------------------------------------------------

  /**
   * The program's writes so far go into the group's view first: inner transactions (and their
   * programs) read the ledger through the view. If the program fails later the whole transaction
   * fails, and with it the group's view, so nothing written here outlives a failure.
   */
  submitInner(group: readonly InnerTransaction[], caller: InnerCaller): TxnView[] {
    if (!this.submitter)
      throw new OpFailure('clear state programs can not issue inner transactions');
    this.flush();
    const { views, records } = this.submitter(group, caller);
    this.innerTxns.push(...records);
    return views;
  }

  // ----- commit --------------------------------------------------------------------------------

  /** Writes the overlay into the view, remembering each key's value from before the program. */
  private flush(): void {
    const view = this.view;
    for (const [app, pending] of this.globals) {
      const record = view.app(app);
      if (!record) continue;
      const before = record.params.globalState;
      remember(this.originalGlobals, String(app), before, pending);
      view.putApp({
        ...record,
        params: { ...record.params, globalState: merged(before, pending) },
      });
    }
    this.globals.clear();
    for (const [id, pending] of this.locals) {
      const [address = '', appText = '0'] = id.split('/');
      const app = BigInt(appText);
      const acct = view.account(address);
      const local = acct.appLocalStates.get(app);
      if (!local) continue;
      remember(this.originalLocals, id, local.kv, pending);
      const states = new Map(acct.appLocalStates).set(app, {
        ...local,
        kv: merged(local.kv, pending),
      });
      view.putAccount(address, { ...acct, appLocalStates: states });
    }
    this.locals.clear();
    for (const [key, { app, name, value }] of this.boxes) {
      const before = view.box(key);
      if (before === value) continue;
      const size = (v: Uint8Array | null | undefined) => (v ? name.length + v.length : 0);
      const count = (v: Uint8Array | null | undefined) => (v ? 1 : 0);
      const address = algosdk.getApplicationAddress(app).toString();
      const acct = view.account(address);
      view.putAccount(address, {
        ...acct,
        totalBoxes: acct.totalBoxes + count(value) - count(before),
        totalBoxBytes: acct.totalBoxBytes + size(value) - size(before),
      });
      view.putBox(key, value ?? undefined);
    }
    this.boxes.clear();
  }

  /**
   * Writes the overlay into the group's view and answers the EvalDelta but for its logs: each
   * changed key once, nothing for a key whose value ends where it began, and the inner
   * transactions in the order they ran.
   */
  commit(): Omit<EvalDelta, 'logs'> {
    this.flush();
    const view = this.view;
    let globalDelta = new Map<string, ValueDelta>();
    for (const [app, originals] of this.originalGlobals) {
      const now = view.app(BigInt(app))?.params.globalState ?? EMPTY_KV;
      globalDelta = deltaOf(originals, now);
    }
    const localDeltas = new Map<string, Map<string, ValueDelta>>();
    for (const [id, originals] of this.originalLocals) {
      const [address = '', appText = '0'] = id.split('/');
      const now = view.account(address).appLocalStates.get(BigInt(appText))?.kv ?? EMPTY_KV;
      const delta = deltaOf(originals, now);
      if (delta.size > 0) localDeltas.set(address, delta);
    }
    return { globalDelta, localDeltas, innerTxns: this.innerTxns };
  }
}

/** Records, for keys the program writes for the first time, what they held before. */
function remember(
  all: Map<string, Originals>,
  id: string,
  before: KeyValue,
  pending: Pending,
): void {
  let originals = all.get(id);
  if (!originals) all.set(id, (originals = new Map()));
  for (const k of pending.keys()) if (!originals.has(k)) originals.set(k, before.get(k));
}
