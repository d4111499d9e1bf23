import { readWholeNumber } from '../validation/whole-number';
import { MAX_VOTE_POINTS } from './constants';
import { encodeVoteNote, type QuestionOption } from './notes';

// Spec 001 sections 4 and 5: points 0..100 per answer; the vote button is enabled only when the
// sum is above 0, nothing is processing and the response differs from the latest one.

export type Points = ReadonlyMap<string, number>;

export function isValidPoints(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_VOTE_POINTS;
}

/**
 * An option's points as typed in the vote form: a whole number 0..100, else null. Never brought
 * into range (issue 23): the form shows the range message and the vote button waits.
 */
export function readPoints(value: number | string): number | null {
  return readWholeNumber(value, { min: 0, max: MAX_VOTE_POINTS });
}

/** The points for exactly the question's options (missing ones are 0), in option order. */
export function pointsForOptions(
  options: readonly QuestionOption[],
  points: Points,
): Map<string, number> {
  return new Map(options.map((o) => [o.code, points.get(o.code) ?? 0]));
}

export function pointsSum(points: Points): number {
  let sum = 0;
  for (const value of points.values()) sum += value;
  return sum;
}

/** Same response: every code has the same points, a missing code counting as 0. */
export function isSameResponse(a: Points, b: Points): boolean {
  for (const code of new Set([...a.keys(), ...b.keys()])) {
    if ((a.get(code) ?? 0) !== (b.get(code) ?? 0)) return false;
  }
  return true;
}

export function canVote(input: {
  points: Points;
  /** The current account's latest response to this question, if any. */
  latest: Points | null;
  processing: boolean;
  votingOpen: boolean;
}): boolean {
  const { points, latest, processing, votingOpen } = input;
  if (processing || !votingOpen) return false;
  for (const value of points.values()) if (!isValidPoints(value)) return false;
  if (!(pointsSum(points) > 0)) return false;
  return latest === null || !isSameResponse(points, latest);
}

/** The vote note for the question's options only, every option written (0 included). */
export function voteNote(
  questionId: string,
  options: readonly QuestionOption[],
  points: Points,
): string {
  return encodeVoteNote(questionId, pointsForOptions(options, points));
}
