import { describe, expect, it } from 'vitest';
import { failure, same } from './test-support';

/** TEAL pushing `json` as a byte string literal. */
const text = (json: string) => `byte 0x${Buffer.from(json).toString('hex')}`;
const ref = (json: string, key: string, type: string) =>
  `${text(json)}; byte "${key}"; json_ref ${type}`;
const opts = { budget: 2000 };

describe('json_ref', () => {
  it('reads strings, uint64s and objects (as their raw bytes) by top-level key', () => {
    const doc =
      '{"a": "x\\u00e9\\ud801\\udc37", "n": 18446744073709551615, "o": {"k": [1, 2], "k": 3}}';
    expect(
      same(
        ref(doc, 'a', 'JSONString'),
        `byte 0x${Buffer.from('xé\u{10437}').toString('hex')}`,
        opts,
      ),
    ).toBe(true);
    expect(same(ref(doc, 'n', 'JSONUint64'), 'int 18446744073709551615', opts)).toBe(true);
    expect(same(ref(doc, 'o', 'JSONObject'), text('{"k": [1, 2], "k": 3}'), opts)).toBe(true);
    // A lone surrogate reads as U+FFFD.
    expect(
      same(
        ref('{"a": "\\ud800"}', 'a', 'JSONString'),
        `byte 0x${Buffer.from('\ufffd').toString('hex')}`,
        opts,
      ),
    ).toBe(true);
  });

  it('refuses texts that break the whole-text rules', () => {
    for (const bad of [
      '{"a": 1,"a": 2}',
      '\ufeff{"a": 1}',
      '{"a": 0x1}',
      '{"a": 1,}',
      '{"a": /*c*/1}',
      '[1]',
      '{"a": 1}x',
      '{"a":\f1}',
    ]) {
      expect(failure(ref(bad, 'a', 'JSONUint64'), opts)).toMatch(/^error while parsing JSON text/);
    }
  });

  it('refuses extractions that break the value rules, and missing keys', () => {
    expect(failure(ref('{"a": 1.5}', 'a', 'JSONUint64'), opts)).toMatch(
      /^json: cannot read JSONUint64/,
    );
    expect(failure(ref('{"a": 1e2}', 'a', 'JSONUint64'), opts)).toMatch(
      /^json: cannot read JSONUint64/,
    );
    expect(failure(ref('{"a": 18446744073709551616}', 'a', 'JSONUint64'), opts)).toMatch(
      /^json: cannot read/,
    );
    expect(failure(ref('{"a": true}', 'a', 'JSONString'), opts)).toMatch(
      /^json: cannot read JSONString/,
    );
    expect(failure(ref('{"a": "\\uZZZZ"}', 'a', 'JSONString'), opts)).toMatch(
      /invalid unicode escape/,
    );
    expect(failure(ref('{"a": "x\ty"}', 'a', 'JSONString'), opts)).toMatch(
      /invalid control character/,
    );
    expect(failure(ref('{"a": 1}', 'b', 'JSONUint64'), opts)).toBe('key b not found in JSON text');
    // Rules on values are checked only where a value is extracted.
    expect(same(ref('{"a": 1, "b": 1.5e3, "c": true}', 'a', 'JSONUint64'), 'int 1', opts)).toBe(
      true,
    );
  });
});
