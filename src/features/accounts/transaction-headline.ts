import type { IndexerTransaction } from '../../core/chain/indexer-types';
import { describeActivity, shortAddress } from '../../core/history/activity';
import type { TFunction } from '../../i18n/react';
import { OUTSIDE_SLOT } from '../../ui/OutsideText';
import type { AddressName } from '../../ui/names/address-names';

// The transaction page's pure parts: which addresses to name, and a transfer's headline.

/** Every address a transaction names, so one batched lookup finds their names. */
export function addressesOf(tx: IndexerTransaction): string[] {
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  const params = tx['asset-config-transaction']?.params;
  return [
    tx.sender,
    pay?.receiver,
    pay?.['close-remainder-to'],
    axfer?.receiver,
    axfer?.sender,
    axfer?.['close-to'],
    tx['asset-freeze-transaction']?.address,
    tx['rekey-to'],
    tx['heartbeat-transaction']?.['hb-address'],
    params?.creator,
    params?.manager,
    params?.reserve,
    params?.freeze,
    params?.clawback,
  ].filter((a): a is string => Boolean(a));
}

/**
 * A plain transfer of one of the person's accounts in the activity list's words ("To …",
 * "From …", "To itself") with its direction, so the page opened from a row says what the row
 * said; null for anything else (the chain's type in words stays).
 */
export function plainHeadline(
  tx: IndexerTransaction,
  isOwn: (address: string) => boolean,
  isKnown: (address: string) => boolean,
  t: TFunction,
  names: ReadonlyMap<string, AddressName>,
) {
  const receiver =
    tx['payment-transaction']?.receiver ?? tx['asset-transfer-transaction']?.receiver;
  const own = isOwn(tx.sender)
    ? tx.sender
    : receiver !== undefined && isOwn(receiver)
      ? receiver
      : null;
  if (own === null) return null;
  const entry = describeActivity(tx, own, isKnown);
  if (entry.direction === 'self') {
    return { icon: entry.direction, template: t('overview.activity.self'), who: [] };
  }
  if (entry.direction === 'none' || entry.counterparty === null) return null;
  const key = entry.direction === 'in' ? 'from' : 'to';
  return {
    icon: entry.direction,
    template: t(`overview.activity.${key}`, { who: OUTSIDE_SLOT }),
    who: [names.get(entry.counterparty)?.name ?? shortAddress(entry.counterparty)],
  };
}
