import { describe, expect, it } from 'vitest';
import type { AppCallReview } from '../../core/abi/app-call-review';
import type { DescribedTransaction } from '../../core/transactions/review';
import type { AccountEffect } from '../../infra/transactions/review-group';
import { afterEarlierGroups, reviewTotal } from './review-total';

const described = (kind: DescribedTransaction['kind'], sender = 'A') =>
  ({ kind, sender }) as DescribedTransaction;
const optInCall = (cost?: bigint) =>
  ({ warnings: [{ code: 'opt-in', ...(cost === undefined ? {} : { cost }) }] }) as AppCallReview;
const group = (effects: AccountEffect[], kinds: DescribedTransaction[] = [], appCalls = []) => ({
  effects,
  transactions: kinds,
  appCalls: appCalls as (AppCallReview | undefined)[],
});

describe('reviewTotal', () => {
  it("adds what leaves each of the person's accounts, per asset, base coin first", () => {
    const effects = [
      {
        address: 'A',
        changes: [
          { assetId: 31n, delta: -5n },
          { assetId: 0n, delta: -1_501_000n },
        ],
      },
      {
        address: 'B',
        changes: [
          { assetId: 0n, delta: -1000n },
          { assetId: 31n, delta: 7n },
        ],
      },
    ];
    expect(reviewTotal([group(effects)], ['A', 'B'])).toEqual({
      amounts: [
        { assetId: 0n, amount: 1_502_000n },
        { assetId: 31n, amount: 5n },
      ],
      locked: 0n,
    });
  });

  it('leaves out what only arrives', () => {
    expect(
      reviewTotal([group([{ address: 'A', changes: [{ assetId: 0n, delta: 9n }] }])], ['A'])
        .amounts,
    ).toEqual([]);
  });

  it("counts a swap's opt-in group sent first: its fee and what the app's schema locks", () => {
    // The opt-in: one transaction, fee 0.001, into an app with 1 uint of local state.
    const optIns = group(
      [{ address: 'A', changes: [{ assetId: 0n, delta: -1_000n }] }],
      [described('app-call')],
      [optInCall(128_500n)] as never,
    );
    // The swap: 4 Algo in, 0.003 of fees, 1 dUSD out.
    const swap = group(
      [
        {
          address: 'A',
          changes: [
            { assetId: 0n, delta: -4_003_000n },
            { assetId: 7n, delta: 100n },
          ],
        },
      ],
      [described('payment'), described('app-call')],
    );
    expect(reviewTotal([optIns, swap], ['A'])).toEqual({
      amounts: [{ assetId: 0n, amount: 4_004_000n + 128_500n }],
      locked: 128_500n,
    });
  });

  it("locks 0.1 per asset opt-in, an unread app's flat 0.1, nothing for others' opt-ins", () => {
    const review = group(
      [{ address: 'A', changes: [{ assetId: 0n, delta: -3_000n }] }],
      [described('asset-opt-in'), described('app-call'), described('asset-opt-in', 'Z')],
      [undefined, optInCall(), undefined] as never,
    );
    expect(reviewTotal([review], ['A'])).toEqual({
      amounts: [{ assetId: 0n, amount: 203_000n }],
      locked: 200_000n,
    });
  });
});

describe('afterEarlierGroups', () => {
  it("moves a later group's balances by what the earlier groups change", () => {
    const earlier = [{ effects: [{ address: 'A', changes: [{ assetId: 0n, delta: -1_000n }] }] }];
    const later: AccountEffect[] = [
      {
        address: 'A',
        changes: [
          { assetId: 0n, delta: -4_003_000n, before: 10_000_000n, after: 5_997_000n },
          { assetId: 7n, delta: 100n, before: 0n, after: 100n },
        ],
      },
      { address: 'B', changes: [{ assetId: 0n, delta: 5n, before: 1n, after: 6n }] },
    ];
    expect(afterEarlierGroups(later, earlier)).toEqual([
      {
        address: 'A',
        changes: [
          { assetId: 0n, delta: -4_003_000n, before: 9_999_000n, after: 5_996_000n },
          { assetId: 7n, delta: 100n, before: 0n, after: 100n },
        ],
      },
      { address: 'B', changes: [{ assetId: 0n, delta: 5n, before: 1n, after: 6n }] },
    ]);
  });
});
