import { latestPerSender, type ChainNote } from '../../../core/voting/answers';
import { decodeVoteNote, type QuestionOption } from '../../../core/voting/notes';

// The answers table (spec 001 sections 2 and 3: round, time, sender, response): every valid
// vote note given within the question's rounds, newest first; each sender's latest one counts.

export interface AnswerRow {
  id: string;
  sender: string;
  round: number;
  roundTime?: number;
  /** "code: points" per option, as plain text. */
  response: string;
  /** False when the same sender answered again later (only the latest answer counts). */
  counted: boolean;
}

/** "yes: 60, no: 40": the question's options in order, then codes the question does not have. */
export function responseText(
  points: ReadonlyMap<string, number>,
  options: readonly QuestionOption[],
): string {
  const known = options.map((o) => o.code).filter((code) => points.has(code));
  const others = [...points.keys()].filter((code) => !options.some((o) => o.code === code));
  return [...known, ...others].map((code) => `${code}: ${points.get(code)}`).join(', ');
}

export function answerRows(
  notes: Iterable<ChainNote>,
  question: { id: string; round: number; maxRound: number; options: readonly QuestionOption[] },
): AnswerRow[] {
  const rows: (AnswerRow & { intraRound?: number })[] = [];
  for (const n of notes) {
    if (n.round < question.round || n.round > question.maxRound) continue;
    const vote = decodeVoteNote(n.note, question.id);
    if (vote === null) continue;
    rows.push({
      id: n.id,
      sender: n.sender,
      round: n.round,
      ...(n.intraRound !== undefined ? { intraRound: n.intraRound } : {}),
      ...(n.roundTime !== undefined ? { roundTime: n.roundTime } : {}),
      response: responseText(vote.points, question.options),
      counted: false,
    });
  }
  const latest = latestPerSender(rows);
  for (const row of latest.values()) row.counted = true;
  return rows
    .sort((a, b) => b.round - a.round || (b.intraRound ?? 0) - (a.intraRound ?? 0))
    .map(({ intraRound: _intraRound, ...row }) => row);
}
