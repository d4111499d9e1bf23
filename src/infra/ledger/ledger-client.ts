import type Algorand from '@ledgerhq/hw-app-algorand';
import { bytesToHex } from '../../core/encoding/hex';
import { LedgerError } from '../../core/ledger/ledger-error';
import { addressFromPublicKeyHex, signatureFromResponse } from '../../core/ledger/ledger-response';
import { ledgerPath } from '../../core/ledger/ledger-slot';
import { toLedgerError } from './ledger-errors';
import { openLedgerTransport, type TransportFactory } from './ledger-transport';

// What the wallet asks of a Ledger: the address of a slot, and a signature over a transaction.
// One operation at a time: the device (and hw-transport) refuse interleaved exchanges, so
// calls queue up here. The transport is opened per operation and always closed, so the device
// is free for other tabs and programs in between.

export interface LedgerCallOptions {
  /** Injected in tests; the default picks the emulator or the USB device. */
  openTransport?: TransportFactory;
}

let queue: Promise<unknown> = Promise.resolve();

function serialized<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function withLedger<T>(
  work: (app: Algorand) => Promise<T>,
  { openTransport = openLedgerTransport }: LedgerCallOptions,
): Promise<T> {
  return serialized(async () => {
    let transport;
    try {
      transport = await openTransport();
      const { default: AlgorandApp } = await import('@ledgerhq/hw-app-algorand');
      return await work(new AlgorandApp(transport));
    } catch (error) {
      throw toLedgerError(error);
    } finally {
      await transport?.close().catch(() => undefined);
    }
  });
}

async function addressOf(app: Algorand, slot: number, display: boolean): Promise<string> {
  const answer = await app.getAddress(ledgerPath(slot), display);
  // Recomputed from the key rather than taken from the library's own encoder.
  const address = addressFromPublicKeyHex(answer.publicKey);
  if (address !== answer.address) throw new LedgerError('invalid-response');
  return address;
}

/**
 * Address of a slot. With `display`, the device shows it and the user confirms it there: the
 * only check against a compromised computer swapping addresses.
 */
export async function getLedgerAddress(
  slot: number,
  { display = false, ...options }: LedgerCallOptions & { display?: boolean } = {},
): Promise<string> {
  ledgerPath(slot); // a bad slot is the caller's bug (RangeError), not a device error
  return withLedger((app) => addressOf(app, slot, display), options);
}

export interface LedgerAccountAddresses {
  addr: string;
  /** The slot 0 address, which identifies the device (the "primary address"). */
  addr0: string;
}

/** The slot's address and the device's primary (slot 0) address, in one session. */
export async function getLedgerAccount(
  slot: number,
  options: LedgerCallOptions = {},
): Promise<LedgerAccountAddresses> {
  ledgerPath(slot);
  return withLedger(async (app) => {
    const addr = await addressOf(app, slot, false);
    const addr0 = slot === 0 ? addr : await addressOf(app, 0, false);
    return { addr, addr0 };
  }, options);
}

async function signOn(app: Algorand, slot: number, transaction: Uint8Array): Promise<Uint8Array> {
  const { signature } = await app.sign(ledgerPath(slot), bytesToHex(transaction));
  return signatureFromResponse(signature ? new Uint8Array(signature) : null);
}

/**
 * Signs a transaction (msgpack, without the "TX" prefix: the app adds it) with a slot's key,
 * chunked by hw-app-algorand. Returns the 64-byte ed25519 signature.
 */
export async function signWithLedger(
  slot: number,
  transaction: Uint8Array,
  options: LedgerCallOptions = {},
): Promise<Uint8Array> {
  ledgerPath(slot);
  return withLedger((app) => signOn(app, slot, transaction), options);
}

/**
 * Like signWithLedger, but first checks that the connected device holds `account.addr` at
 * `account.slot`: another Ledger (another seed) would otherwise sign with a key the network
 * rejects, after the user approved the transaction on it.
 */
export async function signWithLedgerAccount(
  account: { addr: string; slot: number },
  transaction: Uint8Array,
  options: LedgerCallOptions = {},
): Promise<Uint8Array> {
  ledgerPath(account.slot);
  return withLedger(async (app) => {
    if ((await addressOf(app, account.slot, false)) !== account.addr) {
      throw new LedgerError('wrong-device');
    }
    return signOn(app, account.slot, transaction);
  }, options);
}
