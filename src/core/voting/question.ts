import { utf8Encode } from '../encoding/utf8';
import { BLOCK_TIME_MS, MAX_DURATION, MIN_DURATION, NOTE_MAX_BYTES } from './constants';
import { encodeQuestionNote, isHttpsUrl, type QuestionNote, type QuestionOption } from './notes';

// Spec 001 sections 2, 4, 5: the ask-question form's rules and the rounds and times a question
// is shown with. Rounds are numbers: they stay far below 2^53.

export interface QuestionForm {
  title: string;
  text: string;
  /** Optional; when filled it must start with https://. */
  url: string;
  /** Rounds; a number input may hand over its text. */
  duration: number | string;
  category: string;
  options: readonly QuestionOption[];
}

export type QuestionFormIssue =
  | 'title'
  | 'text'
  | 'category'
  | 'duration'
  | 'options'
  | 'duplicate-code'
  | 'reserved-code'
  | 'url'
  | 'too-long';

export interface QuestionFormResult {
  /** Empty unless the form has no issue: the note preview and the submit button use it. */
  note: string;
  issues: QuestionFormIssue[];
  /** The spec recommends at least 2 responses; fewer is allowed. */
  fewerThanTwoOptions: boolean;
  /** The options that go into the note: rows with both a code and a text. */
  options: QuestionOption[];
}

/** The duration as a whole number of rounds in 1..9999999, or null. */
export function parseDuration(duration: number | string): number | null {
  const value =
    typeof duration === 'number' ? duration : /^\s*\d+\s*$/.test(duration) ? Number(duration) : NaN;
  return Number.isInteger(value) && value >= MIN_DURATION && value <= MAX_DURATION ? value : null;
}

export function questionForm(form: QuestionForm): QuestionFormResult {
  const issues: QuestionFormIssue[] = [];
  const title = form.title.trim();
  const text = form.text.trim();
  const category = form.category.trim();
  const url = form.url.trim();
  if (!title) issues.push('title');
  if (!text) issues.push('text');
  if (!category) issues.push('category');
  const duration = parseDuration(form.duration);
  if (duration === null) issues.push('duration');
  // A row with only a code or only a text is still being typed: it is left out, not an error.
  const options = form.options
    .map((o) => ({ code: o.code.trim(), text: o.text.trim() }))
    .filter((o) => o.code !== '' && o.text !== '');
  if (options.length === 0) issues.push('options');
  const codes = options.map((o) => o.code);
  // JSON keeps one value per key, so a repeated code would silently lose an option.
  if (new Set(codes).size !== codes.length) issues.push('duplicate-code');
  // Readers (ours included) skip notes with this key, so the question would be invisible.
  if (codes.includes('__proto__')) issues.push('reserved-code');
  if (url !== '' && !isHttpsUrl(url)) issues.push('url');
  const result = (note: string): QuestionFormResult => ({
    note,
    issues,
    fewerThanTwoOptions: options.length < 2,
    options,
  });
  if (issues.length > 0 || duration === null) return result('');
  const note = encodeQuestionNote({
    title,
    text,
    category,
    duration,
    ...(url ? { url } : {}),
    options,
  });
  if (utf8Encode(note).length > NOTE_MAX_BYTES) {
    issues.push('too-long');
    return result('');
  }
  return result(note);
}

/** v2: confirming round + duration; v1: the round the note names. */
export function questionMaxRound(note: QuestionNote, confirmedRound: number): number {
  return note.version === 2 ? confirmedRound + note.duration : note.maxRound;
}

/** Voting is open while the current round is not beyond the max round. */
export function isVotingOpen(currentRound: number, maxRound: number): boolean {
  return currentRound <= maxRound;
}

/** When `round` is expected, from the current round and the 4.5 s block time (ms since epoch). */
export function estimatedRoundTime(round: number, currentRound: number, nowMs: number): number {
  return nowMs + (round - currentRound) * BLOCK_TIME_MS;
}

/** The ask form's computed last block and estimated end, or null while the duration is invalid. */
export function askQuestionSchedule(
  duration: number | string,
  currentRound: number,
  nowMs: number,
): { lastBlock: number; endTimeMs: number } | null {
  const rounds = parseDuration(duration);
  if (rounds === null) return null;
  const lastBlock = currentRound + rounds;
  return { lastBlock, endTimeMs: estimatedRoundTime(lastBlock, currentRound, nowMs) };
}
