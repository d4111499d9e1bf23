import { useQuery } from '@tanstack/react-query';
import type { Transaction } from 'algosdk';
import { reviewGroup, type GroupReview } from '../../infra/transactions/review-group';
import { appCallsRead, useAppCallsRead } from './app-call-read';

/** Query keys of the shared review: the same bytes share one review. */
export const reviewKeys = {
  group: (txns: readonly Transaction[], ownAddresses: readonly string[]) =>
    ['group-review', txns.map((t) => t.txID()), ownAddresses] as const,
};

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
    queryKey: reviewKeys.group(txns, ownAddresses),
    queryFn: () => reviewGroup(txns, ownAddresses, authAddresses),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    enabled,
  });
}

/**
 * Whether the review of `txns` shows everything in words and units, so signing may be offered:
 * the review is loaded, not being reloaded, and knows every asset's units (issue 23). Shares
 * the query of the TransactionReview showing the same group.
 */
export function useReviewReady(
  txns: readonly Transaction[],
  ownAddresses: readonly string[],
  authAddresses?: ReadonlyMap<string, string | undefined>,
): boolean {
  const review = useGroupReview(txns, ownAddresses, authAddresses, txns.length > 0);
  return reviewReady(review.data, review.isFetching, useAppCallsRead());
}

/**
 * Also off while an asset transfer goes to a receiver not opted in (the node would refuse it;
 * the review says so), and until the app call warnings that move money were marked read (`read`).
 */
export function reviewReady(
  review: GroupReview | undefined,
  fetching: boolean,
  read: ReadonlySet<string> = new Set(),
): boolean {
  return (
    review !== undefined &&
    !fetching &&
    review.missingAssets.length === 0 &&
    review.notOptedIn.length === 0 &&
    appCallsRead(review, read)
  );
}
