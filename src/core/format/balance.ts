import { formatAmount, type NumberSeparators } from './amount';

// The account home's big balance must fit one line at 375 px without ever breaking inside the
// number or its unit: long amounts lose fraction digits (never rounded up: the person never
// sees more than they hold) and get smaller type. The exact amount goes beside it on hover.

/** Digits and separators that fit the large type on a 375 px screen. */
export const BALANCE_MAX_LENGTH = 12;
/** Fraction digits a shortened balance keeps (cents, as the wallets people know show). */
const KEPT_FRACTION = 2;

export type BalanceSize = 'large' | 'medium' | 'small';

export interface BalanceText {
  /** The number as shown, without the unit. */
  shown: string;
  /** Every digit, significant decimals only ("45,013.248"). */
  exact: string;
  /** `shown` lost fraction digits. */
  shortened: boolean;
  size: BalanceSize;
}

export function balanceText(
  amount: bigint,
  decimals: number,
  separators: NumberSeparators,
  maxLength = BALANCE_MAX_LENGTH,
): BalanceText {
  const exact = formatAmount(amount, decimals, separators);
  let shown = exact;
  const point = exact.indexOf(separators.decimal);
  if (exact.length > maxLength && point >= 0 && decimals > 0) {
    // Truncate toward zero: cut base units below the kept fraction, then drop zeros left over.
    const keep = Math.min(KEPT_FRACTION, decimals);
    const step = 10n ** BigInt(decimals - keep);
    shown = formatAmount((amount / step) * step, decimals, separators);
  }
  const length = shown.length;
  const size: BalanceSize = length <= 9 ? 'large' : length <= 13 ? 'medium' : 'small';
  return { shown, exact, shortened: shown !== exact, size };
}
