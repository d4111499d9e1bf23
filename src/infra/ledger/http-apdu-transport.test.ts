import { describe, expect, it } from 'vitest';
import { startLedgerDevice } from '../../../tools/ledger-device/device';
import { HttpApduTransport } from './http-apdu-transport';

// The wire itself; ledger-client.test.ts runs the whole Ledger stack over it.

describe('HTTP APDU transport', () => {
  it('exchanges an APDU for the response bytes', async () => {
    const device = await startLedgerDevice();
    try {
      const transport = await HttpApduTransport.connect(device.url, 5_000);
      const answer = await transport.exchange(Buffer.from('800300000480000004', 'hex'));
      expect(answer.toString('hex')).toBe(
        `${Buffer.from(device.publicKeyOf(4)).toString('hex')}9000`,
      );
    } finally {
      await device.stop();
    }
  });

  it('reports an emulator that stops answering mid-session as not connected', async () => {
    const device = await startLedgerDevice();
    const transport = await HttpApduTransport.connect(device.url, 5_000);
    await device.stop();
    await expect(
      transport.exchange(Buffer.from('800300000480000004', 'hex')),
    ).rejects.toMatchObject({ code: 'not-connected' });
  });
});
