import type { TFunction } from '../../i18n/translate';
import { TWO_FACTOR_ERROR_KEYS, TwoFactorError } from '../../core/two-factor/two-factor-error';
import { GENERIC_HTTP_MESSAGE, HttpError } from '../../infra/http/http-client';
import { describeError } from '../../ui/errors';

/** The user's-language text for anything the 2FA setup can throw. */
export function twoFactorErrorText(error: unknown, t: TFunction): string {
  if (error instanceof TwoFactorError) {
    return t(TWO_FACTOR_ERROR_KEYS[error.code], { id: error.providerId ?? '' });
  }
  // The provider's own explanation ("Invalid PIN" ...) is the most useful thing to show.
  if (error instanceof HttpError && error.message !== GENERIC_HTTP_MESSAGE) return error.message;
  return describeError(error, t);
}
