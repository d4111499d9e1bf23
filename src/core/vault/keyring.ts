import { z } from 'zod';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import { deriveAesGcmKey, isValidArgon2Params, type Argon2Params } from './argon2';
import { argon2WithinCap } from './kdf-cap';
import { PasskeyError } from './passkey-error';
import { VaultError } from './vault-error';
import {
  VAULT_CIPHER_NAME,
  VAULT_FORMAT_ID,
  VAULT_IV_BYTES,
  VAULT_KDF_NAME,
  openVault,
  openWithKey,
  sealWithKey,
  type VaultKey,
} from './vault';
import { ownBytes, randomBytes, requireSubtle, wipe } from './web-crypto';

// Version 3 of the vault (issue 42): the data is sealed with a random vault key, and each way
// in (the password's Argon2id, a passkey's WebAuthn PRF output through HKDF-SHA-256 with its
// own salt) is an entry in `keys` holding that key wrapped under its own key. Version 2 records
// (the password's key seals the data) stay as they are until a passkey is added. Each entry's
// `kdf` is bound to its wrapped key as GCM additional data; names and dates are display only.

export const KEYRING_VERSION = 3;
export const PASSKEY_KDF_NAME = 'webauthn-prf-hkdf-sha256';
const HKDF_INFO = utf8Encode('algow-vault passkey v1');
const DEK_BYTES = 32;
const SALT_BYTES = 32;
const MAX_KEYS = 16;
const GCM_TAG_BYTES = 16;

const argonKdf = z.strictObject({
  name: z.literal(VAULT_KDF_NAME),
  memoryKiB: z.number(),
  iterations: z.number(),
  parallelism: z.number(),
  salt: z.string(),
});
const passkeyKdf = z.strictObject({
  name: z.literal(PASSKEY_KDF_NAME),
  /** The credential id, base64. */
  credential: z.string().min(1).max(1400),
  /** The relying party: the hostname of the wallet's origin that created the passkey. */
  rp: z.string().min(1).max(253),
  /** What the wallet asks the passkey's PRF to evaluate, base64. */
  prfSalt: z.string(),
  /** HKDF's salt, base64. */
  salt: z.string(),
});
const wrapped = { iv: z.string(), key: z.string() };
const passwordEntry = z.strictObject({ kdf: argonKdf, ...wrapped });
const passkeyEntry = z.strictObject({
  kdf: passkeyKdf,
  ...wrapped,
  label: z.string().max(64),
  created: z.number(),
  lastUsed: z.number().nullable(),
});
const keyringSchema = z.strictObject({
  format: z.literal(VAULT_FORMAT_ID),
  version: z.literal(KEYRING_VERSION),
  keys: z
    .array(z.union([passwordEntry, passkeyEntry]))
    .min(1)
    .max(MAX_KEYS),
  /** When a recovery phrase backup was confirmed (ms); display only. */
  backup: z.strictObject({ phrase: z.number() }).optional(),
  cipher: z.strictObject({ name: z.literal(VAULT_CIPHER_NAME), iv: z.string() }),
  data: z.string(),
});

type KeyringRecord = z.infer<typeof keyringSchema>;
type Entry = KeyringRecord['keys'][number];
type PasskeyEntry = z.infer<typeof passkeyEntry>;

/** The session's key for a version 3 record. Holds no extractable key and no raw bytes. */
export interface KeyringKey {
  readonly kind: 'keyring';
  /** The vault key: non-extractable AES-256-GCM. */
  readonly dek: CryptoKey;
  // Adding a way in wraps the vault key's bytes again without asking for an existing one, so
  // they are kept sealed under a key made for this session only (non-extractable, never
  // stored) and opened for the moment of wrapping.
  readonly hold: CryptoKey;
  readonly held: Uint8Array<ArrayBuffer>;
  readonly heldIv: Uint8Array<ArrayBuffer>;
}

/** A version 2 password key or a version 3 keyring key. */
export type SessionKey = VaultKey | KeyringKey;

export function isKeyringKey(key: SessionKey): key is KeyringKey {
  return 'kind' in key && key.kind === 'keyring';
}

/** A passkey as the person sees it: public facts only. */
export interface PasskeyInfo {
  credentialId: string;
  site: string;
  name: string;
  created: number;
  lastUsed: number | null;
}

/** How a stored wallet can be opened and whether it is backed up; public facts only. */
export interface WaysIn {
  password: boolean;
  passkeys: PasskeyInfo[];
  phraseBackedUp: boolean;
}

/** A new passkey's facts and its PRF output (zeroed by the caller afterwards). */
export interface NewPasskey {
  credentialId: string;
  site: string;
  prfSalt: Uint8Array;
  prf: Uint8Array;
  name: string;
  now: number;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** True for a version 3 record (read before any parsing of its keys). */
export function isKeyringRecord(text: string): boolean {
  const parsed = parseJson(text.trim());
  return (
    typeof parsed === 'object' &&
    parsed !== null &&
    (parsed as { format?: unknown }).format === VAULT_FORMAT_ID &&
    (parsed as { version?: unknown }).version === KEYRING_VERSION
  );
}

function decode(text: string, path: string): Uint8Array<ArrayBuffer> {
  try {
    return base64ToBytes(text);
  } catch {
    throw new VaultError('malformed', path);
  }
}

function parseKeyring(text: string): KeyringRecord {
  const result = keyringSchema.safeParse(parseJson(text.trim()));
  if (!result.success) {
    throw new VaultError('malformed', result.error.issues[0]?.path.join('.') ?? 'record');
  }
  for (const entry of result.data.keys) {
    if (entry.kdf.name === VAULT_KDF_NAME && !argon2WithinCap(entry.kdf)) {
      throw new VaultError('too-costly', 'keys.kdf');
    }
  }
  return result.data;
}

function serialize(record: KeyringRecord): string {
  return JSON.stringify({
    format: VAULT_FORMAT_ID,
    version: KEYRING_VERSION,
    keys: record.keys,
    ...(record.backup && { backup: record.backup }),
    cipher: record.cipher,
    data: record.data,
  });
}

function isPasskey(entry: Entry): entry is PasskeyEntry {
  return entry.kdf.name === PASSKEY_KDF_NAME;
}

// Each entry's parameters, in a fixed order, bound to its wrapped key.
function entryAad(kdf: Entry['kdf']): Uint8Array<ArrayBuffer> {
  const fields =
    kdf.name === VAULT_KDF_NAME
      ? [kdf.name, kdf.memoryKiB, kdf.iterations, kdf.parallelism, kdf.salt]
      : [kdf.name, kdf.credential, kdf.rp, kdf.prfSalt, kdf.salt];
  return utf8Encode(JSON.stringify({ format: VAULT_FORMAT_ID, version: KEYRING_VERSION, fields }));
}

const DATA_AAD = utf8Encode(
  JSON.stringify({
    format: VAULT_FORMAT_ID,
    version: KEYRING_VERSION,
    cipher: { name: VAULT_CIPHER_NAME },
  }),
);

function argonParams(kdf: z.infer<typeof argonKdf>): Argon2Params {
  const params: Argon2Params = {
    memoryKiB: kdf.memoryKiB,
    iterations: kdf.iterations,
    parallelism: kdf.parallelism,
    salt: decode(kdf.salt, 'keys.kdf.salt'),
  };
  if (!isValidArgon2Params(params)) throw new VaultError('malformed', 'keys.kdf');
  return params;
}

/** HKDF-SHA-256 over the PRF output: a non-extractable AES-GCM key that wraps the vault key. */
async function passkeyWrappingKey(prf: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  const subtle = requireSubtle();
  const input = ownBytes(prf);
  try {
    const base = await subtle.importKey('raw', input, 'HKDF', false, ['deriveKey']);
    return await subtle.deriveKey(
      { name: 'HKDF', hash: 'SHA-256', salt: ownBytes(salt), info: HKDF_INFO },
      base,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  } finally {
    wipe(input);
  }
}

async function wrap(
  kek: CryptoKey,
  dekBytes: Uint8Array<ArrayBuffer>,
  kdf: Entry['kdf'],
): Promise<{ iv: string; key: string }> {
  const iv = randomBytes(VAULT_IV_BYTES);
  const sealed = await requireSubtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: entryAad(kdf), tagLength: 128 },
    kek,
    dekBytes,
  );
  return { iv: bytesToBase64(iv), key: bytesToBase64(new Uint8Array(sealed)) };
}

/** The session key from the vault key's bytes, which are zeroed here. */
async function keyFromBytes(dekBytes: Uint8Array<ArrayBuffer>): Promise<KeyringKey> {
  const subtle = requireSubtle();
  try {
    const usages: KeyUsage[] = ['encrypt', 'decrypt'];
    const dek = await subtle.importKey('raw', dekBytes, 'AES-GCM', false, usages);
    const hold = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, usages);
    const heldIv = randomBytes(VAULT_IV_BYTES);
    const held = new Uint8Array(
      await subtle.encrypt({ name: 'AES-GCM', iv: heldIv }, hold, dekBytes),
    );
    return Object.freeze({ kind: 'keyring', dek, hold, held, heldIv });
  } finally {
    wipe(dekBytes);
  }
}

async function unwrap(kek: CryptoKey, entry: Entry): Promise<KeyringKey> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(
      await requireSubtle().decrypt(
        {
          name: 'AES-GCM',
          iv: decode(entry.iv, 'keys.iv'),
          additionalData: entryAad(entry.kdf),
          tagLength: 128,
        },
        kek,
        decode(entry.key, 'keys.key'),
      ),
    );
  } catch {
    // A wrong password and a wrong PRF output read the same, and nothing is changed.
    throw new VaultError('wrong-password');
  }
  if (bytes.length !== DEK_BYTES) throw new VaultError('malformed', 'keys.key');
  return keyFromBytes(bytes);
}

/** Runs `run` with the vault key's bytes, zeroed afterwards. */
async function withDekBytes<T>(
  key: KeyringKey,
  run: (bytes: Uint8Array<ArrayBuffer>) => Promise<T>,
): Promise<T> {
  const bytes = new Uint8Array(
    await requireSubtle().decrypt({ name: 'AES-GCM', iv: key.heldIv }, key.hold, key.held),
  );
  try {
    return await run(bytes);
  } finally {
    wipe(bytes);
  }
}

async function decryptData(key: KeyringKey, record: KeyringRecord): Promise<Uint8Array> {
  const iv = decode(record.cipher.iv, 'cipher.iv');
  const data = decode(record.data, 'data');
  if (iv.length !== VAULT_IV_BYTES || data.length < GCM_TAG_BYTES) {
    throw new VaultError('malformed', 'data');
  }
  try {
    return new Uint8Array(
      await requireSubtle().decrypt(
        { name: 'AES-GCM', iv, additionalData: DATA_AAD, tagLength: 128 },
        key.dek,
        data,
      ),
    );
  } catch {
    throw new VaultError('wrong-password');
  }
}

async function encryptData(
  key: KeyringKey,
  plaintext: Uint8Array,
): Promise<{ cipher: KeyringRecord['cipher']; data: string }> {
  const iv = randomBytes(VAULT_IV_BYTES);
  const input = ownBytes(plaintext);
  try {
    const sealed = await requireSubtle().encrypt(
      { name: 'AES-GCM', iv, additionalData: DATA_AAD, tagLength: 128 },
      key.dek,
      input,
    );
    return {
      cipher: { name: VAULT_CIPHER_NAME, iv: bytesToBase64(iv) },
      data: bytesToBase64(new Uint8Array(sealed)),
    };
  } finally {
    wipe(input);
  }
}

async function passkeyEntryFor(dekBytes: Uint8Array<ArrayBuffer>, passkey: NewPasskey) {
  const salt = randomBytes(SALT_BYTES);
  const kek = await passkeyWrappingKey(passkey.prf, salt);
  const kdf = {
    name: PASSKEY_KDF_NAME,
    credential: passkey.credentialId,
    rp: passkey.site,
    prfSalt: bytesToBase64(passkey.prfSalt),
    salt: bytesToBase64(salt),
  } as const;
  return {
    kdf,
    ...(await wrap(kek, dekBytes, kdf)),
    label: passkey.name.slice(0, 64),
    created: passkey.now,
    lastUsed: passkey.now,
  } satisfies PasskeyEntry;
}

async function passwordEntryFor(dekBytes: Uint8Array<ArrayBuffer>, passwordKey: VaultKey) {
  const kdf = {
    name: VAULT_KDF_NAME,
    memoryKiB: passwordKey.kdf.memoryKiB,
    iterations: passwordKey.kdf.iterations,
    parallelism: passwordKey.kdf.parallelism,
    salt: bytesToBase64(passwordKey.kdf.salt),
  } as const;
  return { kdf, ...(await wrap(passwordKey.key, dekBytes, kdf)) };
}

/** A new wallet whose only way in is a passkey. */
export async function createPasskeyVault(
  plaintext: Uint8Array,
  passkey: NewPasskey,
): Promise<{ serialized: string; key: KeyringKey }> {
  const dekBytes = randomBytes(DEK_BYTES);
  const entry = await passkeyEntryFor(dekBytes, passkey);
  const key = await keyFromBytes(dekBytes);
  const sealed = await encryptData(key, plaintext);
  return {
    serialized: serialize({ ...sealed, format: VAULT_FORMAT_ID, version: 3, keys: [entry] }),
    key,
  };
}

export interface OpenedAnyVault {
  plaintext: Uint8Array;
  vaultKey: SessionKey;
  needsUpgrade: boolean;
}

/** Opens any record with the password: version 3 through its password entry, others as before. */
export async function openAnyVault(serialized: string, password: string): Promise<OpenedAnyVault> {
  if (!isKeyringRecord(serialized)) return openVault(serialized, password);
  const record = parseKeyring(serialized);
  const entry = record.keys.find((k) => k.kdf.name === VAULT_KDF_NAME);
  if (!entry || entry.kdf.name !== VAULT_KDF_NAME) throw new VaultError('wrong-password');
  const kek = await deriveAesGcmKey(password, argonParams(entry.kdf));
  const key = await unwrap(kek, entry);
  return { plaintext: await decryptData(key, record), vaultKey: key, needsUpgrade: false };
}

/** The passkeys a record can be opened with (credential id and what to ask its PRF). */
export function passkeyRequests(
  serialized: string,
): { credentialId: string; prfSalt: Uint8Array }[] {
  if (!isKeyringRecord(serialized)) return [];
  return parseKeyring(serialized)
    .keys.filter(isPasskey)
    .map((e) => ({ credentialId: e.kdf.credential, prfSalt: decode(e.kdf.prfSalt, 'prfSalt') }));
}

/** Opens a version 3 record with a passkey's PRF output; `prf` is the caller's to zero. */
export async function openWithPasskey(
  serialized: string,
  credentialId: string,
  prf: Uint8Array,
): Promise<OpenedAnyVault> {
  if (!isKeyringRecord(serialized)) throw new VaultError('wrong-password');
  const record = parseKeyring(serialized);
  const entry = record.keys.filter(isPasskey).find((e) => e.kdf.credential === credentialId);
  if (!entry) throw new VaultError('wrong-password');
  const kek = await passkeyWrappingKey(prf, decode(entry.kdf.salt, 'keys.kdf.salt'));
  const key = await unwrap(kek, entry);
  return { plaintext: await decryptData(key, record), vaultKey: key, needsUpgrade: false };
}

/** Decrypts with the session key; a key that does not fit reads as a wrong password. */
export async function openWithSessionKey(key: SessionKey, serialized: string): Promise<Uint8Array> {
  if (!isKeyringKey(key)) return openWithKey(key, serialized);
  if (!isKeyringRecord(serialized)) throw new VaultError('wrong-password');
  return decryptData(key, parseKeyring(serialized));
}

/**
 * Seals `plaintext` to replace `current`: a version 3 record keeps the ways in `current` has
 * (another tab may have added one), with a fresh IV.
 */
export async function sealWithSessionKey(
  key: SessionKey,
  plaintext: Uint8Array,
  current: string,
): Promise<string> {
  if (!isKeyringKey(key)) return sealWithKey(key, plaintext);
  if (!isKeyringRecord(current)) throw new VaultError('wrong-password');
  const record = parseKeyring(current);
  return serialize({ ...record, ...(await encryptData(key, plaintext)) });
}

/**
 * Adds a passkey. A version 2 record becomes version 3 with a new vault key: the password's
 * key (already in the session) wraps it, so the password keeps working unchanged.
 */
export async function addPasskey(
  key: SessionKey,
  current: string,
  passkey: NewPasskey,
): Promise<{ serialized: string; key: KeyringKey }> {
  if (isKeyringKey(key)) {
    const record = parseKeyring(current);
    await decryptData(key, record);
    if (record.keys.length >= MAX_KEYS) throw new VaultError('malformed', 'keys');
    const entry = await withDekBytes(key, (bytes) => passkeyEntryFor(bytes, passkey));
    return { serialized: serialize({ ...record, keys: [...record.keys, entry] }), key };
  }
  const plaintext = await openWithKey(key, current);
  try {
    const dekBytes = randomBytes(DEK_BYTES);
    const keys = [await passwordEntryFor(dekBytes, key), await passkeyEntryFor(dekBytes, passkey)];
    const next = await keyFromBytes(dekBytes);
    const sealed = await encryptData(next, plaintext);
    return {
      serialized: serialize({ format: VAULT_FORMAT_ID, version: 3, keys, ...sealed }),
      key: next,
    };
  } finally {
    wipe(plaintext);
  }
}

/** Sets (adds or replaces) the password of a version 3 record, from its freshly derived key. */
export async function setKeyringPassword(
  key: KeyringKey,
  current: string,
  passwordKey: VaultKey,
): Promise<string> {
  const record = parseKeyring(current);
  await decryptData(key, record);
  const entry = await withDekBytes(key, (bytes) => passwordEntryFor(bytes, passwordKey));
  const others = record.keys.filter(isPasskey);
  return serialize({ ...record, keys: [entry, ...others] });
}

/** Removes a passkey; refused when it is the last way in. */
export function removePasskey(current: string, credentialId: string): string {
  const record = parseKeyring(current);
  const keys = record.keys.filter((k) => !isPasskey(k) || k.kdf.credential !== credentialId);
  if (keys.length === 0) throw new PasskeyError('last-way-in');
  return serialize({ ...record, keys });
}

/** Notes when a passkey last opened the wallet (display only). */
export function markPasskeyUsed(current: string, credentialId: string, now: number): string {
  const record = parseKeyring(current);
  const keys = record.keys.map((k) =>
    isPasskey(k) && k.kdf.credential === credentialId ? { ...k, lastUsed: now } : k,
  );
  return serialize({ ...record, keys });
}

/** Notes that the recovery phrase backup was confirmed (display only). */
export function markPhraseBackedUp(current: string, now: number): string {
  if (!isKeyringRecord(current)) return current;
  return serialize({ ...parseKeyring(current), backup: { phrase: now } });
}

/** How a stored record can be opened; a damaged version 3 record reads as having nothing. */
export function waysIn(serialized: string): WaysIn {
  if (!isKeyringRecord(serialized)) return { password: true, passkeys: [], phraseBackedUp: false };
  const result = keyringSchema.safeParse(parseJson(serialized.trim()));
  if (!result.success) return { password: false, passkeys: [], phraseBackedUp: false };
  const record = result.data;
  return {
    password: record.keys.some((k) => !isPasskey(k)),
    passkeys: record.keys.filter(isPasskey).map((e) => ({
      credentialId: e.kdf.credential,
      site: e.kdf.rp,
      name: e.label,
      created: e.created,
      lastUsed: e.lastUsed,
    })),
    phraseBackedUp: record.backup !== undefined,
  };
}

/**
 * An imported file with a passkey of another site is refused: the passkey answers only on the
 * site that made it (its relying party), so such a wallet would not open here.
 */
export function assertPasskeysOfSite(serialized: string, site: string): void {
  if (!isKeyringRecord(serialized)) return;
  let record: KeyringRecord;
  try {
    record = parseKeyring(serialized);
  } catch (error) {
    // As for version 2: a too costly file is refused now, other defects at the first unlock.
    if (error instanceof VaultError && error.code === 'too-costly') throw error;
    return;
  }
  const foreign = record.keys.filter(isPasskey).find((e) => e.kdf.rp !== site);
  if (foreign && foreign.kdf.name === PASSKEY_KDF_NAME) {
    throw new PasskeyError('foreign-passkey', foreign.kdf.rp);
  }
}
