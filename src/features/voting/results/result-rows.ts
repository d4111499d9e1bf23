import type { QuestionOption } from '../../../core/voting/notes';
import {
  delegationTargets,
  type DelegationsByCategory,
  type TallyResult,
} from '../../../core/voting/tally';
import type { TrustedListResult } from '../../../core/voting/trusted-list';

// The results as table rows, in the question's option order: shares are fractions 0..1 that the
// screen formats in the user's language.

export interface TrustedRow {
  code: string;
  text: string;
  /** Votes (one per trusted voter, split by their points). */
  votes: number;
  share: number;
}

export interface WeightedRow {
  code: string;
  text: string;
  /** Base units of the token. */
  amount: bigint;
  share: number;
}

/** `part / total` as a float without losing a bigint's digits first (0 when total is 0). */
export function bigShare(part: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  const SCALE = 10n ** 12n;
  return Number((part * SCALE) / total) / Number(SCALE);
}

export function trustedRows(
  options: readonly QuestionOption[],
  result: TrustedListResult,
): TrustedRow[] {
  return options.map((o) => {
    const votes = result.perOption.get(o.code) ?? 0;
    return {
      code: o.code,
      text: o.text,
      votes,
      share: result.voters > 0 ? votes / result.voters : 0,
    };
  });
}

export function weightedRows(
  options: readonly QuestionOption[],
  result: TallyResult,
): WeightedRow[] {
  return options.map((o) => {
    const amount = result.perOption.get(o.code) ?? 0n;
    return { code: o.code, text: o.text, amount, share: bigShare(amount, result.total) };
  });
}

/**
 * The accounts whose balance the coin-weighted tally needs: the voters, and the delegators whose
 * delegation (for the question's category, else 'any') reaches a voter along some path. Others
 * would count for nobody, so their balances are not read (one indexer call each). A voter's own
 * delegation is never followed, as in the tally.
 */
export function accountsToWeigh(
  voters: Iterable<string>,
  delegations: ReadonlyMap<string, DelegationsByCategory>,
  category: string,
): string[] {
  const voterSet = new Set(voters);
  const delegatorsOf = new Map<string, string[]>();
  for (const [delegator, byCategory] of delegations) {
    if (voterSet.has(delegator)) continue;
    for (const [delegate] of delegationTargets(byCategory, category)) {
      const list = delegatorsOf.get(delegate);
      if (list) list.push(delegator);
      else delegatorsOf.set(delegate, [delegator]);
    }
  }
  const needed = new Set(voterSet);
  const queue = [...voterSet];
  for (let account = queue.pop(); account !== undefined; account = queue.pop()) {
    for (const delegator of delegatorsOf.get(account) ?? []) {
      if (needed.has(delegator)) continue;
      needed.add(delegator);
      queue.push(delegator);
    }
  }
  return [...needed];
}

/** Balances are read at the max round once it has passed, else at the current round. */
export function balanceRound(maxRound: number, currentRound: number): number {
  return Math.min(maxRound, currentRound);
}
