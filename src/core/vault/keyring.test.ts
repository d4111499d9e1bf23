import { describe, expect, it } from 'vitest';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import {
  addPasskey,
  assertPasskeysOfSite,
  createPasskeyVault,
  markPasskeyUsed,
  openAnyVault,
  openWithPasskey,
  openWithSessionKey,
  removePasskey,
  sealWithSessionKey,
  waysIn,
  type NewPasskey,
} from './keyring';
import { PasskeyError } from './passkey-error';
import { createVault } from './vault';
import { VaultError } from './vault-error';

const FAST = { memoryKiB: 64, iterations: 1, parallelism: 1 } as const;
const PASSWORD = 'correct horse battery staple';
const PLAINTEXT = utf8Encode('{"name":"w","accounts":[]}');

function passkey(id: string, fill: number, site = 'localhost'): NewPasskey {
  return {
    credentialId: id,
    site,
    prfSalt: new Uint8Array(32).fill(7),
    prf: new Uint8Array(32).fill(fill),
    name: `Passkey ${id}`,
    now: 1_700_000_000_000,
  };
}

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (e: unknown) => e,
  );
}

describe('vault version 3: passkey entries', () => {
  it('round-trips through a passkey entry and writes the documented shape', async () => {
    const { serialized } = await createPasskeyVault(PLAINTEXT, passkey('cred-a', 1));
    const record = JSON.parse(serialized) as {
      version: number;
      keys: { kdf: { name: string; rp: string }; lastUsed: number | null }[];
    };
    expect(record.version).toBe(3);
    expect(record.keys).toHaveLength(1);
    expect(record.keys[0]!.kdf.name).toBe('webauthn-prf-hkdf-sha256');
    expect(record.keys[0]!.kdf.rp).toBe('localhost');
    const opened = await openWithPasskey(serialized, 'cred-a', new Uint8Array(32).fill(1));
    expect(utf8DecodeStrict(opened.plaintext)).toBe(utf8DecodeStrict(PLAINTEXT));
    expect(waysIn(serialized)).toMatchObject({ password: false, phraseBackedUp: false });
    expect(waysIn(serialized).passkeys.map((p) => p.name)).toEqual(['Passkey cred-a']);
  });

  it('a wrong PRF output fails exactly like a wrong password', async () => {
    const { serialized } = await createPasskeyVault(PLAINTEXT, passkey('cred-a', 1));
    const wrongPrf = await errorOf(openWithPasskey(serialized, 'cred-a', new Uint8Array(32)));
    const v2 = await createVault(PASSWORD, PLAINTEXT, FAST);
    const wrongPassword = await errorOf(openAnyVault(v2.serialized, 'not the password'));
    expect(wrongPrf).toBeInstanceOf(VaultError);
    expect((wrongPrf as VaultError).code).toBe('wrong-password');
    expect((wrongPrf as VaultError).message).toBe((wrongPassword as VaultError).message);
  });

  it('binds each entry to its parameters: another site written into it fails to open', async () => {
    const { serialized } = await createPasskeyVault(PLAINTEXT, passkey('cred-a', 1));
    const tampered = serialized.replace('"rp":"localhost"', '"rp":"localhost.evil"');
    const error = await errorOf(openWithPasskey(tampered, 'cred-a', new Uint8Array(32).fill(1)));
    expect((error as VaultError).code).toBe('wrong-password');
  });

  it('adds a passkey to a password wallet; both open it, the password unchanged', async () => {
    const v2 = await createVault(PASSWORD, PLAINTEXT, FAST);
    const added = await addPasskey(v2.vaultKey, v2.serialized, passkey('cred-b', 2));
    expect(waysIn(added.serialized)).toMatchObject({ password: true });
    const byPassword = await openAnyVault(added.serialized, PASSWORD);
    expect(byPassword.plaintext).toEqual(PLAINTEXT);
    const byPasskey = await openWithPasskey(added.serialized, 'cred-b', new Uint8Array(32).fill(2));
    expect(byPasskey.plaintext).toEqual(PLAINTEXT);
    expect(await openWithSessionKey(added.key, added.serialized)).toEqual(PLAINTEXT);
  });

  it('a save keeps a passkey another tab added meanwhile', async () => {
    const created = await createPasskeyVault(PLAINTEXT, passkey('cred-a', 1));
    const otherTab = await addPasskey(created.key, created.serialized, passkey('cred-c', 3));
    const saved = await sealWithSessionKey(created.key, utf8Encode('{}'), otherTab.serialized);
    expect(waysIn(saved).passkeys.map((p) => p.credentialId)).toEqual(['cred-a', 'cred-c']);
    const opened = await openWithPasskey(saved, 'cred-c', new Uint8Array(32).fill(3));
    expect(utf8DecodeStrict(opened.plaintext)).toBe('{}');
  });

  it('refuses to remove the last way in, and removes a passkey beside another', async () => {
    const created = await createPasskeyVault(PLAINTEXT, passkey('cred-a', 1));
    const error = (() => {
      try {
        removePasskey(created.serialized, 'cred-a');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(PasskeyError);
    expect((error as PasskeyError).code).toBe('last-way-in');
    const two = await addPasskey(created.key, created.serialized, passkey('cred-d', 4));
    const one = removePasskey(two.serialized, 'cred-a');
    expect(waysIn(one).passkeys.map((p) => p.credentialId)).toEqual(['cred-d']);
  });

  it('notes when a passkey was last used', async () => {
    const created = await createPasskeyVault(PLAINTEXT, passkey('cred-a', 1));
    const used = markPasskeyUsed(created.serialized, 'cred-a', 1_800_000_000_000);
    expect(waysIn(used).passkeys[0]!.lastUsed).toBe(1_800_000_000_000);
    expect((await openWithPasskey(used, 'cred-a', new Uint8Array(32).fill(1))).plaintext).toEqual(
      PLAINTEXT,
    );
  });

  it('refuses an imported file with a passkey of another site, naming the site', async () => {
    const { serialized } = await createPasskeyVault(PLAINTEXT, passkey('x', 1, 'wallet.example'));
    expect(() => assertPasskeysOfSite(serialized, 'wallet.example')).not.toThrow();
    let error: unknown;
    try {
      assertPasskeysOfSite(serialized, 'localhost');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PasskeyError);
    expect(error).toMatchObject({ code: 'foreign-passkey', site: 'wallet.example' });
  });
});
