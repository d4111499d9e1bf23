import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { describeTransaction } from '../../core/transactions/review';
import type { SendState } from '../../core/transactions/send-state';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { shortAddress } from './review-rows';
import { useAmountDisplay } from './use-amount-display';
import { useGroupReview } from './use-group-review';

/** The big status of the result screen; null while nothing has been sent. */
export type Outcome = 'sending' | 'confirmed' | 'failed' | 'unknown';

export function outcomeOf(state: SendState): Outcome | null {
  switch (state.kind) {
    case 'ready':
    case 'signing':
      return null;
    case 'sending':
    case 'sent':
      return 'sending';
    case 'confirmed':
      return 'confirmed';
    case 'unknown':
      return 'unknown';
    default:
      return 'failed';
  }
}

const MOVES_VALUE = new Set(['payment', 'close-account', 'asset-transfer']);

/**
 * What was sent, for the result screen: the amount and to whom (an own account by name), for a
 * single payment or asset transfer; nothing for a group. Reads the review's cached query.
 */
export function useResultSummary(
  txns: readonly Transaction[] | undefined,
  accounts: readonly PublicAccount[],
): { amount?: string; receiver?: string } {
  const list = txns ?? [];
  const review = useGroupReview(
    list,
    accounts.map((a) => a.addr),
    undefined,
    false,
  );
  const display = useAmountDisplay(review.data?.assets, currentTokenSymbol(), false);
  const txn = list[0];
  if (list.length !== 1 || !txn) return {};
  const d = review.data?.transactions[0] ?? describeTransaction(txn, 0);
  if (!MOVES_VALUE.has(d.kind)) return {};
  const receiver = d.receiver;
  return {
    amount: d.amount === undefined ? undefined : display(d.amount, d.assetId),
    receiver:
      receiver && (accounts.find((a) => a.addr === receiver)?.name ?? shortAddress(receiver)),
  };
}
