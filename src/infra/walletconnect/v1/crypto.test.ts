import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptV1 as peerDecrypt,
  encryptV1 as peerEncrypt,
} from '../../../../tools/walletconnect-bridge/v1-peer';
import { decryptV1, encryptV1, importV1Key } from './crypto';

// The stand-in peer (Node crypto) speaks the protocol as @walletconnect/client 1.x did; the
// wallet's WebCrypto implementation must be byte-compatible with it both ways.

const message = {
  id: 1_700_000_000_000_123,
  jsonrpc: '2.0',
  method: 'algo_signTxn',
  params: [[{ txn: 'iaNhbXTOAA9CQKNmZWXNA+iiZnbOAAAAAaNnZW6sZGV2bmV0LXYxLjA=' }]],
};

describe('v1 payload crypto', () => {
  it('produces exactly what the peer implementation produces for the same IV', async () => {
    const key = randomBytes(32).toString('hex');
    const iv = randomBytes(16);
    const ours = await encryptV1(message, await importV1Key(key), new Uint8Array(iv));
    expect(ours).toEqual(peerEncrypt(message, key, iv));
  });

  it('is read by the peer, and reads the peer', async () => {
    const key = randomBytes(32).toString('hex');
    const keys = await importV1Key(key);
    expect(peerDecrypt(await encryptV1(message, keys), key)).toEqual(message);
    expect(await decryptV1(peerEncrypt(message, key), keys)).toEqual(message);
  });

  it('uses a fresh IV every time', async () => {
    const keys = await importV1Key(randomBytes(32).toString('hex'));
    const a = await encryptV1(message, keys);
    const b = await encryptV1(message, keys);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses a payload under another key', async () => {
    const payload = peerEncrypt(message, randomBytes(32).toString('hex'));
    expect(await decryptV1(payload, await importV1Key(randomBytes(32).toString('hex')))).toBeNull();
  });

  it('refuses a tampered ciphertext, IV or HMAC', async () => {
    const key = randomBytes(32).toString('hex');
    const keys = await importV1Key(key);
    const payload = peerEncrypt(message, key);
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    expect(await decryptV1({ ...payload, data: flip(payload.data) }, keys)).toBeNull();
    expect(await decryptV1({ ...payload, iv: flip(payload.iv) }, keys)).toBeNull();
    expect(await decryptV1({ ...payload, hmac: flip(payload.hmac) }, keys)).toBeNull();
  });

  it('refuses malformed hex and lengths without throwing', async () => {
    const keys = await importV1Key(randomBytes(32).toString('hex'));
    expect(await decryptV1({ data: 'zz', hmac: '00', iv: '00' }, keys)).toBeNull();
    expect(await decryptV1({ data: '', hmac: '', iv: '' }, keys)).toBeNull();
    expect(await decryptV1({ data: 'abc', hmac: '00', iv: '00'.repeat(16) }, keys)).toBeNull();
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(importV1Key('00'.repeat(16))).rejects.toThrow();
    await expect(importV1Key('not hex')).rejects.toThrow();
  });
});
