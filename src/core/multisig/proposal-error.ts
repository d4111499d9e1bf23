// Multisig proposal failures. Where spec 000 section 8 has a text, the English message is that
// text word for word; the UI translates by code (namespace `multisig.errors`).

export type ProposalErrorCode =
  | 'empty'
  | 'not-base64url'
  | 'wrong-length'
  | 'not-msgpack'
  | 'not-transaction'
  | 'no-multisig'
  | 'not-multisig'
  | 'rekey-signer-unknown'
  | 'other-account'
  | 'params-mismatch'
  | 'other-network'
  | 'other-transaction'
  | 'signer-unknown'
  | 'not-member'
  | 'bad-signature'
  | 'already-signed'
  | 'conflicting-signature'
  | 'not-signed'
  | 'provider-not-signed';

const MESSAGES: Record<ProposalErrorCode, (address: string) => string> = {
  empty: () => 'Txn cannot be empty',
  'not-base64url': () => 'The proposal is not valid base64url text.',
  'wrong-length': () => 'The proposal text has a wrong length; part of it is probably missing.',
  'not-msgpack': () => 'The proposal is not a msgpack-encoded transaction.',
  'not-transaction': () => 'The proposal does not contain a transaction.',
  'no-multisig': () => 'The transaction is not a multisig proposal.',
  'not-multisig': (address) => `Address is not multisig: ${address}`,
  'rekey-signer-unknown': () => 'The rekeyed signator address from is not in the list of accounts.',
  'other-account': (address) => `The proposal is for another account: ${address}`,
  'params-mismatch': () => 'The multisig parameters of the proposal do not match this account.',
  'other-network': () => 'The proposal is for another network.',
  'other-transaction': () => 'The proposals are for different transactions.',
  'signer-unknown': (address) => `Signator account ${address} not found`,
  'not-member': (address) => `Multisig key is missing for address ${address}`,
  'bad-signature': (address) => `The signature of ${address} is not valid for this transaction.`,
  'already-signed': (address) => `${address} has already signed.`,
  'conflicting-signature': (address) =>
    `The proposals carry two different signatures of ${address}.`,
  'not-signed': () => 'Transaction has not been signed',
  'provider-not-signed': () => 'The 2FA provider did not add its signature.',
};

export class ProposalError extends Error {
  readonly code: ProposalErrorCode;
  /** The address the message names (signer, account or sender), when there is one. */
  readonly address: string;

  constructor(code: ProposalErrorCode, address = '') {
    super(MESSAGES[code](address));
    this.name = 'ProposalError';
    this.code = code;
    this.address = address;
  }
}

/** Translation key per code; the texts take `{{address}}`. */
export const PROPOSAL_ERROR_KEYS = {
  empty: 'multisig.errors.empty',
  'not-base64url': 'multisig.errors.notBase64url',
  'wrong-length': 'multisig.errors.wrongLength',
  'not-msgpack': 'multisig.errors.notMsgpack',
  'not-transaction': 'multisig.errors.notTransaction',
  'no-multisig': 'multisig.errors.noMultisig',
  'not-multisig': 'multisig.errors.notMultisig',
  'rekey-signer-unknown': 'multisig.errors.rekeySignerUnknown',
  'other-account': 'multisig.errors.otherAccount',
  'params-mismatch': 'multisig.errors.paramsMismatch',
  'other-network': 'multisig.errors.otherNetwork',
  'other-transaction': 'multisig.errors.otherTransaction',
  'signer-unknown': 'multisig.errors.signerUnknown',
  'not-member': 'multisig.errors.notMember',
  'bad-signature': 'multisig.errors.badSignature',
  'already-signed': 'multisig.errors.alreadySigned',
  'conflicting-signature': 'multisig.errors.conflictingSignature',
  'not-signed': 'multisig.errors.notSigned',
  'provider-not-signed': 'multisig.errors.providerNoSignature',
} as const satisfies Record<ProposalErrorCode, string>;
