import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { utf8Encode } from '../encoding/utf8';
import {
  decodeDelegationNote,
  decodeGovernanceNote,
  decodeQuestionNote,
  decodeTrustedListNote,
  decodeVoteNote,
  encodeDelegationNote,
  encodeGovernanceNote,
  encodeQuestionNote,
  encodeQuestionNoteV1,
  encodeTrustedListNote,
  encodeVoteNote,
  votePrefix,
} from './notes';

const addr = () => generateAccount().addr.toString();
const [A, B, C] = [addr(), addr(), addr()];
const QID = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRST';

const question = {
  title: 'Best project',
  text: 'Decide which project is the best',
  category: 'community',
  duration: 20000,
  url: 'https://example.org/q',
  options: [
    { code: 'A', text: 'AAA' },
    { code: 'B', text: 'BBB' },
  ],
};

describe('question notes', () => {
  it('round-trips v2 as text and as bytes', () => {
    const note = encodeQuestionNote(question);
    expect(note.startsWith('avote-question/v2:j{')).toBe(true);
    expect(JSON.parse(note.slice('avote-question/v2:j'.length))).toEqual({
      t: 'Best project',
      q: 'Decide which project is the best',
      duration: 20000,
      category: 'community',
      url: 'https://example.org/q',
      o: { A: 'AAA', B: 'BBB' },
    });
    expect(decodeQuestionNote(note)).toEqual({ version: 2, ...question });
    expect(decodeQuestionNote(utf8Encode(note))).toEqual({ version: 2, ...question });
  });

  it('reads the AMS-0001 v1 example with its max round', () => {
    const note =
      'avote-question/v1:j{"t":"Best project","q":"Decide which project is the best\\nA - AAA\\nB - BBB\\nC - CCC","max":4410,"category":"community","o":{"A":"AAA","B":"BBB","C":"CCC"}}';
    expect(decodeQuestionNote(note)).toEqual({
      version: 1,
      title: 'Best project',
      text: 'Decide which project is the best\nA - AAA\nB - BBB\nC - CCC',
      category: 'community',
      maxRound: 4410,
      options: [
        { code: 'A', text: 'AAA' },
        { code: 'B', text: 'BBB' },
        { code: 'C', text: 'CCC' },
      ],
    });
    const { duration: _d, ...rest } = question;
    expect(decodeQuestionNote(encodeQuestionNoteV1({ ...rest, maxRound: 99 }))).toEqual({
      version: 1,
      ...rest,
      maxRound: 99,
    });
  });

  it('accepts a duration written as digits (A-Wallet read it with parseInt)', () => {
    const note = encodeQuestionNote(question).replace('"duration":20000', '"duration":"300"');
    expect(decodeQuestionNote(note)).toMatchObject({ version: 2, duration: 300 });
  });

  it('drops a url that is not https:// but keeps the question', () => {
    for (const url of ['javascript:alert(1)', 'http://x.org', 'https://', 42]) {
      const note = encodeQuestionNote(question).replace(
        '"https://example.org/q"',
        JSON.stringify(url),
      );
      const decoded = decodeQuestionNote(note);
      expect(decoded).not.toBeNull();
      expect(decoded).not.toHaveProperty('url');
    }
  });

  it('skips hostile or broken notes without throwing', () => {
    const v2 = (json: string) => `avote-question/v2:j${json}`;
    const bad = [
      '',
      'avote-question/v2:j',
      'avote-question/v3:j{}',
      v2('{'),
      v2('null'),
      v2('[]'),
      v2('"text"'),
      v2('{"t":1,"q":"x","duration":5,"category":"c","o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":0,"category":"c","o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":10000000,"category":"c","o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":1.5,"category":"c","o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":"1e3","category":"c","o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":5,"category":"c","o":{}}'),
      v2('{"t":"x","q":"x","duration":5,"category":"c","o":{"A":1}}'),
      v2('{"t":"x","q":"x","duration":5,"category":"c","o":["a"]}'),
      v2('{"t":"  ","q":"x","duration":5,"category":"c","o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":5,"o":{"A":"a"}}'),
      v2('{"t":"x","q":"x","duration":5,"category":"c","o":{"__proto__":"a"}}'),
      v2('{"__proto__":{"polluted":1},"t":"x","q":"x","duration":5,"category":"c","o":{"A":"a"}}'),
      v2(`{"t":"${'x'.repeat(2000)}","q":"x","duration":5,"category":"c","o":{"A":"a"}}`),
      v2('['.repeat(500) + ']'.repeat(500)),
      v2('{"a":'.repeat(200) + '1' + '}'.repeat(200)),
    ];
    for (const note of bad) expect(decodeQuestionNote(note)).toBeNull();
    expect(
      decodeQuestionNote(new Uint8Array([...utf8Encode('avote-question/v2:j{"t":"'), 0xff, 0xfe])),
    ).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('skips anything over the 1024-byte note limit', () => {
    const note = encodeQuestionNote({ ...question, text: 'x'.repeat(800) });
    expect(decodeQuestionNote(note)).not.toBeNull();
    expect(
      decodeQuestionNote(encodeQuestionNote({ ...question, text: 'é'.repeat(500) })),
    ).toBeNull();
  });
});

describe('vote notes', () => {
  it('round-trips with the first 10 characters of the question id in the prefix', () => {
    const points = new Map([
      ['A', 70],
      ['B', 30],
      ['C', 0],
    ]);
    const note = encodeVoteNote(QID, points);
    expect(note).toBe(`avote-vote/v1/ABCDEFGHIJ:j{"q":"${QID}","a":{"A":70,"B":30,"C":0}}`);
    expect(votePrefix(QID)).toBe('avote-vote/v1/ABCDEFGHIJ:j');
    expect(decodeVoteNote(note, QID)).toEqual({ questionId: QID, points });
  });

  it('is not a vote for another question, even one sharing the prefix', () => {
    const other = `${QID.slice(0, 10)}ZZZZ`;
    expect(decodeVoteNote(encodeVoteNote(other, new Map([['A', 1]])), QID)).toBeNull();
    expect(decodeVoteNote(encodeVoteNote('X' + QID, new Map([['A', 1]])), QID)).toBeNull();
  });

  it('refuses points outside 0..100 and wrong shapes', () => {
    const p = votePrefix(QID);
    for (const json of [
      `{"q":"${QID}","a":{"A":101}}`,
      `{"q":"${QID}","a":{"A":-1}}`,
      `{"q":"${QID}","a":{"A":"50"}}`,
      `{"q":"${QID}","a":{"A":1e400}}`,
      `{"q":"${QID}","a":[50]}`,
      `{"q":"${QID}"}`,
      `{"a":{"A":1}}`,
      `{"q":"${QID}","a":{"__proto__":{"A":1}}}`,
    ]) {
      expect(decodeVoteNote(p + json, QID)).toBeNull();
    }
  });
});

describe('delegation notes', () => {
  it('round-trips and writes only weights above 0', () => {
    const d = new Map([
      [
        'any',
        new Map([
          [A, 20],
          [B, 80],
        ]),
      ],
      [
        'finance',
        new Map([
          [C, 1],
          [A, 0],
        ]),
      ],
      ['it', new Map([[B, 0]])],
    ]);
    const note = encodeDelegationNote(d);
    expect(note).toBe(
      `avote-delegation/v1:j{"d":{"any":{"${A}":20,"${B}":80},"finance":{"${C}":1}}}`,
    );
    expect(decodeDelegationNote(note)).toEqual(
      new Map([
        [
          'any',
          new Map([
            [A, 20],
            [B, 80],
          ]),
        ],
        ['finance', new Map([[C, 1]])],
      ]),
    );
  });

  it('leaves out a __proto__ category instead of voiding the note', () => {
    const d = new Map([
      ['__proto__', new Map([[A, 1]])],
      ['any', new Map([[B, 2]])],
    ]);
    const note = encodeDelegationNote(d);
    expect(note).toBe(`avote-delegation/v1:j{"d":{"any":{"${B}":2}}}`);
    expect(decodeDelegationNote(note)).toEqual(new Map([['any', new Map([[B, 2]])]]));
  });

  it('drops zero weights and empty categories when reading', () => {
    const note = `avote-delegation/v1:j{"d":{"any":{"${A}":0},"x":{"${B}":5,"${C}":0}}}`;
    expect(decodeDelegationNote(note)).toEqual(new Map([['x', new Map([[B, 5]])]]));
  });

  it('transfers nothing when any part breaks the schema (AMS-0001)', () => {
    const p = 'avote-delegation/v1:j';
    for (const json of [
      `{"d":{"any":{"${A}":1001}}}`,
      `{"d":{"any":{"${A}":-1}}}`,
      `{"d":{"any":{"${A.slice(0, 57)}${A.endsWith('Q') ? 'R' : 'Q'}":1}}}`,
      `{"d":{"any":{"not-an-address":1}}}`,
      `{"d":{"any":{"${A}":"1"}}}`,
      `{"d":{"any":[1]}}`,
      `{"d":[]}`,
      '{}',
      `{"d":{"__proto__":{"${A}":1}}}`,
    ]) {
      expect(decodeDelegationNote(p + json)).toBeNull();
    }
  });
});

describe('trusted list notes', () => {
  it('round-trips additions and removals, leaving out empty lists', () => {
    expect(encodeTrustedListNote({ add: [A], remove: [] })).toBe(`avote-tl/v1:j{"a":["${A}"]}`);
    const note = encodeTrustedListNote({ add: [A, B], remove: [C] });
    expect(decodeTrustedListNote(note)).toEqual({ add: [A, B], remove: [C] });
    expect(decodeTrustedListNote('avote-tl/v1:j{}')).toEqual({ add: [], remove: [] });
  });

  it('keeps only valid 58-character accounts, once', () => {
    const note = `avote-tl/v1:j{"a":["${A}","short","${A}","${A.toLowerCase()}"],"r":["${B}x"]}`;
    expect(decodeTrustedListNote(note)).toEqual({ add: [A], remove: [] });
  });

  it('skips wrong shapes', () => {
    for (const json of ['{"a":"x"}', '{"a":[1]}', '{"r":{}}', 'null', '{"__proto__":[]}']) {
      expect(decodeTrustedListNote(`avote-tl/v1:j${json}`)).toBeNull();
    }
  });
});

describe('governance notes', () => {
  it('writes com as the micro amount, every digit kept', () => {
    expect(encodeGovernanceNote(100_000_000n)).toBe('af/gov1:j{"com":100000000}');
    expect(decodeGovernanceNote('af/gov1:j{"com":100000000}')).toEqual({ com: 100_000_000n });
    expect(decodeGovernanceNote(encodeGovernanceNote(0n))).toEqual({ com: 0n });
    expect(() => encodeGovernanceNote(-1n)).toThrow(RangeError);
  });

  it('skips anything that is not a whole, safe, non-negative amount', () => {
    for (const json of [
      '{"com":-1}',
      '{"com":1.5}',
      '{"com":"5"}',
      '{"com":9007199254740993}',
      '{}',
    ]) {
      expect(decodeGovernanceNote(`af/gov1:j${json}`)).toBeNull();
    }
    expect(decodeGovernanceNote('af/gov2:j{"com":1}')).toBeNull();
  });
});
