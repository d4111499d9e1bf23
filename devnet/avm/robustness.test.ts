import { describe, expect, it } from 'vitest';
import { AvmError, evaluate } from './eval';
import algosdk from 'algosdk';
import { FIELD_GROUPS, OPCODES } from './opcodes.generated';
import { MemoryLedger } from './test-support';
import { algosdkTxnView } from './txn-view';

/** A small deterministic generator, so a failure can be replayed from its seed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A well-formed random program: real opcodes of its version with valid immediates. */
function randomProgram(next: () => number): Uint8Array {
  const version = next() < 0.6 ? 12 : 1 + Math.floor(next() * 12);
  const ops = OPCODES.filter((op) => op.minVersion <= version);
  const small = () => Math.floor(next() * 4);
  const out = [version];
  for (let n = 1 + Math.floor(next() * 12); n > 0; n--) {
    const op = ops[Math.floor(next() * ops.length)] ?? ops[0];
    if (!op) break;
    // Push arguments of the types the opcode takes, so most programs reach the opcode itself.
    for (const arg of op.args ?? []) {
      const uint =
        arg.type === 'uint64' || arg.type === 'bool' || (arg.type === 'any' && next() < 0.5);
      if (uint && version >= 3) out.push(0x81, small());
      else if (!uint && version >= 3) {
        const length = /32|address/.test(arg.type) ? 32 : small();
        out.push(0x80, length, ...Array.from({ length }, small));
      }
    }
    out.push(op.code);
    for (const imm of op.immediates) {
      if (imm.kind === 'uint8') out.push(small());
      else if (imm.kind === 'int8') out.push((small() - 2) & 0xff);
      else if (imm.kind === 'field') {
        const fields = (FIELD_GROUPS[imm.group ?? ''] ?? []).filter((f) => f.minVersion <= version);
        out.push(fields[Math.floor(next() * fields.length)]?.index ?? 0);
      } else if (imm.kind === 'label') out.push(0, 0);
      else if (imm.kind === 'labels') out.push(1, 0, 0);
      else if (imm.kind === 'varuint') out.push(small());
      else if (imm.kind === 'varuints') out.push(1, small());
      else if (imm.kind === 'bytes') out.push(1, small());
      else out.push(1, 1, small());
    }
  }
  return Uint8Array.from(out);
}

describe('evaluator on hostile bytecode', () => {
  it('answers random programs with a result or an AvmError, never another exception', () => {
    const next = rng(38);
    const call = algosdk.makeApplicationCallTxnFromObject({
      sender: algosdk.generateAccount().addr,
      appIndex: 1001,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      appArgs: [Uint8Array.of(1, 2, 3)],
      foreignApps: [2002],
      foreignAssets: [77],
      suggestedParams: {
        fee: 1000n,
        flatFee: true,
        minFee: 1000n,
        firstValid: 10n,
        lastValid: 1000n,
        genesisHash: new Uint8Array(32),
      },
    });
    const txn = algosdkTxnView(call, { groupIndex: 0 });
    // Mostly real opcodes, so programs get past decoding and exercise the opcodes themselves.
    const byte = () =>
      next() < 0.7
        ? (OPCODES[Math.floor(next() * OPCODES.length)]?.code ?? 0)
        : Math.floor(next() * 256);
    let failures = 0;
    for (let i = 0; i < 2000; i++) {
      const length = 1 + Math.floor(next() * 40);
      const structured = i % 2 === 0;
      const program = structured
        ? randomProgram(next)
        : Uint8Array.from({ length }, (_, k) => (k === 0 ? 1 + Math.floor(next() * 12) : byte()));
      try {
        evaluate(program, {
          mode: next() < 0.5 ? 'app' : 'sig',
          group: [txn],
          groupIndex: 0,
          budget: { remaining: 700 },
          appId: 1001n,
          args: [Uint8Array.of(1)],
          ledger: new MemoryLedger(),
          globals: () => undefined,
        });
      } catch (e) {
        if (!(e instanceof AvmError)) {
          throw new Error(`program ${Buffer.from(program).toString('hex')} threw ${String(e)}`, {
            cause: e,
          });
        }
        failures++;
      }
    }
    // Almost every random program fails; the point is how.
    expect(failures).toBeGreaterThan(600);
  });
});
