import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from '../../../infra/voting/voting-search';
import {
  DEFAULT_QUESTION_SORT,
  nextSort,
  pageCount,
  pageSlice,
  questionsFrom,
  shortAddress,
  sortQuestions,
} from './table-state';

const q = (id: string, round: number, extra: Partial<QuestionRecord> = {}): QuestionRecord => ({
  id,
  sender: `S${id}`,
  round,
  roundTime: 1_700_000_000 + round,
  maxRound: round + 100,
  note: { version: 2, title: `T${id}`, text: '', category: 'c', options: [], duration: 100 },
  ...extra,
});

describe('questions table state', () => {
  it('sorts by round descending by default, ties by id', () => {
    const rows = [q('b', 5), q('a', 9), q('c', 5)];
    expect(sortQuestions(rows, DEFAULT_QUESTION_SORT).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });

  it('sorts titles and categories by the language rules, numbers numerically', () => {
    const rows = [
      q('1', 1, { note: { ...q('1', 1).note, title: 'b10' } }),
      q('2', 2, { note: { ...q('2', 2).note, title: 'B2' } }),
      q('3', 3, { note: { ...q('3', 3).note, title: 'a' } }),
    ];
    expect(sortQuestions(rows, { key: 'title', desc: false }).map((r) => r.id)).toEqual([
      '3',
      '2',
      '1',
    ]);
    expect(sortQuestions(rows, { key: 'title', desc: true }).map((r) => r.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('sorts by max round, time (missing time first), sender', () => {
    const rows = [q('a', 1, { maxRound: 50 }), q('b', 2, { maxRound: 10 }), q('c', 3)];
    expect(sortQuestions(rows, { key: 'maxRound', desc: false }).map((r) => r.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    const timed = [q('a', 1), q('b', 2, { roundTime: undefined }), q('c', 3)];
    expect(sortQuestions(timed, { key: 'time', desc: false }).map((r) => r.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    expect(sortQuestions(rows, { key: 'sender', desc: true }).map((r) => r.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('does not change the input', () => {
    const rows = [q('a', 1), q('b', 2)];
    sortQuestions(rows, DEFAULT_QUESTION_SORT);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('a header click flips its column, another column starts ascending', () => {
    expect(nextSort(DEFAULT_QUESTION_SORT, 'round')).toEqual({ key: 'round', desc: false });
    expect(nextSort({ key: 'round', desc: false }, 'round')).toEqual({ key: 'round', desc: true });
    expect(nextSort(DEFAULT_QUESTION_SORT, 'title')).toEqual({ key: 'title', desc: false });
  });

  it('pages of 20, a page past the end shows the last', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(45)).toBe(3);
    expect(pageSlice(rows, 1)).toEqual(rows.slice(0, 20));
    expect(pageSlice(rows, 3)).toEqual([40, 41, 42, 43, 44]);
    expect(pageSlice(rows, 9)).toEqual([40, 41, 42, 43, 44]);
    expect(pageSlice(rows, 0)).toEqual(rows.slice(0, 20));
    expect(pageSlice([], 1)).toEqual([]);
  });

  it('my questions are those sent by the given accounts', () => {
    const rows = [q('a', 1), q('b', 2), q('c', 3)];
    expect(questionsFrom(rows, ['Sb', 'Sc', 'Sx']).map((r) => r.id)).toEqual(['b', 'c']);
    expect(questionsFrom(rows, [])).toEqual([]);
  });

  it('shortens addresses for a cell', () => {
    const address = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(shortAddress(address)).toBe('ABCDEF…WXYZ');
    expect(shortAddress('SHORT')).toBe('SHORT');
  });
});
