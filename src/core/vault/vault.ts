import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import {
  CURRENT_KDF_PARAMS,
  VAULT_SALT_BYTES,
  deriveAesGcmKey,
  isValidArgon2Params,
  isWeakerThanCurrent,
  sameArgon2Params,
  type Argon2Params,
} from './argon2';
import { argon2WithinCap, pbkdf2WithinCap } from './kdf-cap';
import { VaultError, isVaultError } from './vault-error';
import { ownBytes, randomBytes, requireSubtle, wipe } from './web-crypto';

export {
  CURRENT_KDF_PARAMS,
  prepareKeyDerivation,
  type Argon2Cost,
  type Argon2Params,
} from './argon2';

export const VAULT_FORMAT_ID = 'algow-vault';
export const VAULT_VERSION = 2;
export const VAULT_KDF_NAME = 'argon2id';
export const VAULT_CIPHER_NAME = 'AES-256-GCM';
export const VAULT_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

/**
 * `algow-v2`: our JSON record (the version field is checked when opening);
 * `awe-v1` and `cryptojs`: A-Wallet backups, read-only.
 */
export type VaultFormat = 'algow-v2' | 'awe-v1' | 'cryptojs' | 'unknown';

/** What a session keeps in memory instead of the password. */
export interface VaultKey {
  /** Non-extractable AES-256-GCM key. */
  readonly key: CryptoKey;
  /** Parameters and salt that produced `key`; written into every record it seals. */
  readonly kdf: Argon2Params;
}

export interface OpenedVault {
  plaintext: Uint8Array;
  /** Key for the next write. When `needsUpgrade`, derived with current parameters and a new salt. */
  vaultKey: VaultKey;
  format: VaultFormat;
  /** The stored record should be replaced by `sealWithKey(vaultKey, plaintext)`. */
  needsUpgrade: boolean;
}

interface VaultRecord {
  version: number;
  kdf: Argon2Params;
  iv: Uint8Array<ArrayBuffer>;
  data: Uint8Array<ArrayBuffer>;
}

const AWE_V1_PREFIX = 'AWEv1.';
// base64 of "Salted__", the OpenSSL header CryptoJS writes for passphrase encryption.
const CRYPTOJS_PREFIX = 'U2FsdGVkX1';
const RECORD_HINT = /"format"\s*:\s*"algow-vault"/;

const recordSchema = z.strictObject({
  format: z.literal(VAULT_FORMAT_ID),
  version: z.literal(VAULT_VERSION),
  kdf: z.strictObject({
    name: z.literal(VAULT_KDF_NAME),
    memoryKiB: z.number(),
    iterations: z.number(),
    parallelism: z.number(),
    salt: z.string(),
  }),
  cipher: z.strictObject({
    name: z.literal(VAULT_CIPHER_NAME),
    iv: z.string(),
  }),
  data: z.string(),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A-Wallet's backup action produced base64 of the stored string; when that text reaches
 * us instead of the decoded file, peel the extra layer off.
 */
function unwrapBase64Layer(text: string): string {
  if (text.length < 16 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return text;
  try {
    const inner = utf8DecodeStrict(base64ToBytes(text)).trim();
    if (
      inner.startsWith(AWE_V1_PREFIX) ||
      inner.startsWith(CRYPTOJS_PREFIX) ||
      (inner.startsWith('{') && RECORD_HINT.test(inner))
    ) {
      return inner;
    }
  } catch {
    // Not a wrapped backup.
  }
  return text;
}

function normalizeInput(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith(AWE_V1_PREFIX) || trimmed.startsWith(CRYPTOJS_PREFIX)) return trimmed;
  return unwrapBase64Layer(trimmed);
}

function detectNormalized(text: string): VaultFormat {
  if (text.startsWith(AWE_V1_PREFIX)) return 'awe-v1';
  if (text.startsWith(CRYPTOJS_PREFIX)) return 'cryptojs';
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isPlainObject(parsed) && parsed.format === VAULT_FORMAT_ID ? 'algow-v2' : 'unknown';
    } catch {
      // A damaged record of ours should read as "corrupted", not as a foreign file.
      return RECORD_HINT.test(text) ? 'algow-v2' : 'unknown';
    }
  }
  return 'unknown';
}

export function detectVaultFormat(text: string): VaultFormat {
  return detectNormalized(normalizeInput(text));
}

function decodeB64(text: string, path: string): Uint8Array<ArrayBuffer> {
  try {
    return base64ToBytes(text);
  } catch {
    throw new VaultError('malformed', path);
  }
}

function parseRecord(text: string): VaultRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new VaultError('malformed', 'json');
  }
  if (!isPlainObject(parsed) || parsed.format !== VAULT_FORMAT_ID) {
    throw new VaultError('unsupported-format');
  }
  if (typeof parsed.version === 'number' && parsed.version > VAULT_VERSION) {
    // Written by a newer Algow: refuse rather than misread it.
    throw new VaultError('unsupported-format', 'version');
  }
  const result = recordSchema.safeParse(parsed);
  if (!result.success) {
    throw new VaultError('malformed', result.error.issues[0]?.path.join('.') ?? 'record');
  }
  const r = result.data;
  // Before the structural check, so that any oversized request gets the clear message.
  if (!argon2WithinCap(r.kdf)) throw new VaultError('too-costly', 'kdf');
  const kdf: Argon2Params = {
    memoryKiB: r.kdf.memoryKiB,
    iterations: r.kdf.iterations,
    parallelism: r.kdf.parallelism,
    salt: decodeB64(r.kdf.salt, 'kdf.salt'),
  };
  if (!isValidArgon2Params(kdf)) throw new VaultError('malformed', 'kdf');
  const iv = decodeB64(r.cipher.iv, 'cipher.iv');
  if (iv.length !== VAULT_IV_BYTES) throw new VaultError('malformed', 'cipher.iv');
  const data = decodeB64(r.data, 'data');
  if (data.length < GCM_TAG_BYTES) throw new VaultError('malformed', 'data');
  return { version: r.version, kdf, iv, data };
}

/**
 * Everything in the record except IV and ciphertext, in a fixed key order, bound as GCM
 * additional data: lowering the KDF cost or swapping the salt in a stored record makes
 * decryption fail instead of silently weakening the next write.
 */
function headerAad(version: number, kdf: Argon2Params): Uint8Array<ArrayBuffer> {
  return utf8Encode(
    JSON.stringify({
      format: VAULT_FORMAT_ID,
      version,
      kdf: {
        name: VAULT_KDF_NAME,
        memoryKiB: kdf.memoryKiB,
        iterations: kdf.iterations,
        parallelism: kdf.parallelism,
        salt: bytesToBase64(kdf.salt),
      },
      cipher: { name: VAULT_CIPHER_NAME },
    }),
  );
}

function freezeVaultKey(key: CryptoKey, kdf: Argon2Params): VaultKey {
  const frozenKdf: Argon2Params = Object.freeze({
    memoryKiB: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
    salt: ownBytes(kdf.salt),
  });
  return Object.freeze({ key, kdf: frozenKdf });
}

/**
 * Derive the session key. Missing parameters take the current ones; a missing salt is
 * freshly random, so every new password gets a new salt.
 */
export async function deriveVaultKey(
  password: string,
  kdf?: Partial<Argon2Params>,
): Promise<VaultKey> {
  const params: Argon2Params = {
    memoryKiB: kdf?.memoryKiB ?? CURRENT_KDF_PARAMS.memoryKiB,
    iterations: kdf?.iterations ?? CURRENT_KDF_PARAMS.iterations,
    parallelism: kdf?.parallelism ?? CURRENT_KDF_PARAMS.parallelism,
    salt: kdf?.salt ? ownBytes(kdf.salt) : randomBytes(VAULT_SALT_BYTES),
  };
  const key = await deriveAesGcmKey(password, params);
  return freezeVaultKey(key, params);
}

/** Encrypt under an existing session key with a fresh random IV. */
export async function sealWithKey(vaultKey: VaultKey, plaintext: Uint8Array): Promise<string> {
  const subtle = requireSubtle();
  const iv = randomBytes(VAULT_IV_BYTES);
  const input = ownBytes(plaintext);
  try {
    const sealed = new Uint8Array(
      await subtle.encrypt(
        {
          name: 'AES-GCM',
          iv,
          additionalData: headerAad(VAULT_VERSION, vaultKey.kdf),
          tagLength: 128,
        },
        vaultKey.key,
        input,
      ),
    );
    return JSON.stringify({
      format: VAULT_FORMAT_ID,
      version: VAULT_VERSION,
      kdf: {
        name: VAULT_KDF_NAME,
        memoryKiB: vaultKey.kdf.memoryKiB,
        iterations: vaultKey.kdf.iterations,
        parallelism: vaultKey.kdf.parallelism,
        salt: bytesToBase64(vaultKey.kdf.salt),
      },
      cipher: { name: VAULT_CIPHER_NAME, iv: bytesToBase64(iv) },
      data: bytesToBase64(sealed),
    });
  } finally {
    wipe(input);
  }
}

async function decryptRecord(key: CryptoKey, record: VaultRecord): Promise<Uint8Array> {
  const subtle = requireSubtle();
  try {
    return new Uint8Array(
      await subtle.decrypt(
        {
          name: 'AES-GCM',
          iv: record.iv,
          additionalData: headerAad(record.version, record.kdf),
          tagLength: 128,
        },
        key,
        record.data,
      ),
    );
  } catch {
    throw new VaultError('wrong-password');
  }
}

function requireAlgowRecord(text: string): VaultRecord {
  if (text.length === 0) throw new VaultError('empty');
  if (detectNormalized(text) !== 'algow-v2') throw new VaultError('unsupported-format');
  return parseRecord(text);
}

/**
 * Decrypt with the session key. A record sealed under another salt or other parameters
 * (e.g. written by a second tab after a password change) cannot match this key, which is
 * reported like a wrong password.
 */
export async function openWithKey(vaultKey: VaultKey, serialized: string): Promise<Uint8Array> {
  const record = requireAlgowRecord(serialized.trim());
  if (!sameArgon2Params(record.kdf, vaultKey.kdf)) throw new VaultError('wrong-password');
  return decryptRecord(vaultKey.key, record);
}

export async function createVault(
  password: string,
  plaintext: Uint8Array,
  kdf?: Partial<Argon2Params>,
): Promise<{ serialized: string; vaultKey: VaultKey }> {
  const vaultKey = await deriveVaultKey(password, kdf);
  const serialized = await sealWithKey(vaultKey, plaintext);
  return { serialized, vaultKey };
}

/**
 * Refuses a backup whose key derivation would cost more than a phone manages in about 5 s
 * (kdf-cap.ts), from its header alone: nothing is derived. Other defects are left to the
 * first unlock, which reports them as before.
 */
export function assertAffordableKdf(serialized: string): void {
  const text = normalizeInput(serialized);
  const format = detectNormalized(text);
  if (format === 'algow-v2') {
    try {
      parseRecord(text);
    } catch (error) {
      if (isVaultError(error, 'too-costly')) throw error;
    }
  } else if (format === 'awe-v1') {
    const digits = text.split('.')[1] ?? '';
    if (/^[0-9]+$/.test(digits) && !pbkdf2WithinCap(Number(digits))) {
      throw new VaultError('too-costly', 'awe-v1.iterations');
    }
  }
}

/** Whether a stored record would be rewritten on its next unlock; needs no password. */
export function vaultNeedsUpgrade(serialized: string): boolean {
  const text = normalizeInput(serialized);
  const format = detectNormalized(text);
  if (format === 'awe-v1' || format === 'cryptojs') return true;
  if (format !== 'algow-v2') return false;
  try {
    const record = parseRecord(text);
    return record.version < VAULT_VERSION || isWeakerThanCurrent(record.kdf);
  } catch {
    return false;
  }
}

async function openLegacy(
  format: 'awe-v1' | 'cryptojs',
  text: string,
  password: string,
): Promise<OpenedVault> {
  // Loaded on demand: only imports of old A-Wallet files pay for PBKDF2/MD5/CBC code.
  const legacy = await import('./legacy-awallet');
  const plaintext =
    format === 'awe-v1'
      ? await legacy.decryptAweV1(text, password)
      : await legacy.decryptCryptoJsPassphrase(text, password);
  try {
    const vaultKey = await deriveVaultKey(password);
    return { plaintext, vaultKey, format, needsUpgrade: true };
  } catch (error) {
    wipe(plaintext);
    throw error;
  }
}

/**
 * Open any supported record with the password. Records in an old format, or written with
 * weaker parameters than current, come back with `needsUpgrade` and a key derived with
 * the current parameters and a new salt, ready for `sealWithKey` (upgrade on unlock).
 */
export async function openVault(serialized: string, password: string): Promise<OpenedVault> {
  const text = normalizeInput(serialized);
  if (text.length === 0) throw new VaultError('empty');
  const format = detectNormalized(text);
  if (format === 'unknown') throw new VaultError('unsupported-format');
  if (format !== 'algow-v2') return openLegacy(format, text, password);

  const record = parseRecord(text);
  const recordKey = await deriveVaultKey(password, record.kdf);
  const plaintext = await decryptRecord(recordKey.key, record);
  const needsUpgrade = record.version < VAULT_VERSION || isWeakerThanCurrent(record.kdf);
  if (!needsUpgrade) return { plaintext, vaultKey: recordKey, format, needsUpgrade };
  try {
    return { plaintext, vaultKey: await deriveVaultKey(password), format, needsUpgrade };
  } catch (error) {
    wipe(plaintext);
    throw error;
  }
}

/**
 * Re-encrypt under a new password (new salt, current parameters) without the plaintext
 * leaving this module. Fails with 'wrong-password' when `oldPassword` does not open it.
 */
export async function changeVaultPassword(
  serialized: string,
  oldPassword: string,
  newPassword: string,
  kdf?: Partial<Argon2Params>,
): Promise<{ serialized: string; vaultKey: VaultKey }> {
  const opened = await openVault(serialized, oldPassword);
  try {
    return await createVault(newPassword, opened.plaintext, { ...kdf, salt: undefined });
  } finally {
    wipe(opened.plaintext);
  }
}
