/**
 * The AVM's public face for the rest of the devnet: assemble/compile, disassemble, evaluate, and
 * the interfaces the ledger implements. See README.md.
 */
import algosdk from 'algosdk';
import { assemble } from './assembler';
import { programHash } from './ops-extra';

export { AssembleError, assemble, methodSelector } from './assembler';
export { disassemble } from './disassembler';
export { decodeProgram, type DecodedProgram } from './decode';
export {
  AvmError,
  evaluate,
  unsupportedOpcodes,
  type EvalContext,
  type EvalResult,
  type BudgetPool,
} from './eval';
export type { AvmLedger, StackValue, StateChange, TxnView } from './ledger';
/** Thrown by an AvmLedger to refuse a write: the evaluator reports its message with the pc. */
export { OpFailure } from './machine';
export { programHash } from './ops-extra';
export { algosdkTxnView, type TxnViewExtras } from './txn-view';

/** The address of a logic signature account: SHA-512/256 of "Program" and the bytecode. */
export function programAddress(program: Uint8Array): string {
  return algosdk.encodeAddress(programHash(program));
}

/** What `POST /v2/teal/compile` answers for `source`: the program's address and its base64. */
export interface SourceMap {
  version: 3;
  sources: string[];
  names: string[];
  /** One group per program byte (the generated "line" is the pc), `;` between them. */
  mappings: string;
}

export function compileTeal(
  source: string,
  options: { sourcemap?: boolean } = {},
): { hash: string; result: string; sourcemap?: SourceMap } {
  const { program, lines } = assemble(source);
  const compiled = {
    hash: programAddress(program),
    result: Buffer.from(program).toString('base64'),
  };
  return options.sourcemap
    ? { ...compiled, sourcemap: sourceMap(program.length, lines) }
    : compiled;
}

const VLQ_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source Map v3's base64 VLQ of a signed number. */
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += VLQ_DIGITS[digit];
  } while (rest > 0);
  return out;
}

/**
 * The source map `/v2/teal/compile?sourcemap=true` answers, as algod builds it: each pc a
 * generated line, an instruction's first byte mapped to its source line (column 0, relative to
 * the previous mapping), the other bytes left empty.
 */
export function sourceMap(length: number, lines: ReadonlyMap<number, number>): SourceMap {
  const groups: string[] = [];
  let previous = 0;
  for (let pc = 0; pc < length; pc++) {
    const line = lines.get(pc);
    if (line === undefined) {
      groups.push('');
      continue;
    }
    groups.push(`${vlq(0)}${vlq(0)}${vlq(line - previous)}${vlq(0)}`);
    previous = line;
  }
  return { version: 3, sources: [], names: [], mappings: groups.join(';') };
}

const ABI_RETURN_PREFIX = Uint8Array.of(0x15, 0x1f, 0x7c, 0x75);

/** An ARC-4 method's return value: the last log when it starts with 151f7c75, without that prefix. */
export function abiReturn(logs: readonly Uint8Array[]): Uint8Array | undefined {
  const last = logs[logs.length - 1];
  if (!last || last.length < 4 || ABI_RETURN_PREFIX.some((b, i) => last[i] !== b)) return undefined;
  return last.slice(4);
}
