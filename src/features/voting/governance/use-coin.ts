import { useMemo } from 'react';
import type { AssetUnits } from '../../../core/format/asset-units';
import { coinsToMicro } from '../../../core/voting/bulk-lines';
import { currentTokenSymbol } from '../../../infra/transactions/token-symbol';
import { useAmountFormat } from '../../../ui/use-amount-format';

/** The fee of one payment in micro units (spec 001 section 9). */
export const FEE_MICRO = 1000n;

/** The base coin's symbol, a formatter for micro amounts, and the typed amount in micro units. */
export function useCoin(amount: number | string) {
  const format = useAmountFormat();
  const symbol = currentTokenSymbol();
  const units = useMemo<AssetUnits>(
    () => ({ decimals: 6, unitName: symbol, name: symbol }),
    [symbol],
  );
  const micro = amount === '' ? null : coinsToMicro(Number(amount));
  return { symbol, micro, format: (value: bigint) => format(value, units) };
}
