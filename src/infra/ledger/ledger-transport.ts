import type Transport from '@ledgerhq/hw-transport';
import { LedgerError } from '../../core/ledger/ledger-error';
import { ledgerTransportUrl } from '../../core/ledger/ledger-config';
import { settingsStore } from '../settings/settings-store';
import { ensureBufferGlobal } from './buffer-shim';

// Which wire reaches the device. Real use: WebHID (Chromium), WebUSB as the fallback. With
// `ledgerTransportUrl` in config.json (development, tests): the HTTP APDU transport that
// Ledger's Speculos emulator speaks. Every Ledger library is imported here, lazily, so none of
// them lands in the bundle of a page that does not talk to a device.

export type LedgerTransport = Transport;
export type TransportFactory = () => Promise<LedgerTransport>;

interface NavigatorWithDevices {
  hid?: { requestDevice(options: { filters: { vendorId: number }[] }): Promise<unknown[]> };
  usb?: unknown;
}

/** USB vendor id of Ledger devices. */
const LEDGER_VENDOR_ID = 0x2c97;

async function openHttp(url: string): Promise<LedgerTransport> {
  const { HttpApduTransport } = await import('./http-apdu-transport');
  try {
    return await HttpApduTransport.connect(url, 5_000);
  } catch {
    // Nothing answers at the URL: for the user that is an unplugged device.
    throw new LedgerError('not-connected');
  }
}

async function openUsb(): Promise<LedgerTransport> {
  const nav = globalThis.navigator as (Navigator & NavigatorWithDevices) | undefined;
  // openConnected() reuses a device the user already allowed (no picker, no user gesture
  // needed); request() shows the browser's device picker.
  if (nav?.hid) {
    const { default: TransportWebHID } = await import('@ledgerhq/hw-transport-webhid');
    const connected = await TransportWebHID.openConnected();
    if (connected) return connected;
    // Asked here rather than through TransportWebHID.request(), which fails with a TypeError
    // when the user closes the picker without choosing a device.
    const [device] = await nav.hid.requestDevice({ filters: [{ vendorId: LEDGER_VENDOR_ID }] });
    if (!device) throw new LedgerError('no-device');
    return TransportWebHID.open(device);
  }
  if (nav?.usb) {
    const { default: TransportWebUSB } = await import('@ledgerhq/hw-transport-webusb');
    return (await TransportWebUSB.openConnected()) ?? (await TransportWebUSB.request());
  }
  throw new LedgerError('unsupported-browser');
}

/** The default factory: emulator when configured, otherwise the USB device. */
export async function openLedgerTransport(): Promise<LedgerTransport> {
  ensureBufferGlobal();
  const url = ledgerTransportUrl(settingsStore.getState().config);
  return url ? openHttp(url) : openUsb();
}
