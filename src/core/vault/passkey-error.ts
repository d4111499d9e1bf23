export type PasskeyErrorCode =
  /** The browser or the chosen authenticator cannot answer WebAuthn's PRF extension. */
  | 'unsupported'
  /** The person closed the prompt or it timed out. */
  | 'cancelled'
  /** The change would leave the wallet without a password or a passkey. */
  | 'last-way-in'
  /** A passkey belongs to another site (its relying party); this origin cannot use it. */
  | 'foreign-passkey';

// English for logs and tests only; the UI shows `passkey.error.<code>` in the user's language.
const MESSAGES: Readonly<Record<PasskeyErrorCode, string>> = {
  unsupported: 'This browser or passkey cannot unlock a wallet (no PRF extension)',
  cancelled: 'The passkey prompt was closed',
  'last-way-in': 'A wallet needs at least one way in: a password or a passkey',
  'foreign-passkey': 'This wallet has a passkey of another site',
};

export class PasskeyError extends Error {
  readonly code: PasskeyErrorCode;
  /** For 'foreign-passkey': the site (relying party id) the passkey belongs to. Public. */
  readonly site?: string;

  constructor(code: PasskeyErrorCode, site?: string) {
    super(MESSAGES[code]);
    this.name = 'PasskeyError';
    this.code = code;
    if (site !== undefined) this.site = site;
  }
}
