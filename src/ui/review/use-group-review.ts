import { useQuery } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { reviewGroup } from '../../infra/transactions/review-group';

/**
 * The simulation and balances for one review, keyed by the transactions' ids: the same bytes
 * are reviewed once, other bytes get their own review.
 */
export function useGroupReview(
  txns: readonly Transaction[],
  ownAddresses: readonly string[],
  authAddresses?: ReadonlyMap<string, string | undefined>,
  enabled = true,
) {
  return useQuery({
    queryKey: ['group-review', txns.map((t) => t.txID()), ownAddresses],
    queryFn: () => reviewGroup(txns, ownAddresses, authAddresses),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    enabled,
  });
}
