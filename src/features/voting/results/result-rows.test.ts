import { describe, expect, it } from 'vitest';
import type { TallyResult } from '../../../core/voting/tally';
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
    expect(accountsToWeigh(['x', 'y'], ['y', 'z'])).toEqual(['x', 'y', 'z']);
    expect(balanceRound(100, 250)).toBe(100);
    expect(balanceRound(100, 60)).toBe(60);
  });
});
