import { Point } from '@noble/ed25519';
import { encodeAddress } from 'algosdk';
import { SigningError } from '../../core/accounts/signing-error';
import { utf8Encode } from '../../core/encoding/utf8';
import { ownBytes, requireSubtle, wipe } from '../../core/vault/web-crypto';
import type { HdSecret } from '../session/keys';
import type { MessageSigner } from './ed25519';
import { concatBytes } from '../../core/encoding/bytes';

// ARC-52 accounts as A-Wallet makes them (scholtz/wallet src/scripts/encoding/hdWallet.ts and
// its signByHd): BIP-39 seed of the phrase without passphrase -> BIP32-Ed25519 root key ->
// m/44'/283'/account'/0/0 (KeyContext.Address, key index 0) with Peikert's amendment (g = 9,
// xhd-wallet-api's default) -> Ed25519 signature by the derived extended key.
//
// This is @algorandfoundation/xhd-wallet-api's algorithm on WebCrypto (hashes, HMAC, PBKDF2) and
// @noble/ed25519's Point (the curve arithmetic), because that package loads neither in the
// browser nor in Node as installed: libsodium-wrappers-sumo's ESM build imports a file it does
// not ship, and the derivation imports node:crypto and uses the global Buffer. The package's
// outputs are this module's test vectors. Loaded on demand, only when an HD account signs.
// BigInt values (ours and noble's) cannot be wiped; every byte buffer is.

/** Order of the base point. */
const L = Point.CURVE().n;
/** Peikert: 9 bits of each zL are zeroed (Khovratovich's original BIP32-Ed25519 zeroes 32). */
const PEIKERT_G = 9n;
const HARDENED = 0x8000_0000;

/**
 * scalar * B. BIP32-Ed25519 scalars are not reduced (kL is about 2^254, above L) and noble's
 * multiply takes only [1, L); B has order L, so the reduced scalar gives the same point.
 */
function multiplyBase(scalar: bigint): Point {
  const n = scalar % L;
  // The identity as a public key or R would sign for anyone. xhd-wallet-api's libsodium
  // (crypto_scalarmult_ed25519_base_noclamp) refuses it too; kL or r is 0 mod L only with
  // probability about 2^-252, but then no key must come out.
  if (n === 0n) throw new SigningError('hd-mismatch');
  return Point.BASE.multiply(n);
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

/** Public key of an extended private key's scalar kL (no clamping: kL is already a scalar). */
function publicKeyOf(node: Uint8Array): Uint8Array<ArrayBuffer> {
  return multiplyBase(fromLE(node.subarray(0, 32))).toBytes();
}

async function digest(algorithm: 'SHA-256' | 'SHA-512', ...parts: Uint8Array[]) {
  const data = concatBytes(...parts);
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
    return concatBytes(k, chainCode);
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
    ? concatBytes(Uint8Array.of(0), kL, kR, new Uint8Array(4))
    : concatBytes(Uint8Array.of(2), publicKeyOf(node), new Uint8Array(4));
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
    return concatBytes(toLE(childL, 32), toLE(childR, 32), chain.subarray(32, 64));
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
 * A signer for the HD account `address`: the key is derived once (PBKDF2, five children, the
 * address check) and kept for the batch, so a batch of 1,000 pays for one derivation, not 1,000.
 * Refuses with SigningError 'hd-mismatch' when the stored phrase and index do not derive that
 * address: signing anyway would only produce a signature the chain rejects. `dispose` wipes
 * the derived key; a signer is not used after it.
 */
export async function hdSigner(secret: HdSecret, address: string): Promise<MessageSigner> {
  const node = await accountKey(secret.mnemonic, secret.accountIndex);
  let publicKey: Uint8Array;
  try {
    publicKey = publicKeyOf(node);
    if (encodeAddress(publicKey) !== address) throw new SigningError('hd-mismatch');
  } catch (error) {
    wipe(node);
    throw error;
  }
  return {
    sign: async (message) => {
      const scalar = fromLE(node.subarray(0, 32));
      const r = fromLE(await digest('SHA-512', node.subarray(32, 64), message)) % L;
      const R = multiplyBase(r).toBytes();
      const h = fromLE(await digest('SHA-512', R, publicKey, message)) % L;
      return concatBytes(R, toLE((r + h * scalar) % L, 32));
    },
    dispose: () => wipe(node),
  };
}

/** The 64-byte Ed25519 signature of `message` (for a transaction: `txn.bytesToSign()`). */
export async function signWithHdSecret(
  secret: HdSecret,
  address: string,
  message: Uint8Array,
): Promise<Uint8Array> {
  const signer = await hdSigner(secret, address);
  try {
    return await signer.sign(message);
  } finally {
    signer.dispose();
  }
}
