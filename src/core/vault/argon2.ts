import { utf8Encode } from '../encoding/utf8';
import type { Argon2DeriveAnswer, Argon2DeriveRequest } from './argon2-derive';
import { argon2WithinCap } from './kdf-cap';
import { VaultError } from './vault-error';
import { ownBytes, requireSubtle, wipe } from './web-crypto';

export interface Argon2Params {
  /** Memory cost in KiB (Argon2's m). */
  readonly memoryKiB: number;
  /** Time cost (passes over memory). */
  readonly iterations: number;
  readonly parallelism: number;
  readonly salt: Uint8Array;
}

export type Argon2Cost = Omit<Argon2Params, 'salt'>;

// OWASP's first recommendation for Argon2id (design.md section 4). Raising these makes
// every older record "weaker than current", so it is re-encrypted on its next unlock.
export const CURRENT_KDF_PARAMS: Readonly<Argon2Cost> = Object.freeze({
  memoryKiB: 65536,
  iterations: 3,
  parallelism: 1,
});

export const VAULT_SALT_BYTES = 16;

// Parameters arrive from files the user imports: without upper bounds a crafted record
// could make the tab allocate gigabytes or spin for minutes before failing.
export const ARGON2_LIMITS = Object.freeze({
  minMemoryKiB: 8,
  maxMemoryKiB: 1024 * 1024,
  minIterations: 1,
  maxIterations: 64,
  minParallelism: 1,
  maxParallelism: 16,
  minSaltBytes: 8,
  maxSaltBytes: 64,
});

function isIntIn(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

export function isValidArgon2Cost(cost: Argon2Cost): boolean {
  const l = ARGON2_LIMITS;
  return (
    isIntIn(cost.memoryKiB, l.minMemoryKiB, l.maxMemoryKiB) &&
    isIntIn(cost.iterations, l.minIterations, l.maxIterations) &&
    isIntIn(cost.parallelism, l.minParallelism, l.maxParallelism) &&
    // Argon2 needs at least 8 KiB per lane.
    cost.memoryKiB >= 8 * cost.parallelism
  );
}

export function isValidArgon2Params(params: Argon2Params): boolean {
  return (
    isValidArgon2Cost(params) &&
    params.salt instanceof Uint8Array &&
    params.salt.length >= ARGON2_LIMITS.minSaltBytes &&
    params.salt.length <= ARGON2_LIMITS.maxSaltBytes
  );
}

/** True when a record written with `cost` should be re-encrypted with the current parameters. */
export function isWeakerThanCurrent(cost: Argon2Cost): boolean {
  return (
    cost.memoryKiB < CURRENT_KDF_PARAMS.memoryKiB || cost.iterations < CURRENT_KDF_PARAMS.iterations
  );
}

export function sameArgon2Params(a: Argon2Params, b: Argon2Params): boolean {
  if (a.memoryKiB !== b.memoryKiB || a.iterations !== b.iterations) return false;
  if (a.parallelism !== b.parallelism || a.salt.length !== b.salt.length) return false;
  return a.salt.every((byte, i) => byte === b.salt[i]);
}

/**
 * Password bytes for Argon2. NFC so that the same visible password typed on systems that
 * compose accents differently (macOS vs. Windows keyboards, mobile IMEs) opens the vault.
 */
function passwordBytes(password: string): Uint8Array<ArrayBuffer> {
  return utf8Encode(password.normalize('NFC'));
}

/** The worker could not be started or loaded: derive in this thread instead. */
const WORKER_UNAVAILABLE = null;

function isAnswer(value: unknown): value is Argon2DeriveAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as { ok?: unknown; key?: unknown };
  return answer.ok === false || (answer.ok === true && answer.key instanceof Uint8Array);
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./argon2.worker.ts', import.meta.url), {
      type: 'module',
      name: 'argon2',
    });
  } catch {
    return null;
  }
}

/** A worker started before the password was typed; the next derivation takes it. */
let warmWorker: Worker | null = null;

/**
 * Starts the KDF worker ahead of need (a password field got focus), so an unlock pays for the
 * derivation only, not for loading the worker's script and WebAssembly (issue 29). At most one
 * waits; it holds nothing until a derivation takes it. One that fails to load is dropped, and
 * the derivation starts its own.
 */
export function prepareKeyDerivation(): void {
  if (warmWorker || typeof Worker === 'undefined') return;
  const worker = startWorker();
  if (!worker) return;
  worker.onerror = (event) => {
    event.preventDefault();
    if (warmWorker === worker) warmWorker = null;
    worker.terminate();
  };
  warmWorker = worker;
}

/**
 * Runs one derivation in a worker (the warm one, else a fresh one) and terminates it
 * afterwards. The password bytes are transferred, so no copy stays in this thread; the key
 * bytes come back transferred too. Resolves WORKER_UNAVAILABLE when the worker cannot run at
 * all (no module workers, script blocked), so the caller can fall back.
 */
function deriveInWorker(
  request: Argon2DeriveRequest,
): Promise<Uint8Array<ArrayBuffer> | typeof WORKER_UNAVAILABLE> {
  const worker = warmWorker ?? startWorker();
  warmWorker = null;
  if (!worker) {
    wipe(request.password);
    return Promise.resolve(WORKER_UNAVAILABLE);
  }
  return new Promise<Uint8Array<ArrayBuffer> | typeof WORKER_UNAVAILABLE>((resolve, reject) => {
    let settled = false;
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const answer = event.data;
      const key = isAnswer(answer) && answer.ok ? answer.key : undefined;
      // A late answer (after an error event) has no taker: its key bytes are wiped at once.
      if (settled) wipe(key);
      else if (key) resolve(key);
      // No detail crosses from the worker, and none is invented here.
      else reject(new Error('Key derivation failed'));
      settled = true;
    };
    worker.onmessageerror = () => {
      settled = true;
      reject(new Error('Key derivation failed'));
    };
    worker.onerror = (event) => {
      // The script did not load or crashed before answering; its message is not shown.
      event.preventDefault();
      if (!settled) resolve(WORKER_UNAVAILABLE);
      settled = true;
    };
    worker.postMessage(request, [request.password.buffer, request.salt.buffer]);
  }).finally(() => worker.terminate());
}

/**
 * Argon2id raw key bytes, off the main thread where the platform has workers (browsers) and
 * in this thread otherwise (Node tests, or a browser that refuses the worker). The Argon2 code
 * loads only with the worker or the fallback.
 */
async function deriveRawKey(
  password: string,
  params: Argon2Params,
): Promise<Uint8Array<ArrayBuffer>> {
  const request = (): Argon2DeriveRequest => ({
    password: passwordBytes(password),
    salt: ownBytes(params.salt),
    memoryKiB: params.memoryKiB,
    iterations: params.iterations,
    parallelism: params.parallelism,
  });
  if (typeof Worker !== 'undefined') {
    const key = await deriveInWorker(request());
    if (key !== WORKER_UNAVAILABLE) return key;
  }
  const { deriveArgon2Key } = await import('./argon2-derive');
  return deriveArgon2Key(request());
}

/**
 * Argon2id -> non-extractable AES-256-GCM key. Parameters above the cap a phone opens in
 * about 5 s (kdf-cap.ts) are refused before anything is derived. The raw key bytes are wiped
 * once imported.
 */
export async function deriveAesGcmKey(password: string, params: Argon2Params): Promise<CryptoKey> {
  if (!isValidArgon2Params(params)) throw new RangeError('Argon2 parameters out of range');
  if (!argon2WithinCap(params)) throw new VaultError('too-costly', 'kdf');
  const subtle = requireSubtle();
  let keyBytes: Uint8Array<ArrayBuffer> | undefined;
  try {
    keyBytes = await deriveRawKey(password, params);
    return await subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
  } finally {
    wipe(keyBytes);
  }
}
