import { describe, expect, it } from 'vitest';
import { decodeQuestionNote } from './notes';
import {
  askQuestionSchedule,
  estimatedRoundTime,
  isVotingOpen,
  parseDuration,
  questionForm,
  questionMaxRound,
  type QuestionForm,
} from './question';

const form: QuestionForm = {
  title: ' Best project ',
  text: 'Which one?',
  url: '',
  duration: 20000,
  category: 'community',
  options: [
    { code: 'A', text: 'AAA' },
    { code: 'B', text: 'BBB' },
  ],
};

describe('questionForm', () => {
  it('writes the v2 note from a complete form (trimmed)', () => {
    const result = questionForm(form);
    expect(result.issues).toEqual([]);
    expect(result.note).toBe(
      'avote-question/v2:j{"t":"Best project","q":"Which one?","duration":20000,"category":"community","o":{"A":"AAA","B":"BBB"}}',
    );
    expect(decodeQuestionNote(result.note)).toMatchObject({
      version: 2,
      title: 'Best project',
      duration: 20000,
    });
    expect(result.fewerThanTwoOptions).toBe(false);
  });

  it('is empty unless title, text, category, duration and one full option exist', () => {
    const cases: [Partial<QuestionForm>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ text: '' }, 'text'],
      [{ category: '' }, 'category'],
      [{ duration: '' }, 'duration'],
      [
        {
          options: [
            { code: 'A', text: '' },
            { code: '', text: 'x' },
          ],
        },
        'options',
      ],
      [{ options: [] }, 'options'],
    ];
    for (const [change, issue] of cases) {
      const result = questionForm({ ...form, ...change });
      expect(result.note).toBe('');
      expect(result.issues).toEqual([issue]);
    }
  });

  it('leaves half-typed option rows out and recommends two options', () => {
    const result = questionForm({
      ...form,
      options: [
        { code: 'A', text: 'AAA' },
        { code: 'B', text: ' ' },
      ],
    });
    expect(result.options).toEqual([{ code: 'A', text: 'AAA' }]);
    expect(result.fewerThanTwoOptions).toBe(true);
    expect(result.note).toContain('"o":{"A":"AAA"}');
  });

  it('refuses repeated codes and the reserved __proto__ code', () => {
    const dup = questionForm({
      ...form,
      options: [
        { code: 'A', text: '1' },
        { code: ' A', text: '2' },
      ],
    });
    expect(dup.issues).toEqual(['duplicate-code']);
    const proto = questionForm({ ...form, options: [{ code: '__proto__', text: '1' }] });
    expect(proto.issues).toEqual(['reserved-code']);
    expect(proto.note).toBe('');
  });

  it('keeps duration within 1..9999999 whole rounds', () => {
    expect(parseDuration(1)).toBe(1);
    expect(parseDuration('9999999')).toBe(9999999);
    for (const bad of [0, 10000000, 1.5, -1, Number.NaN, '', '1e3', '12a'])
      expect(parseDuration(bad)).toBeNull();
    expect(questionForm({ ...form, duration: ' 300 ' }).note).toContain('"duration":300');
  });

  it('requires an https:// url when one is given', () => {
    expect(questionForm({ ...form, url: 'http://x.org' }).issues).toEqual(['url']);
    expect(questionForm({ ...form, url: 'https://x.org/a' }).note).toContain(
      '"url":"https://x.org/a"',
    );
  });

  it('refuses a note over 1024 bytes', () => {
    const result = questionForm({ ...form, text: 'x'.repeat(1000) });
    expect(result.issues).toEqual(['too-long']);
    expect(result.note).toBe('');
  });
});

describe('rounds and times', () => {
  it('max round: confirming round + duration (v2), the note value (v1)', () => {
    const v2 = decodeQuestionNote(questionForm(form).note)!;
    expect(questionMaxRound(v2, 1000)).toBe(21000);
    const v1 = decodeQuestionNote(
      'avote-question/v1:j{"t":"x","q":"y","max":4410,"category":"c","o":{"A":"a"}}',
    )!;
    expect(questionMaxRound(v1, 1000)).toBe(4410);
  });

  it('is open while the current round is not beyond the max round', () => {
    expect(isVotingOpen(100, 100)).toBe(true);
    expect(isVotingOpen(101, 100)).toBe(false);
  });

  it('computes the last block and end time with 4.5 s blocks', () => {
    expect(askQuestionSchedule(20000, 1000, 0)).toEqual({
      lastBlock: 21000,
      endTimeMs: 90_000_000,
    });
    expect(askQuestionSchedule('x', 1000, 0)).toBeNull();
    expect(estimatedRoundTime(90, 100, 1_000_000)).toBe(955_000);
  });
});
