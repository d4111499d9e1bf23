import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import { bytesToHex } from '../encoding/hex';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import { decryptCryptoJsPassphrase, evpBytesToKey, parseAweV1 } from './legacy-awallet';
import { VaultError } from './vault-error';

function wordArrayBytes(words: CryptoJS.lib.WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i++) {
    out[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  }
  return out;
}

describe('EVP_BytesToKey (MD5, one round)', () => {
  it('matches the key and IV CryptoJS derives', async () => {
    const salt = CryptoJS.lib.WordArray.random(8);
    const expected = CryptoJS.kdf.OpenSSL.execute('pass phrase ✓', 8, 4, salt);
    const { key, iv } = await evpBytesToKey(
      utf8Encode('pass phrase ✓'),
      wordArrayBytes(salt),
      32,
      16,
    );
    expect(key).toEqual(wordArrayBytes(expected.key));
    expect(iv).toEqual(wordArrayBytes(expected.iv!));
  });

  it('matches a fixed OpenSSL vector', async () => {
    // `openssl enc -aes-256-cbc -md md5 -k password -S 0102030405060708 -P`
    const { key, iv } = await evpBytesToKey(
      utf8Encode('password'),
      Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]),
      32,
      16,
    );
    expect(bytesToHex(key)).toBe(
      'e7b0971e52ca5cc8d0539fb3412f6316f7ba2e6ee293d9f3457b99436b51ce02',
    );
    expect(bytesToHex(iv)).toBe('8d450e2ed75a84a923d4eac9fe49226b');
  });
});

describe('decryptCryptoJsPassphrase', () => {
  it('reads CryptoJS output directly', async () => {
    const text = '{"a":1}';
    const file = CryptoJS.AES.encrypt(text, 'pw').toString();
    expect(base64ToBytes(file).subarray(0, 8)).toEqual(utf8Encode('Salted__'));
    expect(utf8DecodeStrict(await decryptCryptoJsPassphrase(file, 'pw'))).toBe(text);
  });

  it('rejects ciphertext that is not a whole number of blocks', async () => {
    const raw = base64ToBytes(CryptoJS.AES.encrypt('{"a":1}', 'pw').toString());
    const cut = bytesToBase64(raw.subarray(0, raw.length - 3));
    await expect(decryptCryptoJsPassphrase(cut, 'pw')).rejects.toMatchObject({ code: 'malformed' });
  });
});

describe('parseAweV1', () => {
  it('reads the five parts', () => {
    const b = (n: number) => CryptoJS.enc.Base64.stringify(CryptoJS.lib.WordArray.random(n));
    const record = parseAweV1(`AWEv1.600000.${b(16)}.${b(12)}.${b(40)}`);
    expect(record.iterations).toBe(600000);
    expect(record.salt).toHaveLength(16);
    expect(record.iv).toHaveLength(12);
    expect(record.ciphertext).toHaveLength(40);
  });

  it('rejects a leading zero or sign in the iteration count', () => {
    expect(() => parseAweV1('AWEv1.0600000.AAAA.AAAA.AAAA')).toThrow(VaultError);
    expect(() => parseAweV1('AWEv1.+600000.AAAA.AAAA.AAAA')).toThrow(VaultError);
  });
});
