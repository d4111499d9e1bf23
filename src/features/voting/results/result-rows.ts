import type { QuestionOption } from '../../../core/voting/notes';
import type { TallyResult } from '../../../core/voting/tally';
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

/** The accounts whose balance the coin-weighted tally needs: voters and delegators. */
export function accountsToWeigh(voters: Iterable<string>, delegators: Iterable<string>): string[] {
  return [...new Set([...voters, ...delegators])];
}

/** Balances are read at the max round once it has passed, else at the current round. */
export function balanceRound(maxRound: number, currentRound: number): number {
  return Math.min(maxRound, currentRound);
}
