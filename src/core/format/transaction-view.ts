import type { IndexerTransaction } from '../chain/indexer-types';
import type { AmountSign } from './amount';

// How one transaction reads from one account's point of view: who moved what, and which way.

export type Direction = 'sent' | 'received' | 'self' | 'other';

export interface TransferView {
  /** Base units; 0 for transactions that move nothing. */
  amount: bigint;
  /** null for the base coin. */
  assetId: bigint | null;
  /** Where the value came from: for a clawback, the account it was taken from. */
  from: string;
  to: string | null;
  direction: Direction;
  /** Whether the transaction moves an amount at all (payment or asset transfer). */
  moves: boolean;
}

/**
 * The transfer seen from `mine`: one account (its history) or all the wallet's accounts (a
 * transaction's page). Between two of `mine` it is a self-transfer.
 */
export function transferView(
  tx: IndexerTransaction,
  mine: string | ((address: string) => boolean),
): TransferView {
  const isMine = typeof mine === 'string' ? (a: string) => a === mine : mine;
  const pay = tx['payment-transaction'];
  const axfer = tx['asset-transfer-transaction'];
  const from = axfer?.sender ?? tx.sender;
  const to = pay?.receiver ?? axfer?.receiver ?? null;
  const amount = pay?.amount ?? axfer?.amount ?? 0n;
  const assetId = axfer ? axfer['asset-id'] : null;
  let direction: Direction = 'other';
  const fromMine = isMine(from);
  const toMine = to !== null && isMine(to);
  if (fromMine && toMine) direction = 'self';
  else if (fromMine) direction = 'sent';
  else if (toMine) direction = 'received';
  return { amount, assetId, from, to, direction, moves: Boolean(pay ?? axfer) };
}

/** Sent is −, received is +, a self-transfer (or a transfer seen from elsewhere) neither. */
export function signOf(direction: Direction): AmountSign {
  return direction === 'sent' ? 'minus' : direction === 'received' ? 'plus' : 'none';
}

/** Indexer tx-type codes, each with its words (i18n key transaction.types.<code>). */
export const TRANSACTION_TYPES = [
  'pay',
  'axfer',
  'keyreg',
  'appl',
  'acfg',
  'afrz',
  'stpf',
  'hb',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A known type code, or null for one this wallet has no words for (shown as the code). */
export function knownTransactionType(code: string): TransactionType | null {
  return (TRANSACTION_TYPES as readonly string[]).includes(code) ? (code as TransactionType) : null;
}
