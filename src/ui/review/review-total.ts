import { OPT_IN_MIN_BALANCE_INCREASE } from '../../core/assets/asset-transactions';
import { BASE_COIN } from '../../core/transactions/review';
import type { AccountEffect, GroupReview } from '../../infra/transactions/review-group';

type TotalInput = Pick<GroupReview, 'effects' | 'transactions' | 'appCalls'>;

export interface ReviewTotal {
  /** What leaves the person's accounts per asset, fees and locked minimum balance included. */
  amounts: { assetId: bigint; amount: bigint }[];
  /** Of the base coin's amount: what opt-ins lock as minimum balance (freed again on leaving). */
  locked: bigint;
}

/**
 * What the group's opt-ins add to the own accounts' minimum balance: 0.1 of the base coin per
 * asset, an app's flat 0.1 plus its local schema. An app whose schema could not be read counts
 * its flat part only.
 */
export function lockedByOptIns(review: TotalInput, own: ReadonlySet<string>): bigint {
  let locked = 0n;
  review.transactions.forEach((described, i) => {
    if (!own.has(described.sender)) return;
    if (described.kind === 'asset-opt-in') locked += OPT_IN_MIN_BALANCE_INCREASE;
    for (const warning of review.appCalls[i]?.warnings ?? [])
      if (warning.code === 'opt-in') locked += warning.cost ?? OPT_IN_MIN_BALANCE_INCREASE;
  });
  return locked;
}

/**
 * The review's total, as the decision bar shows it beside Send, over every group one Send signs
 * (a swap's opt-ins go first as a group of their own): what leaves the person's accounts per
 * asset, fees included (the simulated effects), plus the minimum balance the opt-ins lock, as
 * that much can no longer be spent. Base coin first; empty when nothing leaves.
 */
export function reviewTotal(
  groups: readonly TotalInput[],
  ownAddresses: readonly string[],
): ReviewTotal {
  const totals = new Map<bigint, bigint>();
  const own = new Set(ownAddresses);
  for (const review of groups)
    for (const effect of review.effects)
      for (const { assetId, delta } of effect.changes)
        if (delta < 0n) totals.set(assetId, (totals.get(assetId) ?? 0n) - delta);
  const locked = groups.reduce((sum, review) => sum + lockedByOptIns(review, own), 0n);
  if (locked > 0n) totals.set(BASE_COIN, (totals.get(BASE_COIN) ?? 0n) + locked);
  const amounts = [...totals]
    .map(([assetId, amount]) => ({ assetId, amount }))
    .sort((a, b) => (a.assetId < b.assetId ? -1 : a.assetId > b.assetId ? 1 : 0));
  return { amounts, locked };
}

/**
 * A later group's effects as they will be once the earlier groups of the same Send confirmed:
 * "balance before" and "after" moved by what the earlier groups change (a swap's opt-in fees).
 */
export function afterEarlierGroups(
  effects: readonly AccountEffect[],
  earlier: readonly Pick<GroupReview, 'effects'>[],
): AccountEffect[] {
  const moved = new Map<string, bigint>();
  for (const review of earlier)
    for (const effect of review.effects)
      for (const { assetId, delta } of effect.changes) {
        const key = `${effect.address}/${assetId.toString()}`;
        moved.set(key, (moved.get(key) ?? 0n) + delta);
      }
  return effects.map((effect) => ({
    ...effect,
    changes: effect.changes.map((change) => {
      const shift = moved.get(`${effect.address}/${change.assetId.toString()}`) ?? 0n;
      if (shift === 0n || change.before === undefined) return change;
      const before = change.before + shift;
      return { ...change, before, after: before + change.delta };
    }),
  }));
}
