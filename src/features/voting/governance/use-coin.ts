import { useQuery } from '@tanstack/react-query';
import { ALGORAND_ZERO_ADDRESS_STRING } from 'algosdk';
import { useMemo } from 'react';
import type { AssetUnits } from '../../../core/format/asset-units';
import { paymentFee } from '../../../core/payments/payment-draft';
import { readToolAmount } from '../../../core/voting/bulk-lines';
import { currentChain } from '../../../infra/chain/indexer-client';
import { suggestedParamsQuery } from '../../../infra/transactions/fee-params';
import { currentTokenSymbol } from '../../../infra/transactions/token-symbol';
import { useAmountFormat } from '../../../ui/use-amount-format';
import { FEE_MICRO } from './bulk-plan';

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
  const feeParams = useQuery(suggestedParamsQuery(currentChain().network));
  /** The fee one payment of `value` with `note` pays (bulk-plan builds it the same way). */
  const feeFor = (value: bigint, note?: Uint8Array): bigint =>
    feeParams.data
      ? paymentFee(
          { payFrom: ALGORAND_ZERO_ADDRESS_STRING, fee: FEE_MICRO, note },
          { balance: value, heldAssets: 0 },
          feeParams.data,
        )
      : FEE_MICRO;
  return { symbol, micro, feeFor, format: (value: bigint) => format(value, units) };
}
