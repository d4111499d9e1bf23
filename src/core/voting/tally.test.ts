import { describe, expect, it } from 'vitest';
import { delegationTargets, tally, type DelegationsByCategory, type TallyInput } from './tally';

const OPTIONS = ['A', 'B'];
const COIN = 1_000_000n;

/** Delegation of one category: `delegate(cat, [to, weight], ...)`. */
const delegate = (category: string, ...to: [string, number][]): DelegationsByCategory =>
  new Map([[category, new Map(to)]]);
const votesFor = (...voters: [string, number, number][]) =>
  new Map(
    voters.map(([v, a, b]) => [
      v,
      new Map([
        ['A', a],
        ['B', b],
      ]),
    ]),
  );

function run(partial: Partial<TallyInput> & Pick<TallyInput, 'balances'>) {
  return tally({
    optionCodes: OPTIONS,
    category: 'community',
    votes: new Map(),
    delegations: new Map(),
    ...partial,
  });
}

describe('tally', () => {
  it('counts direct voters with their balance, split by their points', () => {
    const result = run({
      votes: votesFor(['v1', 100, 0], ['v2', 25, 75]),
      balances: new Map([
        ['v1', 10n * COIN],
        ['v2', 4n * COIN],
      ]),
    });
    expect(result.perOption).toEqual(
      new Map([
        ['A', 11n * COIN],
        ['B', 3n * COIN],
      ]),
    );
    expect(result.total).toBe(14n * COIN);
    expect(result.delegatedTotal).toBe(0n);
    expect(result.lost).toBe(0n);
    expect(result.incomplete).toBe(false);
  });

  it('ignores answers with no points (or bad points) on the options', () => {
    const votes = new Map([
      [
        'zero',
        new Map([
          ['A', 0],
          ['B', 0],
        ]),
      ],
      ['other', new Map([['Z', 50]])],
      ['bad', new Map([['A', 150]])],
      ['nan', new Map([['A', Number.NaN]])],
    ]);
    const result = run({
      votes,
      balances: new Map([
        ['zero', COIN],
        ['other', COIN],
        ['bad', COIN],
        ['nan', COIN],
      ]),
    });
    expect(result.total).toBe(0n);
    expect(result.voters.size).toBe(0);
  });

  it('follows a chain of delegates who did not vote (A -> B -> C, C votes)', () => {
    const result = run({
      votes: votesFor(['C', 100, 0]),
      delegations: new Map([
        ['A', delegate('any', ['B', 1])],
        ['B', delegate('any', ['C', 1])],
      ]),
      balances: new Map([
        ['A', 5n],
        ['B', 7n],
        ['C', 11n],
      ]),
    });
    expect(result.voters.get('C')).toMatchObject({ own: 11n, delegated: 12n });
    expect(result.perOption.get('A')).toBe(23n);
    expect(result.delegatedTotal).toBe(12n);
  });

  it('splits a delegator proportionally to the weights (AMS-0001: 20 % to B, 80 % to C)', () => {
    const result = run({
      votes: votesFor(['C', 0, 100]),
      delegations: new Map([['A', delegate('any', ['B', 20], ['C', 80])]]),
      balances: new Map([
        ['A', 100n * COIN],
        ['C', 1n * COIN],
      ]),
    });
    expect(result.voters.get('C')!.delegated).toBe(80n * COIN);
    expect(result.perOption.get('B')).toBe(81n * COIN);
    expect(result.lost).toBe(20n * COIN);
  });

  it('does not let a delegate represent a delegator who voted directly', () => {
    const result = run({
      votes: votesFor(['A', 100, 0], ['B', 0, 100]),
      delegations: new Map([['A', delegate('any', ['B', 1])]]),
      balances: new Map([
        ['A', 3n],
        ['B', 2n],
      ]),
    });
    expect(result.perOption).toEqual(
      new Map([
        ['A', 3n],
        ['B', 2n],
      ]),
    );
    expect(result.voters.get('B')!.delegated).toBe(0n);
  });

  it('stops at a direct voter: their delegation is not followed', () => {
    const result = run({
      votes: votesFor(['B', 100, 0], ['C', 0, 100]),
      delegations: new Map([
        ['A', delegate('any', ['B', 1])],
        ['B', delegate('any', ['C', 1])],
      ]),
      balances: new Map([
        ['A', 10n],
        ['B', 1n],
        ['C', 1n],
      ]),
    });
    expect(result.voters.get('B')!.delegated).toBe(10n);
    expect(result.voters.get('C')!.delegated).toBe(0n);
  });

  it('prefers the question category over any, without mixing them', () => {
    const delegations = new Map([
      [
        'A',
        new Map([
          ['any', new Map([['X', 1]])],
          ['finance', new Map([['Y', 1]])],
        ]),
      ],
    ]);
    const votes = votesFor(['X', 100, 0], ['Y', 0, 100]);
    const balances = new Map([['A', 10n]]);
    const finance = tally({
      optionCodes: OPTIONS,
      category: 'finance',
      votes,
      delegations,
      balances,
    });
    expect(finance.voters.get('Y')!.delegated).toBe(10n);
    expect(finance.voters.get('X')!.delegated).toBe(0n);
    const other = tally({ optionCodes: OPTIONS, category: 'it', votes, delegations, balances });
    expect(other.voters.get('X')!.delegated).toBe(10n);
  });

  it('falls back to any when the category has only zero weights', () => {
    const d = new Map([
      ['any', new Map([['X', 3]])],
      ['finance', new Map([['Y', 0]])],
    ]);
    expect(delegationTargets(d, 'finance')).toEqual([['X', 1]]);
    expect(delegationTargets(undefined, 'finance')).toEqual([]);
    expect(
      delegationTargets(
        new Map([
          [
            'any',
            new Map([
              ['X', -5],
              ['Y', Number.NaN],
            ]),
          ],
        ]),
        'x',
      ),
    ).toEqual([]);
  });

  it('is safe on cycles: the cycling share is lost, the rest still arrives', () => {
    const result = run({
      votes: votesFor(['V', 100, 0]),
      delegations: new Map([
        ['A', delegate('any', ['B', 1])],
        ['B', delegate('any', ['A', 1], ['V', 1])],
        ['S', delegate('any', ['S', 1])],
      ]),
      balances: new Map([
        ['A', 100n],
        ['B', 100n],
        ['S', 40n],
      ]),
    });
    // A: all to B, B sends half back to A (a cycle: dropped) and half to V.
    expect(result.voters.get('V')!.delegated).toBe(100n);
    expect(result.lost).toBe(140n);
    expect(result.incomplete).toBe(false);
  });

  it('caps a delegation path at 100 hops', () => {
    const chain = (length: number) => {
      const delegations = new Map<string, DelegationsByCategory>();
      for (let i = 0; i < length; i++)
        delegations.set(`d${i}`, delegate('any', [i + 1 === length ? 'V' : `d${i + 1}`, 1]));
      return run({
        votes: votesFor(['V', 100, 0]),
        delegations,
        balances: new Map([['d0', 1000n]]),
      });
    };
    expect(chain(100).voters.get('V')!.delegated).toBe(1000n);
    const tooLong = chain(101);
    expect(tooLong.voters.get('V')!.delegated).toBe(0n);
    expect(tooLong.lost).toBe(1000n);
  });

  it('drops shares below 1e-4 of the delegator', () => {
    // 1 of 10001 is just below the cutoff, 1 of 9999 just above it.
    const below = run({
      votes: votesFor(['V', 100, 0], ['W', 0, 100]),
      delegations: new Map([['A', delegate('any', ['V', 1], ['W', 10000])]]),
      balances: new Map([['A', 10_001n * COIN]]),
    });
    expect(below.voters.get('V')!.delegated).toBe(0n);
    expect(10_000n * COIN - below.voters.get('W')!.delegated).toBeLessThanOrEqual(1n);
    const above = run({
      votes: votesFor(['V', 100, 0], ['W', 0, 100]),
      delegations: new Map([['A', delegate('any', ['V', 1], ['W', 9998])]]),
      balances: new Map([['A', 9_999n * COIN]]),
    });
    // 1/9999 as a float, 12 digits, floored: within one micro unit of 1 coin.
    expect(COIN - above.voters.get('V')!.delegated).toBeLessThanOrEqual(1n);
  });

  it('applies the cutoff to the product along a path', () => {
    // 1/100 then 1/101: each hop is above 1e-4, the product is not.
    const result = run({
      votes: votesFor(['V', 100, 0], ['W', 100, 0]),
      delegations: new Map([
        ['A', delegate('any', ['B', 1], ['W', 99])],
        ['B', delegate('any', ['V', 1], ['W', 100])],
      ]),
      balances: new Map([['A', 1_000_000n]]),
    });
    expect(result.voters.get('V')!.delegated).toBe(0n);
  });

  it('skips delegators without balance and counts voters without balance', () => {
    const result = run({
      votes: votesFor(['V', 100, 0]),
      delegations: new Map([
        ['A', delegate('any', ['V', 1])],
        ['Z', delegate('any', ['V', 1])],
      ]),
      balances: new Map([
        ['A', 5n],
        ['Z', 0n],
      ]),
    });
    expect(result.voters.get('V')).toMatchObject({ own: 0n, delegated: 5n });
    expect(result.total).toBe(5n);
  });

  it('never counts more than the balances (floors every share)', () => {
    const result = run({
      votes: votesFor(['V', 1, 2], ['W', 1, 1]),
      delegations: new Map([['A', delegate('any', ['V', 1], ['W', 2], ['X', 4])]]),
      balances: new Map([
        ['A', 1_000_000_007n],
        ['V', 1n],
        ['W', 1n],
      ]),
    });
    const counted = [...result.perOption.values()].reduce((a, b) => a + b, 0n);
    expect(counted).toBeLessThanOrEqual(result.total);
    expect(result.total - counted).toBeLessThan(10n);
    expect(result.total + result.lost).toBe(1_000_000_009n);
  });

  it('stops at maxSteps on a hostile graph and says so', () => {
    // A complete graph of non-voters around one voter.
    const n = 30;
    const names = Array.from({ length: n }, (_, i) => `n${i}`);
    const delegations = new Map(
      names.map((name) => [
        name,
        delegate('any', ...names.filter((x) => x !== name).map((x): [string, number] => [x, 1]), [
          'V',
          1,
        ]),
      ]),
    );
    const balances = new Map(names.map((name) => [name, COIN]));
    const full = run({ votes: votesFor(['V', 100, 0]), delegations, balances });
    expect(full.incomplete).toBe(false);
    expect(full.total + full.lost).toBe(30n * COIN);
    const capped = run({ votes: votesFor(['V', 100, 0]), delegations, balances, maxSteps: 1000 });
    expect(capped.incomplete).toBe(true);
    expect(capped.total + capped.lost).toBe(30n * COIN);
  });
});
