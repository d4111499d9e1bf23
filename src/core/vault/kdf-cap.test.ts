import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as argon2Derive from './argon2-derive';
import { bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import { KDF_CAP, argon2WithinCap, pbkdf2WithinCap } from './kdf-cap';
import { assertAffordableKdf, createVault, deriveVaultKey, openVault } from './vault';
import { VaultError } from './vault-error';

// Every Argon2id call (SIMD build or hash-wasm, in a worker or not) goes through
// deriveArgon2Key, so this spy sees them all. It refuses to run anything above the cap, so a
// missing check fails fast here instead of allocating gigabytes.
vi.mock('./argon2-derive', async (importOriginal) => {
  const original = await importOriginal<typeof argon2Derive>();
  return {
    ...original,
    deriveArgon2Key: vi.fn((request: argon2Derive.Argon2DeriveRequest) => {
      const { memoryKiB, iterations } = request;
      if (memoryKiB > 256 * 1024 || memoryKiB * iterations > 64 * 1024 * 9) {
        throw new Error('derivation attempted above the cap');
      }
      return original.deriveArgon2Key(request);
    }),
  };
});

const PASSWORD = 'correct horse battery staple';
const FAST = { memoryKiB: 64, iterations: 1, parallelism: 1 } as const;

async function recordWith(kdf: { memoryKiB: number; iterations: number }): Promise<string> {
  const { serialized } = await createVault(PASSWORD, utf8Encode('{}'), FAST);
  const record = JSON.parse(serialized) as { kdf: Record<string, unknown> };
  Object.assign(record.kdf, kdf);
  return JSON.stringify(record);
}

function aweV1(iterations: number): string {
  const b64 = (n: number) => bytesToBase64(new Uint8Array(n).fill(7));
  return `AWEv1.${iterations}.${b64(16)}.${b64(12)}.${b64(40)}`;
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof VaultError ? error.code : undefined;
}

beforeEach(() => {
  vi.mocked(argon2Derive.deriveArgon2Key).mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('KDF cap for imported files', () => {
  it('allows 3x the default Argon2id work, at most 256 MiB, and 5 M PBKDF2 iterations', () => {
    expect(KDF_CAP).toEqual({
      argon2MaxMemoryKiB: 262144,
      argon2MaxWorkKiB: 589824,
      pbkdf2MaxIterations: 5_000_000,
    });
    expect(argon2WithinCap({ memoryKiB: 65536, iterations: 3 })).toBe(true);
    expect(argon2WithinCap({ memoryKiB: 65536, iterations: 9 })).toBe(true);
    expect(argon2WithinCap({ memoryKiB: 65536, iterations: 10 })).toBe(false);
    expect(argon2WithinCap({ memoryKiB: 262144, iterations: 2 })).toBe(true);
    expect(argon2WithinCap({ memoryKiB: 262144, iterations: 3 })).toBe(false);
    expect(argon2WithinCap({ memoryKiB: 262145, iterations: 1 })).toBe(false);
    expect(pbkdf2WithinCap(600_000)).toBe(true);
    expect(pbkdf2WithinCap(5_000_000)).toBe(true);
    expect(pbkdf2WithinCap(5_000_001)).toBe(false);
  });

  it.each([
    ['1 GiB of memory', { memoryKiB: 1024 * 1024, iterations: 1 }],
    ['64 MiB x 10 passes', { memoryKiB: 65536, iterations: 10 }],
    ['256 MiB x 3 passes', { memoryKiB: 262144, iterations: 3 }],
  ])('refuses a record asking %s before deriving anything', async (_label, kdf) => {
    const record = await recordWith(kdf);
    vi.mocked(argon2Derive.deriveArgon2Key).mockClear();
    expect(() => assertAffordableKdf(record)).toThrow(VaultError);
    expect(await codeOf(openVault(record, PASSWORD))).toBe('too-costly');
    expect(argon2Derive.deriveArgon2Key).not.toHaveBeenCalled();
  });

  it('refuses to derive a key above the cap', async () => {
    expect(await codeOf(deriveVaultKey(PASSWORD, { memoryKiB: 512 * 1024, iterations: 1 }))).toBe(
      'too-costly',
    );
    expect(argon2Derive.deriveArgon2Key).not.toHaveBeenCalled();
  });

  it('refuses an AWEv1 file above 5 M PBKDF2 iterations before deriving', async () => {
    const deriveKey = vi.spyOn(globalThis.crypto.subtle, 'deriveKey');
    const file = aweV1(6_000_000);
    expect(() => assertAffordableKdf(file)).toThrow(VaultError);
    expect(await codeOf(openVault(file, PASSWORD))).toBe('too-costly');
    expect(deriveKey).not.toHaveBeenCalled();
  });

  it('lets files within the cap and damaged files through the import check', async () => {
    expect(() => assertAffordableKdf(aweV1(600_000))).not.toThrow();
    expect(() => assertAffordableKdf(aweV1(5_000_000))).not.toThrow();
    expect(() => assertAffordableKdf(aweV1(999))).not.toThrow();
    const fast = await recordWith(FAST);
    expect(() => assertAffordableKdf(fast)).not.toThrow();
    const atTheCap = await recordWith({ memoryKiB: 65536, iterations: 9 });
    expect(() => assertAffordableKdf(atTheCap)).not.toThrow();
    // A damaged record is reported by the first unlock, as before.
    expect(() => assertAffordableKdf('{"format":"algow-vault",')).not.toThrow();
    expect(() => assertAffordableKdf('U2FsdGVkX1AAAA')).not.toThrow();
  });
});
