// Failures of going online/offline. The English texts are the spec's catalogue (000 sections
// 5 and 8) word for word, typos included; the UI translates by code.

export type ParticipationErrorCode =
  'no-host' | 'no-address' | 'invalid-rounds' | 'auth-signing' | 'key-creation' | 'no-member';

const MESSAGES: Record<ParticipationErrorCode, string> = {
  'no-host': 'Please setup participation server in your settings.',
  'no-address': 'Address not found.',
  'invalid-rounds': 'Rounds must be a whole number from 0 to 2000000',
  'auth-signing': 'Unable to to sign the transaction for authentication',
  'key-creation': 'Unable to create participation key',
  // Not in the spec's catalogue: multisig accounts could not go online there.
  'no-member': 'None of the keys of this multisig account is in this wallet.',
};

export class ParticipationError extends Error {
  constructor(readonly code: ParticipationErrorCode) {
    super(MESSAGES[code]);
    this.name = 'ParticipationError';
  }
}

/** Translation key per code (namespace `participation.errors`). */
export const PARTICIPATION_ERROR_KEYS = {
  'no-host': 'participation.errors.noHost',
  'no-address': 'participation.errors.noAddress',
  'invalid-rounds': 'participation.errors.invalidRounds',
  'auth-signing': 'participation.errors.authSigning',
  'key-creation': 'participation.errors.keyCreation',
  'no-member': 'participation.errors.noMember',
} as const satisfies Record<ParticipationErrorCode, string>;
