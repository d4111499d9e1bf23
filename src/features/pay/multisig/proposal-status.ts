import {
  readProposal,
  signedTransactionBytes,
  thresholdReached as proposalThresholdReached,
} from '../../../core/multisig/proposal';

// For the pay review page, which renders the Send button next to <MultisigReview>: whether the
// current proposal (base64url) has enough signatures, and the bytes to send once it has.

export function thresholdReached(proposal: string): boolean {
  try {
    return proposalThresholdReached(readProposal(proposal));
  } catch {
    return false;
  }
}

/** The signed multisig transaction; throws ProposalError ('not-signed') below the threshold. */
export function signedBytes(proposal: string): Uint8Array {
  return signedTransactionBytes(readProposal(proposal));
}
