import { LedgerError, ledgerErrorForStatusWord } from '../../core/ledger/ledger-error';

// The Ledger libraries throw their own classes, possibly from more than one installed copy of
// @ledgerhq/errors, so `instanceof` cannot be relied on: errors are recognised by their
// `statusCode` and `name`.

const NAME_TO_CODE: Record<string, LedgerError['code']> = {
  // The user closed the browser's device picker, or picked nothing.
  TransportOpenUserCancelled: 'no-device',
  NotFoundError: 'no-device',
  TransportWebUSBGestureRequired: 'no-device',
  NoDeviceFound: 'no-device',
  // Another request is still running, or another program (Ledger Live) holds the device.
  TransportRaceCondition: 'busy',
  TransportInterfaceNotAvailable: 'busy',
  InvalidStateError: 'busy',
  NetworkError: 'busy',
  // Unplugged during the exchange; an emulator that stopped answering looks the same.
  DisconnectedDevice: 'not-connected',
  DisconnectedDeviceDuringOperation: 'not-connected',
  // A permissions policy forbids WebHID/WebUSB on this page.
  SecurityError: 'unsupported-browser',
};

export function toLedgerError(error: unknown): LedgerError {
  if (error instanceof LedgerError) return error;
  if (typeof error === 'object' && error !== null) {
    const { statusCode, name } = error as { statusCode?: unknown; name?: unknown };
    if (typeof statusCode === 'number') return ledgerErrorForStatusWord(statusCode);
    if (typeof name === 'string' && Object.hasOwn(NAME_TO_CODE, name)) {
      return new LedgerError(NAME_TO_CODE[name]!);
    }
  }
  return new LedgerError('transport');
}
