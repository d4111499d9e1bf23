import type { IndexerTransaction } from '../chain/indexer-types';
import { transferView } from '../format/transaction-view';

// One line of an account's activity as a person reads it: which way the value went, who was on
// the other side, and whether it looks like an address-poisoning lure.

/** In to the account, out of it, between it and itself, or nothing moved (an app call, ...). */
export type ActivityDirection = 'in' | 'out' | 'self' | 'none';

export interface ActivityEntry {
  direction: ActivityDirection;
  /** The address on the other side; null for a self-transfer or a transaction that moves nothing. */
  counterparty: string | null;
  /** Base units of the asset (the base coin when assetId is null) that reached or left the account. */
  amount: bigint;
  assetId: bigint | null;
  /** A payment or asset transfer (the amount means something). */
  moves: boolean;
  /** Zero-amount transfer sent by an account outside the wallet: how poisoning lures arrive. */
  possibleSpam: boolean;
}

/**
 * `account` is the account whose history this is; `isKnown` says whether an address is one the
 * person knows: an account of the wallet or a saved contact (a zero-amount transfer from either
 * is never spam).
 */
export function describeActivity(
  tx: IndexerTransaction,
  account: string,
  isKnown: (address: string) => boolean,
): ActivityEntry {
  const view = transferView(tx, account);
  let amount = view.amount;
  let direction: ActivityDirection = 'none';
  let counterparty: string | null = null;
  if (view.moves) {
    if (view.direction === 'sent') [direction, counterparty] = ['out', view.to];
    else if (view.direction === 'received') [direction, counterparty] = ['in', view.from];
    else if (view.direction === 'self') direction = 'self';
    else {
      // Neither sender nor receiver: the account is in the history as the close-to target.
      const closing = closingTo(tx, account);
      if (closing !== null) [direction, counterparty, amount] = ['in', view.from, closing];
    }
  }
  const closed = closingTo(tx, account) ?? 0n;
  const possibleSpam =
    view.moves &&
    view.amount === 0n &&
    closed === 0n &&
    !isKnown(tx.sender) &&
    tx.sender !== account;
  return {
    direction,
    counterparty,
    amount,
    assetId: view.assetId,
    moves: view.moves,
    possibleSpam,
  };
}

/** What a close-to sent to `account` (undefined amount = nothing closed to it). */
function closingTo(tx: IndexerTransaction, account: string): bigint | null {
  const pay = tx['payment-transaction'];
  if (pay?.['close-remainder-to'] === account) return pay['close-amount'] ?? 0n;
  const axfer = tx['asset-transfer-transaction'];
  if (axfer?.['close-to'] === account) return axfer['close-amount'] ?? 0n;
  return null;
}

/** Splits a page into what to show and the possible spam folded away (order kept). */
export function separateSpam<T extends { possibleSpam: boolean }>(
  entries: readonly T[],
): { shown: T[]; spam: T[] } {
  return {
    shown: entries.filter((e) => !e.possibleSpam),
    spam: entries.filter((e) => e.possibleSpam),
  };
}

/**
 * First and last six characters, e.g. "ABCDEF…UVWXYZ". Six rather than four at each end:
 * poisoning lures are made to match the first and last few characters of a real counterparty.
 */
export function shortAddress(address: string): string {
  return address.length <= 14 ? address : `${address.slice(0, 6)}…${address.slice(-6)}`;
}

/**
 * Whether to offer "Save as contact" for the sender of an incoming line: only for someone the
 * person does not know yet, and never for possible spam (saving a poisoning lure's look-alike
 * address as a contact is exactly what the lure wants).
 */
export function offersSaveContact(
  entry: Pick<ActivityEntry, 'direction' | 'counterparty' | 'possibleSpam'>,
  isKnown: (address: string) => boolean,
): boolean {
  return (
    entry.direction === 'in' &&
    entry.counterparty !== null &&
    !entry.possibleSpam &&
    !isKnown(entry.counterparty)
  );
}

export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * How long ago, in the largest whole unit, for the last seven days; null for older (or future)
 * times, which read better as a date. `roundTime` in seconds, `now` in milliseconds.
 */
export function timeAgo(
  roundTime: number,
  now: number,
): { value: number; unit: RelativeUnit } | null {
  const seconds = Math.floor(now / 1000) - roundTime;
  if (seconds < 0 || seconds >= 7 * 86_400) return null;
  if (seconds < 60) return { value: seconds, unit: 'second' };
  if (seconds < 3_600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3_600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}
