import type { Transaction } from 'algosdk';

// The part of a fee the protocol asks for, not the node: a key registration going online for
// staking rewards pays 2 Algo by choice (consensus v40's GoOnlineFee). The builder that chose it
// marks it here; the review names it and leaves it out of the high-fee check. Marks are kept by
// transaction ID, so the same transaction decoded again (a multisig proposal opened from its
// link in this wallet) keeps its mark; a transaction this wallet did not build has none.

export type ProtocolFeeReason = 'rewards-registration';

export interface ProtocolFee {
  reason: ProtocolFeeReason;
  /** MicroAlgos of the fee that are the protocol's. */
  amount: bigint;
}

// A session builds a handful of these; the oldest are forgotten beyond this.
const MAX_MARKS = 64;
const marks = new Map<string, ProtocolFee>();

/**
 * Marks `amount` of `txn`'s fee as the protocol's. Call it once the fee is final: the mark is
 * keyed by the transaction ID, which covers the fee.
 */
export function markProtocolFee(txn: Transaction, mark: ProtocolFee): Transaction {
  const id = txn.txID();
  marks.delete(id);
  marks.set(id, { ...mark });
  if (marks.size > MAX_MARKS) marks.delete(marks.keys().next().value!);
  return txn;
}

/** The protocol's part of `txn`'s fee as its builder marked it, never more than the fee. */
export function protocolFee(txn: Transaction): ProtocolFee | undefined {
  const mark = marks.get(txn.txID());
  if (!mark) return undefined;
  return { ...mark, amount: mark.amount < txn.fee ? mark.amount : txn.fee };
}
