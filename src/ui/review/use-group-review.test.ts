import { describe, expect, it } from 'vitest';
import type { GroupReview } from '../../infra/transactions/review-group';
import type { AppCallReview } from '../../core/abi/app-call-review';
import type { DescribedTransaction } from '../../core/transactions/review';
import { reviewReady } from './use-group-review';

const review = (missingAssets: bigint[]): GroupReview => ({
  transactions: [],
  simulation: { kind: 'simulated' },
  estimated: false,
  effects: [],
  assets: new Map(),
  missingAssets,
  totalFee: 1000n,
  appCalls: [],
  notOptedIn: [],
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

  it('stays off while an asset transfer goes to a receiver not opted in', () => {
    const refused = { ...review([]), notOptedIn: [{ index: 0, receiver: 'R', assetId: 7n }] };
    expect(reviewReady(refused, false)).toBe(false);
  });

  it('stays off until an app call warning that moves money is marked read', () => {
    const call = (code: 'clear-state' | 'opt-in') =>
      ({ warnings: [{ code }] }) as unknown as AppCallReview;
    const withCall = (code: 'clear-state' | 'opt-in'): GroupReview => ({
      ...review([]),
      transactions: [{ txid: 'T1' } as DescribedTransaction],
      appCalls: [call(code)],
    });
    expect(reviewReady(withCall('clear-state'), false)).toBe(false);
    expect(reviewReady(withCall('clear-state'), false, new Set(['T2']))).toBe(false);
    expect(reviewReady(withCall('clear-state'), false, new Set(['T1']))).toBe(true);
    expect(reviewReady(withCall('opt-in'), false)).toBe(true);
  });
});
