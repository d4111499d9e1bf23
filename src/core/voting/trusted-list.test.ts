import { generateAccount } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { Answer, ChainNote } from './answers';
import { encodeTrustedListNote } from './notes';
import {
  buildTrustedList,
  parseAccountsText,
  trustedListNote,
  trustedListResults,
} from './trusted-list';

const addr = () => generateAccount().addr.toString();
const [A, B, C, OWNER] = [addr(), addr(), addr(), addr()];

describe('trusted list note', () => {
  it('keeps valid 58-character accounts once, from lines, spaces or commas', () => {
    const typo = `${A.slice(0, 57)}${A.endsWith('A') ? 'B' : 'A'}`;
    expect(parseAccountsText(`${A}\n  ${B}, short\r\n${A}\n${A}X;${typo}`)).toEqual({
      accounts: [A, B],
      rejected: ['short', `${A}X`, typo],
    });
  });

  it('is empty when neither textarea holds an account', () => {
    expect(trustedListNote('', ' \n nope ')).toBe('');
    expect(trustedListNote(A, `${B}\n`)).toBe(`avote-tl/v1:j{"a":["${A}"],"r":["${B}"]}`);
    expect(trustedListNote('', B)).toBe(`avote-tl/v1:j{"r":["${B}"]}`);
  });
});

describe('buildTrustedList', () => {
  const tl = (sender: string, round: number, add: string[], remove: string[] = []): ChainNote => ({
    id: `${sender}${round}`,
    sender,
    round,
    note: encodeTrustedListNote({ add, remove }),
  });

  it('applies only the question sender notes, in chain order, up to the round', () => {
    const list = buildTrustedList(
      [
        tl(OWNER, 30, [], [A]),
        tl(OWNER, 10, [A, B]),
        tl('someone-else', 11, [C]),
        tl(OWNER, 20, [B]),
        tl(OWNER, 40, [C, A]),
        tl(OWNER, 500, [], [B]),
        { id: 'junk', sender: OWNER, round: 45, note: 'avote-tl/v1:j{"a":5}' },
      ],
      OWNER,
      100,
    );
    expect(list).toEqual([
      { account: B, round: 10 },
      ...[
        { account: A, round: 40 },
        { account: C, round: 40 },
      ].sort((x, y) => (x.account < y.account ? -1 : 1)),
    ]);
  });

  it('lets a removal in the same note win', () => {
    expect(buildTrustedList([tl(OWNER, 1, [A], [A])], OWNER, 10)).toEqual([]);
  });
});

describe('trustedListResults', () => {
  it('counts each trusted voter once, split by points, ignoring others', () => {
    const answer = (sender: string, a: number, b: number): Answer => ({
      id: sender,
      sender,
      round: 1,
      points: new Map([
        ['A', a],
        ['B', b],
      ]),
    });
    const result = trustedListResults(
      [answer(A, 100, 0), answer(B, 25, 75), answer(C, 100, 0), answer(OWNER, 0, 0)],
      [
        { account: A, round: 1 },
        { account: B, round: 1 },
        { account: OWNER, round: 1 },
      ],
      ['A', 'B'],
    );
    expect(result).toEqual({
      perOption: new Map([
        ['A', 1.25],
        ['B', 0.75],
      ]),
      voters: 2,
    });
  });
});
