import { decodeDelegationNote, decodeVoteNote, type DelegationMap, type NoteInput } from './notes';

// Notes as the indexer hands them over (already filtered by prefix and marker amount), turned
// into each sender's latest answer or delegation. Invalid notes are skipped, never thrown.

export interface ChainNote {
  id: string;
  sender: string;
  round: number;
  /** Position inside the round; orders two notes of one sender in the same round. */
  intraRound?: number;
  /** Seconds since epoch, as the indexer reports it. */
  roundTime?: number;
  note: NoteInput;
}

export interface Answer {
  id: string;
  sender: string;
  round: number;
  roundTime?: number;
  points: Map<string, number>;
}

const isLater = (
  a: { round: number; intraRound?: number },
  b: { round: number; intraRound?: number },
) => (a.round !== b.round ? a.round > b.round : (a.intraRound ?? 0) >= (b.intraRound ?? 0));

/**
 * The latest item per sender: the highest round, then the highest intra-round offset; on a full
 * tie the one later in the list wins (the indexer lists in chain order).
 */
export function latestPerSender<T extends { sender: string; round: number; intraRound?: number }>(
  items: Iterable<T>,
): Map<string, T> {
  const latest = new Map<string, T>();
  for (const item of items) {
    const current = latest.get(item.sender);
    if (current === undefined || isLater(item, current)) latest.set(item.sender, item);
  }
  return latest;
}

/**
 * Each sender's latest valid answer given from the question's round to its max round. A vote
 * after the max round is not counted, and an invalid later note does not erase a valid earlier
 * one (it is skipped before the latest is chosen).
 */
export function collectAnswers(
  notes: Iterable<ChainNote>,
  question: { id: string; round: number; maxRound: number },
): Map<string, Answer & { intraRound?: number }> {
  const valid: (Answer & { intraRound?: number })[] = [];
  for (const n of notes) {
    if (n.round < question.round || n.round > question.maxRound) continue;
    const vote = decodeVoteNote(n.note, question.id);
    if (vote === null) continue;
    valid.push({
      id: n.id,
      sender: n.sender,
      round: n.round,
      ...(n.intraRound !== undefined ? { intraRound: n.intraRound } : {}),
      ...(n.roundTime !== undefined ? { roundTime: n.roundTime } : {}),
      points: vote.points,
    });
  }
  return latestPerSender(valid);
}

/**
 * Each sender's latest valid delegation at or before `atRound` (the question's max round): a
 * later delegation note replaces the whole earlier one.
 */
export function collectDelegations(
  notes: Iterable<ChainNote>,
  atRound: number,
): Map<string, DelegationMap> {
  const valid: { sender: string; round: number; intraRound?: number; d: DelegationMap }[] = [];
  for (const n of notes) {
    if (n.round > atRound) continue;
    const d = decodeDelegationNote(n.note);
    if (d === null) continue;
    valid.push({
      sender: n.sender,
      round: n.round,
      ...(n.intraRound !== undefined ? { intraRound: n.intraRound } : {}),
      d,
    });
  }
  return new Map([...latestPerSender(valid)].map(([sender, item]) => [sender, item.d]));
}
