import CryptoJS from 'crypto-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import { VaultError } from './vault-error';
import {
  CURRENT_KDF_PARAMS,
  changeVaultPassword,
  createVault,
  deriveVaultKey,
  detectVaultFormat,
  openVault,
  openWithKey,
  sealWithKey,
  vaultNeedsUpgrade,
  type VaultKey,
} from './vault';

// Cheap parameters for the bulk of the tests; the "current parameters" block uses the real ones.
const FAST = { memoryKiB: 64, iterations: 1, parallelism: 1 } as const;
const PASSWORD = 'correct horse battery staple';
const PLAINTEXT = utf8Encode(JSON.stringify({ hello: 'world', n: 42 }));

async function expectVaultError(
  promise: Promise<unknown>,
  code: VaultError['code'],
): Promise<VaultError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VaultError);
  const vaultError = error as VaultError;
  expect(vaultError.code).toBe(code);
  expect(vaultError.message).not.toContain(PASSWORD);
  return vaultError;
}

type RecordJson = {
  format: string;
  version: number;
  kdf: { name: string; memoryKiB: number; iterations: number; parallelism: number; salt: string };
  cipher: { name: string; iv: string };
  data: string;
};

function parse(serialized: string): RecordJson {
  return JSON.parse(serialized) as RecordJson;
}

function flipByte(b64: string, index: number): string {
  const bytes = base64ToBytes(b64);
  bytes[index] = bytes[index]! ^ 0x01;
  return bytesToBase64(bytes);
}

describe('algow-v2 vault', () => {
  it('round-trips and writes the documented shape', async () => {
    const { serialized, vaultKey } = await createVault(PASSWORD, PLAINTEXT, FAST);
    const record = parse(serialized);
    expect(Object.keys(record)).toEqual(['format', 'version', 'kdf', 'cipher', 'data']);
    expect(record.format).toBe('algow-vault');
    expect(record.version).toBe(2);
    expect(record.kdf).toMatchObject({
      name: 'argon2id',
      memoryKiB: 64,
      iterations: 1,
      parallelism: 1,
    });
    expect(base64ToBytes(record.kdf.salt)).toHaveLength(16);
    expect(record.cipher.name).toBe('AES-256-GCM');
    expect(base64ToBytes(record.cipher.iv)).toHaveLength(12);
    expect(base64ToBytes(record.data)).toHaveLength(PLAINTEXT.length + 16);

    const opened = await openVault(serialized, PASSWORD);
    expect(opened.plaintext).toEqual(PLAINTEXT);
    expect(opened.format).toBe('algow-v2');
    expect(await openWithKey(vaultKey, serialized)).toEqual(PLAINTEXT);
  });

  it('does not put the password or the plaintext into the record', async () => {
    const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
    expect(serialized).not.toContain(PASSWORD);
    expect(serialized).not.toContain('world');
  });

  it('uses a fresh IV for every seal under the same key', async () => {
    const vaultKey = await deriveVaultKey(PASSWORD, FAST);
    const a = await sealWithKey(vaultKey, PLAINTEXT);
    const b = await sealWithKey(vaultKey, PLAINTEXT);
    expect(parse(a).cipher.iv).not.toBe(parse(b).cipher.iv);
    expect(parse(a).data).not.toBe(parse(b).data);
    expect(parse(a).kdf.salt).toBe(parse(b).kdf.salt);
    expect(await openWithKey(vaultKey, a)).toEqual(PLAINTEXT);
    expect(await openWithKey(vaultKey, b)).toEqual(PLAINTEXT);
  });

  describe('the IV is exactly 12 bytes', () => {
    /**
     * A record sealed with the real key and header under an IV of `ivBytes` bytes: one that
     * AES-GCM would decrypt, so only the length check can refuse it.
     */
    async function sealedWithIv(
      ivBytes: number,
    ): Promise<{ serialized: string; vaultKey: VaultKey }> {
      const vaultKey = await deriveVaultKey(PASSWORD, FAST);
      const record = parse(await sealWithKey(vaultKey, PLAINTEXT));
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(ivBytes));
      const header = {
        format: record.format,
        version: record.version,
        kdf: record.kdf,
        cipher: { name: record.cipher.name },
      };
      const data = await globalThis.crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: utf8Encode(JSON.stringify(header)), tagLength: 128 },
        vaultKey.key,
        PLAINTEXT,
      );
      record.cipher.iv = bytesToBase64(iv);
      record.data = bytesToBase64(new Uint8Array(data));
      return { serialized: JSON.stringify(record), vaultKey };
    }

    it('a record built this way with a 12-byte IV opens (the construction is sound)', async () => {
      const { serialized, vaultKey } = await sealedWithIv(12);
      expect((await openVault(serialized, PASSWORD)).plaintext).toEqual(PLAINTEXT);
      expect(await openWithKey(vaultKey, serialized)).toEqual(PLAINTEXT);
    });

    // Node's AES-GCM takes no IV under 12 bytes (browsers do): a short IV is set on a sound
    // record, where a loosened check would end in "wrong password" instead of the format error.
    it.each([1, 8, 11])('a %i-byte IV is refused with the format error', async (ivBytes) => {
      const { serialized, vaultKey } = await sealedWithIv(12);
      const record = parse(serialized);
      record.cipher.iv = bytesToBase64(globalThis.crypto.getRandomValues(new Uint8Array(ivBytes)));
      const short = JSON.stringify(record);
      const byPassword = await expectVaultError(openVault(short, PASSWORD), 'malformed');
      expect(byPassword.detail).toBe('cipher.iv');
      const byKey = await expectVaultError(openWithKey(vaultKey, short), 'malformed');
      expect(byKey.detail).toBe('cipher.iv');
    });

    it.each([13, 16, 32])(
      'a %i-byte IV is refused with the format error, although it would decrypt',
      async (ivBytes) => {
        const { serialized, vaultKey } = await sealedWithIv(ivBytes);
        const byPassword = await expectVaultError(openVault(serialized, PASSWORD), 'malformed');
        expect(byPassword.detail).toBe('cipher.iv');
        expect(byPassword.message).toBe('Wrong password or corrupted data');
        const byKey = await expectVaultError(openWithKey(vaultKey, serialized), 'malformed');
        expect(byKey.detail).toBe('cipher.iv');
      },
    );

    it('an empty IV is refused with the format error', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.cipher.iv = '';
      const error = await expectVaultError(
        openVault(JSON.stringify(record), PASSWORD),
        'malformed',
      );
      expect(error.detail).toBe('cipher.iv');
    });
  });

  it('uses a fresh salt for every new key', async () => {
    const a = await deriveVaultKey(PASSWORD, FAST);
    const b = await deriveVaultKey(PASSWORD, FAST);
    expect(a.kdf.salt).not.toEqual(b.kdf.salt);
  });

  it('reproduces the same key from the same salt', async () => {
    const a = await deriveVaultKey(PASSWORD, FAST);
    const b = await deriveVaultKey(PASSWORD, a.kdf);
    expect(await openWithKey(b, await sealWithKey(a, PLAINTEXT))).toEqual(PLAINTEXT);
  });

  it('keeps the key non-extractable', async () => {
    const { key } = await deriveVaultKey(PASSWORD, FAST);
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt']);
    await expect(globalThis.crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('normalises the password to NFC', async () => {
    const composed = 'P\u00e4ssw\u00f6rd-long-enough';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const { serialized } = await createVault(composed, PLAINTEXT, FAST);
    expect((await openVault(serialized, decomposed)).plaintext).toEqual(PLAINTEXT);
  });

  it('seals and opens empty plaintext', async () => {
    const { serialized } = await createVault(PASSWORD, new Uint8Array(0), FAST);
    expect((await openVault(serialized, PASSWORD)).plaintext).toHaveLength(0);
  });

  it('accepts surrounding whitespace', async () => {
    const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
    expect((await openVault(`\n  ${serialized}\r\n`, PASSWORD)).plaintext).toEqual(PLAINTEXT);
  });

  describe('failures', () => {
    it('rejects a wrong password with the spec message', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const error = await expectVaultError(
        openVault(serialized, 'not the password'),
        'wrong-password',
      );
      expect(error.message).toBe('Wrong password or corrupted data');
    });

    it('rejects a tampered ciphertext', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.data = flipByte(record.data, 3);
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'wrong-password');
    });

    it('rejects a tampered tag', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.data = flipByte(record.data, base64ToBytes(record.data).length - 1);
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'wrong-password');
    });

    it('rejects a tampered IV', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.cipher.iv = flipByte(record.cipher.iv, 0);
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'wrong-password');
    });

    it('rejects a tampered KDF parameter', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.kdf.memoryKiB = 128;
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'wrong-password');
    });

    it('binds the header as additional data, not only through the derived key', async () => {
      const vaultKey = await deriveVaultKey(PASSWORD, FAST);
      const record = parse(await sealWithKey(vaultKey, PLAINTEXT));
      record.kdf.memoryKiB = 128;
      // Same AES key, but claiming the edited parameters: only the AAD can catch this.
      const forged: VaultKey = { key: vaultKey.key, kdf: { ...vaultKey.kdf, memoryKiB: 128 } };
      await expectVaultError(openWithKey(forged, JSON.stringify(record)), 'wrong-password');
    });

    it('rejects a record sealed under another salt when opened with a session key', async () => {
      const a = await deriveVaultKey(PASSWORD, FAST);
      const b = await deriveVaultKey(PASSWORD, FAST);
      await expectVaultError(openWithKey(b, await sealWithKey(a, PLAINTEXT)), 'wrong-password');
    });

    it('rejects a truncated record', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const error = await expectVaultError(
        openVault(serialized.slice(0, Math.floor(serialized.length / 2)), PASSWORD),
        'malformed',
      );
      expect(error.message).toBe('Wrong password or corrupted data');
    });

    it('rejects truncated ciphertext', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.data = bytesToBase64(base64ToBytes(record.data).slice(0, -4));
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'wrong-password');
    });

    it('rejects ciphertext shorter than a tag', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.data = bytesToBase64(new Uint8Array(8));
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'malformed');
    });

    it.each([
      ['empty string', ''],
      ['whitespace', ' \n\t '],
    ])('reports %s as empty', async (_label, input) => {
      const error = await expectVaultError(openVault(input, PASSWORD), 'empty');
      expect(error.message).toBe('Wallet data is empty');
    });

    it.each([
      ['random garbage', 'q8#j2!kd0-- not a vault at all'],
      ['JSON of another shape', '{"wallets":[1,2,3]}'],
      ['a JSON array', '[1,2,3]'],
      ['an A-Wallet plaintext', '{"name":"w","privateAccounts":[]}'],
      ['random base64', bytesToBase64(new Uint8Array(64).fill(7))],
    ])('reports %s as unsupported', async (_label, input) => {
      await expectVaultError(openVault(input, PASSWORD), 'unsupported-format');
    });

    it('reports a newer version as unsupported', async () => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      record.version = 3;
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'unsupported-format');
    });

    it.each<[string, (r: RecordJson) => void]>([
      ['missing data', (r) => delete (r as Partial<RecordJson>).data],
      ['an unknown KDF', (r) => (r.kdf.name = 'scrypt')],
      ['an unknown cipher', (r) => (r.cipher.name = 'AES-128-CBC')],
      ['an extra field', (r) => Object.assign(r, { note: 'x' })],
      ['version 1', (r) => (r.version = 1)],
      ['a short IV', (r) => (r.cipher.iv = bytesToBase64(new Uint8Array(8)))],
      ['a short salt', (r) => (r.kdf.salt = bytesToBase64(new Uint8Array(4)))],
      ['invalid base64', (r) => (r.data = '!!!!')],
      ['a fractional cost', (r) => (r.kdf.iterations = 1.5)],
      ['a negative cost', (r) => (r.kdf.memoryKiB = -1)],
    ])('reports a record with %s as malformed', async (_label, edit) => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      edit(record);
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'malformed');
    });

    // Above what a phone derives in about 5 s (kdf-cap.ts): refused with its own message.
    it.each<[string, (r: RecordJson) => void]>([
      ['a huge memory cost', (r) => (r.kdf.memoryKiB = 64 * 1024 * 1024)],
      ['too many iterations', (r) => (r.kdf.iterations = 10_000)],
    ])('reports a record with %s as too costly', async (_label, edit) => {
      const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
      const record = parse(serialized);
      edit(record);
      await expectVaultError(openVault(JSON.stringify(record), PASSWORD), 'too-costly');
    });

    it('reports missing WebCrypto', async () => {
      vi.stubGlobal('crypto', undefined);
      const error = await expectVaultError(
        createVault(PASSWORD, PLAINTEXT, FAST),
        'crypto-unavailable',
      );
      expect(error.message).toBe('Crypto API in browser is not available');
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});

describe('current parameters and upgrade on unlock', () => {
  it('uses m=64 MiB, t=3, p=1 by default', async () => {
    expect(CURRENT_KDF_PARAMS).toEqual({ memoryKiB: 65536, iterations: 3, parallelism: 1 });
    const { serialized, vaultKey } = await createVault(PASSWORD, PLAINTEXT);
    expect(parse(serialized).kdf).toMatchObject({
      memoryKiB: 65536,
      iterations: 3,
      parallelism: 1,
    });
    expect(vaultKey.kdf.salt).toHaveLength(16);
    const opened = await openVault(serialized, PASSWORD);
    expect(opened.plaintext).toEqual(PLAINTEXT);
    expect(opened.needsUpgrade).toBe(false);
    expect(opened.vaultKey.kdf.salt).toEqual(vaultKey.kdf.salt);
    expect(vaultNeedsUpgrade(serialized)).toBe(false);
  });

  it('re-encrypts a record written with weaker parameters', async () => {
    const weak = { memoryKiB: 8 * 1024, iterations: 3, parallelism: 1 };
    const { serialized, vaultKey: weakKey } = await createVault(PASSWORD, PLAINTEXT, weak);
    expect(vaultNeedsUpgrade(serialized)).toBe(true);

    const opened = await openVault(serialized, PASSWORD);
    expect(opened.needsUpgrade).toBe(true);
    expect(opened.plaintext).toEqual(PLAINTEXT);
    expect(opened.vaultKey.kdf).toMatchObject(CURRENT_KDF_PARAMS);
    expect(opened.vaultKey.kdf.salt).not.toEqual(weakKey.kdf.salt);

    const resealed = await sealWithKey(opened.vaultKey, opened.plaintext);
    expect(parse(resealed).kdf).toMatchObject({ memoryKiB: 65536, iterations: 3, parallelism: 1 });
    const reopened = await openVault(resealed, PASSWORD);
    expect(reopened.needsUpgrade).toBe(false);
    expect(reopened.plaintext).toEqual(PLAINTEXT);
  });

  it('changes the password without exposing the plaintext', async () => {
    const { serialized } = await createVault(PASSWORD, PLAINTEXT, FAST);
    const changed = await changeVaultPassword(serialized, PASSWORD, 'a brand new passphrase', FAST);
    expect(parse(changed.serialized).kdf.salt).not.toBe(parse(serialized).kdf.salt);
    expect((await openVault(changed.serialized, 'a brand new passphrase')).plaintext).toEqual(
      PLAINTEXT,
    );
    await expectVaultError(openVault(changed.serialized, PASSWORD), 'wrong-password');
    await expectVaultError(changeVaultPassword(serialized, 'nope', 'x', FAST), 'wrong-password');
  });
});

// --- A-Wallet formats, produced here the way A-Wallet produces them -----------------------

async function encryptAweV1(text: string, password: string, iterations: number): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const base = await subtle.importKey('raw', utf8Encode(password), 'PBKDF2', false, ['deriveKey']);
  const key = await subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt'],
  );
  const ct = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, key, utf8Encode(text)));
  return [
    'AWEv1',
    String(iterations),
    bytesToBase64(salt),
    bytesToBase64(iv),
    bytesToBase64(ct),
  ].join('.');
}

const AWALLET_JSON = JSON.stringify({
  name: 'w2',
  privateAccounts: [
    { name: 'Watch', addr: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ' },
  ],
  lastActiveAccount: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
});

describe('A-Wallet AWEv1 backups', () => {
  it('decrypts a file written with 600000 iterations and offers an upgrade', async () => {
    const file = await encryptAweV1(AWALLET_JSON, PASSWORD, 600_000);
    expect(detectVaultFormat(file)).toBe('awe-v1');
    const opened = await openVault(`${file}\n`, PASSWORD);
    expect(opened.format).toBe('awe-v1');
    expect(utf8DecodeStrict(opened.plaintext)).toBe(AWALLET_JSON);
    expect(opened.needsUpgrade).toBe(true);
    expect(opened.vaultKey.kdf).toMatchObject(CURRENT_KDF_PARAMS);

    const resealed = await sealWithKey(opened.vaultKey, opened.plaintext);
    expect((await openVault(resealed, PASSWORD)).needsUpgrade).toBe(false);
  });

  it('rejects a wrong password', async () => {
    const file = await encryptAweV1(AWALLET_JSON, PASSWORD, 1000);
    await expectVaultError(openVault(file, 'wrong'), 'wrong-password');
  });

  it('rejects a tampered ciphertext', async () => {
    const parts = (await encryptAweV1(AWALLET_JSON, PASSWORD, 1000)).split('.');
    parts[4] = flipByte(parts[4]!, 0);
    await expectVaultError(openVault(parts.join('.'), PASSWORD), 'wrong-password');
  });

  it.each([
    ['too few iterations', (p: string[]) => (p[1] = '999')],
    ['non-numeric iterations', (p: string[]) => (p[1] = '6e5')],
    ['a missing part', (p: string[]) => p.splice(2, 1)],
    ['an extra part', (p: string[]) => p.push('AAAA')],
    ['a bad IV length', (p: string[]) => (p[3] = bytesToBase64(new Uint8Array(16)))],
    ['broken base64', (p: string[]) => (p[2] = '***')],
  ])('reports %s as malformed', async (_label, edit) => {
    const parts = (await encryptAweV1(AWALLET_JSON, PASSWORD, 1000)).split('.');
    edit(parts);
    await expectVaultError(openVault(parts.join('.'), PASSWORD), 'malformed');
  });

  it.each([['20000000'], ['1000000000000']])(
    'reports %s iterations as too costly',
    async (iterations) => {
      const parts = (await encryptAweV1(AWALLET_JSON, PASSWORD, 1000)).split('.');
      parts[1] = iterations;
      await expectVaultError(openVault(parts.join('.'), PASSWORD), 'too-costly');
    },
  );
});

describe('A-Wallet legacy CryptoJS backups', () => {
  it('decrypts CryptoJS.AES.encrypt(text, passphrase) output', async () => {
    const file = CryptoJS.AES.encrypt(AWALLET_JSON, PASSWORD).toString();
    expect(file.startsWith('U2FsdGVkX1')).toBe(true);
    expect(detectVaultFormat(`  ${file}  `)).toBe('cryptojs');
    const opened = await openVault(file, PASSWORD);
    expect(opened.format).toBe('cryptojs');
    expect(utf8DecodeStrict(opened.plaintext)).toBe(AWALLET_JSON);
    expect(opened.needsUpgrade).toBe(true);
    expect(opened.vaultKey.kdf).toMatchObject(CURRENT_KDF_PARAMS);
  });

  it('decrypts non-ASCII passwords and content the way CryptoJS encodes them', async () => {
    const text = JSON.stringify({ name: 'Peňaženka ✓', privateAccounts: [] });
    const password = 'heslo-žluťoučký-kůň-🐎';
    const file = CryptoJS.AES.encrypt(text, password).toString();
    expect(utf8DecodeStrict((await openVault(file, password)).plaintext)).toBe(text);
  });

  it('maps every wrong password to wrong-password (padding, UTF-8 or JSON failure)', async () => {
    const file = CryptoJS.AES.encrypt(AWALLET_JSON, PASSWORD).toString();
    for (let i = 0; i < 40; i++) {
      await expectVaultError(openVault(file, `wrong-${i}`), 'wrong-password');
    }
  });

  it('treats decrypted text that is not JSON as a wrong password', async () => {
    const file = CryptoJS.AES.encrypt('not json', PASSWORD).toString();
    await expectVaultError(openVault(file, PASSWORD), 'wrong-password');
  });

  it('reports a truncated file as corrupted', async () => {
    const file = CryptoJS.AES.encrypt(AWALLET_JSON, PASSWORD).toString();
    const error: unknown = await openVault(file.slice(0, file.length - 7), PASSWORD).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(VaultError);
    expect((error as VaultError).message).toBe('Wrong password or corrupted data');
  });

  it('reports a header-only file as malformed', async () => {
    const header = bytesToBase64(utf8Encode('Salted__12345678'));
    await expectVaultError(openVault(header, PASSWORD), 'malformed');
  });

  it('unwraps a backup that was saved base64-encoded once more', async () => {
    const file = CryptoJS.AES.encrypt(AWALLET_JSON, PASSWORD).toString();
    const wrapped = bytesToBase64(utf8Encode(file));
    expect(detectVaultFormat(wrapped)).toBe('cryptojs');
    expect(utf8DecodeStrict((await openVault(wrapped, PASSWORD)).plaintext)).toBe(AWALLET_JSON);
  });
});

describe('detectVaultFormat', () => {
  it.each([
    ['{"format":"algow-vault","version":2}', 'algow-v2'],
    ['{"format":"algow-vault","vers', 'algow-v2'],
    ['AWEv1.600000.a.b.c', 'awe-v1'],
    ['U2FsdGVkX1+abc', 'cryptojs'],
    ['{"name":"w","privateAccounts":[]}', 'unknown'],
    ['hello', 'unknown'],
    ['', 'unknown'],
  ])('%s -> %s', (text, format) => {
    expect(detectVaultFormat(`\n ${text} \n`)).toBe(format);
  });
});
