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
export type { AvmLedger, StackValue, TxnView } from './ledger';
/** Thrown by an AvmLedger to refuse a write: the evaluator reports its message with the pc. */
export { OpFailure } from './machine';
export { programHash } from './ops-extra';
export { algosdkTxnView, type TxnViewExtras } from './txn-view';

/** The address of a logic signature account: SHA-512/256 of "Program" and the bytecode. */
export function programAddress(program: Uint8Array): string {
  return algosdk.encodeAddress(programHash(program));
}

/** What `POST /v2/teal/compile` answers for `source`: the program's address and its base64. */
export function compileTeal(source: string): { hash: string; result: string } {
  const { program } = assemble(source);
  return { hash: programAddress(program), result: Buffer.from(program).toString('base64') };
}

const ABI_RETURN_PREFIX = Uint8Array.of(0x15, 0x1f, 0x7c, 0x75);

/** An ARC-4 method's return value: the last log when it starts with 151f7c75, without that prefix. */
export function abiReturn(logs: readonly Uint8Array[]): Uint8Array | undefined {
  const last = logs[logs.length - 1];
  if (!last || last.length < 4 || ABI_RETURN_PREFIX.some((b, i) => last[i] !== b)) return undefined;
  return last.slice(4);
}
