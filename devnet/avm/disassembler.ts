/**
 * Bytecode to TEAL text that assembles back to the same bytes: constant blocks stay explicit,
 * branch targets get labels (`label1`, ... in program order), byte constants are written in hex.
 */
import { decodeProgram, type Instruction } from './decode';
import { immediateField } from './opcodes';

const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;

export function disassemble(program: Uint8Array): string {
  const decoded = decodeProgram(program);
  const targets = new Set<number>();
  for (const ins of decoded.instructions) {
    ins.op.immediates.forEach((imm, k) => {
      const value = ins.imms[k];
      if (imm.kind === 'label') targets.add(value as number);
      if (imm.kind === 'labels') for (const t of value as number[]) targets.add(t);
    });
  }
  const names = new Map([...targets].sort((a, b) => a - b).map((pc, i) => [pc, `label${i + 1}`]));
  const label = (pc: number) => names.get(pc) ?? `label@${pc}`;
  const lines = [`#pragma version ${decoded.version}`];
  for (const ins of decoded.instructions) {
    const name = names.get(ins.pc);
    if (name) lines.push(`${name}:`);
    lines.push(render(ins, label));
  }
  const end = names.get(program.length);
  if (end) lines.push(`${end}:`);
  return `${lines.join('\n')}\n`;
}

function render(ins: Instruction, label: (pc: number) => string): string {
  const parts: string[] = [ins.op.name];
  ins.op.immediates.forEach((imm, k) => {
    const value = ins.imms[k];
    switch (imm.kind) {
      case 'uint8':
      case 'int8':
      case 'varuint':
        parts.push(String(value));
        break;
      case 'field':
        parts.push(
          immediateField(ins.op.name, imm.group ?? '', value as number)?.name ?? String(value),
        );
        break;
      case 'label':
        parts.push(label(value as number));
        break;
      case 'labels':
        for (const t of value as number[]) parts.push(label(t));
        break;
      case 'varuints':
        for (const v of value as bigint[]) parts.push(String(v));
        break;
      case 'bytes':
        parts.push(hex(value as Uint8Array));
        break;
      case 'bytesList':
        for (const b of value as Uint8Array[]) parts.push(hex(b));
        break;
    }
  });
  return parts.join(' ');
}
