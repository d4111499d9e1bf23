import type { TFunction } from '../i18n/react';
import { knownTransactionType } from '../core/format/transaction-view';

/** "Payment", "Application call"...: the chain's type in words, or its code when unknown. */
export const typeWords = (t: TFunction, code: string): string => {
  const known = knownTransactionType(code);
  return known ? t(`transaction.types.${known}`) : code;
};
