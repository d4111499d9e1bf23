import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { boxGroups, boxNameText } from './app-call-review-boxes';

const holder = algosdk.generateAccount().addr;
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('boxNameText', () => {
  it('shows printable UTF-8 as text, bidi controls included (OutsideText marks them)', () => {
    expect(boxNameText(utf8('balances'))).toBe('balances');
    expect(boxNameText(utf8('név\u202e'))).toBe('név\u202e');
  });

  it('shows 32 bytes as an address, and a text prefix with 32 bytes as both', () => {
    expect(boxNameText(holder.publicKey)).toBe(holder.toString());
    expect(boxNameText(Uint8Array.from([0x62, ...holder.publicKey]))).toBe(
      `b + ${holder.toString()}`,
    );
  });

  it('shows anything else as hex: controls, invalid UTF-8, a binary prefix', () => {
    expect(boxNameText(Uint8Array.of(0x61, 0x00))).toBe('0x6100');
    expect(boxNameText(Uint8Array.of(0x61, 0xc2, 0x9b))).toBe('0x61c29b'); // U+009B, a C1 control
    expect(boxNameText(Uint8Array.of(0x61, 0x9b))).toBe('0x619b');
    expect(boxNameText(new Uint8Array())).toBe('0x');
    expect(boxNameText(Uint8Array.of(0xff, 0xfe, 0x01))).toBe('0xfffe01');
    const binaryPrefix = Uint8Array.from([0x01, ...holder.publicKey]);
    expect(boxNameText(binaryPrefix)).toBe(`0x${Buffer.from(binaryPrefix).toString('hex')}`);
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
      { appId: 5n, deleted: false, names: ['a', 'c'] },
      { appId: 5n, deleted: true, names: ['b'] },
      { appId: 7n, deleted: false, names: ['x'] },
    ]);
  });
});
