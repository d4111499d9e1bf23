import { describe, expect, it } from 'vitest';
import { reviewTotal } from './review-total';

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
    expect(reviewTotal({ effects })).toEqual([
      { assetId: 0n, amount: 1_502_000n },
      { assetId: 31n, amount: 5n },
    ]);
  });

  it('leaves out what only arrives', () => {
    expect(
      reviewTotal({ effects: [{ address: 'A', changes: [{ assetId: 0n, delta: 9n }] }] }),
    ).toEqual([]);
  });
});
