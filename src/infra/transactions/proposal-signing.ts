import type { PublicAccount } from '../../core/accounts/stored-account';
import { addSignature, hasSigned, type Proposal } from '../../core/multisig/proposal';
import { ProposalError } from '../../core/multisig/proposal-error';
import { ownSignature } from './sign-group';

/** One own account signs the proposal's transaction; the signature is verified and placed. */
export async function signProposal(proposal: Proposal, signer: PublicAccount): Promise<Proposal> {
  if (hasSigned(proposal, signer.addr)) throw new ProposalError('already-signed', signer.addr);
  const signature = await ownSignature(signer, proposal.txn);
  return addSignature(proposal, signer.addr, signature);
}
