import { useTranslation } from '../../i18n/react';
import { BASE_COIN } from '../../core/transactions/review';
import type { AssetUnits } from '../../infra/transactions/review-group';
import { useNumberSeparators } from '../use-amount-format';
import { amountText } from './review-rows';

/**
 * An amount in units with its significant decimals (every decimal when `exact`, the hover
 * text); an asset's whose units are not known yet says so instead of showing base units (Send
 * waits meanwhile), and one that could not be read says that, raw amount included.
 */
export function useAmountDisplay(
  assets: ReadonlyMap<bigint, AssetUnits> | undefined,
  symbol: string,
  loading: boolean,
) {
  const { t } = useTranslation();
  const separators = useNumberSeparators();
  return (amount: bigint, assetId: bigint | undefined, exact = false): string => {
    const known = assetId === undefined || assetId === BASE_COIN || assets?.has(assetId);
    if (known) return amountText(amount, assetId, assets, symbol, separators, exact);
    if (loading || !assets) return t('review.unitsLoading', { id: assetId.toString() });
    return t('review.unitsUnknown', { amount: amount.toString(), id: assetId.toString() });
  };
}
