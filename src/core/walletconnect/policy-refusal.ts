import { arc60ErrorFor, type Arc60Refusal } from '../arc60/sign-data-request';
import type { RequestRefusal } from './sign-request';

// A request the wallet refuses by its own rules is answered at once, with the ARC-0001 error
// for the reason, instead of waiting for the user to press Reject on something they cannot sign.

/** ARC-0001 error codes. */
export const ARC1_ERRORS = {
  unauthorized: { code: 4100, message: 'Unauthorized' },
  unsupported: { code: 4200, message: 'Unsupported Operation' },
  tooMany: { code: 4201, message: 'Too Many Transactions' },
  invalidInput: { code: 4300, message: 'Invalid Input' },
} as const;

export interface Arc1Error {
  code: number;
  message: string;
}

/**
 * A request for another chain than the wallet's (v2 `chainId`), refused like other input; one
 * for a chain the session was not approved on, or from an origin the Verify service knows as a
 * scam, refused as unauthorized.
 */
export type PolicyRefusal =
  | RequestRefusal
  | { code: 'other-chain' }
  | { code: 'scam' }
  /** v2: the session was approved on another network than the request's. */
  | { code: 'session-other-chain' }
  /** The request is larger than MAX_REQUEST_BYTES. */
  | { code: 'too-large' }
  /** A method the wallet does not answer (e.g. ARC-47's `algo_templatedLsig`). */
  | { code: 'unsupported-method' }
  /** `algo_signData` while the node cannot be asked: its network and signers are unknown. */
  | { code: 'network-unreachable' }
  /** An `algo_signData` request refused by the ARC-60 checks (answered with ARC-60's code). */
  | { code: 'sign-data'; arc60: Arc60Refusal }
  /**
   * An `algo_signData` item whose account signs with a Ledger, a multisig or a paired phone,
   * with no key here, or with another key than the one the dapp names ('other-key').
   */
  | {
      code: 'data-signer';
      problem: 'ledger' | 'multisig' | 'phone' | 'none' | 'other-key';
      index: number;
      address: string;
    };

function detail(refusal: PolicyRefusal): string {
  const at = 'index' in refusal ? ` (transaction ${refusal.index + 1})` : '';
  switch (refusal.code) {
    case 'account-not-granted':
      return `the account was not granted to this session${at}`;
    case 'cannot-sign':
      return `this wallet cannot sign for the account${at}`;
    case 'rekey-blocked':
      return `rekeying is not allowed by this wallet${at}`;
    case 'other-network':
    case 'other-chain':
      return `the transactions are for another network than the wallet's${at}`;
    case 'too-many':
      return `${refusal.count} transactions are more than the wallet signs at once`;
    case 'scam':
      return 'the request comes from a site known as a scam';
    case 'session-other-chain':
      return 'this session was approved on another network than the request names';
    case 'too-large':
      return 'the request is larger than 256 KiB';
    case 'unsupported-method':
      return 'this wallet does not answer this method';
    case 'data-signer': {
      const item = ` (item ${refusal.index + 1})`;
      return refusal.problem === 'other-key'
        ? `the account signs with another key than the signer named${item}`
        : `this wallet cannot sign data for the account (${refusal.problem})${item}`;
    }
    case 'network-unreachable':
      return "the wallet cannot reach its network to check the request's signer";
    case 'no-genesis-hash':
      return `the transaction names no genesis hash${at}`;
    case 'msig-not-sender':
      return `the multisig described is neither the sender nor its auth address${at}`;
    default:
      return `the request is not a valid transaction group${at}`;
  }
}

/** The ARC-0001 code and a message naming the reason (in English: it is for the dapp). */
export function arc1ErrorFor(refusal: PolicyRefusal): Arc1Error {
  if (refusal.code === 'sign-data') return arc60ErrorFor(refusal.arc60);
  if (refusal.code === 'data-signer') {
    // ARC-60: 4603 Invalid Signer for a key that is not the one named; a kind of signer the
    // wallet cannot sign data with is an unsupported operation (ARC-0001 4200).
    const base =
      refusal.problem === 'other-key'
        ? { code: 4603, message: 'Invalid Signer' }
        : ARC1_ERRORS.unsupported;
    return { code: base.code, message: `${base.message}: ${detail(refusal)}` };
  }
  const base =
    refusal.code === 'account-not-granted' ||
    refusal.code === 'cannot-sign' ||
    refusal.code === 'scam' ||
    refusal.code === 'session-other-chain' ||
    refusal.code === 'network-unreachable'
      ? ARC1_ERRORS.unauthorized
      : refusal.code === 'rekey-blocked' || refusal.code === 'unsupported-method'
        ? ARC1_ERRORS.unsupported
        : refusal.code === 'too-many'
          ? ARC1_ERRORS.tooMany
          : ARC1_ERRORS.invalidInput;
  return { code: base.code, message: `${base.message}: ${detail(refusal)}` };
}
