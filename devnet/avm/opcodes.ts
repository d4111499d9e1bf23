/** Lookups over the generated opcode table, shared by the assembler, disassembler and evaluator. */
import {
  FIELD_GROUPS,
  OPCODES,
  type Cost,
  type FieldSpec,
  type OpSpec,
  type SimpleCost,
} from './opcodes.generated';

export { LATEST_VERSION, type OpSpec, type FieldSpec, type Cost } from './opcodes.generated';

const BY_NAME = new Map(OPCODES.map((op) => [op.name, op]));
const BY_CODE: (OpSpec | undefined)[] = Array.from({ length: 256 }, () => undefined);
for (const op of OPCODES) BY_CODE[op.code] = op;

/** `TypeEnum` values by transaction type, as `txn TypeEnum` and the assembler's named ints read them. */
export const TXN_TYPE_ENUM: Readonly<Record<string, bigint>> = {
  unknown: 0n,
  pay: 1n,
  keyreg: 2n,
  acfg: 3n,
  axfer: 4n,
  afrz: 5n,
  appl: 6n,
  stpf: 7n,
  hb: 8n,
};

export function opByName(name: string): OpSpec | undefined {
  return BY_NAME.get(name);
}

export function opByCode(code: number): OpSpec | undefined {
  return BY_CODE[code];
}

export function fieldGroup(group: string): readonly FieldSpec[] {
  const fields = FIELD_GROUPS[group];
  if (!fields) throw new Error(`unknown field group ${group}`);
  return fields;
}

export function fieldByName(group: string, name: string): FieldSpec | undefined {
  return fieldGroup(group).find((f) => f.name === name);
}

export function fieldByIndex(group: string, index: number): FieldSpec | undefined {
  return fieldGroup(group).find((f) => f.index === index);
}

/**
 * The field an opcode's immediate names. `itxn_field` sets array fields too (each use appends),
 * and those are in the txna table under the same indexes.
 */
export function immediateField(op: string, group: string, index: number): FieldSpec | undefined {
  const field = fieldByIndex(group, index);
  return field ?? (op === 'itxn_field' ? fieldByIndex('txna-fields', index) : undefined);
}

export function immediateFieldByName(
  op: string,
  group: string,
  name: string,
): FieldSpec | undefined {
  const field = fieldByName(group, name);
  return field ?? (op === 'itxn_field' ? fieldByName('txna-fields', name) : undefined);
}

/** The cost entry in force at `version` (the last whose `from` is not above it). */
export function costAt(op: OpSpec, version: number): Cost {
  let cost = op.costs[0]?.cost;
  for (const entry of op.costs) if (entry.from <= version) cost = entry.cost;
  if (!cost) throw new Error(`${op.name} has no cost`);
  return cost;
}

/** A simple cost for an argument of `length` bytes: base + per for each started chunk. */
export function simpleCost(cost: SimpleCost, length: number): number {
  if (cost.kind === 'fixed') return cost.cost;
  return cost.base + cost.per * Math.ceil(length / cost.chunk);
}
