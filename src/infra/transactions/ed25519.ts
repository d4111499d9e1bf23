import { ownBytes, wipe } from '../../core/vault/web-crypto';

// Ed25519 signatures for the pipeline. algosdk signs with tweetnacl (about 5 ms a signature);
// the platform's WebCrypto Ed25519 takes about 0.04 ms and @noble/ed25519 about 0.3 ms, so a
// batch of 1,000 fits the 1 s budget either way. noble loads only where WebCrypto lacks Ed25519.

/** Signs messages with one key; `dispose` wipes what the signer holds when the batch ends. */
export interface MessageSigner {
  sign(message: Uint8Array): Promise<Uint8Array>;
  dispose(): void;
}

/** PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410). */
const PKCS8_PREFIX = new Uint8Array([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

let webCryptoSupport: Promise<boolean> | null = null;
let forceFallback = false;

/** Test hook: sign with @noble/ed25519 even where WebCrypto could. */
export function useFallbackSigner(force: boolean): void {
  forceFallback = force;
}

async function importSeed(seed: Uint8Array): Promise<CryptoKey> {
  const pkcs8 = new Uint8Array(PKCS8_PREFIX.length + 32);
  pkcs8.set(PKCS8_PREFIX);
  pkcs8.set(seed, PKCS8_PREFIX.length);
  try {
    return await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
  } finally {
    wipe(pkcs8);
  }
}

function detectWebCrypto(): Promise<boolean> {
  webCryptoSupport ??= importSeed(new Uint8Array(32)).then(
    () => true,
    () => false,
  );
  return webCryptoSupport;
}

/**
 * A signer for a 64-byte algosdk secret key (seed || public key). The seed is copied into a
 * non-extractable CryptoKey (or a private copy for noble), so the caller may wipe its bytes as
 * soon as this returns.
 */
export async function ed25519Signer(secretKey: Uint8Array): Promise<MessageSigner> {
  if (secretKey.length !== 64) throw new Error('Ed25519 secret key must be 64 bytes');
  const seed = secretKey.subarray(0, 32);
  if (!forceFallback && (await detectWebCrypto())) {
    const key = await importSeed(seed);
    return {
      sign: async (message) =>
        new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, ownBytes(message))),
      dispose: () => {},
    };
  }
  const noble = await import('@noble/ed25519');
  const own = ownBytes(seed);
  return { sign: (message) => noble.signAsync(message, own), dispose: () => wipe(own) };
}
