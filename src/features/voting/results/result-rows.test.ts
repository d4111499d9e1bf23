import { describe, expect, it } from 'vitest';
import { tally, type TallyResult } from '../../../core/voting/tally';
import { accountsToWeigh, balanceRound, bigShare, trustedRows, weightedRows } from './result-rows';

const options = [
  { code: 'a', text: 'Option A' },
  { code: 'b', text: 'Option B' },
  { code: 'c', text: 'Option C' },
];

describe('result rows', () => {
  it('bigShare keeps precision beyond 2^53 and is 0 for an empty total', () => {
    expect(bigShare(1n, 4n)).toBe(0.25);
    expect(bigShare(0n, 0n)).toBe(0);
    const huge = 10n ** 30n;
    expect(bigShare(huge / 3n, huge)).toBeCloseTo(1 / 3, 10);
    expect(bigShare(huge, huge)).toBe(1);
  });

  it('trusted rows: votes and shares of the voters, in option order', () => {
    const rows = trustedRows(options, {
      perOption: new Map([
        ['b', 1.5],
        ['a', 0.5],
        ['c', 0],
      ]),
      voters: 2,
    });
    expect(rows).toEqual([
      { code: 'a', text: 'Option A', votes: 0.5, share: 0.25 },
      { code: 'b', text: 'Option B', votes: 1.5, share: 0.75 },
      { code: 'c', text: 'Option C', votes: 0, share: 0 },
    ]);
    expect(trustedRows(options, { perOption: new Map(), voters: 0 })[0]!.share).toBe(0);
  });

  it('weighted rows: amounts and shares of the total', () => {
    const result: TallyResult = {
      perOption: new Map([
        ['a', 3_000_000n],
        ['b', 1_000_000n],
        ['c', 0n],
      ]),
      total: 4_000_000n,
      delegatedTotal: 1_000_000n,
      lost: 0n,
      voters: new Map(),
      incomplete: false,
    };
    expect(weightedRows(options, result).map((r) => [r.code, r.amount, r.share])).toEqual([
      ['a', 3_000_000n, 0.75],
      ['b', 1_000_000n, 0.25],
      ['c', 0n, 0],
    ]);
  });

  it('weighs voters and delegators once each, at the max round once it passed', () => {
    const d = (entries: Record<string, Record<string, number>>) =>
      new Map(Object.entries(entries).map(([c, m]) => [c, new Map(Object.entries(m))]));
    const delegations = new Map([
      ['a', d({ any: { b: 1 } })], // a -> b -> voter x: both needed
      ['b', d({ any: { x: 1 } })],
      ['c', d({ any: { nobody: 1 } })], // reaches no voter
      ['e', d({ dev: { x: 1 }, any: { nobody: 1 } })], // category 'dev' replaces 'any'
      ['f', d({ other: { x: 1 }, any: { nobody: 1 } })], // another category: 'any' applies
      ['x', d({ any: { y: 1 } })], // a voter's delegation is not followed
      ['g', d({ any: { g: 1, x: 0 } })], // self only (weight 0 dropped)
      ['h', d({ any: { i: 1 } })], // a cycle h <-> i reaching nobody
      ['i', d({ any: { h: 1 } })],
    ]);
    expect(accountsToWeigh(['x', 'y'], delegations, 'dev').sort()).toEqual([
      'a',
      'b',
      'e',
      'x',
      'y',
    ]);
    expect(accountsToWeigh([], delegations, 'dev')).toEqual([]);
    expect(balanceRound(100, 250)).toBe(100);
    expect(balanceRound(100, 60)).toBe(60);
  });
});

describe('accountsToWeigh and the tally', () => {
  it('reading only the needed balances gives the same result as reading all', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const accounts = Array.from({ length: 60 }, (_, i) => `acct${i}`);
    const pick = () => accounts[Math.floor(random() * accounts.length)]!;
    let pruned = 0;
    for (let round = 0; round < 20; round++) {
      const votes = new Map<string, Map<string, number>>();
      for (let i = 0; i < 8; i++) {
        votes.set(
          pick(),
          new Map([
            ['a', Math.floor(random() * 100)],
            ['b', 1],
          ]),
        );
      }
      const delegations = new Map<string, Map<string, Map<string, number>>>();
      for (let i = 0; i < 40; i++) {
        const category = random() < 0.3 ? 'dev' : 'any';
        const targets = new Map(
          Array.from({ length: 1 + Math.floor(random() * 3) }, () => [
            pick(),
            1 + Math.floor(random() * 9),
          ]),
        );
        delegations.set(pick(), new Map([[category, targets]]));
      }
      const all = new Map(accounts.map((a, i) => [a, BigInt(1000 + i * 37)]));
      const needed = new Set(accountsToWeigh(votes.keys(), delegations, 'dev'));
      const some = new Map([...all].filter(([a]) => needed.has(a)));
      pruned += [...delegations.keys()].filter((a) => !needed.has(a)).length;
      const input = { optionCodes: ['a', 'b'], category: 'dev', votes, delegations };
      const full = tally({ ...input, balances: all });
      const less = tally({ ...input, balances: some });
      expect(less.perOption).toEqual(full.perOption);
      expect(less.total).toBe(full.total);
      expect(less.delegatedTotal).toBe(full.delegatedTotal);
    }
    // The graphs did leave delegators out, so the comparison means something.
    expect(pruned).toBeGreaterThan(20);
  });
});
