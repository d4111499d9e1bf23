/**
 * Ed25519 through node:crypto (OpenSSL). algosdk signs and verifies with tweetnacl, about 5-8 ms
 * per operation in Node; OpenSSL takes about 0.1 ms, which is what lets the devnet confirm
 * hundreds of payments a second and keeps the test suite fast.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/** DER SubjectPublicKeyInfo header for a raw 32-byte Ed25519 public key (RFC 8410). */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
/** DER PKCS#8 header for a raw 32-byte Ed25519 seed (RFC 8410). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Parsing a DER key costs about as much as a verification, and the same few senders sign most
 * transactions, so parsed keys are cached. The cache is cleared when full rather than tracked as
 * an LRU: a devnet sees few distinct keys and a refill is cheap.
 */
const MAX_CACHED_KEYS = 10_000;
const publicKeyCache = new Map<string, KeyObject>();

function publicKeyObject(publicKey: Uint8Array): KeyObject {
  const cacheKey = Buffer.from(publicKey).toString('base64');
  let key = publicKeyCache.get(cacheKey);
  if (!key) {
    if (publicKeyCache.size >= MAX_CACHED_KEYS) publicKeyCache.clear();
    key = createPublicKey({
      key: Buffer.concat([SPKI_PREFIX, publicKey]),
      format: 'der',
      type: 'spki',
    });
    publicKeyCache.set(cacheKey, key);
  }
  return key;
}

/** True when `signature` is a valid Ed25519 signature of `message` by `publicKey`. */
export function ed25519Verify(
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  if (publicKey.length !== 32 || signature.length !== 64) return false;
  try {
    return verify(null, message, publicKeyObject(publicKey), signature);
  } catch {
    // OpenSSL refuses some malformed points outright; for the caller that is a failed check.
    return false;
  }
}

/**
 * A signer for an algosdk secret key (64 bytes: 32-byte seed followed by the public key).
 * Returns a function that signs arbitrary bytes, e.g. `txn.bytesToSign()`.
 */
export function ed25519Signer(secretKey: Uint8Array): (message: Uint8Array) => Uint8Array {
  if (secretKey.length !== 64) throw new Error('expected a 64-byte algosdk secret key');
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });
  return (message) => new Uint8Array(sign(null, message, key));
}
