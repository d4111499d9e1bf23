import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unsupportedOpcodes } from './eval';
import { OPCODES } from './opcodes.generated';

describe('devnet/avm/README.md', () => {
  it('lists exactly the opcodes the evaluator answers `unsupported opcode`', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const section =
      /<!-- unsupported-opcodes -->([\s\S]*?)<!-- \/unsupported-opcodes -->/.exec(readme)?.[1] ??
      '';
    const listed = [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(unsupportedOpcodes(OPCODES.map((o) => o.name)).sort());
  });
});
