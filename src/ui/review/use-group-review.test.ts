import { describe, expect, it } from 'vitest';
import type { GroupReview } from '../../infra/transactions/review-group';
import { reviewReady } from './use-group-review';

const review = (missingAssets: bigint[]): GroupReview => ({
  transactions: [],
  simulation: { kind: 'simulated' },
  estimated: false,
  effects: [],
  assets: new Map(),
  missingAssets,
  totalFee: 1000n,
});

describe('reviewReady: signing is offered only for a review shown in units', () => {
  it('waits for the review, and for a reload (Retry) to finish', () => {
    expect(reviewReady(undefined, true)).toBe(false);
    expect(reviewReady(review([]), true)).toBe(false);
    expect(reviewReady(review([]), false)).toBe(true);
  });

  it('stays off while any asset cannot be shown in units', () => {
    expect(reviewReady(review([31n]), false)).toBe(false);
  });
});
