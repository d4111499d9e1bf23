import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { msgpackObjectLength, MsgpackFramingError, splitMsgpackObjects } from './msgpack-split';

describe('splitting concatenated msgpack', () => {
  it('finds the end of every kind of value', () => {
    const values: unknown[] = [
      0,
      127,
      -1,
      -32,
      -33,
      255,
      65_535,
      4_294_967_295,
      2n ** 63n,
      -(2n ** 40n),
      1.5,
      true,
      false,
      null,
      '',
      'x'.repeat(31),
      'y'.repeat(300),
      'z'.repeat(70_000),
      new Uint8Array(10),
      new Uint8Array(300),
      new Uint8Array(70_000),
      [],
      [1, [2, [3]]],
      Array.from({ length: 20 }, (_, i) => i),
      new Map<string, unknown>([
        ['a', 1],
        ['b', [new Uint8Array(3)]],
      ]),
      new Map(Array.from({ length: 20 }, (_, i) => [`k${i}`, i] as [string, number])),
    ];
    for (const v of values) {
      const bytes = algosdk.msgpackRawEncode(v);
      expect(msgpackObjectLength(bytes, 0), String(v)).toBe(bytes.length);
    }
  });

  it('splits a group and stops one past the limit', () => {
    const parts = [1, 2, 3].map((i) => algosdk.msgpackRawEncode(new Map([['i', i]])));
    const joined = Buffer.concat(parts);
    expect(splitMsgpackObjects(joined, 16).map((p) => Buffer.from(p))).toEqual(
      parts.map((p) => Buffer.from(p)),
    );
    expect(splitMsgpackObjects(joined, 1)).toHaveLength(2);
  });

  it('rejects truncated data, reserved bytes and absurd lengths without scanning them', () => {
    const bytes = algosdk.msgpackRawEncode(new Map([['key', 'value']]));
    expect(() => msgpackObjectLength(bytes.subarray(0, bytes.length - 1), 0)).toThrow(
      MsgpackFramingError,
    );
    expect(() => msgpackObjectLength(Uint8Array.of(0xc1), 0)).toThrow(/invalid byte 0xc1/);
    expect(() => msgpackObjectLength(Uint8Array.of(0xdf, 0xff, 0xff, 0xff, 0xff), 0)).toThrow(
      /unexpected end/,
    );
    expect(() => msgpackObjectLength(Uint8Array.of(0xc6, 0x7f, 0xff, 0xff, 0xff, 0x00), 0)).toThrow(
      /unexpected end/,
    );
    // A million nested arrays must not overflow the stack.
    expect(() => msgpackObjectLength(new Uint8Array(1_000_000).fill(0x91), 0)).toThrow(
      /unexpected end/,
    );
  });
});
