import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../encoding/base64';
import { parseParticipationKeys } from './participation-keys';

const b64 = (length: number, fill = 1) => bytesToBase64(new Uint8Array(length).fill(fill));
const valid = {
  selectionKey: b64(32, 1),
  voteKey: b64(32, 2),
  stateProofKey: b64(64, 3),
  voteKeyDilution: 708,
};

describe('participation host response', () => {
  it('decodes the keys and the dilution', () => {
    const keys = parseParticipationKeys({ ...valid, extra: 'ignored' });
    expect(keys.selectionKey).toEqual(new Uint8Array(32).fill(1));
    expect(keys.voteKey).toEqual(new Uint8Array(32).fill(2));
    expect(keys.stateProofKey).toEqual(new Uint8Array(64).fill(3));
    expect(keys.voteKeyDilution).toBe(708n);
  });

  it.each([
    ['a short selection key', { selectionKey: b64(31) }],
    ['a long vote key', { voteKey: b64(33) }],
    ['a 32-byte state proof key', { stateProofKey: b64(32) }],
    ['a key that is not base64', { voteKey: '!'.repeat(44) }],
    ['a missing key', { stateProofKey: undefined }],
    ['a fractional dilution', { voteKeyDilution: 1.5 }],
    ['a zero dilution', { voteKeyDilution: 0 }],
    ['a dilution as text', { voteKeyDilution: '708' }],
  ])('refuses %s with the spec text', (_, change) => {
    expect(() => parseParticipationKeys({ ...valid, ...change })).toThrow(
      'Unable to create participation key',
    );
  });

  it.each([null, false, 'keys', []])('refuses a body that is not an object (%s)', (body) => {
    expect(() => parseParticipationKeys(body)).toThrow('Unable to create participation key');
  });
});
