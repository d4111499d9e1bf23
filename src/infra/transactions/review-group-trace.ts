import { decodeMsgpack, modelsv2, msgpackRawDecodeAsMap, msgpackRawEncode } from 'algosdk';
import { z } from 'zod';
import { base64ToBytes } from '../../core/encoding/base64';
import { bytesToHex } from '../../core/encoding/hex';
import type { BoxChange, BoxEffects } from '../../core/transactions/review';

// The boxes an app call writes and deletes, read from simulate's execution trace (issue 39).
// The trace is the node's word, untrusted: read with zod, capped, and a shape that cannot be
// read gives a neutral "could not read" rather than no review.

/** Only the opcodes that change app state (the rest of algod's trace is not needed). */
export const TRACE_CONFIG = new modelsv2.SimulateTraceConfig({ enable: true, stateChange: true });

/** Boxes listed per reviewed app call; the rest are counted. */
export const MAX_BOXES = 64;
/** The protocol's longest box name (and state key). */
export const MAX_KEY_BYTES = 64;
/** App calls nest at most 8 deep (the AVM's limit); a deeper trace is not believed. */
const MAX_DEPTH = 8;

const fromMap = (value: unknown) =>
  value instanceof Map
    ? Object.fromEntries([...value].filter(([key]) => typeof key === 'string'))
    : value;

// msgpack gives bytes; algod's JSON gives base64 (the same field in the OpenAPI spec).
const keySchema = z
  .union([
    z.instanceof(Uint8Array),
    z.string().transform((text, ctx) => {
      try {
        return base64ToBytes(text);
      } catch {
        ctx.issues.push({ code: 'custom', message: 'key is not base64', input: text });
        return z.NEVER;
      }
    }),
  ])
  .refine((key) => key.length <= MAX_KEY_BYTES, 'key longer than a box name can be');

/** ApplicationStateOperation; an empty key is left out of msgpack (omitempty). */
const operationSchema = z.preprocess(
  fromMap,
  z.object({
    'app-state-type': z.enum(['g', 'l', 'b']),
    operation: z.enum(['w', 'd']),
    key: keySchema.optional(),
  }),
);

/** SimulationOpcodeTraceUnit: only its state changes are read. */
const unitSchema = z.preprocess(
  fromMap,
  z.object({ 'state-changes': z.array(operationSchema).optional() }),
);
type Unit = z.infer<typeof unitSchema>;

interface ExecTrace {
  'approval-program-trace'?: Unit[];
  'clear-state-program-trace'?: Unit[];
  'clear-state-rollback'?: boolean;
  'inner-trace'?: ExecTrace[];
}

/** SimulationTransactionExecTrace, inner calls nested. */
const traceSchema: z.ZodType<ExecTrace> = z.lazy(() =>
  z.preprocess(
    fromMap,
    z.object({
      'approval-program-trace': z.array(unitSchema).optional(),
      'clear-state-program-trace': z.array(unitSchema).optional(),
      'clear-state-rollback': z.boolean().optional(),
      'inner-trace': z.array(traceSchema).optional(),
    }),
  ),
);

/**
 * simulate's msgpack answer decoded by algosdk, with each transaction's `exec-trace` taken out
 * first as raw data: algosdk's strict decoding would fail the whole simulation on a bad trace.
 * `traces[i]` is transaction i's trace (group 0, the only one sent), undefined when none.
 */
export function decodeSimulateAnswer(raw: Uint8Array): {
  answer: modelsv2.SimulateResponse;
  traces: unknown[];
} {
  const decoded = msgpackRawDecodeAsMap(raw);
  const traces: unknown[] = [];
  let found = false;
  const groups = decoded instanceof Map ? decoded.get('txn-groups') : undefined;
  for (const [g, group] of (Array.isArray(groups) ? groups : []).entries()) {
    const results = group instanceof Map ? group.get('txn-results') : undefined;
    for (const [i, result] of (Array.isArray(results) ? results : []).entries()) {
      if (!(result instanceof Map) || !result.has('exec-trace')) continue;
      if (g === 0) traces[i] = result.get('exec-trace');
      result.delete('exec-trace');
      found = true;
    }
  }
  // Without a trace the answer is decoded exactly as before.
  const bytes = found ? msgpackRawEncode(decoded) : raw;
  return { answer: decodeMsgpack(bytes, modelsv2.SimulateResponse), traces };
}

class Unreadable extends Error {}

/** The app whose programs ran in this transaction: the called one, or the one it created. */
function appIdOf(result: modelsv2.PendingTransactionResponse | undefined): bigint | undefined {
  const appl = result?.txn.txn.applicationCall;
  if (!appl) return undefined;
  return appl.appIndex > 0n ? appl.appIndex : (result.applicationIndex ?? 0n);
}

class BoxList {
  readonly listed = new Map<string, BoxChange>();
  readonly beyond = new Set<string>();

  /** The last operation on a box decides: written or deleted. */
  record(appId: bigint, name: Uint8Array, deleted: boolean): void {
    const id = `${appId.toString()}:${bytesToHex(name)}`;
    const known = this.listed.get(id);
    if (known) known.deleted = deleted;
    else if (this.listed.size < MAX_BOXES) this.listed.set(id, { appId, name, deleted });
    else this.beyond.add(id);
  }
}

function collect(
  trace: ExecTrace,
  result: modelsv2.PendingTransactionResponse | undefined,
  depth: number,
  boxes: BoxList,
): void {
  const appId = appIdOf(result);
  // A failed clear-state program's changes are rolled back: they never happen.
  const units = [
    ...(trace['approval-program-trace'] ?? []),
    ...(trace['clear-state-rollback'] ? [] : (trace['clear-state-program-trace'] ?? [])),
  ];
  for (const unit of units)
    for (const op of unit['state-changes'] ?? []) {
      if (op['app-state-type'] !== 'b') continue;
      // A box change in a transaction that is no app call, or a box without a name.
      if (appId === undefined || !op.key || op.key.length === 0) throw new Unreadable();
      boxes.record(appId, op.key, op.operation === 'd');
    }
  const inner = trace['inner-trace'] ?? [];
  const innerTxns = result?.innerTxns ?? [];
  // inner-trace[i] is inner-txns[i]'s: more traces than inner transactions do not match.
  if (inner.length > innerTxns.length || (inner.length > 0 && depth >= MAX_DEPTH))
    throw new Unreadable();
  inner.forEach((t, i) => collect(t, innerTxns[i], depth + 1, boxes));
}

/**
 * The boxes transaction `result` and its inner app calls wrote or deleted, from its `exec-trace`
 * (raw, as decodeSimulateAnswer gives it). Undefined when the node gave no trace: the review is
 * then as it was without one.
 */
export function boxEffectsOf(
  trace: unknown,
  result: modelsv2.PendingTransactionResponse | undefined,
): BoxEffects | undefined {
  if (trace === undefined) return undefined;
  try {
    const parsed = traceSchema.safeParse(trace);
    if (!parsed.success) return { kind: 'unreadable' };
    const boxes = new BoxList();
    collect(parsed.data, result, 0, boxes);
    return { kind: 'read', changes: [...boxes.listed.values()], more: boxes.beyond.size };
  } catch (error) {
    // Unreadable, or nested deep enough to exhaust the stack while parsing.
    if (error instanceof Unreadable || error instanceof RangeError) return { kind: 'unreadable' };
    throw error;
  }
}
