import { VaultError } from './vault-error';

/** WebCrypto from the global scope (browser window, worker or Node 20+). */
export function requireSubtle(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle || typeof globalThis.crypto.getRandomValues !== 'function') {
    throw new VaultError('crypto-unavailable');
  }
  return subtle;
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  requireSubtle();
  const out = new Uint8Array(length);
  globalThis.crypto.getRandomValues(out);
  return out;
}

/** Best effort: JS cannot guarantee no copy survives, but our own buffers need not linger. */
export function wipe(...buffers: (Uint8Array | undefined)[]): void {
  for (const buffer of buffers) buffer?.fill(0);
}

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** WebCrypto wants ArrayBuffer-backed views; libraries may hand out other backings. */
export function ownBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}
