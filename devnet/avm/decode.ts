/**
 * Bytecode to instructions, shared by the disassembler and the evaluator. A program is checked
 * whole before it runs, as algod checks it: its version, every opcode known at that version, every
 * immediate inside the program, every branch landing on an instruction.
 */
import { LATEST_VERSION, immediateField, opByCode, type OpSpec } from './opcodes';

export type ImmediateValue =
  number | bigint | Uint8Array | readonly number[] | readonly bigint[] | readonly Uint8Array[];

export interface Instruction {
  readonly pc: number;
  readonly op: OpSpec;
  /** Bytes taken by the opcode and its immediates. */
  readonly size: number;
  /**
   * One value per immediate: uint8/int8/field as number, label as the absolute target pc,
   * labels as target pcs, varuint as bigint, varuints as bigint[], bytes, bytesList.
   */
  readonly imms: readonly ImmediateValue[];
}

export interface DecodedProgram {
  readonly version: number;
  readonly bytes: Uint8Array;
  readonly instructions: readonly Instruction[];
  /** Instruction index by pc; -1 inside an instruction. */
  readonly indexAt: Int32Array;
}

export class DecodeError extends Error {
  constructor(
    message: string,
    readonly pc: number,
  ) {
    super(message);
  }
}

export function readUvarint(
  bytes: Uint8Array,
  at: number,
): { value: bigint; next: number } | undefined {
  let value = 0n;
  let shift = 0n;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    const b = bytes[i] ?? 0;
    value |= BigInt(b & 0x7f) << shift;
    if (b < 0x80) return value > 0xffffffffffffffffn ? undefined : { value, next: i + 1 };
    shift += 7n;
  }
  return undefined;
}

/** The program's version: the uvarint it starts with. */
export function programVersion(bytes: Uint8Array): number {
  if (bytes.length === 0) throw new DecodeError('invalid program (empty)', 0);
  const v = readUvarint(bytes, 0);
  if (!v) throw new DecodeError('invalid version', 0);
  return Number(v.value);
}

export function decodeProgram(
  bytes: Uint8Array,
  maxVersion: number = LATEST_VERSION,
): DecodedProgram {
  const version = programVersion(bytes);
  if (version > maxVersion) {
    throw new DecodeError(
      `program version ${version} greater than max supported version ${maxVersion}`,
      0,
    );
  }
  if (version < 1) throw new DecodeError('program version 0 is not supported', 0);
  const start = readUvarint(bytes, 0)?.next ?? 1;
  const instructions: Instruction[] = [];
  const indexAt = new Int32Array(bytes.length + 1).fill(-1);
  const branches: { pc: number; target: number }[] = [];
  let pc = start;
  while (pc < bytes.length) {
    const code = bytes[pc] ?? 0;
    const op = opByCode(code);
    if (!op || op.minVersion > version) {
      throw new DecodeError(`illegal opcode 0x${code.toString(16).padStart(2, '0')}`, pc);
    }
    const truncated = (): never => {
      throw new DecodeError(`${op.name} opcode claims to extend beyond program`, pc);
    };
    let at = pc + 1;
    const imms: ImmediateValue[] = [];
    const byte = () => (at < bytes.length ? (bytes[at++] ?? 0) : truncated());
    const uvarint = () => {
      const r = readUvarint(bytes, at) ?? truncated();
      at = r.next;
      return r.value;
    };
    const count = () => {
      const n = uvarint();
      if (n > BigInt(bytes.length)) truncated();
      return Number(n);
    };
    const chunk = () => {
      const n = count();
      if (at + n > bytes.length) truncated();
      const out = bytes.slice(at, at + n);
      at += n;
      return out;
    };
    const offset = () => {
      const hi = byte();
      const lo = byte();
      const raw = (hi << 8) | lo;
      return version >= 4 ? (raw << 16) >> 16 : raw;
    };
    const labelOps: number[] = [];
    for (const imm of op.immediates) {
      switch (imm.kind) {
        case 'uint8':
          imms.push(byte());
          break;
        case 'int8':
          imms.push((byte() << 24) >> 24);
          break;
        case 'field': {
          const index = byte();
          const field = immediateField(op.name, imm.group ?? '', index);
          if (!field || field.minVersion > version) {
            throw new DecodeError(`invalid ${op.name} field ${index}`, pc);
          }
          imms.push(index);
          break;
        }
        case 'label':
          labelOps.push(offset());
          imms.push(labelOps.length - 1);
          break;
        case 'labels': {
          const n = byte();
          const offsets: number[] = [];
          for (let i = 0; i < n; i++) offsets.push(offset());
          labelOps.push(...offsets);
          imms.push(offsets);
          break;
        }
        case 'varuint':
          imms.push(uvarint());
          break;
        case 'varuints': {
          const n = count();
          const values: bigint[] = [];
          for (let i = 0; i < n; i++) values.push(uvarint());
          imms.push(values);
          break;
        }
        case 'bytes':
          imms.push(chunk());
          break;
        case 'bytesList': {
          const n = count();
          const values: Uint8Array[] = [];
          for (let i = 0; i < n; i++) values.push(chunk());
          imms.push(values);
          break;
        }
      }
    }
    // Offsets count from the end of the instruction: turn them into absolute targets.
    const end = at;
    for (let k = 0; k < op.immediates.length; k++) {
      const kind = op.immediates[k]?.kind;
      if (kind === 'label') {
        const target = end + (labelOps[imms[k] as number] ?? 0);
        imms[k] = target;
        branches.push({ pc, target });
      } else if (kind === 'labels') {
        const targets = (imms[k] as number[]).map((o) => end + o);
        imms[k] = targets;
        for (const target of targets) branches.push({ pc, target });
      }
    }
    indexAt[pc] = instructions.length;
    instructions.push({ pc, op, size: end - pc, imms });
    pc = end;
  }
  indexAt[bytes.length] = instructions.length;
  for (const { pc: from, target } of branches) {
    if (target > bytes.length || target < start) {
      throw new DecodeError(`branch target ${target} outside of program`, from);
    }
    if ((indexAt[target] ?? -1) < 0) {
      throw new DecodeError(`branch target ${target} is not an aligned instruction`, from);
    }
  }
  return { version, bytes, instructions, indexAt };
}
