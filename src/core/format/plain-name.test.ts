import { describe, expect, it } from 'vitest';
import { plainName } from './plain-name';

describe('plainName', () => {
  it('removes bidirectional overrides, isolates and marks', () => {
    expect(plainName('Alice\u202Eecila')).toBe('Aliceecila');
    expect(plainName('\u2066Bob\u2069 \u200Fpay\u200E \u061C')).toBe('Bob pay ');
    expect(plainName('\u202A\u202B\u202C\u202Dx')).toBe('x');
  });

  it('removes zero-width spaces, the byte-order mark and control characters', () => {
    expect(plainName('Ca\u200Brol\uFEFF\u2060')).toBe('Carol');
    expect(plainName('Dave\u0000\u0007\n\t')).toBe('Dave');
  });

  it('keeps letters, emoji sequences and the joiners words need', () => {
    expect(plainName('Zoë 👨\u200D👩\u200D👧')).toBe('Zoë 👨\u200D👩\u200D👧');
    expect(plainName('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(plainName('Nagy Éva – főkönyv')).toBe('Nagy Éva – főkönyv');
  });
});
