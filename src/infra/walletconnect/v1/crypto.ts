import { concatBytes } from '../../../core/encoding/bytes';
import { bytesToHex, hexToBytes } from '../../../core/encoding/hex';
import { utf8DecodeStrict, utf8Encode } from '../../../core/encoding/utf8';

// WalletConnect v1 payload encryption, as @walletconnect/iso-crypto did it, with WebCrypto:
// AES-256-CBC (PKCS#7 padding) under the URI's 32-byte key with a fresh 16-byte IV, and
// HMAC-SHA256 under the same key over ciphertext || IV; all three sent as lower-case hex.

export interface V1EncryptedPayload {
  data: string;
  hmac: string;
  iv: string;
}

/** The URI key, imported once per session; neither half is extractable. */
export interface V1Keys {
  aes: CryptoKey;
  hmac: CryptoKey;
}

export async function importV1Key(keyHex: string): Promise<V1Keys> {
  const raw = hexToBytes(keyHex);
  try {
    if (raw.length !== 32) throw new Error('A v1 key has 32 bytes');
    const [aes, hmac] = await Promise.all([
      crypto.subtle.importKey('raw', raw, 'AES-CBC', false, ['encrypt', 'decrypt']),
      crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
    ]);
    return { aes, hmac };
  } finally {
    raw.fill(0);
  }
}

/** Encrypts a JSON-RPC message; `iv` is only given by tests. */
export async function encryptV1(
  message: unknown,
  keys: V1Keys,
  iv: Uint8Array<ArrayBuffer> = crypto.getRandomValues(new Uint8Array(16)),
): Promise<V1EncryptedPayload> {
  const plaintext = utf8Encode(JSON.stringify(message));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, keys.aes, plaintext),
  );
  const hmac = new Uint8Array(await crypto.subtle.sign('HMAC', keys.hmac, concatBytes(data, iv)));
  return { data: bytesToHex(data), hmac: bytesToHex(hmac), iv: bytesToHex(iv) };
}

/**
 * Decrypts a payload. Null when it is not ours (the HMAC, checked first and in constant time by
 * WebCrypto, does not match) or does not hold JSON.
 */
export async function decryptV1(payload: V1EncryptedPayload, keys: V1Keys): Promise<unknown> {
  try {
    const data = hexToBytes(payload.data);
    const iv = hexToBytes(payload.iv);
    const hmac = hexToBytes(payload.hmac);
    if (iv.length !== 16 || data.length === 0 || data.length % 16 !== 0) return null;
    if (!(await crypto.subtle.verify('HMAC', keys.hmac, hmac, concatBytes(data, iv)))) return null;
    const plaintext = await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, keys.aes, data);
    return JSON.parse(utf8DecodeStrict(new Uint8Array(plaintext))) as unknown;
  } catch {
    return null;
  }
}
