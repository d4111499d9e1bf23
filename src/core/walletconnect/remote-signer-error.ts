// Why a phone wallet (a WalletConnect remote signer) did not sign. The English texts are the
// spec's where it has them (section 5); the UI translates by code.

export type RemoteSignerErrorCode =
  'rejected' | 'cancelled' | 'no-session' | 'bad-answer' | 'no-address';

const MESSAGES: Record<Exclude<RemoteSignerErrorCode, 'rejected'>, string> = {
  cancelled: 'Cancelled',
  'no-session': 'Session data is missing',
  'bad-answer': 'Transaction has not been signed',
  'no-address': 'Address is missing',
};

export class RemoteSignerError extends Error {
  /** For 'rejected': the phone wallet's own reason. */
  constructor(
    readonly code: RemoteSignerErrorCode,
    message: string = code === 'rejected' ? 'Rejected' : MESSAGES[code],
  ) {
    super(message);
    this.name = 'RemoteSignerError';
  }
}
