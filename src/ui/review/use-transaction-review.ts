import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { bytesToBase64 } from '../../core/encoding/base64';
import { describeTransaction } from '../../core/transactions/review';
import { currentTokenSymbol } from '../../infra/transactions/token-symbol';
import { useGroupReview } from './use-group-review';

/**
 * The review's state: every transaction described from its bytes at once, then the node's
 * simulation filling in asset units and effects (the query Send waits for).
 */
export function useTransactionReview(
  txns: readonly Transaction[],
  accounts: readonly PublicAccount[],
  authAddresses: ReadonlyMap<string, string | undefined> | undefined,
  simulate: boolean,
) {
  const review = useGroupReview(
    txns,
    accounts.map((a) => a.addr),
    authAddresses,
    simulate,
  );
  const described = review.data?.transactions ?? txns.map((txn, i) => describeTransaction(txn, i));
  const groupIdOf = (index: number): string | undefined => {
    const group = txns[index]?.group;
    return group && group.length > 0 ? bytesToBase64(group) : undefined;
  };
  return {
    review,
    described,
    groupIdOf,
    symbol: currentTokenSymbol(),
    retry: () => void review.refetch(),
  };
}
