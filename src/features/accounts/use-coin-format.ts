import { nativeUnits } from '../../core/format/asset-units';
import type { AmountFormatOptions } from '../../core/format/amount';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useTokenSymbol } from './use-token-symbol';

/**
 * Base-coin amounts (microunits) as text in the current language with the network's token
 * symbol: `const coin = useCoinFormat(); coin(info.amount)` -> "1 234,5 Algo" in sk.
 */
export function useCoinFormat(): (micro: bigint, options?: AmountFormatOptions) => string {
  const format = useAmountFormat();
  const units = nativeUnits(useTokenSymbol());
  return (micro, options) => format(micro, units, options);
}
