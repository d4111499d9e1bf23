/**
 * Simulate's execution trace (`exec-trace-config` with `enable` and `state-change`), partial: only
 * the opcodes that changed app state (global, local, boxes) are listed, each with its pc; algod
 * lists every opcode. Stack and scratch changes, spawned-inners and program hashes are not given.
 */
import { Address } from 'algosdk';
import type { StackValue, StateChange } from './avm';
import type { ApplyData } from './apply';
import { toBase64 } from './encoding';

/** One state-changing opcode: at most one change each (a put, a delete, a box write). */
export interface TraceUnit {
  pc: number;
  change: StateChange;
}

/** What an app call's programs changed, as the trace of its transaction shows it. */
export interface ProgramTrace {
  approval?: TraceUnit[];
  clear?: TraceUnit[];
  /** The clear-state program failed: its changes were dropped (they are still listed). */
  clearRollback?: boolean;
}

type JsonObject = Record<string, unknown>;

/** algod's AvmValue: type 1 bytes, 2 uint64. */
function avmValue(value: StackValue): JsonObject {
  return typeof value === 'bigint' ? { type: 2, uint: value } : { type: 1, bytes: toBase64(value) };
}

function unitJson({ pc, change }: TraceUnit): JsonObject {
  const op: JsonObject = {
    'app-state-type': change.type,
    operation: change.op,
    key: toBase64(change.key),
  };
  if (change.account) op.account = new Address(change.account).toString();
  if (change.value !== undefined) op['new-value'] = avmValue(change.value);
  return { pc, 'state-changes': [op] };
}

/**
 * SimulationTransactionExecTrace of a transaction. `inner-trace` has one entry per inner
 * transaction, in order (empty for those that run no program), as algod's does.
 */
export function execTraceJson(applied: ApplyData): JsonObject {
  const out: JsonObject = {};
  const trace = applied.trace;
  if (trace?.approval) out['approval-program-trace'] = trace.approval.map(unitJson);
  if (trace?.clear) out['clear-state-program-trace'] = trace.clear.map(unitJson);
  if (trace?.clearRollback) out['clear-state-rollback'] = true;
  const inner = applied.evalDelta?.innerTxns ?? [];
  if (inner.length > 0) out['inner-trace'] = inner.map((i) => execTraceJson(i.applyData));
  return out;
}
