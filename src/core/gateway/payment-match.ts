import type { IndexerTransaction } from '../chain/indexer-types';
import { base64ToBytes, bytesToBase64 } from '../encoding/base64';
import type { PaymentLink } from '../payments/payment-link';
import { paymentNoteBytes } from './gateway-note';

// Finding the payment a merchant page waits for (spec 001 sections 2 and 7): an indexer search
// by note prefix and amount from round current - 300000, for payments or, with an asset,
// for transfers of that asset. The server's filter only narrows the search: every field is
// checked again here, so a wrong or hostile indexer cannot make the page report "paid". The
// note must equal the expected one byte for byte: the prefix search also finds `INV-10` for
// `INV-1`, and that payment belongs to another order.
//
// Amount window: the spec's bounds are amount - 1 and amount + 1, and the indexer's
// currency-greater-than / currency-less-than are strict (reference/indexer.oas3.yml: "greater
// than this value"; devnet/indexer-search.ts alike). So the window is the open interval
// (amount - 1, amount + 1): exactly `amount`. Reading it as inclusive would accept one base unit
// less, which for an asset without decimals is a whole unit less (1 ticket for the price of 0).

/** Spec 001 section 7: search from this many rounds back (about two weeks at 4.5 s a round). */
export const GATEWAY_SEARCH_ROUNDS = 300_000n;
/** Spec 001 section 9: the merchant page polls this often. */
export const GATEWAY_POLL_MS = 5_000;
/** Results a page; other orders whose notes start with this one's fill pages too. */
export const GATEWAY_SEARCH_LIMIT = 100;
/** Pages read in one poll at most, so a merchant with many such orders bounds each poll. */
export const GATEWAY_SEARCH_MAX_PAGES = 10;

export interface GatewayExpectation {
  payTo: string;
  /** Base units of the coin, or of the asset when `assetId` is set. */
  amount: bigint;
  /** Undefined for the native coin. */
  assetId?: bigint;
  /** The note a matching payment carries, exactly (also the indexer search's prefix). */
  note: Uint8Array;
}

/** What the page waits for, from its link; null when the link lacks an amount or a note. */
export function gatewayExpectation(link: PaymentLink): GatewayExpectation | null {
  const note = paymentNoteBytes(link);
  if (link.amount === undefined || !note) return null;
  const expectation: GatewayExpectation = { payTo: link.payTo, amount: link.amount, note };
  if (link.asset !== undefined) expectation.assetId = link.asset;
  return expectation;
}

export const gatewayMinRound = (currentRound: bigint): bigint =>
  currentRound > GATEWAY_SEARCH_ROUNDS ? currentRound - GATEWAY_SEARCH_ROUNDS : 0n;

/** The indexer's strict bounds; the lower one is left out where it would be negative. */
export function amountBounds(amount: bigint): { greaterThan?: bigint; lessThan: bigint } {
  return amount > 0n ? { greaterThan: amount - 1n, lessThan: amount + 1n } : { lessThan: 1n };
}

/** The same window as amountBounds, checked on our side. */
export const isInAmountWindow = (value: bigint, amount: bigint): boolean =>
  value > amount - 1n && value < amount + 1n;

/** Query of `GET /v2/transactions` for the expected payment (`next`: a later page's token). */
export function paymentSearchParams(
  expectation: GatewayExpectation & { currentRound: bigint; next?: string },
): Record<string, string> {
  const { greaterThan, lessThan } = amountBounds(expectation.amount);
  const query: Record<string, string> = {
    'note-prefix': bytesToBase64(expectation.note),
    'tx-type': expectation.assetId === undefined ? 'pay' : 'axfer',
    address: expectation.payTo,
    'address-role': 'receiver',
    'min-round': gatewayMinRound(expectation.currentRound).toString(),
    'currency-less-than': lessThan.toString(),
    limit: String(GATEWAY_SEARCH_LIMIT),
  };
  if (greaterThan !== undefined) query['currency-greater-than'] = greaterThan.toString();
  if (expectation.assetId !== undefined) query['asset-id'] = expectation.assetId.toString();
  if (expectation.next !== undefined) query.next = expectation.next;
  return query;
}

function noteEquals(noteB64: string | undefined, expected: Uint8Array): boolean {
  if (noteB64 === undefined) return expected.length === 0;
  let note: Uint8Array;
  try {
    note = base64ToBytes(noteB64);
  } catch {
    return false;
  }
  return note.length === expected.length && expected.every((byte, i) => note[i] === byte);
}

/** Receiver, asset and amount of the transfer, or null for another kind of transaction. */
function transferOf(
  tx: IndexerTransaction,
  assetId: bigint | undefined,
): { receiver: string; amount: bigint } | null {
  if (assetId === undefined) {
    const pay = tx['payment-transaction'];
    return tx['tx-type'] === 'pay' && pay ? pay : null;
  }
  const axfer = tx['asset-transfer-transaction'];
  return tx['tx-type'] === 'axfer' && axfer && axfer['asset-id'] === assetId ? axfer : null;
}

export function isMatchingPayment(
  tx: IndexerTransaction,
  expectation: GatewayExpectation,
  minRound = 0n,
): boolean {
  const round = tx['confirmed-round'];
  if (round === undefined || round <= 0n || round < minRound) return false;
  const transfer = transferOf(tx, expectation.assetId);
  return (
    transfer !== null &&
    transfer.receiver === expectation.payTo &&
    isInAmountWindow(transfer.amount, expectation.amount) &&
    noteEquals(tx.note, expectation.note)
  );
}

/** The id of the first transaction that really is the expected payment, or null. */
export function findMatchingPayment(
  transactions: readonly IndexerTransaction[],
  expectation: GatewayExpectation,
  minRound = 0n,
): string | null {
  return transactions.find((tx) => isMatchingPayment(tx, expectation, minRound))?.id ?? null;
}
