import { ANY_CATEGORY, DELEGATION_MAX_DEPTH, DELEGATION_WEIGHT_CUTOFF } from './constants';
import { isValidPoints, type Points } from './vote';

// The coin-weighted result of one question (spec 001 section 9, AMS-0001 extension 1).
//
// - Power is the balance at the question's max round (an input: bigint micro units).
// - A direct voter counts with their own balance plus whatever reaches them by delegation; they
//   are never represented by their own delegates (their delegation is not followed).
// - A delegator that did not vote passes their balance on. Which delegation applies: the one for
//   the question's category when the delegator has one (with a weight above 0), else 'any'; the
//   specific category replaces 'any' completely, the two are never mixed.
// - Among the delegates of that category the power splits in proportion to the weights
//   (20 and 80 -> 20 % and 80 %). A delegate that did not vote passes their share on by their own
//   delegation, and so on: each path is followed for at most 100 hops, a share below 1e-4 of
//   the delegator's balance is dropped, and a path that comes back to an account already on it
//   (a cycle, self-delegation included) is dropped. Dropped shares, and shares that end at an
//   account which neither voted nor delegated, count for nobody (`lost`).
// - A voter's power splits over the options in proportion to their points.
//
// Rounding: shares are float fractions along a path, turned into micro units at the end with
// 12 decimal digits (floor); points are scaled to 6 decimal digits, each option's part floored.
// So totals are exact to a few micro units per voter, and never more than the balances.

export type DelegationsByCategory = ReadonlyMap<string, ReadonlyMap<string, number>>;

export interface TallyInput {
  optionCodes: readonly string[];
  category: string;
  /** Each voter's latest answer (see collectAnswers). */
  votes: ReadonlyMap<string, Points>;
  /** Each delegator's latest delegation at the max round (see collectDelegations). */
  delegations: ReadonlyMap<string, DelegationsByCategory>;
  /** Balances at the question's max round; a missing account has 0. */
  balances: ReadonlyMap<string, bigint>;
  /** Bound on delegation edges followed, against hostile graphs; default 2,000,000. */
  maxSteps?: number;
}

export interface VoterPower {
  own: bigint;
  delegated: bigint;
  /** The voter's points on the question's options. */
  points: Map<string, number>;
}

export interface TallyResult {
  /** Option code -> micro units, in the question's option order. */
  perOption: Map<string, bigint>;
  /** Sum of every counted voter's power. */
  total: bigint;
  /** The part of `total` that arrived by delegation. */
  delegatedTotal: bigint;
  /** Delegators' balance that reached no voter (cycles, depth, cutoff, ends without a vote). */
  lost: bigint;
  voters: Map<string, VoterPower>;
  /** True when maxSteps stopped the walk: the remaining delegators count as lost. */
  incomplete: boolean;
}

const FRACTION_SCALE = 1e12;
const FRACTION_SCALE_N = 10n ** 12n;
const POINTS_SCALE = 1e6;
const DEFAULT_MAX_STEPS = 2_000_000;

/** The delegates and their shares (summing to 1) for one category, or [] when none applies. */
export function delegationTargets(
  delegations: DelegationsByCategory | undefined,
  category: string,
): [string, number][] {
  if (delegations === undefined) return [];
  const pick = (key: string) => {
    const map = delegations.get(key);
    if (map === undefined) return [];
    return [...map].filter(([, w]) => Number.isFinite(w) && w > 0);
  };
  const specific = pick(category);
  const entries = specific.length > 0 ? specific : pick(ANY_CATEGORY);
  let sum = 0;
  for (const [, w] of entries) sum += w;
  return entries.map(([account, w]) => [account, w / sum]);
}

function shareOf(balance: bigint, fraction: number): bigint {
  if (fraction >= 1) return balance;
  return (balance * BigInt(Math.round(fraction * FRACTION_SCALE))) / FRACTION_SCALE_N;
}

export function tally(input: TallyInput): TallyResult {
  const { optionCodes, category, votes, delegations, balances } = input;
  const maxSteps = input.maxSteps ?? DEFAULT_MAX_STEPS;
  const balanceOf = (account: string) => balances.get(account) ?? 0n;

  // Direct voters: an answer with invalid points or nothing on the question's options is no vote.
  const voters = new Map<string, VoterPower>();
  for (const [voter, answer] of votes) {
    const points = new Map(optionCodes.map((code) => [code, answer.get(code) ?? 0]));
    let sum = 0;
    let valid = true;
    for (const value of points.values()) {
      if (!isValidPoints(value)) valid = false;
      sum += value;
    }
    if (valid && sum > 0) voters.set(voter, { own: balanceOf(voter), delegated: 0n, points });
  }

  const targetsCache = new Map<string, [string, number][]>();
  const targetsOf = (account: string) => {
    let targets = targetsCache.get(account);
    if (targets === undefined) {
      targets = delegationTargets(delegations.get(account), category);
      targetsCache.set(account, targets);
    }
    return targets;
  };

  let steps = 0;
  let incomplete = false;
  let lost = 0n;
  let delegatedTotal = 0n;
  const path = new Set<string>();

  // Credits `balance * fraction` of `origin` to the voters reached from `account`.
  const walk = (account: string, balance: bigint, fraction: number, hops: number): bigint => {
    let credited = 0n;
    for (const [delegate, share] of targetsOf(account)) {
      if (++steps > maxSteps) {
        incomplete = true;
        return credited;
      }
      const f = fraction * share;
      if (f < DELEGATION_WEIGHT_CUTOFF || hops + 1 > DELEGATION_MAX_DEPTH || path.has(delegate)) {
        continue;
      }
      const voter = voters.get(delegate);
      if (voter !== undefined) {
        const amount = shareOf(balance, f);
        voter.delegated += amount;
        credited += amount;
      } else {
        path.add(delegate);
        credited += walk(delegate, balance, f, hops + 1);
        path.delete(delegate);
      }
    }
    return credited;
  };

  for (const delegator of delegations.keys()) {
    if (voters.has(delegator)) continue;
    const balance = balanceOf(delegator);
    if (balance <= 0n) continue;
    if (incomplete) {
      lost += balance;
      continue;
    }
    path.add(delegator);
    const credited = walk(delegator, balance, 1, 0);
    path.delete(delegator);
    delegatedTotal += credited;
    lost += balance - credited;
  }

  const perOption = new Map(optionCodes.map((code) => [code, 0n]));
  let total = 0n;
  for (const voter of voters.values()) {
    const power = voter.own + voter.delegated;
    total += power;
    const scaled = [...voter.points].map(
      ([code, p]) => [code, BigInt(Math.round(p * POINTS_SCALE))] as const,
    );
    let sum = 0n;
    for (const [, p] of scaled) sum += p;
    if (sum === 0n) continue;
    for (const [code, p] of scaled) perOption.set(code, perOption.get(code)! + (power * p) / sum);
  }
  return { perOption, total, delegatedTotal, lost, voters, incomplete };
}
