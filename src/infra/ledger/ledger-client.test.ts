import { createPublicKey, verify } from 'node:crypto';
import { makePaymentTxnWithSuggestedParamsFromObject } from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLedgerDevice, type LedgerDevice } from '../../../tools/ledger-device/device';
import type { AppConfig } from '../../core/config/app-config';
import { setAppConfig } from '../settings/settings-store';
import {
  getLedgerAccount,
  getLedgerAddress,
  signWithLedger,
  signWithLedgerAccount,
} from './ledger-client';

// The real Ledger stack (hw-app-algorand over our HTTP APDU transport, opened by our factory from
// the deployment config) against the software device: APDU framing, chunking, status words.

let device: LedgerDevice;

const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
function verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, publicKey]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, Buffer.concat([Buffer.from('TX'), message]), key, signature);
}

/** CLA INS P1 P2 of each logged APDU. */
const headers = () => device.apduLog().map((apdu) => apdu.slice(0, 8));

beforeAll(async () => {
  device = await startLedgerDevice();
  setAppConfig({ ledgerTransportUrl: device.url } as AppConfig);
});
afterEach(() => {
  device.setMode('ok');
  device.clearLog();
});
afterAll(() => device.stop());

describe('addresses', () => {
  it('reads the slot address and the primary (slot 0) address', async () => {
    await expect(getLedgerAccount(1)).resolves.toEqual({
      addr: device.addressOf(1),
      addr0: device.addressOf(0),
    });
    // The account index goes out hardened, straight from the path.
    expect(device.apduLog()).toEqual(['8003000004' + '80000001', '8003000004' + '80000000']);
  });

  it('asks once for slot 0', async () => {
    const { addr, addr0 } = await getLedgerAccount(0);
    expect(addr).toBe(device.addressOf(0));
    expect(addr0).toBe(addr);
    expect(device.apduLog()).toHaveLength(1);
  });

  it('asks the device to show the address when verifying', async () => {
    await expect(getLedgerAddress(2147483647, { display: true })).resolves.toBe(
      device.addressOf(2147483647),
    );
    expect(device.apduLog()).toEqual(['8003800004' + 'ffffffff']);
  });

  it('serialises concurrent requests instead of failing on a busy transport', async () => {
    const addresses = await Promise.all([0, 1, 2].map((slot) => getLedgerAddress(slot)));
    expect(addresses).toEqual([0, 1, 2].map((slot) => device.addressOf(slot)));
  });

  it('rejects a slot outside 0..2147483647 before talking to the device', async () => {
    await expect(getLedgerAddress(-1)).rejects.toBeInstanceOf(RangeError);
    expect(device.apduLog()).toEqual([]);
  });
});

describe('signing', () => {
  it('signs a transaction that fits one APDU', async () => {
    const message = Uint8Array.from({ length: 100 }, (_, i) => i);
    const signature = await signWithLedger(3, message);
    expect(signature).toHaveLength(64);
    expect(verifies(device.publicKeyOf(3), message, signature)).toBe(true);
    expect(headers()).toEqual(['80080100']);
    expect(device.apduLog()[0]).toBe(
      '80080100' + (4 + 100).toString(16) + '80000003' + Buffer.from(message).toString('hex'),
    );
  });

  it('chunks a long transaction in 250-byte pieces: first 01/80, then 80/80, last 80/00', async () => {
    const message = Uint8Array.from({ length: 700 }, (_, i) => (i * 7) % 256);
    const signature = await signWithLedger(1, message);
    expect(verifies(device.publicKeyOf(1), message, signature)).toBe(true);
    expect(headers()).toEqual(['80080180', '80088080', '80088000']);
    const lengths = device.apduLog().map((apdu) => parseInt(apdu.slice(8, 10), 16));
    expect(lengths).toEqual([250, 250, 204]); // 4-byte account index + 700 bytes
  });

  it('signs a real payment that the network would accept', async () => {
    const sender = device.addressOf(0);
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 0,
      note: new TextEncoder().encode('x'.repeat(600)),
      suggestedParams: {
        fee: 1000,
        flatFee: true,
        minFee: 1000,
        firstValid: 10,
        lastValid: 1010,
        genesisID: 'dockernet-v1',
        genesisHash: new Uint8Array(32).fill(7),
      },
    });
    const signature = await signWithLedgerAccount({ addr: sender, slot: 0 }, txn.toByte());
    expect(verifies(device.publicKeyOf(0), txn.toByte(), signature)).toBe(true);
  });

  it('refuses to sign when the device holds another account at the slot', async () => {
    await expect(
      signWithLedgerAccount({ addr: device.addressOf(1), slot: 0 }, new Uint8Array(10)),
    ).rejects.toMatchObject({ code: 'wrong-device' });
    expect(headers()).toEqual(['80030000']);
  });
});

describe('device states', () => {
  it('reports a rejection on the device (SW 0x6986) instead of returning it as a signature', async () => {
    device.setMode('reject');
    await expect(signWithLedger(0, new Uint8Array(600))).rejects.toMatchObject({
      code: 'rejected',
      statusWord: 0x6986,
    });
    await expect(getLedgerAddress(0, { display: true })).rejects.toMatchObject({
      code: 'rejected',
    });
  });

  it('asks to connect the device when it answers 0x6b0c', async () => {
    device.setMode('locked');
    await expect(getLedgerAccount(0)).rejects.toMatchObject({
      code: 'not-connected',
      message: 'Please connect your Ledger device (0x6b0c)',
    });
  });

  it('asks to open the Algorand app when another app answers (0x6e00)', async () => {
    device.setMode('wrong-app');
    await expect(signWithLedger(0, new Uint8Array(10))).rejects.toMatchObject({
      code: 'wrong-app',
      statusWord: 0x6e00,
    });
  });

  it('treats an emulator that does not answer as an unplugged device', async () => {
    const gone = await startLedgerDevice();
    await gone.stop();
    setAppConfig({ ledgerTransportUrl: gone.url } as AppConfig);
    try {
      await expect(getLedgerAddress(0)).rejects.toMatchObject({ code: 'not-connected' });
    } finally {
      setAppConfig({ ledgerTransportUrl: device.url } as AppConfig);
    }
  });

  it('reports a closed WebHID device picker as no device selected', async () => {
    setAppConfig({});
    vi.stubGlobal('navigator', {
      hid: { getDevices: async () => [], requestDevice: async () => [] },
    });
    try {
      await expect(getLedgerAddress(0)).rejects.toMatchObject({ code: 'no-device' });
    } finally {
      vi.unstubAllGlobals();
      setAppConfig({ ledgerTransportUrl: device.url } as AppConfig);
    }
  });

  it('needs WebHID or WebUSB when no emulator is configured', async () => {
    setAppConfig({});
    try {
      await expect(getLedgerAddress(0)).rejects.toMatchObject({ code: 'unsupported-browser' });
    } finally {
      setAppConfig({ ledgerTransportUrl: device.url } as AppConfig);
    }
  });
});
