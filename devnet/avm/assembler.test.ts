import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { assemble, methodSelector } from './assembler';
import { decodeProgram } from './decode';
import { disassemble } from './disassembler';

/** The ARC-200 app spec shipped in arc200-client (its TEAL source and algod's bytecode). */
function arc200(): { teal: string; bytecode: Uint8Array } {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    require.resolve('arc200-client').replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );
  const source = /"source": \{ "approval": "([^"]+)"/.exec(bundle)?.[1];
  const bytecode = /"byteCode": \{ "approval": "([^"]+)"/.exec(bundle)?.[1];
  if (!source || !bytecode) throw new Error('arc200-client no longer ships its approval program');
  return {
    teal: Buffer.from(source, 'base64').toString('utf8'),
    bytecode: Uint8Array.from(Buffer.from(bytecode, 'base64')),
  };
}

const bytesOf = (teal: string) => Buffer.from(assemble(teal).program).toString('hex');

describe('assembler', () => {
  it("assembles arc200-client's approval program to its shipped bytecode, byte for byte", () => {
    const { teal, bytecode } = arc200();
    expect(bytecode.length).toBeGreaterThan(600);
    expect(Buffer.from(assemble(teal).program).equals(Buffer.from(bytecode))).toBe(true);
  });

  it('disassembles it to TEAL that assembles to the same bytes', () => {
    const { bytecode } = arc200();
    const text = disassemble(bytecode);
    expect(text).toContain('match label');
    expect(Buffer.from(assemble(text).program).equals(Buffer.from(bytecode))).toBe(true);
  });

  it('gathers int and byte pseudo-ops into constant blocks by use count from v4', () => {
    // 7 is used three times, 5 twice, 9 once (pushed); "a" twice, "b" once.
    const teal =
      '#pragma version 8\nint 5\nint 7\nint 7\nint 5\nint 7\nint 9\nbyte "a"\nbyte "b"\nbyte "a"';
    expect(bytesOf(teal)).toBe(
      [
        '08',
        '20020705',
        '26010161',
        '23',
        '22',
        '22',
        '23',
        '22',
        '8109',
        '28',
        '800162',
        '28',
      ].join(''),
    );
  });

  it('keeps every pseudo-op constant in the block, in order of first use, before v4', () => {
    expect(bytesOf('#pragma version 2\nint 5\nint 7\nint 7\nint 9')).toBe(
      '022003050709' + '22232324',
    );
  });

  it('with an explicit block, pushes pseudo-op constants from v4 and looks them up before', () => {
    expect(bytesOf('#pragma version 8\nintcblock 1 2\nint 2\nint 3')).toBe(
      '08' + '20020102' + '8102' + '8103',
    );
    expect(bytesOf('#pragma version 8\nbytecblock 0x01\nbyte 0x01')).toBe(
      '08' + '26010101' + '800101',
    );
    expect(bytesOf('#pragma version 3\nintcblock 1 2\nint 2')).toBe('03' + '20020102' + '23');
    expect(() => assemble('#pragma version 3\nintcblock 1 2\nint 3')).toThrow(
      '3: value 3 does not appear in existing intcblock',
    );
    expect(bytesOf('#pragma version 3\nintcblock 1\nintcblock 2\nint 2')).toBe(
      '03' + '200101' + '200102' + '8102',
    );
    expect(() =>
      assemble('#pragma version 2\nbytecblock 0x01\nbytecblock 0x02\nbyte 0x02'),
    ).toThrow('4: byte 0x02 used with manual bytecblocks. Use bytec.');
  });

  it('assembles the pseudo-ops addr and method, named ints and the byte encodings', () => {
    const addr = algosdk.generateAccount().addr;
    const teal = [
      '#pragma version 10',
      `addr ${addr.toString()}`,
      'method "add(uint64,uint64)uint64"',
      'pushint appl',
      'pushbytes base64(AQI=)',
      'pushbytes b32 AEBA',
      'pushbytes "\\x01\\n"',
      'pushint 0x10; pushint 0b11; pushint 017; pushint 1_000; pushint 0X_ff',
    ].join('\n');
    const hexOut = bytesOf(teal);
    const selector = Buffer.from(methodSelector('add(uint64,uint64)uint64')).toString('hex');
    expect(selector).toBe('fe6bdf69');
    expect(hexOut).toBe(
      '0a' +
        `8020${Buffer.from(addr.publicKey).toString('hex')}` +
        `8004${selector}` +
        '8106' +
        '80020102' +
        '80020102' +
        '8002010a' +
        '8110' +
        '8103' +
        '810f' +
        '81e807' +
        '81ff01',
    );
  });

  it('resolves forward and backward labels relative to the end of the instruction', () => {
    // b end (pc 1..3) jumps 1 byte past itself; bnz top at pc 4..6 jumps back to pc 1.
    expect(bytesOf('#pragma version 8\ntop: b end\nbnz top\nend: int 1')).toBe(
      '08' + '420003' + '40fffa' + '8101',
    );
    expect(bytesOf('#pragma version 8\nswitch a b\na: b: err')).toBe(
      '08' + '8d02' + '0000' + '0000' + '00',
    );
  });

  it('assembles the immediates of every kind and the txn array shorthand', () => {
    const teal = [
      '#pragma version 12',
      'txn ApplicationArgs 1',
      'gtxn 0 Accounts 2',
      'global CurrentApplicationID',
      'frame_dig -1',
      'extract 1 2',
      'pushints 1 300',
      'pushbytess 0x01 "a"',
      'asset_params_get AssetTotal',
      'ecdsa_verify Secp256r1',
    ].join('\n');
    expect(bytesOf(teal)).toBe(
      '0c' +
        '361a01' +
        '37001c02' +
        '3208' +
        '8bff' +
        '570102' +
        '8302' +
        '01' +
        'ac02' +
        '820201010161' +
        '7100' +
        '0501',
    );
  });

  it('refuses what algod refuses, naming the line', () => {
    expect(() => assemble('#pragma version 7\nbox_get')).toThrow(
      '2: box_get opcode was introduced in v8',
    );
    expect(() => assemble('#pragma version 8\nfoo')).toThrow('2: unknown opcode: foo');
    expect(() => assemble('#pragma version 8\nb nowhere')).toThrow(
      '2: reference to undefined label "nowhere"',
    );
    expect(() => assemble('#pragma version 3\nx: b x')).toThrow(
      'back jump support was introduced in v4',
    );
    expect(() => assemble('#pragma version 8\ntxn Nonsense')).toThrow(
      '2: txn unknown field: "Nonsense"',
    );
    expect(() => assemble('#pragma version 6\ntxn FirstValidTime')).toThrow(
      'field was introduced in v7',
    );
    expect(() => assemble('#pragma version 8\nint 18446744073709551616')).toThrow(
      'unable to parse',
    );
    expect(() => assemble('#pragma version 8\nx: int 1\nx: int 2')).toThrow(
      '3: duplicate label "x"',
    );
    expect(() => assemble('#pragma version 13')).toThrow('unsupported version: 13');
  });
});

describe('decoder', () => {
  it('refuses opcodes above the program version, unknown ones and misaligned branches', () => {
    expect(() => decodeProgram(Uint8Array.from([7, 0xbe]))).toThrow('illegal opcode 0xbe');
    expect(() => decodeProgram(Uint8Array.from([8, 0xff]))).toThrow('illegal opcode 0xff');
    expect(() => decodeProgram(Uint8Array.from([13, 0x81, 1]))).toThrow(
      'program version 13 greater than max supported version 12',
    );
    expect(() => decodeProgram(Uint8Array.from([8, 0x42, 0x00, 0x01, 0x81, 0x01]))).toThrow(
      'branch target 5 is not an aligned instruction',
    );
    expect(() => decodeProgram(Uint8Array.from([8, 0x80, 0x05, 0x01]))).toThrow(
      'pushbytes opcode claims to extend beyond program',
    );
    expect(() => decodeProgram(new Uint8Array())).toThrow('invalid program (empty)');
  });
});
