import { argon2id } from 'hash-wasm';
import { utf8Encode } from '../encoding/utf8';
import { ownBytes, requireSubtle, wipe } from './web-crypto';

export interface Argon2Params {
  /** Memory cost in KiB (hash-wasm `memorySize`). */
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

const AES_KEY_BYTES = 32;

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

/** Argon2id -> non-extractable AES-256-GCM key. The raw key bytes are wiped afterwards. */
export async function deriveAesGcmKey(password: string, params: Argon2Params): Promise<CryptoKey> {
  if (!isValidArgon2Params(params)) throw new RangeError('Argon2 parameters out of range');
  const subtle = requireSubtle();
  const pass = passwordBytes(password);
  let raw: Uint8Array | undefined;
  let keyBytes: Uint8Array<ArrayBuffer> | undefined;
  try {
    raw = await argon2id({
      password: pass,
      salt: params.salt,
      parallelism: params.parallelism,
      iterations: params.iterations,
      memorySize: params.memoryKiB,
      hashLength: AES_KEY_BYTES,
      outputType: 'binary',
    });
    keyBytes = ownBytes(raw);
    return await subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, [
      'encrypt',
      'decrypt',
    ]);
  } finally {
    wipe(pass, raw, keyBytes);
  }
}
