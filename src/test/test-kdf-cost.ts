import type * as HashWasm from 'hash-wasm';
import { vi } from 'vitest';

// The 'node' project's tests of the session and the signing pipeline create and open wallets
// again and again; Argon2id at the wallet's 64 MiB x 3 takes 0.7-1.2 s each time on a 2-core
// machine. Here the computation fills 8 KiB once per lane instead: the parameters are chosen,
// recorded and compared exactly as in production, a wrong password still yields another key.
// The derivation at production cost, its test vectors and the worker are tested in
// src/core/vault, which does not load this file (kdf-cap.test.ts puts its own spy in, which wins).
vi.mock('hash-wasm', async (importOriginal) => {
  const real = await importOriginal<typeof HashWasm>();
  return {
    ...real,
    argon2id: (options: Parameters<typeof real.argon2id>[0]) =>
      real.argon2id({ ...options, memorySize: 8 * options.parallelism, iterations: 1 }),
  };
});
