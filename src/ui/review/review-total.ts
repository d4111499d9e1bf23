import type { GroupReview } from '../../infra/transactions/review-group';

/**
 * The review's total, as the decision bar shows it beside Send: what leaves the person's
 * accounts per asset, fees included (the simulated effects), base coin first. Empty when
 * nothing leaves.
 */
export function reviewTotal(
  review: Pick<GroupReview, 'effects'>,
): { assetId: bigint; amount: bigint }[] {
  const totals = new Map<bigint, bigint>();
  for (const effect of review.effects)
    for (const { assetId, delta } of effect.changes)
      if (delta < 0n) totals.set(assetId, (totals.get(assetId) ?? 0n) - delta);
  return [...totals]
    .map(([assetId, amount]) => ({ assetId, amount }))
    .sort((a, b) => (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0));
}
