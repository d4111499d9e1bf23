import type { QuestionRecord } from '../../../infra/voting/voting-search';

// Sorting and paging of the voting tables (spec 001 sections 2 and 9: 20 rows a page, the
// questions sortable, round descending by default). Pure, so the rules are tested without a DOM.

export const PAGE_SIZE = 20;

export type QuestionSortKey = 'title' | 'round' | 'maxRound' | 'time' | 'category' | 'sender';

export interface SortState<K extends string> {
  key: K;
  desc: boolean;
}

export const DEFAULT_QUESTION_SORT: SortState<QuestionSortKey> = { key: 'round', desc: true };

/** A click on a column header: the same column flips direction, another starts ascending. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  return current.key === key ? { key, desc: !current.desc } : { key, desc: false };
}

const compareText = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

function compareQuestions(a: QuestionRecord, b: QuestionRecord, key: QuestionSortKey): number {
  switch (key) {
    case 'title':
      return compareText(a.note.title, b.note.title);
    case 'category':
      return compareText(a.note.category, b.note.category);
    case 'sender':
      return compareText(a.sender, b.sender);
    case 'maxRound':
      return a.maxRound - b.maxRound;
    // Time follows the round; a row without a round time still sorts by its round.
    case 'time':
      return (a.roundTime ?? 0) - (b.roundTime ?? 0) || a.round - b.round;
    case 'round':
      return a.round - b.round;
  }
}

/** A sorted copy; ties keep a stable order by round, then transaction id. */
export function sortQuestions(
  rows: readonly QuestionRecord[],
  sort: SortState<QuestionSortKey>,
): QuestionRecord[] {
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort(
    (a, b) =>
      sign * compareQuestions(a, b, sort.key) ||
      sign * (a.round - b.round) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Questions sent by one of `addresses` (/vote/my-questions). */
export function questionsFrom(
  rows: readonly QuestionRecord[],
  addresses: Iterable<string>,
): QuestionRecord[] {
  const mine = new Set(addresses);
  return rows.filter((q) => mine.has(q.sender));
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows of page `page` (1-based); a page past the end shows the last one. */
export function pageSlice<T>(rows: readonly T[], page: number, size = PAGE_SIZE): T[] {
  const last = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  return rows.slice((current - 1) * size, current * size);
}

/** `ABCDEF…WXYZ`: an address short enough for a table cell (the full one goes in a title). */
export function shortAddress(address: string): string {
  return address.length <= 13 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
