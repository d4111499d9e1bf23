// Read-only support for the two encryptions A-Wallet has written (design.md section 4).
// Nothing here ever writes these formats: a successful read is re-sealed as algow-v2.
import { createMD5 } from 'hash-wasm';
import { base64ToBytes } from '../encoding/base64';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import { pbkdf2WithinCap } from './kdf-cap';
import { VaultError } from './vault-error';
import { requireSubtle, wipe } from './web-crypto';

export const AWE_V1_PREFIX = 'AWEv1';
// A-Wallet writes 600000. Below 1000 is not a real A-Wallet file; above the cap (kdf-cap.ts,
// what a phone derives in about 5 s) a file is refused as too costly before any derivation.
export const AWE_V1_MIN_ITERATIONS = 1_000;

const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const OPENSSL_MAGIC = [0x53, 0x61, 0x6c, 0x74, 0x65, 0x64, 0x5f, 0x5f]; // "Salted__"
const OPENSSL_SALT_BYTES = 8;
const AES_BLOCK_BYTES = 16;

export interface AweV1Record {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

function b64(part: string | undefined, path: string): Uint8Array<ArrayBuffer> {
  try {
    return base64ToBytes(part ?? '');
  } catch {
    throw new VaultError('malformed', path);
  }
}

/** `AWEv1.<iterations>.<b64 salt>.<b64 iv12>.<b64 ciphertext||tag16>` */
export function parseAweV1(text: string): AweV1Record {
  const parts = text.trim().split('.');
  if (parts.length !== 5 || parts[0] !== AWE_V1_PREFIX) throw new VaultError('malformed', 'awe-v1');
  const digits = parts[1] ?? '';
  const iterations = /^[1-9][0-9]*$/.test(digits) ? Number(digits) : NaN;
  if (!(iterations >= AWE_V1_MIN_ITERATIONS)) {
    throw new VaultError('malformed', 'awe-v1.iterations');
  }
  if (!pbkdf2WithinCap(iterations)) throw new VaultError('too-costly', 'awe-v1.iterations');
  const salt = b64(parts[2], 'awe-v1.salt');
  const iv = b64(parts[3], 'awe-v1.iv');
  const ciphertext = b64(parts[4], 'awe-v1.data');
  if (salt.length < 8 || salt.length > 64) throw new VaultError('malformed', 'awe-v1.salt');
  if (iv.length !== GCM_IV_BYTES) throw new VaultError('malformed', 'awe-v1.iv');
  if (ciphertext.length < GCM_TAG_BYTES) throw new VaultError('malformed', 'awe-v1.data');
  return { iterations, salt, iv, ciphertext };
}

/** PBKDF2-SHA256 -> AES-256-GCM without additional data, as A-Wallet's walletCrypto wrote it. */
export async function decryptAweV1(text: string, password: string): Promise<Uint8Array> {
  const record = parseAweV1(text);
  const subtle = requireSubtle();
  // A-Wallet encoded the password as plain UTF-8 (no normalisation); so must we.
  const pass = utf8Encode(password);
  try {
    const baseKey = await subtle.importKey('raw', pass, 'PBKDF2', false, ['deriveKey']);
    const key = await subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt: record.salt, iterations: record.iterations },
      baseKey,
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    try {
      return new Uint8Array(
        await subtle.decrypt({ name: 'AES-GCM', iv: record.iv }, key, record.ciphertext),
      );
    } catch {
      throw new VaultError('wrong-password');
    }
  } finally {
    wipe(pass);
  }
}

/**
 * OpenSSL EVP_BytesToKey with MD5 and one round, the KDF behind CryptoJS's passphrase
 * overload: D_i = MD5(D_{i-1} || password || salt), concatenated until long enough.
 */
export async function evpBytesToKey(
  password: Uint8Array,
  salt: Uint8Array,
  keyBytes: number,
  ivBytes: number,
): Promise<{ key: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer> }> {
  const md5 = await createMD5();
  const total = keyBytes + ivBytes;
  const material = new Uint8Array(total);
  let previous: Uint8Array = new Uint8Array(0);
  let filled = 0;
  try {
    while (filled < total) {
      md5.init();
      md5.update(previous);
      md5.update(password);
      md5.update(salt);
      wipe(previous);
      previous = md5.digest('binary');
      const take = Math.min(previous.length, total - filled);
      material.set(previous.subarray(0, take), filled);
      filled += take;
    }
    return { key: material.slice(0, keyBytes), iv: material.slice(keyBytes, total) };
  } finally {
    wipe(previous, material);
  }
}

/**
 * CryptoJS `AES.encrypt(text, passphrase)` output: base64("Salted__" || salt8 || AES-256-CBC).
 * CBC has no authentication, so a wrong password shows up as bad padding, invalid UTF-8 or
 * text that is not JSON (A-Wallet always encrypted JSON); all of them mean wrong password.
 */
export async function decryptCryptoJsPassphrase(
  text: string,
  password: string,
): Promise<Uint8Array> {
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = base64ToBytes(text.trim());
  } catch {
    throw new VaultError('malformed', 'cryptojs');
  }
  const headerBytes = OPENSSL_MAGIC.length + OPENSSL_SALT_BYTES;
  const ciphertext = raw.subarray(headerBytes);
  if (
    raw.length <= headerBytes ||
    !OPENSSL_MAGIC.every((byte, i) => raw[i] === byte) ||
    ciphertext.length % AES_BLOCK_BYTES !== 0
  ) {
    throw new VaultError('malformed', 'cryptojs');
  }
  const salt = raw.slice(OPENSSL_MAGIC.length, headerBytes);
  const subtle = requireSubtle();
  const pass = utf8Encode(password);
  const { key: keyBytes, iv } = await evpBytesToKey(pass, salt, 32, 16);
  wipe(pass);
  let plaintext: Uint8Array | undefined;
  try {
    const key = await subtle.importKey('raw', keyBytes, { name: 'AES-CBC' }, false, ['decrypt']);
    try {
      plaintext = new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv }, key, ciphertext));
    } catch {
      throw new VaultError('wrong-password');
    }
    try {
      JSON.parse(utf8DecodeStrict(plaintext));
    } catch {
      throw new VaultError('wrong-password');
    }
    return plaintext;
  } catch (error) {
    wipe(plaintext);
    throw error;
  } finally {
    wipe(keyBytes, iv);
  }
}
