// Ledger failures as the UI needs them: one code per thing the user can act on. The status
// words come from the device (ISO 7816 SW1SW2); 0x6b0c has a fixed text in spec 001 section 8.

export type LedgerErrorCode =
  | 'not-connected'
  | 'locked'
  | 'wrong-app'
  | 'rejected'
  | 'no-device'
  | 'busy'
  | 'unsupported-browser'
  | 'wrong-device'
  | 'invalid-response'
  | 'device-status'
  | 'transport';

export const SW_OK = 0x9000;
export const SW_USER_REJECTED = 0x6986;
/** What the Algorand app answers while the device sleeps behind its PIN (older firmware). */
export const SW_NOT_CONNECTED = 0x6b0c;
export const SW_LOCKED = 0x5515;
const WRONG_APP_STATUS_WORDS = new Set([
  0x6e00, // CLA not supported: another app (or the dashboard) is open
  0x6e01, // app not open (newer firmware)
  0x6d00, // INS not supported
  0x6d02,
  0x6511, // no app open
]);

/** English texts; the spec fixes the 0x6b0c one word for word. The UI translates by code. */
const MESSAGES: Record<LedgerErrorCode, string> = {
  'not-connected': 'Please connect your Ledger device (0x6b0c)',
  locked: 'The Ledger device is locked (0x5515)',
  'wrong-app': 'Open the Algorand app on the Ledger device',
  rejected: 'The request was rejected on the Ledger device (0x6986)',
  'no-device': 'No Ledger device was selected',
  busy: 'The Ledger device is busy with another request',
  'unsupported-browser': 'This browser cannot communicate with a Ledger device',
  'wrong-device': 'This Ledger device does not hold the account',
  'invalid-response': 'The Ledger device returned an unexpected response',
  'device-status': 'The Ledger device reported an error',
  transport: 'Could not communicate with the Ledger device',
};

export class LedgerError extends Error {
  readonly code: LedgerErrorCode;
  /** The device's status word, when the device answered with one. */
  readonly statusWord?: number;

  constructor(code: LedgerErrorCode, statusWord?: number) {
    super(MESSAGES[code]);
    this.name = 'LedgerError';
    this.code = code;
    if (statusWord !== undefined) this.statusWord = statusWord;
  }
}

export function isLedgerError(error: unknown): error is LedgerError {
  return error instanceof LedgerError;
}

/** The error for a status word other than 0x9000. */
export function ledgerErrorForStatusWord(statusWord: number): LedgerError {
  if (statusWord === SW_USER_REJECTED) return new LedgerError('rejected', statusWord);
  if (statusWord === SW_NOT_CONNECTED) return new LedgerError('not-connected', statusWord);
  if (statusWord === SW_LOCKED) return new LedgerError('locked', statusWord);
  if (WRONG_APP_STATUS_WORDS.has(statusWord)) return new LedgerError('wrong-app', statusWord);
  return new LedgerError('device-status', statusWord);
}

/** `0x6b0c` style, as Ledger documents its status words. */
export function formatStatusWord(statusWord: number): string {
  return `0x${statusWord.toString(16).padStart(4, '0')}`;
}

/** Translation key per code (namespace `ledger.errors`), shared by every page using a Ledger. */
export const LEDGER_ERROR_KEYS = {
  'not-connected': 'ledger.errors.notConnected',
  locked: 'ledger.errors.locked',
  'wrong-app': 'ledger.errors.wrongApp',
  rejected: 'ledger.errors.rejected',
  'no-device': 'ledger.errors.noDevice',
  busy: 'ledger.errors.busy',
  'unsupported-browser': 'ledger.errors.unsupportedBrowser',
  'wrong-device': 'ledger.errors.wrongDevice',
  'invalid-response': 'ledger.errors.invalidResponse',
  'device-status': 'ledger.errors.deviceStatus',
  transport: 'ledger.errors.transport',
} as const satisfies Record<LedgerErrorCode, string>;
