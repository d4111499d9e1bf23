import { describe, expect, it } from 'vitest';
import { utf8Encode } from '../encoding/utf8';
import { decodeLinkBase64, isBase64Note, noteBytes } from './note-rules';

describe('isBase64Note (decode and re-encode gives the same text)', () => {
  it.each(['SGVsbG8=', 'AAAA', 'AQID', '+/+/', 'SGVsbG8gd29ybGQ='])('%s is base64', (text) => {
    expect(isBase64Note(text)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['SGVsbG8', 'missing padding'],
    ['SGVsbG9=', 'non-canonical trailing bits'],
    ['hello world', 'space'],
    ['-_-_', 'URL-safe alphabet'],
    ['SGVs bG8=', 'inner space'],
    ['abc', 'length not a multiple of 4'],
    ['Hello', 'plain word'],
  ])('%j is not base64 (%s)', (text) => {
    expect(isBase64Note(text)).toBe(false);
  });
});

describe('noteBytes', () => {
  it('sends a flagged base64 note as its raw data', () => {
    expect(noteBytes('AQID', true)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('sends an unflagged note, or a flagged one that is not base64, as UTF-8', () => {
    expect(noteBytes('AQID', false)).toEqual(utf8Encode('AQID'));
    expect(noteBytes('not base64', true)).toEqual(utf8Encode('not base64'));
  });
});

describe('decodeLinkBase64', () => {
  it('reads standard base64 first', () => {
    expect(decodeLinkBase64('+/8=')).toEqual(new Uint8Array([0xfb, 0xff]));
  });

  it('falls back to URL-safe base64, padding optional', () => {
    expect(decodeLinkBase64('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(decodeLinkBase64('-_8=')).toEqual(new Uint8Array([0xfb, 0xff]));
  });

  it('returns null when neither alphabet reads it', () => {
    expect(decodeLinkBase64('!!!!')).toBeNull();
    expect(decodeLinkBase64('A')).toBeNull();
    expect(decodeLinkBase64('+_8=')).toBeNull();
  });
});
