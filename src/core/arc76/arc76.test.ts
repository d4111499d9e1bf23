import { mnemonicFromSeed, mnemonicToSecretKey } from 'algosdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { utf8Encode } from '../encoding/utf8';
import { VaultError } from '../vault/vault-error';
import { ARC76_ITERATIONS, deriveArc76Account, deriveArc76Seed } from './arc76';

// "Sample data" section of ARC-0076 (algorandfoundation/ARCs, ARCs/arc-0076.md).
const ARC_EMAIL = 'email@example.com';
const ARC_PASSWORD = '12345678901234567890123456789012345678901234567890';
const ARC_MASTER_BITS = [
  225, 7, 139, 154, 245, 210, 181, 138, 188, 129, 145, 53, 246, 184, 243, 88, 163, 163, 109, 208,
  77, 71, 7, 235, 81, 244, 129, 215, 102, 168, 105, 21,
];
const ARC_ADDR = '5AHWQJ5D52K4GRW4JWQ5GMR53F7PDSJEGT4PXVFSBQYE7VXDVG3WSPWSBM';

describe('ARC-0076', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reproduces the masterBits of the ARC sample data', async () => {
    expect(ARC76_ITERATIONS).toBe(999999);
    expect(Array.from(await deriveArc76Seed(ARC_EMAIL, ARC_PASSWORD))).toEqual(ARC_MASTER_BITS);
  });

  it('reproduces the address of the ARC sample data', async () => {
    const account = await deriveArc76Account(ARC_EMAIL, ARC_PASSWORD);
    expect(account.addr).toBe(ARC_ADDR);
    expect(account.sk).toHaveLength(64);
    expect(account.sk.slice(0, 32)).toEqual(Uint8Array.from(ARC_MASTER_BITS));
  });

  it('derives PBKDF2-SHA256 over the documented strings', async () => {
    // Independent computation with a low count: proves which strings go where and that
    // the "999999" inside them does not follow the iteration count.
    const subtle = globalThis.crypto.subtle;
    const init = utf8Encode('ARC-0076-a@b.c-pw-0-PBKDF2-999999');
    const salt = utf8Encode('ARC-0076-a@b.c-0-PBKDF2-999999');
    const key = await subtle.importKey('raw', init, 'PBKDF2', false, ['deriveBits']);
    const expected = new Uint8Array(
      await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 10 }, key, 256),
    );
    expect(await deriveArc76Seed('a@b.c', 'pw', 10)).toEqual(expected);
  });

  it('gives different accounts for different emails or passwords', async () => {
    const base = await deriveArc76Seed('a@b.c', 'password-password', 10);
    expect(await deriveArc76Seed('a@b.d', 'password-password', 10)).not.toEqual(base);
    expect(await deriveArc76Seed('a@b.c', 'password-passworD', 10)).not.toEqual(base);
    expect(await deriveArc76Seed('A@b.c', 'password-password', 10)).not.toEqual(base);
  });

  it('turns the seed into the key pair the ARC reference code produces', async () => {
    const seed = await deriveArc76Seed('a@b.c', 'pw', 10);
    const reference = mnemonicToSecretKey(mnemonicFromSeed(seed));
    expect(reference.sk.slice(0, 32)).toEqual(seed);
  });

  it('rejects a non-positive iteration count', async () => {
    await expect(deriveArc76Seed('a@b.c', 'pw', 0)).rejects.toThrow(RangeError);
    await expect(deriveArc76Seed('a@b.c', 'pw', 1.5)).rejects.toThrow(RangeError);
  });

  it('reports missing WebCrypto with the spec message', async () => {
    vi.stubGlobal('crypto', undefined);
    const error: unknown = await deriveArc76Seed('a@b.c', 'pw', 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VaultError);
    expect((error as VaultError).message).toBe('Crypto API in browser is not available');
  });
});
