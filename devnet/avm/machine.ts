/** The evaluator's state and the helpers every opcode family uses. */
import type { DecodedProgram } from './decode';
import type { AvmLedger, InnerTransaction, StackValue, StateChange, TxnView } from './ledger';
import type { GroupResources } from './resources';

export const MAX_STACK_DEPTH = 1000;
export const MAX_VALUE_BYTES = 4096;
export const MAX_UINT64 = (1n << 64n) - 1n;
export const MAX_LOGS = 32;
export const MAX_LOG_BYTES = 1024;

/** A program failure: algod's reason (`assert failed pc=12`, `stack overflow`) and where. */
export class AvmError extends Error {
  constructor(
    message: string,
    readonly pc: number,
  ) {
    super(message);
  }

  /**
   * The text algod reports: `logic eval error: <reason>. Details: app=<id>, pc=<pc>` for an app,
   * `rejected by logic err=<reason>. Details: pc=<pc>` for a logic signature.
   */
  algodText(app?: bigint): string {
    if (app === undefined) return `rejected by logic err=${this.message}. Details: pc=${this.pc}`;
    return `logic eval error: ${this.message}. Details: app=${app}, pc=${this.pc}`;
  }
}

/** A failure inside an opcode; the machine adds the pc. */
export class OpFailure extends Error {}

export function fail(message: string): never {
  throw new OpFailure(message);
}

/**
 * An inner transaction the ledger refused or whose program failed; `index` is its place in the
 * inner group, the message the reason (the evaluator reports `inner tx <index> failed: <reason>`).
 */
export class InnerTxnFailure extends Error {
  constructor(
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

/** Budget shared by every program of a group (pooled app budget, or the logic signatures'). */
export interface BudgetPool {
  remaining: number;
}

export interface EvalContext {
  mode: 'app' | 'sig';
  /** The group, and which transaction runs the program. */
  group: readonly TxnView[];
  groupIndex: number;
  budget: BudgetPool;
  /** The application running (app mode); for a creation, the id the new app gets. */
  appId?: bigint;
  /** Logic signature arguments (sig mode). */
  args?: readonly Uint8Array[];
  ledger?: AvmLedger;
  /**
   * Global fields of this call the evaluator cannot know: CreatorAddress,
   * CurrentApplicationAddress, GroupID, CallerApplicationID, CallerApplicationAddress.
   */
  globals?: (name: string) => StackValue | undefined;
  /**
   * Results of an earlier transaction of the group, for gload/gaid: its scratch space when it was
   * an app call, the id of what it created.
   */
  earlier?: (
    groupIndex: number,
  ) => { scratch?: readonly StackValue[]; createdId?: bigint } | undefined;
  /**
   * Inner transactions the group may still submit (256 with any app call, pooled); 16 when
   * absent. Shared by the programs of the group, like `budget`.
   */
  inner?: { remaining: number };
  /** How deep in inner application calls this program runs: 0 for a top-level transaction. */
  depth?: number;
  /**
   * What the group makes available and its box I/O budget (resources.ts), shared with inner
   * groups. Absent (the evaluator's own tests): every resource is available, boxes unmetered.
   */
  resources?: GroupResources;
  /** Told of each state change as it happens, with the opcode's pc (simulate's exec trace). */
  onStateChange?: (change: StateChange, pc: number) => void;
}

interface Frame {
  returnPc: number;
  height: number;
  args: number;
  returns: number;
  proto: boolean;
}

export class Machine {
  readonly stack: StackValue[] = [];
  readonly scratch: StackValue[] = Array.from({ length: 256 }, () => 0n);
  readonly frames: Frame[] = [];
  readonly logs: Uint8Array[] = [];
  logBytes = 0;
  /** Index of the next instruction; set by branches. */
  next = 0;
  /** The pc a `proto` may run at: the target of the callsub just executed, else -1. */
  protoPc = -1;
  /** Set by `return` and the end of the program. */
  done = false;
  cost = 0;
  intc: readonly bigint[] = [];
  /** The inner group being prepared (itxn_begin ... itxn_submit). */
  innerBuilding: InnerTransaction[] | undefined;
  /** What the last submitted inner group became, for itxn and gitxn. */
  innerResults: readonly TxnView[] | undefined;
  bytec: readonly Uint8Array[] = [];

  constructor(
    readonly program: DecodedProgram,
    readonly ctx: EvalContext,
  ) {}

  get version(): number {
    return this.program.version;
  }

  push(value: StackValue): void {
    this.stack.push(value);
  }

  pushBytes(value: Uint8Array, what: string): void {
    if (value.length > MAX_VALUE_BYTES)
      fail(`${what} produced a too big (${value.length}) byte-array`);
    this.stack.push(value);
  }

  pushBool(value: boolean): void {
    this.stack.push(value ? 1n : 0n);
  }

  pop(): StackValue {
    const value = this.stack.pop();
    if (value === undefined) fail('stack underflow: expected 1, have 0');
    return value;
  }

  /** Pops `n` values, answering them bottom first (A, B, C as the spec names them). */
  popN(n: number): StackValue[] {
    if (this.stack.length < n) fail(`stack underflow: expected ${n}, have ${this.stack.length}`);
    return this.stack.splice(this.stack.length - n, n);
  }

  popUint(): bigint {
    return asUint(this.pop());
  }

  popBytes(): Uint8Array {
    return asBytes(this.pop());
  }

  /** Jumps to the instruction at absolute `pc` (decoding has checked it is one). */
  jump(pc: number): void {
    this.next = this.program.indexAt[pc] ?? this.program.instructions.length;
  }
}

export function typeName(value: StackValue): string {
  return typeof value === 'bigint' ? 'uint64' : '[]byte';
}

export function asUint(value: StackValue): bigint {
  if (typeof value !== 'bigint') fail(`wanted type uint64 but got []byte`);
  return value;
}

export function asBytes(value: StackValue): Uint8Array {
  if (typeof value === 'bigint') fail(`wanted type []byte but got uint64`);
  return value;
}

export function uint64Bytes(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value);
  return out;
}

export function bytesToBig(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const b of bytes) value = (value << 8n) | BigInt(b);
  return value;
}

/** Minimal big-endian bytes of a non-negative integer (zero is the empty array). */
export function bigToBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array();
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two stack values are equal; comparing a uint64 with bytes is a type error. */
export function sameValue(a: StackValue, b: StackValue): boolean {
  if (typeof a !== typeof b) fail(`cannot compare (${typeName(a)} to ${typeName(b)})`);
  return typeof a === 'bigint' ? a === b : sameBytes(a, b as Uint8Array);
}
