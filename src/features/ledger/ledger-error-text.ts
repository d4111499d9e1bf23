import type { TFunction } from '../../i18n/translate';
import { describeError } from '../../ui/errors';
import { DuplicateAccountError } from './save-ledger-account';

/** The user's-language text for anything connecting, reading or saving can throw. */
export function ledgerErrorText(error: unknown, t: TFunction): string {
  if (error instanceof RangeError) return t('ledger.slotInvalid');
  if (error instanceof DuplicateAccountError) return t('ledger.duplicate');
  return describeError(error, t);
}
