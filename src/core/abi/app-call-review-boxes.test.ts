import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { boxGroups, boxName } from './app-call-review-boxes';

const holder = algosdk.generateAccount().addr;
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('boxName', () => {
  it('shows printable UTF-8 as text, bidi controls included (OutsideText marks them)', () => {
    expect(boxName(utf8('balances')).text).toBe('balances');
    expect(boxName(utf8('név\u202e')).text).toBe('név\u202e');
  });

  it('gives the address in a name of 32 bytes or a text prefix and 32 bytes, for its name', () => {
    expect(boxName(holder.publicKey).address).toBe(holder.toString());
    expect(boxName(Uint8Array.from([0x62, ...holder.publicKey])).address).toBe(holder.toString());
    expect(boxName(utf8('balances')).address).toBeUndefined();
    expect(boxName(Uint8Array.from([0x01, ...holder.publicKey])).address).toBeUndefined();
  });

  it('shows 32 bytes as an address, and a text prefix with 32 bytes as both', () => {
    expect(boxName(holder.publicKey).text).toBe(holder.toString());
    expect(boxName(Uint8Array.from([0x62, ...holder.publicKey])).text).toBe(
      `b + ${holder.toString()}`,
    );
  });

  it('shows anything else as hex: controls, invalid UTF-8, a binary prefix', () => {
    expect(boxName(Uint8Array.of(0x61, 0x00)).text).toBe('0x6100');
    expect(boxName(Uint8Array.of(0x61, 0xc2, 0x9b)).text).toBe('0x61c29b'); // U+009B, a C1 control
    expect(boxName(Uint8Array.of(0x61, 0x9b)).text).toBe('0x619b');
    expect(boxName(new Uint8Array()).text).toBe('0x');
    expect(boxName(Uint8Array.of(0xff, 0xfe, 0x01)).text).toBe('0xfffe01');
    const binaryPrefix = Uint8Array.from([0x01, ...holder.publicKey]);
    expect(boxName(binaryPrefix).text).toBe(`0x${Buffer.from(binaryPrefix).toString('hex')}`);
  });
});

describe('boxGroups', () => {
  it('puts the called app first and splits written from deleted', () => {
    const box = (appId: bigint, name: string, deleted: boolean) => ({
      appId,
      name: utf8(name),
      deleted,
    });
    expect(
      boxGroups(
        [box(7n, 'x', false), box(5n, 'a', false), box(5n, 'b', true), box(5n, 'c', false)],
        5n,
      ),
    ).toEqual([
      { appId: 5n, deleted: false, names: [{ text: 'a' }, { text: 'c' }] },
      { appId: 5n, deleted: true, names: [{ text: 'b' }] },
      { appId: 7n, deleted: false, names: [{ text: 'x' }] },
    ]);
  });
});
