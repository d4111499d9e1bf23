/**
 * `POST /v2/transactions/simulate`, as algod's simulator does it for the transaction types the
 * devnet supports. The group is decoded like a submission, verified, and evaluated by
 * `ledger.evaluate` on its private view; nothing is committed, so a simulation never changes the
 * chain, the pool or the round. A group that fails is still a 200 with `failure-message` (and
 * `failed-at` when one member is at fault); only a malformed request is a 400.
 */
import {
  Address,
  encodeMsgpack,
  IntDecoding,
  msgpackRawDecodeAsMap,
  msgpackRawEncode,
  parseJSON,
  SignedTransaction,
  Transaction,
  TransactionType,
  type JSONEncodingData,
} from 'algosdk';
import type { ApplyData } from './apply';
import { UnnamedResourcePolicy, type UnnamedAccess } from './avm/resources';
import { appliedTxnJson, signedTxnJson } from './algod-views';
import { APP_CALL_BUDGET, MAX_TX_GROUP_SIZE, MIN_TXN_FEE } from './constants';
import { addressOrUndefined } from './encoding';
import { ApiError, badRequest, TxnError } from './errors';
import { execTraceJson } from './exec-trace';
import { POOL_PREFIX, type Ledger } from './ledger';
import { decodeOne, type DecodedTxn } from './txn-decode';
import { isUnsigned, verifyGroup } from './verify';

/** simulation.MaxExtraOpcodeBudget: a group's worth of logic-sig budget. */
const MAX_EXTRA_OPCODE_BUDGET = 20_000n * 16n;
/** What `allow-more-logging` lifts the log limits to (config.MaxLogCalls, LogBytesLimit). */
const MAX_LOG_CALLS = 2048;
const MAX_LOG_SIZE = 65_536;
/** simulation.ResultLatestVersion. */
const RESULT_VERSION = 2;
/** Fee usage of an ordinary transaction, in millionths of the minimum fee. */
const USAGE_PER_TXN = 1_000_000n;
const UINT64_MAX = 0xffff_ffff_ffff_ffffn;

const REQUEST_FIELDS = [
  'txn-groups',
  'allow-empty-signatures',
  'allow-more-logging',
  'allow-unnamed-resources',
  'exec-trace-config',
  'extra-opcode-budget',
  'fix-signers',
  'round',
] as const;
const TRACE_FIELDS = ['enable', 'stack-change', 'scratch-change', 'state-change'] as const;
type TraceField = (typeof TRACE_FIELDS)[number];

export interface SimulateRequest {
  /** The one group algod simulates. */
  readonly group: readonly DecodedTxn[];
  readonly allowEmptySignatures: boolean;
  readonly allowMoreLogging: boolean;
  readonly allowUnnamedResources: boolean;
  readonly extraOpcodeBudget: bigint;
  readonly fixSigners: boolean;
  /** The round the simulation follows; undefined (or 0) for the latest. */
  readonly round: bigint | undefined;
  readonly trace: Readonly<Record<TraceField, boolean>>;
}

type JsonObject = Record<string, unknown>;
type Fields = Map<string, unknown>;

/** algod answers what its codec cannot decode with this prefix. */
const decodeError = (detail: string): ApiError => badRequest(`failed to decode object: ${detail}`);
const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * Decodes a request body. `format` comes from the Content-Type; without one, like algod (which
 * tries msgpack, then JSON), a body starting with `{` is JSON: no msgpack map starts that way.
 */
export function parseSimulateRequest(
  body: Uint8Array,
  format: 'json' | 'msgpack' | undefined,
): SimulateRequest {
  const json = format === 'json' || (format === undefined && looksLikeJson(body));
  let decoded: unknown;
  try {
    decoded = json
      ? parseJSON(Buffer.from(body).toString('utf8'), { intDecoding: IntDecoding.BIGINT })
      : msgpackRawDecodeAsMap(body);
  } catch (err) {
    throw decodeError(messageOf(err));
  }
  const top = strictFields(decoded, 'simulate request', REQUEST_FIELDS);
  const decodeTxn = json ? decodeJsonTxn : decodeMsgpackTxn;
  const groups = list(top.get('txn-groups'), 'txn-groups').map((g) =>
    list(strictFields(g, 'txn group', ['txns']).get('txns'), 'txns').map(decodeTxn),
  );
  const traceValue = top.get('exec-trace-config');
  const traceFields =
    traceValue === undefined || traceValue === null
      ? new Map<string, unknown>()
      : strictFields(traceValue, 'exec-trace-config', TRACE_FIELDS);
  const trace = Object.fromEntries(TRACE_FIELDS.map((k) => [k, bool(traceFields, k)])) as Record<
    TraceField,
    boolean
  >;
  const request = {
    allowEmptySignatures: bool(top, 'allow-empty-signatures'),
    allowMoreLogging: bool(top, 'allow-more-logging'),
    allowUnnamedResources: bool(top, 'allow-unnamed-resources'),
    extraOpcodeBudget: uint(top, 'extra-opcode-budget') ?? 0n,
    fixSigners: bool(top, 'fix-signers'),
    round: uint(top, 'round'),
    trace,
  };

  // The handler's checks, then the simulator's, in algod's order and words.
  for (const g of groups) {
    if (g.length === 0) throw badRequest('empty txgroup');
    if (g.length > MAX_TX_GROUP_SIZE) {
      throw badRequest(
        `transaction group size ${g.length} exceeds protocol max ${MAX_TX_GROUP_SIZE}`,
      );
    }
  }
  if (request.fixSigners && !request.allowEmptySignatures) {
    throw badRequest('FixSigners requires AllowEmptySignatures to be enabled');
  }
  const group = groups[0];
  if (groups.length !== 1 || !group) {
    throw badRequest(`expected 1 transaction group, got ${groups.length}`);
  }
  if (!trace.enable) {
    const needsEnable: [TraceField, string][] = [
      ['stack-change', 'stack tracing'],
      ['scratch-change', 'scratch slot change tracing'],
      ['state-change', 'app state change tracing'],
    ];
    for (const [field, what] of needsEnable) {
      if (trace[field]) throw badRequest(`basic trace must be enabled when enabling ${what}`);
    }
  }
  return { ...request, group };
}

function looksLikeJson(body: Uint8Array): boolean {
  for (const b of body) {
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) continue;
    return b === 0x7b; // '{'
  }
  return false;
}

/** A decoded map (msgpack gives Maps, JSON plain objects) whose keys must all be known. */
function strictFields(value: unknown, what: string, known: readonly string[]): Fields {
  let fields: Fields;
  if (value instanceof Map) {
    fields = new Map([...value.entries()].map(([k, v]) => [String(k), v]));
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    if (Array.isArray(value)) throw decodeError(`${what} must be a map, not an array`);
    fields = new Map(Object.entries(value));
  } else {
    throw decodeError(`${what} must be a map`);
  }
  for (const key of fields.keys()) {
    if (!known.includes(key)) {
      throw decodeError(`no matching struct field found when decoding stream map with key ${key}`);
    }
  }
  return fields;
}

function list(value: unknown, what: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw decodeError(`${what} must be an array`);
  return value;
}

function bool(fields: Fields, key: string): boolean {
  const v = fields.get(key);
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw decodeError(`${key} must be true or false`);
  return v;
}

function uint(fields: Fields, key: string): bigint | undefined {
  const v = fields.get(key);
  if (v === undefined || v === null) return undefined;
  const n = typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : v;
  if (typeof n !== 'bigint' || n < 0n || n > UINT64_MAX) {
    throw decodeError(`${key} must be an unsigned integer`);
  }
  return n;
}

/**
 * A msgpack signed transaction, embedded in the request. Re-encoded on its own it must be what
 * algosdk encodes for it, as for a submission: no unknown fields, canonical values.
 */
function decodeMsgpackTxn(item: unknown): DecodedTxn {
  if (!(item instanceof Map)) throw decodeError('a signed transaction must be a map');
  let raw: Uint8Array;
  try {
    raw = msgpackRawEncode(item);
  } catch (err) {
    throw decodeError(messageOf(err));
  }
  return decodeOne(raw);
}

const STXN_KEYS = SignedTransaction.encodingSchema.getEntries().map((e) => e.key);
const TXN_KEYS = Transaction.encodingSchema.getEntries().map((e) => e.key);

/** A JSON signed transaction (addresses in base32, bytes in base64, as algod writes them). */
function decodeJsonTxn(item: unknown): DecodedTxn {
  const fields = strictFields(item, 'signed transaction', STXN_KEYS);
  strictFields(fields.get('txn'), 'txn', TXN_KEYS);
  let stxn: SignedTransaction;
  try {
    stxn = SignedTransaction.fromEncodingData(
      SignedTransaction.encodingSchema.fromPreparedJSON(item as JSONEncodingData),
    );
  } catch (err) {
    throw decodeError(messageOf(err));
  }
  return decodeOne(encodeMsgpack(stxn));
}

/**
 * `fix-signers`: every unsigned member is taken as signed by its sender's auth address, as of
 * an earlier rekey in the group or else of the ledger (algod's simulateWithTracer).
 */
function fixSigners(ledger: Ledger, group: readonly DecodedTxn[]): DecodedTxn[] {
  const rekeyedInGroup = new Map<string, string>();
  return group.map((d) => {
    const txn = d.stxn.txn;
    const sender = txn.sender.toString();
    let fixed = d;
    if (isUnsigned(d)) {
      const auth = rekeyedInGroup.get(sender) ?? ledger.getAccount(sender)?.authAddr ?? sender;
      const sgnr = auth === sender ? undefined : Address.fromString(auth);
      fixed = { ...d, stxn: new SignedTransaction({ txn, sgnr }) };
    }
    const rekeyTo = addressOrUndefined(txn.rekeyTo);
    if (rekeyTo !== undefined) rekeyedInGroup.set(sender, rekeyTo);
    return fixed;
  });
}

/** How many inner app calls a transaction made, at any depth. */
function innerAppCalls(applied: ApplyData | undefined): number {
  return (applied?.evalDelta?.innerTxns ?? []).reduce(
    (n, i) => n + (i.txn.type === TransactionType.appl ? 1 : 0) + innerAppCalls(i.applyData),
    0,
  );
}

function innerFees(applied: ApplyData | undefined): bigint {
  return (applied?.evalDelta?.innerTxns ?? []).reduce(
    (sum, i) => sum + i.txn.fee + innerFees(i.applyData),
    0n,
  );
}

/** SimulateUnnamedResourcesAccessed: each list only when it has entries, as algod omits them. */
function unnamedJson(u: UnnamedAccess): JsonObject {
  const out: JsonObject = {};
  const address = (pk: Uint8Array) => new Address(pk).toString();
  if (u.accounts.size > 0) out.accounts = [...u.accounts.values()].map(address);
  if (u.assets.size > 0) out.assets = [...u.assets];
  if (u.apps.size > 0) out.apps = [...u.apps];
  if (u.boxes.size > 0) {
    out.boxes = [...u.boxes.values()].map((b) => ({
      app: b.app,
      name: Buffer.from(b.name).toString('base64'),
    }));
  }
  if (u.extraBoxRefs > 0) out['extra-box-refs'] = u.extraBoxRefs;
  if (u.holdings.size > 0) {
    out['asset-holdings'] = [...u.holdings.values()].map((h) => ({
      account: address(h.account),
      asset: h.asset,
    }));
  }
  if (u.locals.size > 0) {
    out['app-locals'] = [...u.locals.values()].map((l) => ({
      account: address(l.account),
      app: l.app,
    }));
  }
  return out;
}

/**
 * Only state changes are traced (exec-trace.ts): with `enable` alone algod lists every opcode,
 * which the devnet does not, so it gives no trace rather than an empty one.
 */
const tracesStates = (request: SimulateRequest): boolean =>
  request.trace.enable && request.trace['state-change'];

const authorizer = (d: DecodedTxn): string => (d.stxn.sgnr ?? d.stxn.txn.sender).toString();

/** Runs the request's group against the current state and builds algod's SimulateResponse. */
export function simulate(
  ledger: Ledger,
  request: SimulateRequest,
  minFee: bigint = MIN_TXN_FEE,
): JsonObject {
  const lastRound = ledger.currentRound;
  if (request.round !== undefined && request.round !== 0n && request.round !== BigInt(lastRound)) {
    throw badRequest(
      `this devnet simulates only after the latest round (${lastRound}), not after round ${request.round}`,
    );
  }
  const input = request.group;
  const group = request.fixSigners ? fixSigners(ledger, input) : [...input];

  let failure: { message: string; index: number | undefined } | undefined;
  const applyData: ApplyData[] = [];
  const unnamed = request.allowUnnamedResources ? new UnnamedResourcePolicy() : undefined;
  try {
    // Simulation never reaches the pool, so the fee per byte is not checked (as in algod).
    verifyGroup(group, { allowEmptySignatures: request.allowEmptySignatures, minFee });
  } catch (err) {
    // A check of the whole group (pooled fees) blames no member: algod answers it with a 400.
    if (!(err instanceof TxnError)) throw err;
    failure = { message: err.message, index: err.index };
  }
  if (!failure) {
    if (request.extraOpcodeBudget > MAX_EXTRA_OPCODE_BUDGET) {
      throw badRequest(
        `extra budget ${request.extraOpcodeBudget} > simulation extra budget limit ${MAX_EXTRA_OPCODE_BUDGET}`,
      );
    }
    try {
      ledger.evaluate(group, applyData, unnamed, tracesStates(request));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // The block evaluator's own words: a simulation never reaches the transaction pool.
      const message = err.message.startsWith(POOL_PREFIX)
        ? err.message.slice(POOL_PREFIX.length)
        : err.message;
      failure = { message, index: err instanceof TxnError ? err.index : undefined };
    }
  }

  let groupFees = 0n;
  let budgetConsumed = 0;
  const txnResults = input.map((d, i) => {
    const applied = applyData[i];
    const result: JsonObject = {
      // Members the evaluation did not reach have no apply data, as in algod.
      'txn-result': applied
        ? appliedTxnJson(d.stxn, applied)
        : { 'pool-error': '', txn: signedTxnJson(d.stxn) },
    };
    // The cost of the one program apps may have (one opcode); algod omits zeros.
    if (applied && applied.appBudgetConsumed > 0) {
      result['app-budget-consumed'] = applied.appBudgetConsumed;
      budgetConsumed += applied.appBudgetConsumed;
    }
    // What the transaction and its inner transactions set as fees.
    const fee = d.stxn.txn.fee + innerFees(applied);
    groupFees += fee;
    if (fee > 0n) result['fees-paid'] = fee;
    const used = group[i];
    if (used && authorizer(used) !== authorizer(d)) result['fixed-signer'] = authorizer(used);
    if (applied?.trace) result['exec-trace'] = execTraceJson(applied);
    const own = unnamed?.txns.get(i);
    if (own && !own.empty) result['unnamed-resources-accessed'] = unnamedJson(own);
    return result;
  });
  const groupResult: JsonObject = {
    'txn-results': txnResults,
    'group-usage': USAGE_PER_TXN * BigInt(input.length),
  };
  if (groupFees > 0n) groupResult['group-fees-paid'] = groupFees;
  if (unnamed && !unnamed.group.empty) {
    groupResult['unnamed-resources-accessed'] = unnamedJson(unnamed.group);
  }
  // Every app call in the group adds its budget to the group's pool, inner ones included.
  const appCalls = input.reduce(
    (n, d, i) =>
      n + (d.stxn.txn.type === TransactionType.appl ? 1 : 0) + innerAppCalls(applyData[i]),
    0,
  );
  if (appCalls > 0) groupResult['app-budget-added'] = APP_CALL_BUDGET * appCalls;
  if (budgetConsumed > 0) groupResult['app-budget-consumed'] = budgetConsumed;
  if (failure) {
    groupResult['failure-message'] = failure.message;
    if (failure.index !== undefined) groupResult['failed-at'] = [failure.index];
  }

  const out: JsonObject = {
    'last-round': lastRound,
    'txn-groups': [groupResult],
    version: RESULT_VERSION,
  };
  const overrides: JsonObject = {};
  if (request.allowEmptySignatures) overrides['allow-empty-signatures'] = true;
  if (request.allowUnnamedResources) overrides['allow-unnamed-resources'] = true;
  if (request.allowMoreLogging) {
    overrides['max-log-calls'] = MAX_LOG_CALLS;
    overrides['max-log-size'] = MAX_LOG_SIZE;
  }
  if (request.extraOpcodeBudget > 0n) overrides['extra-opcode-budget'] = request.extraOpcodeBudget;
  if (request.fixSigners) overrides['fix-signers'] = true;
  if (Object.keys(overrides).length > 0) out['eval-overrides'] = overrides;
  const trace = Object.fromEntries(Object.entries(request.trace).filter(([, on]) => on));
  if (Object.keys(trace).length > 0) out['exec-trace-config'] = trace;
  return out;
}
