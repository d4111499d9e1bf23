import type { TFunction } from 'i18next';
import { formatStatusWord, isLedgerError, LEDGER_ERROR_KEYS } from '../../core/ledger/ledger-error';
import { describeError } from '../../ui/errors';
import { DuplicateAccountError } from './save-ledger-account';

/** The user's-language text for anything connecting, reading or saving can throw. */
export function ledgerErrorText(error: unknown, t: TFunction): string {
  if (isLedgerError(error)) {
    const code = error.statusWord === undefined ? '' : formatStatusWord(error.statusWord);
    return t(LEDGER_ERROR_KEYS[error.code], { code });
  }
  if (error instanceof RangeError) return t('ledger.slotInvalid');
  if (error instanceof DuplicateAccountError) return t('ledger.duplicate');
  return describeError(error, t);
}
