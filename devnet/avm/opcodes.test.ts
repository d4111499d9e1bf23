import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_GROUPS, LATEST_VERSION, OPCODES } from './opcodes.generated';
import { GENERATED_FILE, generateOpcodeModule } from './tools/generate-opcodes';

const op = (name: string) => OPCODES.find((o) => o.name === name);

describe('the opcode table generated from the specs', () => {
  it('is current: regenerating from the vendored spec gives the checked-in file', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generateOpcodeModule());
  });

  it('covers AVM v12 with one entry per byte', () => {
    expect(LATEST_VERSION).toBe(12);
    expect(OPCODES.length).toBe(185);
    expect(new Set(OPCODES.map((o) => o.code)).size).toBe(OPCODES.length);
  });

  it('carries bytes, versions, modes, immediates and stack types', () => {
    expect(op('err')).toMatchObject({ code: 0x00, minVersion: 1, exits: true });
    expect(op('box_get')).toMatchObject({ code: 0xbe, minVersion: 8, mode: 'app' });
    expect(op('arg')).toMatchObject({ mode: 'sig' });
    expect(op('falcon_verify')?.minVersion).toBe(12);
    expect(op('gtxna')?.immediates.map((i) => i.kind)).toEqual(['uint8', 'field', 'uint8']);
    expect(op('itxn_field')?.immediates[0]?.group).toBe('txn-fields');
    expect(op('frame_dig')?.immediates[0]?.kind).toBe('int8');
    expect(op('match')?.immediates[0]?.kind).toBe('labels');
    expect(op('+')?.args).toEqual([
      { name: 'A', type: 'uint64' },
      { name: 'B', type: 'uint64' },
    ]);
    expect(op('box_get')?.returns).toEqual([
      { name: 'X', type: '[]byte' },
      { name: 'Y', type: 'bool' },
    ]);
    expect(op('dig')?.args).toBeNull();
  });

  it('keeps the costs of earlier versions and the field-dependent ones', () => {
    expect(op('sha256')?.costs).toEqual([
      { from: 1, cost: { kind: 'fixed', cost: 7 } },
      { from: 2, cost: { kind: 'fixed', cost: 35 } },
    ]);
    expect(op('keccak256')?.costs.map((c) => c.cost)).toEqual([
      { kind: 'fixed', cost: 26 },
      { kind: 'fixed', cost: 130 },
    ]);
    expect(op('json_ref')?.costs[0]?.cost).toEqual({
      kind: 'linear',
      base: 25,
      per: 2,
      chunk: 7,
      arg: 'A',
    });
    expect(op('ecdsa_verify')?.costs[0]?.cost).toMatchObject({ kind: 'byField' });
  });

  it('carries the field tables with the version each field came in', () => {
    const txn = FIELD_GROUPS['txn-fields'] ?? [];
    expect(txn[0]).toEqual({ index: 0, name: 'Sender', type: 'address', minVersion: 1 });
    expect(txn.find((f) => f.name === 'FirstValidTime')?.minVersion).toBe(7);
    expect(
      FIELD_GROUPS['global-fields']?.find((f) => f.name === 'CurrentApplicationID')?.index,
    ).toBe(8);
    expect(FIELD_GROUPS['ecdsa-curves']?.[1]).toMatchObject({
      name: 'Secp256r1',
      type: null,
      minVersion: 7,
    });
  });
});
