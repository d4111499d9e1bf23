import { describe, expect, it } from 'vitest';
import { argon2id } from 'hash-wasm';
import { bytesToHex } from '../encoding/hex';
import { utf8Encode } from '../encoding/utf8';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { instantiateArgon2Simd, type Argon2idInput } from './argon2-simd';

// The browser fetches this file from the app's origin; Node reads it from the package.
const wasmBytes = () =>
  new Uint8Array(readFileSync(createRequire(import.meta.url).resolve('@phi-ag/argon2/argon2.wasm')));
const loadArgon2Simd = () => instantiateArgon2Simd(wasmBytes());

// Every vault ever written must open with whichever Argon2id build the platform runs, so the
// SIMD build must give hash-wasm's bytes exactly, for the vault's own parameters above all.

const ascii = (text: string) => utf8Encode(text);

async function simd(input: Argon2idInput): Promise<string> {
  const hash = await loadArgon2Simd();
  if (!hash) throw new Error('no SIMD Argon2 in this Node');
  return bytesToHex(hash(input));
}

async function scalar(input: Argon2idInput): Promise<string> {
  return argon2id({
    password: input.password,
    salt: input.salt,
    parallelism: input.parallelism,
    iterations: input.iterations,
    memorySize: input.memoryKiB,
    hashLength: input.hashLength,
    outputType: 'hex',
  });
}

describe('Argon2id SIMD build', () => {
  it('imports nothing: the password cannot leave its memory', () => {
    const module = new WebAssembly.Module(wasmBytes());
    expect(WebAssembly.Module.imports(module)).toEqual([]);
  });

  // Argon2id v1.3 known answers of the reference implementation (RFC 9106's), 32-byte tags.
  it.each([
    ['password', 'somesalt', 2, 65536, 1, '09316115d5cf24ed5a15a31a3ba326e5cf32edc24702987c02b6566f61913cf7'],
    ['password', 'somesalt', 2, 256, 1, '9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe'],
    ['password', 'somesalt', 2, 256, 2, '6d093c501fd5999645e0ea3bf620d7b8be7fd2db59c20d9fff9539da2bf57037'],
    ['password', 'somesalt', 1, 65536, 1, 'f6a5adc1ba723dddef9b5ac1d464e180fcd9dffc9d1cbf76cca2fed795d9ca98'],
    ['password', 'somesalt', 4, 65536, 1, '9025d48e68ef7395cca9079da4c4ec3affb3c8911fe4f86d1a2520856f63172c'],
    ['differentpassword', 'somesalt', 2, 65536, 1, '0b84d652cf6b0c4beaef0dfe278ba6a80df6696281d7e0d2891b817d8c458fde'],
    ['password', 'diffsalt', 2, 65536, 1, 'bdf32b05ccc42eb15d58fd19b1f856b113da1e9a5874fdcc544308565aa8141c'],
  ] as const)('%s / %s t=%i m=%i p=%i: the reference answer', async (pw, salt, t, m, p, expected) => {
    const input = {
      password: ascii(pw),
      salt: ascii(salt),
      iterations: t,
      memoryKiB: m,
      parallelism: p,
      hashLength: 32,
    };
    expect(await simd(input)).toBe(expected);
    expect(await scalar(input)).toBe(expected);
  });

  it("gives hash-wasm's bytes for the vault's parameters (64 MiB, 3 passes) and a non-ASCII password", async () => {
    const input = {
      password: utf8Encode('pässwörd ✓ ключ 🔑'.normalize('NFC')),
      salt: Uint8Array.from({ length: 16 }, (_, i) => (i * 37 + 11) & 0xff),
      memoryKiB: 65536,
      iterations: 3,
      parallelism: 1,
      hashLength: 32,
    };
    expect(await simd(input)).toBe(await scalar(input));
  });

  it.each([
    ['a one-byte password', 1, 16, 64, 1, 1],
    ['the smallest memory and salt', 12, 8, 8, 1, 1],
    ['the longest salt', 12, 64, 64, 2, 1],
    ['two lanes', 28, 16, 1000, 3, 2],
    ['memory not a multiple of 4 lanes', 28, 16, 4097, 1, 4],
    ['sixteen lanes', 28, 16, 256, 1, 16],
  ])("gives hash-wasm's bytes with %s", async (_label, pwLength, saltLength, m, t, p) => {
    const input = {
      password: Uint8Array.from({ length: pwLength }, (_, i) => (i * 13 + 200) & 0xff),
      salt: Uint8Array.from({ length: saltLength }, (_, i) => (i * 7 + 1) & 0xff),
      memoryKiB: m,
      iterations: t,
      parallelism: p,
      hashLength: 32,
    };
    expect(await simd(input)).toBe(await scalar(input));
  });

  it('refuses parameters Argon2 refuses, with no detail', async () => {
    const hash = await loadArgon2Simd();
    expect(() =>
      hash!({
        password: ascii('password'),
        salt: ascii('short'),
        memoryKiB: 64,
        iterations: 1,
        parallelism: 1,
        hashLength: 32,
      }),
    ).toThrow(/^Argon2id failed$/);
  });
});
