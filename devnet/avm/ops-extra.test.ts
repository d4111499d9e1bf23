import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ed25519Signer } from '../ed25519';
import { assemble } from './assembler';
import { evaluate } from './eval';
import { programHash } from './ops-extra';
import { failure, run, same } from './test-support';

const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;

describe('evaluator: signatures, base64 and group results', () => {
  it('verifies ed25519 signatures of program data and bare data', () => {
    const account = algosdk.generateAccount();
    const sign = ed25519Signer(account.sk);
    const data = Uint8Array.of(1, 2, 3);
    const key = hex(account.addr.publicKey);
    const bare = sign(data);
    expect(
      run(`byte ${hex(data)}; byte ${hex(bare)}; byte ${key}; ed25519verify_bare`, { budget: 2000 })
        .pass,
    ).toBe(true);
    expect(
      run(`byte 0x010204; byte ${hex(bare)}; byte ${key}; ed25519verify_bare`, { budget: 2000 })
        .pass,
    ).toBe(false);
    // ed25519verify checks a signature of "ProgData" || this program's hash || data, so the
    // signature comes in as a logic signature argument, made once the program is fixed.
    const teal = `#pragma version 12\nbyte ${hex(data)}\narg 0\nbyte ${key}\ned25519verify`;
    const program = assemble(teal).program;
    const message = Uint8Array.from([...Buffer.from('ProgData'), ...programHash(program), ...data]);
    const ctx = (sig: Uint8Array) => ({
      mode: 'sig' as const,
      group: [],
      groupIndex: 0,
      budget: { remaining: 20_000 },
      args: [sig],
    });
    expect(evaluate(program, ctx(sign(message))).pass).toBe(true);
    expect(evaluate(program, ctx(sign(data))).pass).toBe(false);
    expect(
      failure(`byte 0x; byte 0x00; byte ${key}; ed25519verify_bare`, { budget: 2000 }),
    ).toMatch(/^invalid signature length 1/);
  });

  it('decodes base64 strictly, in both alphabets', () => {
    expect(same('byte "AQID"; base64_decode StdEncoding', 'byte 0x010203')).toBe(true);
    expect(same('byte "-_8="; base64_decode URLEncoding', 'byte 0xfbff')).toBe(true);
    expect(same('byte "+/8=\\n"; base64_decode StdEncoding', 'byte 0xfbff')).toBe(true);
    expect(failure('byte "-_8="; base64_decode StdEncoding')).toMatch(/^illegal base64 data/);
    expect(failure('byte "AQI"; base64_decode StdEncoding')).toMatch(/^illegal base64 data/);
    // "AQJ=" has a non-zero unused bit in its last character.
    expect(failure('byte "AQJ="; base64_decode StdEncoding')).toMatch(/^illegal base64 data/);
  });

  it('reads earlier transactions scratch space and created ids', () => {
    const earlier = (i: number) => (i === 0 ? { scratch: [0n, 42n], createdId: 1234n } : undefined);
    expect(same('gload 0 1', 'int 42', { groupIndex: 1, earlier })).toBe(true);
    expect(same('int 0; gloads 1', 'int 42', { groupIndex: 1, earlier })).toBe(true);
    expect(same('gaid 0', 'int 1234', { groupIndex: 1, earlier })).toBe(true);
    expect(same('int 0; int 1; gloadss', 'int 42', { groupIndex: 1, earlier })).toBe(true);
    expect(same('int 0; gaids', 'int 1234', { groupIndex: 1, earlier })).toBe(true);
    expect(failure('gload 1 0', { groupIndex: 1, earlier })).toMatch(
      /^gload can't get future scratch space from txn with index 1/,
    );
  });
});
