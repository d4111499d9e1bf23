import { BASE_COIN } from '../../core/transactions/review';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { FiatValueText } from '../values/FiatText';

/**
 * "≈ 12.30 USD" beside an amount the review moves (issue 41), never in its place; nothing
 * while the asset's units or its price are unknown. Never hidden by "Hide balances": what is
 * signed must be what was seen, so the review shows every amount and value as it is.
 */
export function ReviewFiat({
  amount,
  assetId,
  assets,
}: {
  amount: bigint;
  assetId: bigint | undefined;
  assets: ReadonlyMap<bigint, AssetUnits> | undefined;
}) {
  const coin = assetId === undefined || assetId === BASE_COIN;
  const decimals = coin ? NATIVE_DECIMALS : assets?.get(assetId)?.decimals;
  const holding =
    decimals === undefined ? undefined : { assetId: assetId ?? BASE_COIN, amount, decimals };
  return <FiatValueText size="sm" hideable={false} holding={holding} />;
}
