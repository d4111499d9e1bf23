import type { TFunction } from '../../../i18n/translate';
import {
  PARTICIPATION_ERROR_KEYS,
  ParticipationError,
} from '../../../core/participation/participation-error';
import { GENERIC_HTTP_MESSAGE, HttpError } from '../../../infra/http/http-client';
import { describeError } from '../../../ui/errors';

/** The user's-language text for anything going online or offline can throw. */
export function participationErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ParticipationError) return t(PARTICIPATION_ERROR_KEYS[error.code]);
  // The host's and the node's own explanations are the most useful thing to show.
  if (error instanceof HttpError && error.message !== GENERIC_HTTP_MESSAGE) return error.message;
  return describeError(error, t);
}
