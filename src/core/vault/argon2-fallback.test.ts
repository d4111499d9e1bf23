import { afterAll, describe, expect, it, vi } from 'vitest';
import * as hashWasm from 'hash-wasm';
import { bytesToHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';

// A browser without WebAssembly SIMD (Safari before 16.4) must still open every vault: the
// derivation falls back to hash-wasm's scalar build, which gives the same bytes.

vi.mock('hash-wasm', async (importOriginal) => {
  const original = await importOriginal<typeof hashWasm>();
  return { ...original, argon2id: vi.fn(original.argon2id) };
});

const validate = vi.spyOn(WebAssembly, 'validate').mockReturnValue(false);
afterAll(() => validate.mockRestore());

describe('Argon2id without WebAssembly SIMD', () => {
  it('finds no SIMD build and derives the reference answer with hash-wasm', async () => {
    const { loadArgon2Simd } = await import('./argon2-simd');
    expect(await loadArgon2Simd()).toBeNull();

    const { deriveArgon2Key } = await import('./argon2-derive');
    const key = await deriveArgon2Key({
      password: utf8Encode('password'),
      salt: utf8Encode('somesalt'),
      memoryKiB: 256,
      iterations: 2,
      parallelism: 1,
    });
    // Argon2id v1.3 reference answer for these inputs (argon2-simd.test.ts has the others).
    expect(bytesToHex(key)).toBe('9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe');
    expect(hashWasm.argon2id).toHaveBeenCalledTimes(1);
  });
});
