import { describe, expect, it } from 'vitest';
import { AlgorandAppSimulator, SW } from './algorand-app';

const apdu = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const swOf = (response: Uint8Array) =>
  (response[response.length - 2]! << 8) | response[response.length - 1]!;

describe('software Algorand app', () => {
  it('derives a different, stable key per slot and per seed', () => {
    const a = new AlgorandAppSimulator('seed a');
    expect(a.addressOf(0)).not.toBe(a.addressOf(1));
    expect(new AlgorandAppSimulator('seed a').addressOf(1)).toBe(a.addressOf(1));
    expect(new AlgorandAppSimulator('seed b').addressOf(1)).not.toBe(a.addressOf(1));
  });

  it('answers get-public-key with the 32-byte key and 9000, hardened index or not', () => {
    const app = new AlgorandAppSimulator();
    const key = hexOf(app.publicKeyOf(2));
    expect(hexOf(app.handle(apdu('800300000400000002')))).toBe(key + '9000');
    expect(hexOf(app.handle(apdu('800300000480000002')))).toBe(key + '9000');
    expect(hexOf(app.handle(apdu('8003000000')))).toBe(hexOf(app.publicKeyOf(0)) + '9000');
  });

  it('refuses malformed APDUs', () => {
    const app = new AlgorandAppSimulator();
    expect(swOf(app.handle(apdu('80030000')))).toBe(SW.WRONG_LENGTH);
    expect(swOf(app.handle(apdu('800300000500000000')))).toBe(SW.WRONG_LENGTH);
    expect(swOf(app.handle(apdu('e003000000')))).toBe(SW.CLA_NOT_SUPPORTED);
    expect(swOf(app.handle(apdu('8042000000')))).toBe(SW.INS_NOT_SUPPORTED);
    expect(swOf(app.handle(apdu('80088000020102')))).toBe(SW.CONDITIONS_NOT_SATISFIED);
  });

  it('acknowledges intermediate chunks and signs on the last one', () => {
    const app = new AlgorandAppSimulator();
    expect(hexOf(app.handle(apdu('80080180060000000001aa')))).toBe('9000');
    const last = app.handle(apdu('80088000' + '01bb'));
    expect(last).toHaveLength(66);
    expect(swOf(last)).toBe(SW.OK);
  });

  it('answers 0x6986 when the user rejects, 0x6b0c when locked, 0x6e00 in another app', () => {
    const app = new AlgorandAppSimulator();
    app.mode = 'reject';
    expect(hexOf(app.handle(apdu('80080100050000000001')))).toBe('6986');
    expect(hexOf(app.handle(apdu('800380000400000000')))).toBe('6986');
    // Reading the key without showing it needs no confirmation.
    expect(swOf(app.handle(apdu('800300000400000000')))).toBe(SW.OK);
    app.mode = 'locked';
    expect(hexOf(app.handle(apdu('800300000400000000')))).toBe('6b0c');
    app.mode = 'wrong-app';
    expect(hexOf(app.handle(apdu('800300000400000000')))).toBe('6e00');
  });

  it('refuses messages above the size the app accepts', () => {
    const app = new AlgorandAppSimulator();
    const chunk = 'ff'.repeat(250);
    let response = app.handle(apdu('80080180fa' + '00000000' + 'ff'.repeat(246)));
    for (let i = 0; i < 20 && swOf(response) === SW.OK; i++) {
      response = app.handle(apdu('80088080fa' + chunk));
    }
    expect(swOf(response)).toBe(SW.DATA_TOO_LONG);
  });
});
