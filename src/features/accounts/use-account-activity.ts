import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { nativeUnits } from '../../core/format/asset-units';
import { knownTransactionType } from '../../core/format/transaction-view';
import {
  counterpartyLabel,
  describeActivity,
  separateSpam,
  timeAgo,
  type ActivityDirection,
} from '../../core/history/activity';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { sessionStore } from '../../infra/session/session';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';
import { accountHistoryQuery, hasNextPage } from './history-queries';
import { useTokenSymbol } from './use-token-symbol';

/** One line of the activity, in words, for the list (phones) and the table (wide screens). */
export interface ActivityRow {
  id: string;
  direction: ActivityDirection;
  type: string;
  /** "To Savings", "From ABCDEF…UVWXYZ", "This account", or null when nothing moved. */
  party: { text: string; own: boolean; address: string | null } | null;
  /** Signed, in the asset's units; null when the transaction moves nothing. */
  amount: string | null;
  fee: string;
  time: { text: string; full: string } | null;
  round: string | null;
}

/** The account's history, 20 a page, newest first (indexer order); possible spam apart. */
export function useAccountActivity(network: string, address: string) {
  const { t, i18n } = useTranslation();
  // Indexer paging is forward-only: keep the tokens of the pages seen so "previous" works.
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const page = useQuery(accountHistoryQuery(network, address, tokens[tokens.length - 1]));
  const next = page.data?.['next-token'];
  const txs = page.data?.transactions ?? [];
  const accounts = useStore(sessionStore, (s) => s.accounts);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const a of accounts) if (!map.has(a.addr)) map.set(a.addr, a.name);
    return map;
  }, [accounts]);
  const format = useAmountFormat();
  const native = nativeUnits(useTokenSymbol());
  const units = useAssetUnits(
    txs.flatMap((tx) => {
      const id = tx['asset-transfer-transaction']?.['asset-id'];
      return id === undefined ? [] : [id];
    }),
    (id) => assetUnitsQuery(network, id),
  );
  const relative = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  // "Ago" from when the page was read (the newest page is read again every few seconds).
  const now = page.dataUpdatedAt;

  const row = (tx: IndexerTransaction) => {
    const entry = describeActivity(tx, address, (a) => names.has(a));
    const sign = entry.direction === 'in' ? 'plus' : entry.direction === 'out' ? 'minus' : 'none';
    const assetUnits =
      entry.assetId === null
        ? native
        : (units.get(entry.assetId.toString()) ?? {
            decimals: 0,
            unitName: `#${entry.assetId.toString()}`,
            name: '',
          });
    const label = entry.counterparty ? counterpartyLabel(entry.counterparty, names) : null;
    const known = knownTransactionType(tx['tx-type']);
    const seconds = tx['round-time'];
    const ago = seconds === undefined ? null : timeAgo(seconds, now);
    const date = seconds === undefined ? null : new Date(seconds * 1000);
    const row: ActivityRow = {
      id: tx.id,
      direction: entry.direction,
      type: known ? t(`transaction.types.${known}`) : tx['tx-type'],
      party: label
        ? {
            text: t(`overview.activity.${entry.direction === 'in' ? 'from' : 'to'}`, {
              who: label.text,
            }),
            own: label.own,
            address: entry.counterparty,
          }
        : entry.direction === 'self'
          ? { text: t('overview.activity.self'), own: true, address: null }
          : null,
      amount: entry.moves ? format(entry.amount, assetUnits, { sign }) : null,
      fee: format(tx.fee, native),
      time: date && {
        text: ago
          ? relative.format(-ago.value, ago.unit)
          : date.toLocaleDateString(i18n.language, { dateStyle: 'medium' }),
        full: date.toLocaleString(i18n.language),
      },
      round: tx['confirmed-round']?.toString() ?? null,
    };
    return { ...row, possibleSpam: entry.possibleSpam };
  };
  const { shown, spam } = separateSpam(txs.map(row));

  return {
    page,
    shown,
    spam,
    empty: page.isSuccess && txs.length === 0,
    pageNumber: tokens.length,
    hasNext: hasNextPage(next, txs.length),
    previous: () => setTokens((s) => s.slice(0, -1)),
    next: () => setTokens((s) => [...s, next]),
  };
}
