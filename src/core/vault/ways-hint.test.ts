import { describe, expect, it } from 'vitest';
import { needsBackup, waysHint } from './ways-hint';

describe('needsBackup', () => {
  it('asks only a wallet that a passkey alone opens and that is not backed up', () => {
    expect(needsBackup({ password: false, phraseBackedUp: false })).toBe(true);
    expect(needsBackup({ password: true, phraseBackedUp: false })).toBe(false);
    expect(needsBackup({ password: false, phraseBackedUp: true })).toBe(false);
    // Not known yet (a wallet being opened): nothing to ask.
    expect(needsBackup(null)).toBe(false);
  });
});

describe('waysHint', () => {
  it('reads a version 3 header only', () => {
    const v3 =
      '{"format":"algow-vault","version":3,"keys":[{"kdf":{"name":"webauthn-prf-hkdf-sha256"}}]}';
    expect(waysHint(v3)).toEqual({ passkey: true, password: false });
    expect(waysHint('{"format":"algow-vault","version":2,"kdf":{"name":"argon2id"}}')).toBeNull();
  });
});
