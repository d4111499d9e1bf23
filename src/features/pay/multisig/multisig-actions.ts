import type { PublicAccount } from '../../../core/accounts/stored-account';
import { bytesToBase64 } from '../../../core/encoding/base64';
import {
  combineProposals,
  encodeProposal,
  hasSigned,
  type Proposal,
  type ProposalContext,
} from '../../../core/multisig/proposal';
import { ProposalError } from '../../../core/multisig/proposal-error';
import type { TwoFactorCoSigner } from '../../../core/multisig/signers';
import { createTwoFactorAuthToken } from '../../../infra/two-factor/auth-token';
import { getRealm, signWithTwoFactorCode } from '../../../infra/two-factor/provider-client';

// The review's actions without React: a signature by an own key or Ledger into its slot, the
// ARC-14 authorization of the 2FA primary account, and the provider's co-signature. The auth
// token is a bearer credential: the caller keeps it in a ref, never in state.

export { signProposal } from '../../../infra/transactions/proposal-signing';

/** The token the 2FA provider authenticates the primary account by (spec 000 section 4). */
export async function authorizePrimaryAccount(
  coSigner: TwoFactorCoSigner,
  primary: PublicAccount,
): Promise<string> {
  const realm = await getRealm(coSigner.providerId);
  return createTwoFactorAuthToken(primary, realm);
}

export interface CoSignRequest {
  coSigner: TwoFactorCoSigner;
  authToken: string;
  /** Six digits. */
  code: string;
  context: ProposalContext;
}

/** The provider's signature (SignWithTwoFactorPINMsigTx), checked and merged into `proposal`. */
export async function providerCoSignature(
  proposal: Proposal,
  { coSigner, authToken, code, context }: CoSignRequest,
): Promise<Proposal> {
  const answer = await signWithTwoFactorCode({
    providerId: coSigner.providerId,
    authToken,
    recoveryAccount: coSigner.recoveryAccount,
    code,
    signedTransaction: bytesToBase64(encodeProposal(proposal)),
  });
  // Whatever comes back is untrusted: same transaction, same multisig, valid signatures only.
  const combined = combineProposals(proposal, answer, context).proposal;
  if (!hasSigned(combined, coSigner.twoFactorAccount)) {
    throw new ProposalError('provider-not-signed');
  }
  return combined;
}
