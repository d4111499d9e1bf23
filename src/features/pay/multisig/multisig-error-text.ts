import type { TFunction } from '../../../i18n/translate';
import { PROPOSAL_ERROR_KEYS, ProposalError } from '../../../core/multisig/proposal-error';
import { TWO_FACTOR_ERROR_KEYS, TwoFactorError } from '../../../core/two-factor/two-factor-error';
import { GENERIC_HTTP_MESSAGE, HttpError } from '../../../infra/http/http-client';
import { describeError } from '../../../ui/errors';

/** The user's-language text for whatever signing, combining or the 2FA provider threw. */
export function multisigErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ProposalError) {
    return t(PROPOSAL_ERROR_KEYS[error.code], { address: error.address });
  }
  if (error instanceof TwoFactorError) {
    return t(TWO_FACTOR_ERROR_KEYS[error.code], { id: error.providerId ?? '' });
  }
  // The provider explains a refusal itself ("Invalid PIN" ...): nothing says it better.
  if (error instanceof HttpError && error.message !== GENERIC_HTTP_MESSAGE) return error.message;
  // Ledger and signer errors, and the generic text for anything else.
  return describeError(error, t);
}
