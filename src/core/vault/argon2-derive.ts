import { loadArgon2Simd, type Argon2idInput } from './argon2-simd';
import { ownBytes, wipe } from './web-crypto';

// The Argon2id computation itself, shared by the key-derivation worker (argon2.worker.ts) and
// the in-thread fallback in argon2.ts. The Argon2 code is imported only here, so it loads with
// the worker (or with the fallback where there is no Worker), never with the vault code or the
// login page: the SIMD build (argon2-simd.ts), or hash-wasm's scalar one, fetched only on a
// platform without WebAssembly SIMD.

const AES_KEY_BYTES = 32;

/** One derivation. `password` is the NFC-normalised UTF-8 password; it is wiped once used. */
export interface Argon2DeriveRequest {
  password: Uint8Array<ArrayBuffer>;
  salt: Uint8Array<ArrayBuffer>;
  memoryKiB: number;
  iterations: number;
  parallelism: number;
}

/** What the worker posts back: the raw key (transferred, not copied) or a bare failure. */
export type Argon2DeriveAnswer = { ok: true; key: Uint8Array<ArrayBuffer> } | { ok: false };

/** Argon2id -> 32 raw key bytes the caller owns and wipes. The password bytes are wiped. */
export async function deriveArgon2Key(
  request: Argon2DeriveRequest,
): Promise<Uint8Array<ArrayBuffer>> {
  let raw: Uint8Array | undefined;
  try {
    raw = await argon2idBytes({
      password: request.password,
      salt: request.salt,
      memoryKiB: request.memoryKiB,
      iterations: request.iterations,
      parallelism: request.parallelism,
      hashLength: AES_KEY_BYTES,
    });
    return ownBytes(raw);
  } finally {
    wipe(request.password, raw);
  }
}

/** Argon2id by the SIMD build where the platform runs it, else by hash-wasm: the same bytes. */
async function argon2idBytes(input: Argon2idInput): Promise<Uint8Array> {
  const simd = await loadArgon2Simd();
  if (simd) return simd(input);
  const { argon2id } = await import('hash-wasm');
  return argon2id({
    password: input.password,
    salt: input.salt,
    parallelism: input.parallelism,
    iterations: input.iterations,
    memorySize: input.memoryKiB,
    hashLength: input.hashLength,
    outputType: 'binary',
  });
}

/**
 * One derivation at the smallest cost on fixed, public bytes: it compiles the Argon2
 * WebAssembly (cached per thread), so a worker started ahead of need has done that before the
 * password arrives. Nothing secret passes through it.
 */
export async function warmUpArgon2(): Promise<void> {
  const key = await deriveArgon2Key({
    password: new Uint8Array(8),
    salt: new Uint8Array(8),
    memoryKiB: 8,
    iterations: 1,
    parallelism: 1,
  });
  wipe(key);
}

function isRequest(value: unknown): value is Argon2DeriveRequest {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    r.password instanceof Uint8Array &&
    r.salt instanceof Uint8Array &&
    Number.isSafeInteger(r.memoryKiB) &&
    Number.isSafeInteger(r.iterations) &&
    Number.isSafeInteger(r.parallelism)
  );
}

/**
 * The worker's side of one message: the answer and the buffers to transfer with it. A failure
 * carries no detail (no message, no stack) so nothing about the password can leave this way.
 */
export async function answerDeriveRequest(
  message: unknown,
): Promise<{ answer: Argon2DeriveAnswer; transfer: Transferable[] }> {
  if (!isRequest(message)) return { answer: { ok: false }, transfer: [] };
  try {
    const key = await deriveArgon2Key(message);
    return { answer: { ok: true, key }, transfer: [key.buffer] };
  } catch {
    return { answer: { ok: false }, transfer: [] };
  }
}
