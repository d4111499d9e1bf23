import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { collectAnswers, collectDelegations, latestPerSender, type ChainNote } from './answers';
import { encodeDelegationNote, encodeVoteNote } from './notes';

const QID = 'QUESTION00TXID';
const question = { id: QID, round: 100, maxRound: 200 };
const vote = (
  sender: string,
  round: number,
  a: number,
  extra: Partial<ChainNote> = {},
): ChainNote => ({
  id: `tx-${sender}-${round}-${a}`,
  sender,
  round,
  note: encodeVoteNote(QID, new Map([['A', a]])),
  ...extra,
});

describe('latestPerSender', () => {
  it('keeps the highest round, then intra-round offset, then list order', () => {
    const items = [
      { sender: 's', round: 5, tag: 1 },
      { sender: 's', round: 7, intraRound: 2, tag: 2 },
      { sender: 's', round: 7, intraRound: 1, tag: 3 },
      { sender: 't', round: 1, tag: 4 },
      { sender: 't', round: 1, tag: 5 },
    ];
    const latest = latestPerSender(items);
    expect(latest.get('s')!.tag).toBe(2);
    expect(latest.get('t')!.tag).toBe(5);
  });
});

describe('collectAnswers', () => {
  it('keeps the latest valid answer per sender within the question rounds', () => {
    const answers = collectAnswers(
      [
        vote('s1', 120, 10),
        vote('s1', 150, 20, { roundTime: 1700000000 }),
        vote('s2', 99, 30),
        vote('s2', 201, 40),
        vote('s3', 200, 50),
        { id: 'junk', sender: 's3', round: 210, note: 'avote-vote/v1/QUESTION00:j{"q":' },
        {
          id: 'junk2',
          sender: 's1',
          round: 190,
          note: 'avote-vote/v1/QUESTION00:j{"q":"QUESTION00TXID","a":{"A":500}}',
        },
      ],
      question,
    );
    expect([...answers.keys()].sort()).toEqual(['s1', 's3']);
    expect(answers.get('s1')).toMatchObject({
      round: 150,
      roundTime: 1700000000,
      points: new Map([['A', 20]]),
    });
    expect(answers.get('s3')!.points).toEqual(new Map([['A', 50]]));
  });

  it('ignores votes for another question', () => {
    const other = {
      id: 'x',
      sender: 's',
      round: 150,
      note: encodeVoteNote('QUESTION00OTHER', new Map([['A', 1]])),
    };
    expect(collectAnswers([other], question).size).toBe(0);
  });
});

describe('collectDelegations', () => {
  it('takes each sender latest valid delegation at or before the round', () => {
    const [a, b] = [generateAccount().addr.toString(), generateAccount().addr.toString()];
    const note = (to: string) => encodeDelegationNote(new Map([['any', new Map([[to, 1]])]]));
    const result = collectDelegations(
      [
        { id: '1', sender: 'd', round: 10, note: note(a) },
        { id: '2', sender: 'd', round: 20, note: note(b) },
        { id: '3', sender: 'd', round: 300, note: note(a) },
        { id: '4', sender: 'd', round: 25, note: 'avote-delegation/v1:j{"d":{"any":{"bad":1}}}' },
      ],
      200,
    );
    expect(result).toEqual(new Map([['d', new Map([['any', new Map([[b, 1]])]])]]));
  });
});
