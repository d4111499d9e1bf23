import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToHex as hex } from '../encoding/hex';
import { addressFromPublicKeyHex, signatureFromResponse } from './ledger-response';

const withStatus = (data: number[], sw: number) => Uint8Array.from([...data, sw >> 8, sw & 0xff]);

describe('signatureFromResponse', () => {
  it('returns the 64 signature bytes of a 9000 answer', () => {
    const signature = Array.from({ length: 64 }, (_, i) => i);
    expect(Array.from(signatureFromResponse(withStatus(signature, 0x9000)))).toEqual(signature);
  });

  it('turns the 0x6986 answer hw-app-algorand lets through into a rejection', () => {
    expect(() => signatureFromResponse(withStatus([], 0x6986))).toThrow(
      expect.objectContaining({ code: 'rejected', statusWord: 0x6986 }),
    );
  });

  it.each([
    ['a short signature', withStatus([1, 2, 3], 0x9000)],
    [
      'a long answer',
      withStatus(
        Array.from({ length: 65 }, () => 1),
        0x9000,
      ),
    ],
    ['a bare 9000', withStatus([], 0x9000)],
    ['one byte', Uint8Array.of(0x90)],
    ['nothing', null],
  ])('refuses %s', (_, response) => {
    expect(() => signatureFromResponse(response)).toThrow(
      expect.objectContaining({ code: 'invalid-response' }),
    );
  });

  it('maps other status words', () => {
    expect(() => signatureFromResponse(withStatus([], 0x6e00))).toThrow(
      expect.objectContaining({ code: 'wrong-app' }),
    );
  });
});

describe('addressFromPublicKeyHex', () => {
  it('encodes the device key as an Algorand address', () => {
    const account = generateAccount();
    expect(addressFromPublicKeyHex(hex(account.addr.publicKey))).toBe(account.addr.toString());
  });

  it.each(['', 'zz'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), 42])('refuses %s', (value) => {
    expect(() => addressFromPublicKeyHex(value)).toThrow(
      expect.objectContaining({ code: 'invalid-response' }),
    );
  });
});
