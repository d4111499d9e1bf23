import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { movedAssetIds, type IndexerTransaction } from '../../core/chain/indexer-types';
import { nativeUnits } from '../../core/format/asset-units';
import { separateSpam, type ActivityDirection } from '../../core/history/activity';
import { activityEvents } from '../../core/history/events';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { useAddressNames, useSaveContact } from '../../ui/names/address-names';
import { useAmountFormat } from '../../ui/use-amount-format';
import { useAssetUnits } from '../../ui/use-asset-units';
import { activityRow } from './activity-rows';
import { useListedTokens } from './use-listed-tokens';
import type { ActivityIcon } from './event-words';
import { accountHistoryQuery, hasNextPage } from './history-queries';
import { useKnownAddresses } from './use-known-addresses';
import { useTokenSymbol } from './use-token-symbol';

/** One thing the person did, in words, for the list (phones) and the table (wide screens). */
export interface ActivityRow {
  /** The transaction the row opens. */
  id: string;
  direction: ActivityDirection;
  icon: ActivityIcon;
  /** The chain's type in words, for a plain transaction ("Payment"); null for an event. */
  type: string | null;
  /**
   * A plain transaction's other side: "From Alice" (with the short address beside a name),
   * "To ABCDEF…UVWXYZ", "To itself"; null for an event or when nothing moved.
   */
  party: {
    /** "To {{who}}" with OUTSIDE_SLOT where the name or short address goes. */
    template: string;
    who: string;
    short: string | null;
    address: string | null;
  } | null;
  /** What happened, in words, when there is no party: outside texts in OUTSIDE_SLOTS places. */
  summary: { template: string; texts: readonly string[] } | null;
  /** The sender to offer "Save as contact" for (money in from someone unknown), else null. */
  saveAddress: string | null;
  /** Signed, in the assets' units: what left, then what came in; empty when nothing moved. */
  amounts: readonly string[];
  fee: string;
  time: { text: string; full: string } | null;
  round: string | null;
}

const assetIdsOf = (txs: readonly IndexerTransaction[]) => txs.flatMap(movedAssetIds);

/** Every address a page's rows may name: counterparties, rekey targets, heartbeat accounts. */
const addressesOf = (txs: readonly IndexerTransaction[]) =>
  txs.flatMap((tx) =>
    [
      // A heartbeat's sender is algod's logic signature, the same for every node: no name.
      tx['tx-type'] === 'hb' ? undefined : tx.sender,
      tx['payment-transaction']?.receiver,
      tx['asset-transfer-transaction']?.receiver,
      tx['asset-transfer-transaction']?.sender,
      tx['rekey-to'],
      tx['heartbeat-transaction']?.['hb-address'],
    ].filter((a): a is string => Boolean(a)),
  );

/**
 * The account's history, 20 transactions a page, newest first (indexer order), as events: a
 * swap's transactions are one row. Possible spam apart.
 */
export function useAccountActivity(network: string, address: string) {
  const { t, i18n } = useTranslation();
  // Indexer paging is forward-only: keep the tokens of the pages seen so "previous" works.
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const page = useQuery(accountHistoryQuery(network, address, tokens[tokens.length - 1]));
  const next = page.data?.['next-token'];
  const txs = page.data?.transactions ?? [];
  const isKnown = useKnownAddresses();
  // One batched lookup for the whole page.
  const names = useAddressNames(addressesOf(txs).filter((a) => a !== address));
  const saveContact = useSaveContact();
  const format = useAmountFormat();
  const native = nativeUnits(useTokenSymbol());
  const units = useAssetUnits(assetIdsOf(txs), (id) => assetUnitsQuery(network, id));
  const listed = useListedTokens(network, address);
  const context = {
    t,
    language: i18n.language,
    format,
    unitsOf: (id: bigint | null) =>
      id === null
        ? native
        : (units.get(id.toString()) ?? { decimals: 0, unitName: `#${id.toString()}`, name: '' }),
    nameOf: (a: string) => names.get(a)?.name,
    tokenOf: listed.unitsOf,
    account: address,
    isKnown,
    offersSave: saveContact !== undefined,
    // "Ago" from when the page was read (the newest page is read again every few seconds).
    now: page.dataUpdatedAt,
  };
  const rows = activityEvents(txs, address, listed.isToken).map((event) =>
    activityRow(event, context),
  );
  const { shown, spam } = separateSpam(rows);

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
