import { useMemo } from 'react';
import type { AssetUnits } from '../../../core/format/asset-units';
import { readToolAmount } from '../../../core/voting/bulk-lines';
import { currentTokenSymbol } from '../../../infra/transactions/token-symbol';
import { useAmountFormat } from '../../../ui/use-amount-format';

/** The fee of one payment in micro units (spec 001 section 9). */
export const FEE_MICRO = 1000n;

/**
 * The base coin's symbol, a formatter for micro amounts, and the typed amount in micro units
 * (null while it is not 0..1999999999 with at most 6 decimals: the tool's button waits).
 */
export function useCoin(amount: number | string) {
  const format = useAmountFormat();
  const symbol = currentTokenSymbol();
  const units = useMemo<AssetUnits>(
    () => ({ decimals: 6, unitName: symbol, name: symbol }),
    [symbol],
  );
  const micro = readToolAmount(amount);
  return { symbol, micro, format: (value: bigint) => format(value, units) };
}
