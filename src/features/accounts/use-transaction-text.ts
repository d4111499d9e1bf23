import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'zustand';
import { movedAssetIds, type IndexerTransaction } from '../../core/chain/indexer-types';
import { nativeUnits } from '../../core/format/asset-units';
import { knownTransactionType, signOf, transferView } from '../../core/format/transaction-view';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { sessionStore } from '../../infra/session/session';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';
import { useTokenSymbol } from './use-token-symbol';

/**
 * Words for a list of transactions: amounts in their assets' units (one lookup per asset),
 * signed from the wallet's side, types in words. `mine` is the account whose history this is,
 * or undefined for "any account of this wallet". Names beside addresses come from the names
 * service (useAddressNames), not from here.
 */
export function useTransactionText(
  network: string,
  transactions: readonly IndexerTransaction[],
  mine?: string,
) {
  const { t } = useTranslation();
  const format = useAmountFormat();
  const native = nativeUnits(useTokenSymbol());
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const own = useMemo(() => new Set(accounts.map((a) => a.addr)), [accounts]);
  const assetIds = transactions.flatMap(movedAssetIds);
  const units = useAssetUnits(assetIds, (id) => assetUnitsQuery(network, id));
  const view = (tx: IndexerTransaction) => transferView(tx, mine ?? ((a) => own.has(a)));

  return {
    view,
    /** "−12.34 TUSD"; an asset still loading shows its raw amount and id. */
    amount(tx: IndexerTransaction): string {
      const seen = view(tx);
      const sign = signOf(seen.direction);
      if (seen.assetId === null) return format(seen.amount, native, { sign });
      const known = units.get(seen.assetId.toString());
      const fallback = { decimals: 0, unitName: `#${seen.assetId.toString()}`, name: '' };
      return format(seen.amount, known ?? fallback, { sign });
    },
    coin: (micro: bigint) => format(micro, native),
    type(code: string): string {
      const known = knownTransactionType(code);
      return known ? t(`transaction.types.${known}`) : code;
    },
  };
}
