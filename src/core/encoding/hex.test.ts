import { describe, expect, it } from 'vitest';
import { bytesToHex, HexError, hexToBytes } from './hex';

describe('hex', () => {
  it('encodes lower-case, two digits a byte', () => {
    expect(bytesToHex(new Uint8Array())).toBe('');
    expect(bytesToHex(Uint8Array.of(0, 1, 0x0f, 0x10, 0xab, 0xff))).toBe('00010f10abff');
  });

  it('round-trips every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hex = bytesToHex(all);
    expect(hex).toHaveLength(512);
    expect(hexToBytes(hex)).toEqual(all);
  });

  it('decodes either case', () => {
    expect(hexToBytes('')).toEqual(new Uint8Array());
    expect(hexToBytes('00ABcdEf')).toEqual(Uint8Array.of(0, 0xab, 0xcd, 0xef));
  });

  it.each([
    ['0'],
    ['abc'],
    ['0g'],
    ['zz'],
    ['0x00'],
    [' 00'],
    ['00 '],
    ['0 0'],
    ['-1'],
    ['+1'],
    ['é0'],
  ])('refuses %j', (text) => {
    expect(() => hexToBytes(text)).toThrow(HexError);
  });

  it('never echoes the refused input', () => {
    expect(() => hexToBytes('secret!')).toThrow('Invalid hex data');
  });
});
