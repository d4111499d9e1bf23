// Fast random ed25519 keys for the vanity search. algosdk makes keys with tweetnacl (about
// 8 ms each); the platform's WebCrypto Ed25519 takes about 0.1 ms (design.md section 7), so
// it is used whenever the browser has it. Keys are returned in algosdk's 64-byte layout
// (seed || public key), so secretKeyToMnemonic and encodeSecretKey accept them as they are.
import { generateAccount } from 'algosdk';

const SEED_BYTES = 32;
const PUBLIC_KEY_BYTES = 32;
/** DER prefix of an Ed25519 PKCS#8 private key (RFC 8410); the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

export type SecretKeyGenerator = () => Promise<Uint8Array>;

function hasPrefix(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length === prefix.length + SEED_BYTES && prefix.every((b, i) => bytes[i] === b);
}

/** One key pair from WebCrypto, as seed || public key. */
export async function generateWithWebCrypto(subtle: SubtleCrypto): Promise<Uint8Array> {
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const [pkcs8, raw] = await Promise.all([
    subtle.exportKey('pkcs8', pair.privateKey),
    subtle.exportKey('raw', pair.publicKey),
  ]);
  const der = new Uint8Array(pkcs8);
  try {
    // Anything but the plain RFC 8410 encoding (e.g. with the optional public key) is refused
    // rather than guessed at: a wrong offset would yield a key for some other address.
    if (!hasPrefix(der, PKCS8_ED25519_PREFIX) || raw.byteLength !== PUBLIC_KEY_BYTES)
      throw new Error('Unexpected Ed25519 key encoding');
    const secretKey = new Uint8Array(SEED_BYTES + PUBLIC_KEY_BYTES);
    secretKey.set(der.subarray(PKCS8_ED25519_PREFIX.length), 0);
    secretKey.set(new Uint8Array(raw), SEED_BYTES);
    return secretKey;
  } finally {
    der.fill(0);
  }
}

/**
 * WebCrypto when the browser has Ed25519 (Chromium 113+, Firefox 129+, Safari 17+) and its
 * output passes a self-check; otherwise algosdk's slower generator.
 */
export async function createSecretKeyGenerator(
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Promise<SecretKeyGenerator> {
  if (subtle) {
    try {
      (await generateWithWebCrypto(subtle)).fill(0);
      return () => generateWithWebCrypto(subtle);
    } catch {
      // Ed25519 missing or encoded differently: fall through to the portable generator.
    }
  }
  return async () => generateAccount().sk;
}
