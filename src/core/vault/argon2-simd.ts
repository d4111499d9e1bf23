// Argon2id in WebAssembly with 128-bit SIMD: the reference implementation's optimised code
// (libargon2, as built by @phi-ag/argon2), about 1.5x faster in Chromium than hash-wasm's
// scalar build for the vault's 64 MiB x 3 passes. Only its raw exports are used: the package's
// wrapper takes the password as a JS string and passes its UTF-16 length as the byte count,
// which would hash a non-ASCII password wrongly. The module imports nothing, so it can reach
// nothing outside its own memory. A platform without WebAssembly SIMD gets null and
// argon2-derive.ts uses hash-wasm instead; both give the same bytes (argon2-simd.test.ts).

const ARGON2_ID = 2;
const ARGON2_VERSION_13 = 0x13;

/** The exports of the module that this file calls. */
interface Argon2Exports {
  memory: WebAssembly.Memory;
  _initialize: () => void;
  malloc: (size: number) => number;
  free: (pointer: number) => void;
  argon2_hash: (
    t: number,
    m: number,
    p: number,
    pwd: number,
    pwdlen: number,
    salt: number,
    saltlen: number,
    hash: number,
    hashlen: number,
    encoded: number,
    encodedlen: number,
    type: number,
    version: number,
  ) => number;
}

export interface Argon2idInput {
  password: Uint8Array;
  salt: Uint8Array;
  memoryKiB: number;
  iterations: number;
  parallelism: number;
  hashLength: number;
}

export type Argon2idFunction = (input: Argon2idInput) => Uint8Array<ArrayBuffer>;

/**
 * The module's bytes, from the app's own origin (a hashed asset, precached by the service
 * worker). A separate file, not inlined: the worker and the no-worker fallback share one 11 KB
 * download instead of carrying 16 KB of base64 each. Null where there is no page to fetch from
 * (Node: tests use hash-wasm there, and argon2-simd.test.ts reads the file itself).
 */
async function fetchArgon2Wasm(): Promise<ArrayBuffer | null> {
  const base = (globalThis as { location?: { href: string } }).location?.href;
  if (!base) return null;
  // Imported here, not at the top: Node code outside Vite (bench, e2e set-up) loads the vault
  // too, and Node cannot import a .wasm path.
  const { default: wasmUrl } = await import('@phi-ag/argon2/argon2.wasm?url');
  const response = await fetch(new URL(wasmUrl, base));
  return response.ok ? response.arrayBuffer() : null;
}

function isArgon2Exports(exports: WebAssembly.Exports): boolean {
  const names = ['_initialize', 'malloc', 'free', 'argon2_hash'];
  return exports.memory instanceof WebAssembly.Memory && names.every((n) => typeof exports[n] === 'function');
}

function hashWith(x: Argon2Exports, input: Argon2idInput): Uint8Array<ArrayBuffer> {
  const { password, salt, hashLength } = input;
  const heap = () => new Uint8Array(x.memory.buffer);
  // malloc(0) may answer 0: one byte at least, so an empty password has a real address.
  const pwd = x.malloc(Math.max(password.length, 1));
  const saltAt = x.malloc(salt.length);
  const out = x.malloc(hashLength);
  try {
    if (!pwd || !saltAt || !out) throw new Error('Argon2id failed');
    heap().set(password, pwd);
    heap().set(salt, saltAt);
    const status = x.argon2_hash(
      input.iterations,
      input.memoryKiB,
      input.parallelism,
      pwd,
      password.length,
      saltAt,
      salt.length,
      out,
      hashLength,
      0, // no encoded string
      0,
      ARGON2_ID,
      ARGON2_VERSION_13,
    );
    // A failure carries no detail: the status could only ever say which parameter was refused.
    if (status !== 0) throw new Error('Argon2id failed');
    return heap().slice(out, out + hashLength);
  } finally {
    // The password and key copies in the module's memory go before it is released. (Argon2's
    // own blocks are wiped by libargon2 as it frees them.) The memory may have grown, so the
    // view is taken afresh.
    const now = heap();
    if (pwd) now.fill(0, pwd, pwd + password.length);
    if (out) now.fill(0, out, out + hashLength);
    x.free(pwd);
    x.free(saltAt);
    x.free(out);
  }
}

/**
 * The SIMD Argon2id from the module's bytes; null where the platform cannot compile it (no
 * WebAssembly SIMD: Safari before 16.4) or it does not have the expected exports.
 */
export async function instantiateArgon2Simd(
  bytes: BufferSource,
): Promise<Argon2idFunction | null> {
  if (typeof WebAssembly === 'undefined' || !WebAssembly.validate(bytes)) return null;
  const { instance } = await WebAssembly.instantiate(bytes, {});
  if (!isArgon2Exports(instance.exports)) return null;
  const x = instance.exports as unknown as Argon2Exports;
  x._initialize();
  return (input: Argon2idInput) => hashWith(x, input);
}

let loaded: Promise<Argon2idFunction | null> | null = null;

/** The SIMD Argon2id, fetched and compiled once per thread; null when either fails. */
export function loadArgon2Simd(): Promise<Argon2idFunction | null> {
  loaded ??= fetchArgon2Wasm()
    .then((bytes) => (bytes ? instantiateArgon2Simd(bytes) : null))
    .catch(() => null);
  return loaded;
}
