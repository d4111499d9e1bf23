import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { nativeUnits } from '../../core/format/asset-units';
import { knownTransactionType } from '../../core/format/transaction-view';
import {
  describeActivity,
  offersSaveContact,
  separateSpam,
  shortAddress,
  timeAgo,
  type ActivityDirection,
  type ActivityEntry,
} from '../../core/history/activity';
import { heartbeatOf } from '../../core/history/heartbeat';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { useAddressNames, useSaveContact } from '../../ui/names/address-names';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';
import { accountHistoryQuery, hasNextPage } from './history-queries';
import { useKnownAddresses } from './use-known-addresses';
import { useTokenSymbol } from './use-token-symbol';

/** One line of the activity, in words, for the list (phones) and the table (wide screens). */
export interface ActivityRow {
  id: string;
  direction: ActivityDirection;
  type: string;
  /**
   * "From Alice" (with the short address beside a name), "To ABCDEF…UVWXYZ", "To itself", or
   * null when nothing moved.
   */
  party: { text: string; short: string | null; address: string | null } | null;
  /** What a transaction that moves nothing did, in words (a heartbeat); else null. */
  summary: string | null;
  /** The sender to offer "Save as contact" for (money in from someone unknown), else null. */
  saveAddress: string | null;
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
  const isKnown = useKnownAddresses();
  const entries = txs.map((tx) => ({ tx, entry: describeActivity(tx, address, isKnown) }));
  const heartbeats = new Map(txs.map((tx) => [tx.id, heartbeatOf(tx)]));
  // One batched lookup for the whole page: counterparties and accounts kept online.
  const names = useAddressNames([
    ...entries.flatMap(({ entry }) => (entry.counterparty ? [entry.counterparty] : [])),
    ...[...heartbeats.values()].flatMap((hb) => (hb?.account ? [hb.account] : [])),
  ]);
  const saveContact = useSaveContact();
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

  const partyOf = (entry: ActivityEntry): ActivityRow['party'] => {
    if (entry.counterparty === null) {
      return entry.direction === 'self'
        ? { text: t('overview.activity.self'), short: null, address: null }
        : null;
    }
    const name = names.get(entry.counterparty)?.name;
    const short = shortAddress(entry.counterparty);
    return {
      text: t(`overview.activity.${entry.direction === 'in' ? 'from' : 'to'}`, {
        who: name ?? short,
      }),
      short: name === undefined ? null : short,
      address: entry.counterparty,
    };
  };
  const summaryOf = (tx: IndexerTransaction): string | null => {
    const hb = heartbeats.get(tx.id);
    if (!hb) return null;
    if (hb.account === null || hb.account === address) return t('overview.activity.heartbeat');
    const who = names.get(hb.account)?.name ?? shortAddress(hb.account);
    return t('overview.activity.heartbeatFor', { who });
  };

  const row = ({ tx, entry }: { tx: IndexerTransaction; entry: ActivityEntry }) => {
    const sign = entry.direction === 'in' ? 'plus' : entry.direction === 'out' ? 'minus' : 'none';
    const assetUnits =
      entry.assetId === null
        ? native
        : (units.get(entry.assetId.toString()) ?? {
            decimals: 0,
            unitName: `#${entry.assetId.toString()}`,
            name: '',
          });
    const known = knownTransactionType(tx['tx-type']);
    const seconds = tx['round-time'];
    const ago = seconds === undefined ? null : timeAgo(seconds, now);
    const date = seconds === undefined ? null : new Date(seconds * 1000);
    const row: ActivityRow = {
      id: tx.id,
      direction: entry.direction,
      type: known ? t(`transaction.types.${known}`) : tx['tx-type'],
      party: partyOf(entry),
      summary: summaryOf(tx),
      saveAddress: saveContact && offersSaveContact(entry, isKnown) ? entry.counterparty : null,
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
  const { shown, spam } = separateSpam(entries.map(row));

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
