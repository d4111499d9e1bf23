import {
  encodeAddress,
  mnemonicFromSeed,
  mnemonicToSecretKey,
  secretKeyToMnemonic,
  signBytes,
  verifyBytes,
} from 'algosdk';
import { describe, expect, it } from 'vitest';
import { createSecretKeyGenerator, generateWithWebCrypto } from './ed25519-keygen';

describe('WebCrypto ed25519 keys', () => {
  it('are the keys algosdk derives from the same seed', async () => {
    for (let i = 0; i < 20; i++) {
      const sk = await generateWithWebCrypto(crypto.subtle);
      expect(sk).toHaveLength(64);
      const fromSeed = mnemonicToSecretKey(mnemonicFromSeed(sk.slice(0, 32)));
      expect(Array.from(fromSeed.sk)).toEqual(Array.from(sk));
      expect(fromSeed.addr.toString()).toBe(encodeAddress(sk.subarray(32)));
      // The mnemonic shown to the user restores this very account.
      expect(mnemonicToSecretKey(secretKeyToMnemonic(sk)).addr.toString()).toBe(
        fromSeed.addr.toString(),
      );
    }
  });

  it('signs valid algosdk signatures for the address', async () => {
    const sk = await generateWithWebCrypto(crypto.subtle);
    const message = new TextEncoder().encode('algow');
    const signature = signBytes(message, sk);
    expect(verifyBytes(message, signature, encodeAddress(sk.subarray(32)))).toBe(true);
  });

  it('gives a different key every time', async () => {
    const generate = await createSecretKeyGenerator();
    const a = await generate();
    const b = await generate();
    expect(Array.from(a)).not.toEqual(Array.from(b));
  });

  it('falls back to algosdk when WebCrypto has no Ed25519', async () => {
    const noEd25519 = {
      generateKey: () => Promise.reject(new DOMException('no', 'NotSupportedError')),
    } as unknown as SubtleCrypto;
    const generate = await createSecretKeyGenerator(noEd25519);
    const sk = await generate();
    expect(mnemonicToSecretKey(secretKeyToMnemonic(sk)).addr.toString()).toBe(
      encodeAddress(sk.subarray(32)),
    );
  });
});
