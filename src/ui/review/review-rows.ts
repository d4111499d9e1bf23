import type { TFunction } from '../../i18n/translate';
import { bytesToBase64 } from '../../core/encoding/base64';
import { utf8DecodeStrict } from '../../core/encoding/utf8';
import { isUndoRekey } from '../../core/accounts/undo-rekey';
import { formatAmountWithUnit, type NumberSeparators } from '../../core/format/amount';
import { NATIVE_DECIMALS } from '../../core/format/asset-units';
import { networkDisplayName } from '../../core/networks/display-names';
import { BASE_COIN, type Danger, type DescribedTransaction } from '../../core/transactions/review';
import type { AssetUnits } from '../../infra/transactions/review-group';
import type { TradeParties } from '../../core/swap/trade-parties';

// Which rows of a transaction card the person decides on (always shown) and which are
// technical (under a collapsed "Technical details"). A danger or anything that sets an amount
// is never technical: the unit tests fail if one is moved there.

export type DangerCode = Danger['code'];

export type RowKey =
  | 'from'
  | 'to'
  /** "First payment to this address" (shown once the sender's history says so). */
  | 'first-payment'
  | 'amount'
  /** The rows an asset creation, reconfiguration, destruction or freeze adds (AssetRows). */
  | 'asset'
  | `danger:${DangerCode}`
  /** A rekey to the sender itself: control goes back to its own key (never a danger). */
  | 'undo-rekey'
  /** A call to an app of a checked swap's route, in place of the red app-call danger. */
  | 'route-app'
  /** An app call in words: app, method, arguments, effects, warnings (issue 39). */
  | 'app-call'
  /** Its selector, raw arguments, events and state changes. */
  | 'app-call-technical'
  | 'fee'
  | 'note'
  | 'network'
  | 'valid-rounds'
  | 'txid'
  | 'group';

/** Identifiers and validity: what a person checks only when something looks wrong. */
export const TECHNICAL_ROWS: readonly RowKey[] = [
  'app-call-technical',
  'network',
  'valid-rounds',
  'txid',
  'group',
];

export interface CardRows {
  main: RowKey[];
  technical: RowKey[];
}

/** A payment or asset transfer to another address: the ones "first payment" is about. */
const paysSomeoneElse = (d: DescribedTransaction): boolean =>
  (d.kind === 'payment' || d.kind === 'asset-transfer') &&
  d.receiver !== undefined &&
  d.receiver !== d.sender;

/**
 * One row per danger, except a rekey back to the sender itself: that is an undo, shown as such
 * rather than in red (and the pay review asks no typed confirmation for it).
 */
export function dangerRows(described: DescribedTransaction, trade?: TradeParties | null): RowKey[] {
  return described.dangers.map((danger): RowKey => {
    if (danger.code === 'rekey' && isUndoRekey(described.sender, danger.address))
      return 'undo-rekey';
    if (danger.code === 'app-call' && trade?.routeApps.has(danger.appId)) return 'route-app';
    return `danger:${danger.code}`;
  });
}

/**
 * The rows of one transaction's card, in order, split into main and technical. In a checked
 * trade, a leg to or from its pool is never a "first payment".
 */
export function cardRows(
  described: DescribedTransaction,
  grouped: boolean,
  trade?: TradeParties | null,
): CardRows {
  const toPool =
    (described.receiver !== undefined && trade?.counterparties.has(described.receiver)) ||
    trade?.counterparties.has(described.sender);
  const dangers = dangerRows(described, trade);
  const all: RowKey[] = [
    'from',
    ...(described.receiver ? (['to'] as const) : []),
    ...(paysSomeoneElse(described) && !toPool ? (['first-payment'] as const) : []),
    ...(described.amount !== undefined ? (['amount'] as const) : []),
    'asset',
    // A checked trade's route app reads 'Swap route' (its call was checked against the quote).
    ...(described.kind === 'app-call' && !dangers.includes('route-app')
      ? (['app-call'] as const)
      : []),
    ...(described.kind === 'app-call' ? (['app-call-technical'] as const) : []),
    ...dangers,
    'fee',
    ...(described.note.length > 0 ? (['note'] as const) : []),
    'network',
    'valid-rounds',
    'txid',
    ...(grouped ? (['group'] as const) : []),
  ];
  return {
    main: all.filter((key) => !TECHNICAL_ROWS.includes(key)),
    technical: all.filter((key) => TECHNICAL_ROWS.includes(key)),
  };
}

export function noteText(note: Uint8Array): { text: string; binary: boolean } {
  try {
    return { text: utf8DecodeStrict(note), binary: false };
  } catch {
    return { text: bytesToBase64(note), binary: true };
  }
}

/**
 * An amount as the review shows it, in the language's separators with the asset's significant
 * decimals ("1.5 Algo"; never rounded, only trailing zeros dropped), or with every decimal when
 * `exact` ("1.500000 Algo", the hover text). An asset's carries its id ("12.34 EUR (#31)"), and
 * while its decimals are unknown it is shown in base units.
 */
export function amountText(
  amount: bigint,
  assetId: bigint | undefined,
  assets: ReadonlyMap<bigint, AssetUnits> | undefined,
  symbol: string,
  separators: NumberSeparators,
  exact = false,
): string {
  if (assetId === undefined || assetId === BASE_COIN)
    return formatAmountWithUnit(amount, NATIVE_DECIMALS, symbol, separators, { fixed: exact });
  const id = `(#${assetId.toString()})`;
  const units = assets?.get(assetId);
  if (!units) return `${amount.toString()} ${id}`;
  const name = units.unitName || units.name || `#${assetId.toString()}`;
  const text = formatAmountWithUnit(amount, units.decimals, name, separators, { fixed: exact });
  return `${text} ${id}`;
}

export function dangerValue(danger: Danger, t: TFunction): string {
  switch (danger.code) {
    case 'keyreg':
      return t(
        danger.online ? 'review.dangerText.keyregOnline' : 'review.dangerText.keyregOffline',
      );
    case 'app-call':
      return t('review.dangerText.appCall', { appId: danger.appId.toString() });
    case 'foreign-genesis':
      return t('review.dangerText.foreign', {
        genesisId: networkDisplayName(danger.genesisId, (env) => t(`env.${env}`)),
      });
    default:
      return danger.address;
  }
}

/** "ABCDEF…UVWXYZ": enough of both ends to compare with what the receiver sent. */
export const shortAddress = (address: string): string =>
  address.length <= 16 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
