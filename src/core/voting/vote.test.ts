import { describe, expect, it } from 'vitest';
import { decodeVoteNote } from './notes';
import { canVote, isSameResponse, readPoints, voteNote } from './vote';

const options = [
  { code: 'A', text: 'a' },
  { code: 'B', text: 'b' },
];
const pts = (a: number, b: number) =>
  new Map([
    ['A', a],
    ['B', b],
  ]);

describe('vote rules', () => {
  it('allows a vote only with a sum above 0, nothing processing, voting open and a new response', () => {
    const base = { points: pts(50, 0), latest: null, processing: false, votingOpen: true };
    expect(canVote(base)).toBe(true);
    expect(canVote({ ...base, points: pts(0, 0) })).toBe(false);
    expect(canVote({ ...base, processing: true })).toBe(false);
    expect(canVote({ ...base, votingOpen: false })).toBe(false);
    expect(canVote({ ...base, latest: pts(50, 0) })).toBe(false);
    expect(canVote({ ...base, latest: new Map([['A', 50]]) })).toBe(false);
    expect(canVote({ ...base, latest: pts(50, 1) })).toBe(true);
  });

  it('refuses points outside 0..100', () => {
    const base = { latest: null, processing: false, votingOpen: true };
    expect(canVote({ ...base, points: pts(101, 0) })).toBe(false);
    expect(canVote({ ...base, points: pts(50, -1) })).toBe(false);
    expect(canVote({ ...base, points: pts(Number.NaN, 5) })).toBe(false);
  });

  it('reads typed points as whole numbers 0..100 and never clamps them', () => {
    expect(readPoints(0)).toBe(0);
    expect(readPoints('100')).toBe(100);
    expect(readPoints(150)).toBeNull();
    expect(readPoints(-3)).toBeNull();
    expect(readPoints('12.5')).toBeNull();
    expect(readPoints('')).toBeNull();
    expect(readPoints(Number.NaN)).toBeNull();
  });

  it('compares responses with missing codes as 0', () => {
    expect(isSameResponse(new Map([['A', 0]]), new Map())).toBe(true);
    expect(isSameResponse(pts(1, 2), pts(2, 1))).toBe(false);
  });

  it('writes every option of the question and nothing else', () => {
    const note = voteNote(
      'QUESTIONID1234',
      options,
      new Map([
        ['A', 70],
        ['Z', 5],
      ]),
    );
    expect(note).toBe('avote-vote/v1/QUESTIONID:j{"q":"QUESTIONID1234","a":{"A":70,"B":0}}');
    expect(decodeVoteNote(note, 'QUESTIONID1234')?.points).toEqual(pts(70, 0));
  });
});
