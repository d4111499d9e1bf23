import type { Transaction } from 'algosdk';
import type { RouterId } from './router-config';

/** One router's answer for a trade, in the wallet's terms (router-specific data kept opaque). */
export interface SwapQuote {
  router: RouterId;
  fromAssetId: bigint;
  toAssetId: bigint;
  /** Base units of the source asset the quote is for. */
  amountIn: bigint;
  /** Base units of the destination asset quoted. */
  quotedOut: bigint;
  /** Percent, as the router states it. */
  priceImpact?: number;
  /** Network fees of the route in micro units, when the router states them. */
  fee?: bigint;
  /** Apps the account must opt into first (router A). */
  requiredAppOptIns: bigint[];
  /** What the router needs back to build the group. */
  payload: unknown;
}

/** A transaction of the router's group: the user's to sign, or the router's signed bytes. */
export interface RouterGroupEntry {
  txn: Transaction;
  /** Signed by the router (a pool or an escrow): sent as they are. */
  presigned?: Uint8Array;
  label?: string;
}

/** The largest amount the chain can hold: a router quoting more is not describing a trade. */
export const MAX_BASE_UNITS = 2n ** 64n - 1n;

/**
 * Base units from a router's JSON number or string; null when it is not a whole number from 0
 * to 2^64 - 1 (negative, fractional, exponent or oversized answers are malformed, not quotes).
 */
export function baseUnits(value: unknown): bigint | null {
  const text = typeof value === 'number' ? value.toString() : value;
  if (typeof text !== 'string' || !/^\d{1,20}$/.test(text)) return null;
  if (typeof value === 'number' && !Number.isSafeInteger(value)) return null;
  const units = BigInt(text);
  return units <= MAX_BASE_UNITS ? units : null;
}
