import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { nativeUnits } from '../../core/format/asset-units';
import { knownTransactionType, signOf, transferView } from '../../core/format/transaction-view';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { sessionStore } from '../../infra/session/session';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';
import { useTokenSymbol } from './use-token-symbol';

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

/**
 * Words for a list of transactions: amounts in their assets' units (one lookup per asset),
 * own accounts by name, types in words. `mine` is the account whose history this is, or
 * undefined for "any account of this wallet".
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
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const a of accounts) if (!map.has(a.addr)) map.set(a.addr, a.name);
    return map;
  }, [accounts]);
  const assetIds = transactions.flatMap((tx) => {
    const id = tx['asset-transfer-transaction']?.['asset-id'];
    return id === undefined ? [] : [id];
  });
  const units = useAssetUnits(assetIds, (id) => assetUnitsQuery(network, id));

  return {
    view: (tx: IndexerTransaction) => transferView(tx, mine ?? ((a) => names.has(a))),
    /** "−12.34 TUSD"; an asset still loading shows its raw amount and id. */
    amount(tx: IndexerTransaction): string {
      const view = transferView(tx, mine ?? ((a) => names.has(a)));
      const sign = signOf(view.direction);
      if (view.assetId === null) return format(view.amount, native, { sign });
      const known = units.get(view.assetId.toString());
      const fallback = { decimals: 0, unitName: `#${view.assetId.toString()}`, name: '' };
      return format(view.amount, known ?? fallback, { sign });
    },
    coin: (micro: bigint) => format(micro, native),
    /** The account's name in this wallet, else the shortened address. */
    party: (address: string) => names.get(address) ?? shortAddress(address),
    isOwn: (address: string) => names.has(address),
    nameOf: (address: string) => names.get(address),
    type(code: string): string {
      const known = knownTransactionType(code);
      return known ? t(`transaction.types.${known}`) : code;
    },
  };
}
