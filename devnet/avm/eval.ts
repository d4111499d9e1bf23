/**
 * Runs a program: checks it whole (decode, modes), then executes instruction by instruction,
 * charging each opcode's cost to the group's pooled budget before it runs. From v4 the cost is
 * dynamic; before v4 the program's static cost (every instruction once) must fit the budget.
 */
import { DecodeError, decodeProgram, type DecodedProgram, type Instruction } from './decode';
import type { StackValue } from './ledger';
import { AvmError, MAX_STACK_DEPTH, Machine, OpFailure, type EvalContext } from './machine';
import { CORE_OPS, type Handler } from './ops-core';
import { CURVE_OPS, EC_OPS } from './ops-curves';
import { EXTRA_OPS } from './ops-extra';
import { INNER_OPS } from './ops-inner';
import { STATE_OPS } from './ops-state';
import { costAt, fieldByIndex, simpleCost, type Cost } from './opcodes';

export { AvmError, type EvalContext, type BudgetPool } from './machine';

const HANDLERS: Readonly<Record<string, Handler>> = {
  ...CORE_OPS,
  ...STATE_OPS,
  ...EXTRA_OPS,
  ...CURVE_OPS,
  ...EC_OPS,
  ...INNER_OPS,
};

/** Opcodes of v12 this evaluator does not run (yet); they fail with `unsupported opcode <name>`. */
export function unsupportedOpcodes(names: readonly string[]): string[] {
  return names.filter((name) => !HANDLERS[name]);
}

export interface EvalResult {
  /** True when the program ended with a single non-zero uint64. */
  pass: boolean;
  stack: readonly StackValue[];
  logs: readonly Uint8Array[];
  /** Cost this program consumed. */
  cost: number;
  scratch: readonly StackValue[];
}

/** Cost of one execution of `ins`, reading the stack for the size-dependent ones. */
function dynamicCost(cost: Cost, ins: Instruction, stack: readonly StackValue[]): number {
  if (cost.kind === 'fixed') return cost.cost;
  const simple =
    cost.kind === 'byField'
      ? (cost.costs[fieldName(ins) ?? ''] ?? { kind: 'fixed' as const, cost: 1 })
      : cost;
  if (simple.kind === 'fixed') return simple.cost;
  const args = ins.op.args ?? [];
  const at = args.findIndex((a) => a.name === simple.arg);
  const value = stack[stack.length - args.length + at];
  return simpleCost(simple, value instanceof Uint8Array ? value.length : 0);
}

function fieldName(ins: Instruction): string | undefined {
  const k = ins.op.immediates.findIndex((imm) => imm.kind === 'field');
  const group = ins.op.immediates[k]?.group;
  return group ? fieldByIndex(group, ins.imms[k] as number)?.name : undefined;
}

const BYTES_TYPES = /byte|address|boxName|stateKey|bigint|method/;
const ANY = 0;
const UINT = 1;
const BYTES = 2;

/** Per opcode, the AVM type of each argument (ANY, UINT, BYTES), worked out once. */
const ARG_KINDS = new Map<string, Uint8Array>();
function argKinds(op: Instruction['op']): Uint8Array {
  let kinds = ARG_KINDS.get(op.name);
  if (!kinds) {
    kinds = Uint8Array.from(
      (op.args ?? []).map(({ type }) =>
        type === 'uint64' || type === 'bool' ? UINT : BYTES_TYPES.test(type) ? BYTES : ANY,
      ),
    );
    ARG_KINDS.set(op.name, kinds);
  }
  return kinds;
}

/**
 * The check algod makes before every opcode: enough stack values, each of the AVM type the spec
 * gives (uint64 or bytes; lengths are the opcode's own business).
 */
function checkArgs(
  ins: Instruction,
  kinds: Uint8Array,
  stack: readonly StackValue[],
): string | undefined {
  const n = kinds.length;
  if (n === 0) return undefined;
  if (stack.length < n) return `stack underflow in ${ins.op.name}`;
  const first = stack.length - n;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    if (kind === ANY) continue;
    const isUint = typeof stack[first + i] === 'bigint';
    if ((kind === UINT) !== isUint) {
      const type = ins.op.args?.[i]?.type ?? 'any';
      return `${ins.op.name} arg ${i} wanted ${type} but got ${isUint ? 'uint64' : '[]byte'}`;
    }
  }
  return undefined;
}

export function evaluate(program: Uint8Array | DecodedProgram, ctx: EvalContext): EvalResult {
  let decoded: DecodedProgram;
  // Failures of the whole-program check read as algod's: `pc=  6 <reason>`.
  const checkError = (reason: string, pc: number) =>
    new AvmError(`pc=${String(pc).padStart(3)} ${reason}`, pc);
  try {
    decoded = program instanceof Uint8Array ? decodeProgram(program) : program;
  } catch (e) {
    if (e instanceof DecodeError) {
      // Version refusals come before any instruction and carry no pc.
      throw /^(program version|invalid program|invalid version)/.test(e.message)
        ? new AvmError(e.message, e.pc)
        : checkError(e.message, e.pc);
    }
    throw e;
  }
  const { instructions, version } = decoded;
  const costs = instructions.map((ins) => costAt(ins.op, version));
  for (const ins of instructions) {
    if (ins.op.mode !== 'any' && ins.op.mode !== ctx.mode) {
      throw checkError(`${ins.op.name} not allowed in current mode`, ins.pc);
    }
  }
  const m = new Machine(decoded, ctx);
  if (version < 4) {
    // Before v4 there are no back branches: every instruction counts once, checked up front.
    let total = 0;
    for (const [i, ins] of instructions.entries()) {
      total += dynamicCost(costs[i] as Cost, ins, []);
      if (total > ctx.budget.remaining) {
        throw checkError(`static cost budget of ${ctx.budget.remaining} exceeded`, ins.pc);
      }
    }
    ctx.budget.remaining -= total;
    m.cost = total;
  }
  const handlers = instructions.map((ins) => HANDLERS[ins.op.name]);
  const kinds = instructions.map((ins) => argKinds(ins.op));
  while (!m.done && m.next < instructions.length) {
    const index = m.next;
    const ins = instructions[index] as Instruction;
    const failure = checkArgs(ins, kinds[index] as Uint8Array, m.stack);
    if (failure) throw new AvmError(failure, ins.pc);
    if (version >= 4) {
      const cost = dynamicCost(costs[index] as Cost, ins, m.stack);
      if (cost > ctx.budget.remaining) {
        throw new AvmError(
          `dynamic cost budget exceeded, executing ${ins.op.name}: local program cost was ${m.cost}`,
          ins.pc,
        );
      }
      m.cost += cost;
      ctx.budget.remaining -= cost;
    }
    const handler = handlers[index];
    if (!handler) throw new AvmError(`unsupported opcode ${ins.op.name}`, ins.pc);
    m.next = index + 1;
    try {
      handler(m, ins);
    } catch (e) {
      if (e instanceof OpFailure) throw new AvmError(e.message, ins.pc);
      throw e;
    }
    if (m.stack.length > MAX_STACK_DEPTH) throw new AvmError('stack overflow', ins.pc);
  }
  // `return` moves the pc to the end of the program, so the final checks report that pc.
  const endPc = decoded.bytes.length;
  if (m.stack.length !== 1)
    throw new AvmError(`stack len is ${m.stack.length} instead of 1`, endPc);
  const top = m.stack[0];
  if (typeof top !== 'bigint') throw new AvmError('stack finished with bytes not int', endPc);
  return { pass: top !== 0n, stack: m.stack, logs: m.logs, cost: m.cost, scratch: m.scratch };
}
