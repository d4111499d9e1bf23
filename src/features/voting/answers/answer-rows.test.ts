import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { ChainNote } from '../../../core/voting/answers';
import { encodeVoteNote, votePrefix } from '../../../core/voting/notes';
import { answerRows, responseText } from './answer-rows';

const QID = 'Q'.repeat(52);
const question = {
  id: QID,
  round: 10,
  maxRound: 100,
  options: [
    { code: 'yes', text: 'Yes' },
    { code: 'no', text: 'No' },
  ],
};
const alice = generateAccount().addr.toString();
const bob = generateAccount().addr.toString();
const vote = (
  id: string,
  sender: string,
  round: number,
  points: Record<string, number>,
): ChainNote => ({
  id,
  sender,
  round,
  roundTime: 1_700_000_000 + round,
  note: encodeVoteNote(QID, new Map(Object.entries(points))),
});

describe('answer rows', () => {
  it('lists valid answers newest first and marks the latest per sender as counted', () => {
    const rows = answerRows(
      [
        vote('1', alice, 20, { yes: 100, no: 0 }),
        vote('2', bob, 30, { no: 50, yes: 50 }),
        vote('3', alice, 40, { yes: 10, no: 90 }),
      ],
      question,
    );
    expect(rows.map((r) => [r.id, r.counted])).toEqual([
      ['3', true],
      ['2', true],
      ['1', false],
    ]);
    expect(rows[1]!.response).toBe('yes: 50, no: 50');
    expect(rows[0]!.roundTime).toBe(1_700_000_040);
  });

  it('skips notes outside the rounds, for another question, or not notes at all', () => {
    const other = 'Q'.repeat(10) + 'X'.repeat(42);
    const rows = answerRows(
      [
        vote('early', alice, 5, { yes: 1 }),
        vote('late', alice, 101, { yes: 1 }),
        { id: 'other', sender: bob, round: 20, note: encodeVoteNote(other, new Map([['yes', 1]])) },
        { id: 'junk', sender: bob, round: 20, note: `${votePrefix(QID)}{"q":` },
        {
          id: 'html',
          sender: bob,
          round: 21,
          note: encodeVoteNote(QID, new Map([['<b>x</b>', 5]])),
        },
      ],
      question,
    );
    expect(rows.map((r) => r.id)).toEqual(['html']);
    // Codes the question does not have come after its options, as text.
    expect(rows[0]!.response).toBe('<b>x</b>: 5');
  });

  it('writes the response in option order, then unknown codes', () => {
    expect(
      responseText(
        new Map([
          ['maybe', 3],
          ['no', 2],
          ['yes', 1],
        ]),
        question.options,
      ),
    ).toBe('yes: 1, no: 2, maybe: 3');
    expect(responseText(new Map(), question.options)).toBe('');
  });
});
