import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLedgerDevice, type LedgerDevice } from './device';

// The HTTP side of the software device, in the shape hw-transport-http expects.

let device: LedgerDevice;
beforeAll(async () => {
  device = await startLedgerDevice();
});
afterAll(() => device.stop());

const post = (body: unknown) =>
  fetch(device.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('software Ledger over HTTP', () => {
  it('answers the transport check (GET) with 200 and CORS', async () => {
    const response = await fetch(device.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('exchanges {"apduHex"} for {"data"}, and accepts Speculos-style {"data"} too', async () => {
    const key = Buffer.from(device.publicKeyOf(4)).toString('hex');
    const one = (await (await post({ apduHex: '800300000480000004' })).json()) as { data: string };
    const two = (await (await post({ data: '800300000480000004' })).json()) as { data: string };
    expect(one.data).toBe(`${key}9000`);
    expect(two.data).toBe(`${key}9000`);
    expect(device.apduLog().slice(-2)).toEqual(['800300000480000004', '800300000480000004']);
  });

  it('refuses a body that is not an APDU', async () => {
    expect((await post({ apduHex: 'xyz' })).status).toBe(400);
    expect((await post('nope')).status).toBe(400);
  });

  it('switches modes at run time', async () => {
    device.setMode('locked');
    const locked = (await (await post({ apduHex: '8003000000' })).json()) as { data: string };
    device.setMode('ok');
    expect(locked.data).toBe('6b0c');
  });
});
