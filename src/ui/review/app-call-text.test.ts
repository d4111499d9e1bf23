import { describe, expect, it } from 'vitest';
import type { AbiValue } from '../../core/abi/decode-call';
import { addressOf, valueText, type ValueWords } from './app-call-text';

const words: ValueWords = {
  yes: 'yes',
  no: 'no',
  asset: (id) => `#${id} (USDC)`,
  app: (id) => `app ${id}`,
  transaction: (i) => `transaction ${i + 1}`,
};
const uint = (value: bigint): AbiValue => ({ kind: 'uint', type: 'uint64', value });

describe('valueText', () => {
  it('writes every kind of value as text', () => {
    expect(valueText(uint(5n), words)).toBe('5');
    expect(
      valueText({ kind: 'ufixed', type: 'ufixed64x2', value: 1999n, precision: 2 }, words),
    ).toBe('19.99');
    expect(valueText({ kind: 'ufixed', type: 'ufixed64x3', value: 5n, precision: 3 }, words)).toBe(
      '0.005',
    );
    expect(valueText({ kind: 'bool', value: false }, words)).toBe('no');
    expect(valueText({ kind: 'bytes', type: 'byte[]', value: Uint8Array.of(1, 255) }, words)).toBe(
      '0x01ff',
    );
    expect(valueText({ kind: 'asset', index: 0, id: 31n }, words)).toBe('#31 (USDC)');
    expect(valueText({ kind: 'application', index: 0, id: 9n }, words)).toBe('app 9');
    expect(valueText({ kind: 'transaction', type: 'pay', groupIndex: 0 }, words)).toBe(
      'transaction 1',
    );
    expect(
      valueText(
        {
          kind: 'tuple',
          type: '(uint64,uint64[])',
          items: [uint(1n), { kind: 'array', type: 'uint64[]', items: [uint(2n), uint(3n)] }],
        },
        words,
      ),
    ).toBe('(1, [2, 3])');
  });

  it('cuts a huge value at 64 KiB of text, however deep or long', () => {
    const long: AbiValue = { kind: 'string', value: 'x'.repeat(200_000) };
    expect(valueText(long, words)).toHaveLength(64 * 1024);
    const many: AbiValue = {
      kind: 'array',
      type: 'uint64[]',
      items: Array.from({ length: 100_000 }, () => uint(123456789n)),
    };
    expect(valueText(many, words).length).toBeLessThanOrEqual(64 * 1024);
  });

  it('hands addresses to the name rows', () => {
    expect(addressOf({ kind: 'address', value: 'A' })).toBe('A');
    expect(addressOf({ kind: 'account', index: 1, address: 'B' })).toBe('B');
    expect(addressOf(uint(1n))).toBeUndefined();
  });
});
