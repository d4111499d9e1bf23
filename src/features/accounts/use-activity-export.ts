import { movedAssetIds } from '../../core/chain/indexer-types';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { nativeUnits, type AssetUnits } from '../../core/format/asset-units';
import { activityEvents } from '../../core/history/events';
import { assetUnitsQuery } from '../../infra/chain/asset-units';
import { currentChain } from '../../infra/chain/indexer-client';
import { describeError } from '../../ui/errors';
import { useNamesLookup } from '../../ui/names/address-names';
import { notifyError } from '../../ui/notify';
import { useAmountFormat } from '../../ui/use-amount-format';
import { activityCsv } from './activity-export';
import { readHistory } from './history-reads';
import { readListedTokens } from './use-listed-tokens';
import { useTokenSymbol } from './use-token-symbol';

/** A whole history is read up to this many pages of 500 (250,000 transactions). */
const EXPORT_MAX_PAGES = 500;

function download(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheet programs read names with accents as UTF-8.
  const url = URL.createObjectURL(new Blob(['\ufeff', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads the accounts' whole histories on the current network and downloads them as one CSV. */
export function useActivityExport() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lookupNames = useNamesLookup();
  const format = useAmountFormat();
  const native = nativeUnits(useTokenSymbol());
  const [busy, setBusy] = useState(false);

  const run = async (addresses: readonly string[], fileTag: string) => {
    const network = currentChain().network;
    // Calls to a listed ARC-200 token read as its transfers, as in the activity.
    const tokens = await readListedTokens(client, network, addresses[0] ?? '', t);
    const histories = [];
    for (const address of addresses) {
      const { txs } = await readHistory(address, { maxPages: EXPORT_MAX_PAGES });
      histories.push({ address, txs, events: activityEvents(txs, address, tokens.isToken) });
    }
    const txs = histories.flatMap((h) => h.txs);
    const assetIds = new Set(txs.flatMap((tx) => movedAssetIds(tx).map(String)));
    const units = new Map<string, AssetUnits>();
    for (const id of assetIds) {
      units.set(id, await client.fetchQuery(assetUnitsQuery(network, BigInt(id))));
    }
    const parties = txs.flatMap((tx) =>
      [
        tx.sender,
        tx['payment-transaction']?.receiver,
        tx['payment-transaction']?.['close-remainder-to'],
        tx['asset-transfer-transaction']?.receiver,
        tx['asset-transfer-transaction']?.['close-to'],
        tx['rekey-to'],
      ].filter((a): a is string => Boolean(a)),
    );
    const tokenParties = histories.flatMap((h) =>
      h.events.flatMap((e) => (e.kind === 'tokenTransfer' ? [e.counterparty] : [])),
    );
    const names = await lookupNames([...addresses, ...parties, ...tokenParties]);
    const text = activityCsv(histories, {
      t,
      format,
      unitsOf: (id) =>
        id === null
          ? native
          : (units.get(id.toString()) ?? { decimals: 0, unitName: `#${id.toString()}`, name: '' }),
      nameOf: (a) => names.get(a)?.name,
      tokenOf: tokens.unitsOf,
    });
    const day = new Date().toISOString().slice(0, 10);
    download(`algow-activity-${network}-${fileTag}-${day}.csv`, text);
  };

  return {
    busy,
    /** `fileTag` names the file: an account's short address, or "all". */
    exportCsv: (addresses: readonly string[], fileTag: string) => {
      setBusy(true);
      run(addresses, fileTag)
        .catch((error: unknown) =>
          notifyError(`${t('overview.export.failed')} ${describeError(error, t)}`),
        )
        .finally(() => setBusy(false));
    },
  };
}
