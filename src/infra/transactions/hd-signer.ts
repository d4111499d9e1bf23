import { encodeAddress } from 'algosdk';
import { SigningError } from '../../core/accounts/signing-error';
import { utf8Encode } from '../../core/encoding/utf8';
import { ownBytes, requireSubtle, wipe } from '../../core/vault/web-crypto';
import type { HdSecret } from '../session/session';

// ARC-52 accounts as A-Wallet makes them (scholtz/wallet src/scripts/encoding/hdWallet.ts and
// its signByHd): BIP-39 seed of the phrase without passphrase -> BIP32-Ed25519 root key ->
// m/44'/283'/account'/0/0 (KeyContext.Address, key index 0) with Peikert's amendment (g = 9,
// xhd-wallet-api's default) -> Ed25519 signature by the derived extended key.
//
// This is @algorandfoundation/xhd-wallet-api's algorithm on WebCrypto and BigInt, because that
// package loads neither in the browser nor in Node as installed: libsodium-wrappers-sumo's ESM
// build imports a file it does not ship, and the derivation imports node:crypto and uses the
// global Buffer. The package's outputs are this module's test vectors. Loaded on demand, only
// when an HD account signs. BigInt values cannot be wiped; every byte buffer is.

const P = 2n ** 255n - 19n;
/** Order of the base point. */
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const D2 =
  (2n * 37095705934669439343138083508754565189542113879843219016388785533085940283555n) % P;
const BASE_X = 15112221349535400772501151409588531511454012693041857206046113283949847762202n;
const BASE_Y = 46316835694926478169428394003475163141307993866256225615783033603165251855960n;
/** Peikert: 9 bits of each zL are zeroed (Khovratovich's original BIP32-Ed25519 zeroes 32). */
const PEIKERT_G = 9n;
const HARDENED = 0x8000_0000;

/** Extended twisted Edwards coordinates (X:Y:Z:T), x = X/Z, y = Y/Z, T = XY/Z. */
type Point = readonly [x: bigint, y: bigint, z: bigint, t: bigint];

const BASE: Point = [BASE_X, BASE_Y, 1n, (BASE_X * BASE_Y) % P];
const IDENTITY: Point = [0n, 1n, 1n, 0n];

function mod(a: bigint, m = P): bigint {
  const r = a % m;
  return r >= 0n ? r : r + m;
}

function power(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

// RFC 8032 section 5.1.4: complete for a = -1, so it also doubles.
function add([x1, y1, z1, t1]: Point, [x2, y2, z2, t2]: Point): Point {
  const a = mod((y1 - x1) * (y2 - x2));
  const b = mod((y1 + x1) * (y2 + x2));
  const c = mod(t1 * D2 * t2);
  const d = mod(2n * z1 * z2);
  const e = b - a;
  const f = d - c;
  const g = d + c;
  const h = b + a;
  return [mod(e * f), mod(g * h), mod(f * g), mod(e * h)];
}

/** scalar * B; a ladder, so the sequence of operations does not depend on the scalar's bits. */
function multiplyBase(scalar: bigint): Point {
  const n = scalar % L;
  let r0 = IDENTITY;
  let r1 = BASE;
  for (let i = 252n; i >= 0n; i--) {
    if ((n >> i) & 1n) {
      r0 = add(r0, r1);
      r1 = add(r1, r1);
    } else {
      r1 = add(r0, r1);
      r0 = add(r0, r0);
    }
  }
  return r0;
}

function fromLE(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

function toLE(value: bigint, length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let n = value;
  for (let i = 0; i < length; i++) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}

function encodePoint([x, y, z]: Point): Uint8Array<ArrayBuffer> {
  const zInverse = power(z, P - 2n);
  const out = toLE(mod(y * zInverse), 32);
  out[31]! |= Number(mod(x * zInverse) & 1n) << 7;
  return out;
}

/** Public key of an extended private key's scalar kL (no clamping: kL is already a scalar). */
function publicKeyOf(node: Uint8Array): Uint8Array<ArrayBuffer> {
  return encodePoint(multiplyBase(fromLE(node.subarray(0, 32))));
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function digest(algorithm: 'SHA-256' | 'SHA-512', ...parts: Uint8Array[]) {
  const data = concat(...parts);
  try {
    return new Uint8Array(await requireSubtle().digest(algorithm, data));
  } finally {
    wipe(data);
  }
}

async function hmacSha512(key: Uint8Array, data: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const rawKey = ownBytes(key);
  const message = ownBytes(data);
  try {
    const subtle = requireSubtle();
    const hmacKey = await subtle.importKey(
      'raw',
      rawKey,
      { name: 'HMAC', hash: 'SHA-512' },
      false,
      ['sign'],
    );
    return new Uint8Array(await subtle.sign('HMAC', hmacKey, message));
  } finally {
    wipe(rawKey, message);
  }
}

/** BIP-39: PBKDF2-HMAC-SHA512 of the phrase, salt "mnemonic", 2048 rounds, 64 bytes. */
async function bip39Seed(phrase: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const password = ownBytes(phrase);
  try {
    const subtle = requireSubtle();
    const key = await subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const params = {
      name: 'PBKDF2',
      hash: 'SHA-512',
      salt: utf8Encode('mnemonic'),
      iterations: 2048,
    };
    return new Uint8Array(await subtle.deriveBits(params, key, 512));
  } finally {
    wipe(password);
  }
}

/** BIP32-Ed25519 root (kL, kR, chain code), 96 bytes. */
async function rootKey(seed: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  let k = await digest('SHA-512', seed);
  // A kL with the third-highest bit set cannot be a BIP32-Ed25519 key: rehash until it is not.
  while ((k[31]! & 0b0010_0000) !== 0) {
    const next = await hmacSha512(k.subarray(0, 32), k.subarray(32, 64));
    wipe(k);
    k = next;
  }
  k[0]! &= 0b1111_1000;
  k[31]! &= 0b0111_1111;
  k[31]! |= 0b0100_0000;
  const chainCode = await digest('SHA-256', Uint8Array.of(1), seed);
  try {
    return concat(k, chainCode);
  } finally {
    wipe(k, chainCode);
  }
}

/** Private child of an extended key (kL, kR, chain code) at `index` (hardened from 2^31). */
async function deriveChild(node: Uint8Array, index: number): Promise<Uint8Array<ArrayBuffer>> {
  const kL = node.subarray(0, 32);
  const kR = node.subarray(32, 64);
  const chainCode = node.subarray(64, 96);
  const hardened = index >= HARDENED;
  // Hardened children hash the private key, soft ones the public key (0x00/0x01 vs 0x02/0x03).
  const data = hardened
    ? concat(Uint8Array.of(0), kL, kR, new Uint8Array(4))
    : concat(Uint8Array.of(2), publicKeyOf(node), new Uint8Array(4));
  new DataView(data.buffer).setUint32(data.length - 4, index, true);
  const z = await hmacSha512(chainCode, data);
  data[0] = hardened ? 1 : 3;
  const chain = await hmacSha512(chainCode, data);
  try {
    const zL = fromLE(z.subarray(0, 32)) & ((1n << (256n - PEIKERT_G)) - 1n);
    const childL = fromLE(kL) + 8n * zL;
    // xhd-wallet-api refuses such a key too; it cannot happen along a 5-level path in practice.
    if (childL >= 2n ** 255n) throw new SigningError('hd-mismatch');
    const childR = (fromLE(kR) + fromLE(z.subarray(32, 64))) % 2n ** 256n;
    return concat(toLE(childL, 32), toLE(childR, 32), chain.subarray(32, 64));
  } finally {
    wipe(data, z, chain);
  }
}

/** The extended private key of m/44'/283'/account'/0/0. */
async function accountKey(mnemonic: Uint8Array, accountIndex: number): Promise<Uint8Array> {
  if (!Number.isInteger(accountIndex) || accountIndex < 0 || accountIndex >= HARDENED) {
    throw new SigningError('hd-mismatch');
  }
  const seed = await bip39Seed(mnemonic);
  let node: Uint8Array;
  try {
    node = await rootKey(seed);
  } finally {
    wipe(seed);
  }
  for (const index of [HARDENED + 44, HARDENED + 283, HARDENED + accountIndex, 0, 0]) {
    const parent = node;
    try {
      node = await deriveChild(parent, index);
    } finally {
      wipe(parent);
    }
  }
  return node;
}

/** Public key (= address bytes) of the HD account `accountIndex` of a phrase (UTF-8 bytes). */
export async function hdAccountPublicKey(
  mnemonic: Uint8Array,
  accountIndex: number,
): Promise<Uint8Array> {
  const node = await accountKey(mnemonic, accountIndex);
  try {
    return publicKeyOf(node);
  } finally {
    wipe(node);
  }
}

/**
 * The 64-byte Ed25519 signature of `message` (for a transaction: `txn.bytesToSign()`) by the HD
 * account `address`. Refuses with SigningError 'hd-mismatch' when the stored phrase and index
 * do not derive that address: signing anyway would only produce a signature the chain rejects.
 */
export async function signWithHdSecret(
  secret: HdSecret,
  address: string,
  message: Uint8Array,
): Promise<Uint8Array> {
  const node = await accountKey(secret.mnemonic, secret.accountIndex);
  try {
    const publicKey = publicKeyOf(node);
    if (encodeAddress(publicKey) !== address) throw new SigningError('hd-mismatch');
    const scalar = fromLE(node.subarray(0, 32));
    const r = fromLE(await digest('SHA-512', node.subarray(32, 64), message)) % L;
    const R = encodePoint(multiplyBase(r));
    const h = fromLE(await digest('SHA-512', R, publicKey, message)) % L;
    return concat(R, toLE((r + h * scalar) % L, 32));
  } finally {
    wipe(node);
  }
}
