import { describe, expect, it } from 'vitest';
import { parseTokenMetadata, parseUint256, returnOf, type CallAnswer } from './metadata';

const ok = (value: Uint8Array): CallAnswer => ({ ok: true, value });
const failed: CallAnswer = { ok: false };
const padded = (text: string, size: number) => {
  const out = new Uint8Array(size);
  out.set(new TextEncoder().encode(text));
  return out;
};
const good = {
  name: ok(padded('Test Token', 32)),
  symbol: ok(padded('TKN', 8)),
  decimals: ok(Uint8Array.of(6)),
};

describe('parseTokenMetadata', () => {
  it('reads byte[32] and byte[8] without their zero padding, and uint8 decimals', () => {
    expect(parseTokenMetadata(7n, good)).toEqual({
      appId: 7n,
      name: 'Test Token',
      symbol: 'TKN',
      decimals: 6,
      warnings: [],
    });
  });

  it('refuses decimals over 18 (shown in base units, with a warning)', () => {
    const meta = parseTokenMetadata(7n, { ...good, decimals: ok(Uint8Array.of(19)) });
    expect(meta.decimals).toBe(0);
    expect(meta.warnings).toEqual(['decimals-too-high']);
    expect(parseTokenMetadata(7n, { ...good, decimals: ok(Uint8Array.of(18)) }).decimals).toBe(18);
  });

  it('refuses a 10 KiB name and a name or symbol of the wrong ABI type', () => {
    const huge = parseTokenMetadata(7n, { ...good, name: ok(new Uint8Array(10 * 1024).fill(65)) });
    expect(huge.name).toBe('');
    expect(huge.warnings).toEqual(['name-bad-type']);
    const short = parseTokenMetadata(7n, { ...good, symbol: ok(padded('TKN', 7)) });
    expect(short.symbol).toBe('');
    expect(short.warnings).toEqual(['symbol-bad-type']);
  });

  it('refuses decimals that are not one byte (a uint64 answer)', () => {
    const meta = parseTokenMetadata(7n, { ...good, decimals: ok(new Uint8Array(8).fill(0, 0, 7)) });
    expect(meta.decimals).toBe(0);
    expect(meta.warnings).toEqual(['decimals-bad-type']);
  });

  it('lists every failed call and still answers', () => {
    const meta = parseTokenMetadata(7n, { name: failed, symbol: failed, decimals: failed });
    expect(meta).toEqual({
      appId: 7n,
      name: '',
      symbol: '',
      decimals: 0,
      warnings: ['name-failed', 'symbol-failed', 'decimals-failed'],
    });
  });

  it('keeps invalid UTF-8 as replacement characters, never throws', () => {
    const bytes = padded('', 32);
    bytes.set([0xff, 0xfe, 0x41]);
    expect(parseTokenMetadata(7n, { ...good, name: ok(bytes) }).name).toBe('\ufffd\ufffdA');
  });
});

describe('parseUint256 and returnOf', () => {
  it('reads a 32-byte balance and refuses any other length', () => {
    const value = new Uint8Array(32);
    value[31] = 0x7d;
    value[30] = 0x01;
    expect(parseUint256(ok(value))).toBe(381n);
    expect(parseUint256(ok(new Uint8Array(8)))).toBeUndefined();
    expect(parseUint256(failed)).toBeUndefined();
  });

  it('takes the last log only when it carries the ARC-4 return prefix', () => {
    const value = Uint8Array.of(6);
    expect(returnOf([Uint8Array.of(1, 2), Uint8Array.of(0x15, 0x1f, 0x7c, 0x75, 6)])).toEqual(
      ok(value),
    );
    expect(
      returnOf([Uint8Array.of(0x15, 0x1f, 0x7c, 0x75, 6), Uint8Array.of(1, 2, 3, 4, 5)]),
    ).toEqual(failed);
    expect(returnOf([])).toEqual(failed);
  });
});
