import type { Transaction } from 'algosdk';
import { signedLength, type Authorizer, type FeeParams } from './required-fee';

// Transactions that arrive with their fee (a swap router's, a dapp's) keep it: that is what the
// person reviews. The node prices each one's signed bytes on its own (algod's
// TransactionPool.checkSufficientFee does not pool the per-byte fee over a group), so one that
// pays less is refused at submission; the review says so before anything is signed. The minimum
// fee is pooled over the group and the simulation already judges it.

export interface UnderpaidFee {
  index: number;
  fee: bigint;
  /** The node's fee per byte times the transaction's signed length. */
  needed: bigint;
}

/** The transactions among `indexes` whose fee is below the node's fee for their signed size. */
export function underpaidBySize(
  txns: readonly Transaction[],
  indexes: readonly number[],
  params: FeeParams,
  authorizerOf: (txn: Transaction) => Authorizer,
): UnderpaidFee[] {
  const perByte = params.flatFee ? 0n : BigInt(params.fee);
  if (perByte === 0n) return [];
  return indexes.flatMap((index) => {
    const txn = txns[index];
    if (!txn) return [];
    const needed = perByte * BigInt(signedLength(txn, authorizerOf(txn)));
    return txn.fee < needed ? [{ index, fee: txn.fee, needed }] : [];
  });
}
