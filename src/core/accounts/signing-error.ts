// Why a transaction could not be signed, one code per thing the user can act on. The English
// texts are the spec's (section 8); the UI translates by code.

export type SigningErrorCode =
  | 'from-unknown'
  | 'signer-unknown'
  | 'no-key'
  | 'multisig'
  | 'unsupported'
  | 'hd-mismatch'
  | 'msig-not-sender'
  | 'other-network'
  | 'data-reserved'
  | 'data-ledger'
  | 'data-multisig'
  | 'data-phone'
  | 'data-signer-mismatch';

export const SIGNING_ERROR_MESSAGES: Record<SigningErrorCode, string> = {
  'from-unknown': 'The from address is not in the list of accounts.',
  'signer-unknown': 'The rekeyed signator address from is not in the list of accounts.',
  'no-key': 'Private key not found',
  multisig: 'This account signs through a multisig proposal.',
  unsupported: 'GUI for signing transaction without stored password is not currently implemented.',
  // Ours (the spec has no HD accounts): the stored phrase and index do not give this address.
  'hd-mismatch':
    "The HD wallet's recovery phrase does not derive this account's address, so it cannot sign.",
  // Ours: a dapp described a multisig that cannot authorize the sender on chain.
  'msig-not-sender':
    'The multisig named for this transaction is neither its sender nor the account authorized to sign for it.',
  // Ours: a transaction for another chain than the one this environment is pinned to.
  'other-network':
    'This transaction is for another network than the one the wallet is on, so it is not signed.',
  // Ours, for data a website asks to sign (ARC-60, infra/transactions/sign-data.ts).
  'data-reserved':
    'This data could be read as an Algorand transaction or program, so it is not signed.',
  'data-ledger':
    'This account signs with a Ledger, which cannot sign data for a website yet. Use an account whose key is in this wallet.',
  'data-multisig':
    'A multisignature account cannot sign data for a website: no single key can answer for it.',
  'data-phone':
    'This account signs on a paired phone, which cannot sign data for a website from here.',
  'data-signer-mismatch':
    'The website expects a signature from another key than the one that signs for this account now.',
};

export class SigningError extends Error {
  constructor(readonly code: SigningErrorCode) {
    super(SIGNING_ERROR_MESSAGES[code]);
    this.name = 'SigningError';
  }
}
