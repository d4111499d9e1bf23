import { describe, expect, it } from 'vitest';
import { decodeNote } from './note';

describe('decodeNote', () => {
  it('decodes a base64 UTF-8 note', () => {
    expect(decodeNote(btoa('hello algow'))).toBe('hello algow');
    expect(decodeNote('xaFhaw==')).toBe('šak');
  });
  it('returns null for missing, invalid base64 or non-UTF-8 bytes', () => {
    expect(decodeNote(undefined)).toBeNull();
    expect(decodeNote('')).toBeNull();
    expect(decodeNote('not base64!')).toBeNull();
    expect(decodeNote('/w==')).toBeNull();
  });
});
