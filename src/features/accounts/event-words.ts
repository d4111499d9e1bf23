import type { TFunction } from '../../i18n/react';
import type { AssetUnits } from '../../core/format/asset-units';
import type { ActivityEvent } from '../../core/history/events';
import { shortAddress } from '../../core/history/activity';
import { OUTSIDE_SLOTS } from '../../ui/OutsideText';
import type { FormatAmount } from '../../ui/use-amount-format';

// An event of the activity in words, for its row and the top of its transaction page. Names,
// units and amounts go into the sentence's outside-text slots (OutsideSentence): they come from
// the chain or a names service, so hidden characters in them show as markers.

/** The picture in an activity row's round badge. */
export type ActivityIcon =
  | 'in'
  | 'out'
  | 'self'
  | 'none'
  | 'swap'
  | 'add'
  | 'remove'
  | 'online'
  | 'offline'
  | 'create'
  | 'key'
  | 'app';

export interface EventWords {
  /** `t(...)` with the outside texts in OUTSIDE_SLOTS places. */
  template: string;
  texts: string[];
  icon: ActivityIcon;
  /** Signed amounts, in units: what left ("−4 Algo") then what came in. */
  amounts: string[];
}

export interface WordsContext {
  t: TFunction;
  format: FormatAmount;
  /** Units of an asset (null = the network's coin), with a fallback while they load. */
  unitsOf: (assetId: bigint | null) => AssetUnits;
  /** A name (own account, contact, NFD) for an address, if it has one. */
  nameOf: (address: string) => string | undefined;
  /** An ARC-200 token's units once its metadata is read (its symbol as the unit). */
  tokenOf?: (appId: bigint) => AssetUnits | undefined;
}

const [A, B] = OUTSIDE_SLOTS;

type EventKey =
  | 'swap'
  | 'assetAdded'
  | 'assetRemoved'
  | 'online'
  | 'onlineRewards'
  | 'offline'
  | 'assetCreated'
  | 'rekeyed'
  | 'rekeyUndone'
  | 'appCall';

/** Words for every event kind but a plain transaction and a heartbeat (those read as before). */
export function eventWords(event: ActivityEvent, ctx: WordsContext): EventWords | null {
  const { t, format, unitsOf, nameOf, tokenOf } = ctx;
  const unit = (assetId: bigint) => unitsOf(assetId).unitName;
  const words = (key: EventKey, texts: string[], icon: ActivityIcon, amounts: string[] = []) => ({
    template: t(`overview.activity.event.${key}`, { a: A, b: B }),
    texts,
    icon,
    amounts,
  });
  switch (event.kind) {
    case 'swap': {
      const paid = format(event.paid.amount, unitsOf(event.paid.assetId));
      const got = format(event.received.amount, unitsOf(event.received.assetId));
      return words('swap', [paid, got], 'swap', [
        format(event.paid.amount, unitsOf(event.paid.assetId), { sign: 'minus' }),
        format(event.received.amount, unitsOf(event.received.assetId), { sign: 'plus' }),
      ]);
    }
    case 'assetAdded':
      return words('assetAdded', [unit(event.assetId)], 'add');
    case 'assetRemoved': {
      const closed =
        event.closed > 0n ? [format(event.closed, unitsOf(event.assetId), { sign: 'minus' })] : [];
      return words('assetRemoved', [unit(event.assetId)], 'remove', closed);
    }
    case 'online':
      return words(event.rewards ? 'onlineRewards' : 'online', [], 'online');
    case 'offline':
      return words('offline', [], 'offline');
    case 'assetCreated': {
      const id = event.assetId === null ? '' : `#${event.assetId.toString()}`;
      return words('assetCreated', [event.unitName ?? id], 'create');
    }
    case 'rekeyed':
      if (event.to === event.account) return words('rekeyUndone', [], 'key');
      return words('rekeyed', [nameOf(event.to) ?? shortAddress(event.to)], 'key');
    case 'tokenTransfer': {
      // Until the token's units are read, the call reads as what it is on the chain.
      const units = tokenOf?.(event.appId);
      if (!units) return words('appCall', [event.appId.toString()], 'app');
      const { direction, value } = event;
      const name = nameOf(event.counterparty) ?? shortAddress(event.counterparty);
      const sign = direction === 'sent' ? 'minus' : direction === 'received' ? 'plus' : 'none';
      return {
        template: t(`arc200.${direction}`, { amount: A, name: B }),
        texts: [format(value, units), name],
        icon: direction === 'sent' ? 'out' : direction === 'received' ? 'in' : 'self',
        amounts: [format(value, units, { sign })],
      };
    }
    case 'appCall':
      return words('appCall', [event.appId.toString()], 'app');
    default:
      return null;
  }
}

/** The fees the person paid for an event: those of the transactions sent by `isMine`. */
export function feesOf(event: ActivityEvent, isMine: (address: string) => boolean): bigint {
  return event.txs.reduce((sum, tx) => (isMine(tx.sender) ? sum + tx.fee : sum), 0n);
}
