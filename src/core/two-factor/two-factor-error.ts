// 2FA failures. The English texts are the spec's catalogue (000 section 8) word for word where
// it has one; the UI translates by code.

export type TwoFactorErrorCode =
  | 'provider-missing'
  | 'provider-not-in-list'
  | 'provider-not-for-network'
  | 'realm'
  | 'auth-signing'
  | 'node-unavailable'
  | 'accounts-missing'
  | 'same-accounts'
  | 'invalid-code'
  | 'invalid-response'
  | 'duplicate-account';

const MESSAGES: Record<TwoFactorErrorCode, (id?: string) => string> = {
  'provider-missing': () => 'TwoFactorAuthProvider not found',
  'provider-not-in-list': (id) =>
    `Provider with id ${id ?? ''} has not been found in the public list for this network`,
  'provider-not-for-network': () => '2FA provider not found for current network',
  realm: () => 'Unable to fetch realm from the provider',
  'auth-signing': () => 'Unable to to sign the transaction for authentication',
  'node-unavailable': () => 'Error while loading data from the blockchain',
  'accounts-missing': () => 'Select the hot and the cold account',
  'same-accounts': () => 'The hot and the cold account must be different',
  'invalid-code': () => 'Enter the 6-digit code from the authenticator app',
  'invalid-response': () => 'The 2FA provider returned an unexpected response',
  'duplicate-account': () => 'This 2FA account is already in the wallet',
};

export class TwoFactorError extends Error {
  readonly code: TwoFactorErrorCode;
  /** The provider id, for 'provider-not-in-list'. */
  readonly providerId?: string;

  constructor(code: TwoFactorErrorCode, providerId?: string) {
    super(MESSAGES[code](providerId));
    this.name = 'TwoFactorError';
    this.code = code;
    if (providerId !== undefined) this.providerId = providerId;
  }
}

/** Translation key per code (namespace `twoFactor.errors`). */
export const TWO_FACTOR_ERROR_KEYS = {
  'provider-missing': 'twoFactor.errors.providerMissing',
  'provider-not-in-list': 'twoFactor.errors.providerNotInList',
  'provider-not-for-network': 'twoFactor.errors.providerNotForNetwork',
  realm: 'twoFactor.errors.realm',
  'auth-signing': 'twoFactor.errors.authSigning',
  'node-unavailable': 'twoFactor.errors.nodeUnavailable',
  'accounts-missing': 'twoFactor.errors.accountsMissing',
  'same-accounts': 'twoFactor.errors.sameAccounts',
  'invalid-code': 'twoFactor.errors.invalidCode',
  'invalid-response': 'twoFactor.errors.invalidResponse',
  'duplicate-account': 'twoFactor.errors.duplicateAccount',
} as const satisfies Record<TwoFactorErrorCode, string>;
