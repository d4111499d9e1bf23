import { describe, expect, it } from 'vitest';
import type { IndexerTransaction } from '../chain/indexer-types';
import { balanceHistory, coinDelta } from './balance-history';

const ME = 'M'.repeat(58);
const OTHER = 'O'.repeat(58);
const APP = 'A'.repeat(58);
const DAY = 86_400;
const NOW = 100 * DAY;
const SINCE = NOW - 30 * DAY;

let next = 0;
const pay = (
  sender: string,
  receiver: string,
  amount: bigint,
  time: number,
  extra: Partial<IndexerTransaction> = {},
): IndexerTransaction => ({
  id: `TX${(next++).toString()}`,
  'tx-type': 'pay',
  sender,
  fee: 1000n,
  'first-valid': 1n,
  'last-valid': 2n,
  'round-time': time,
  'payment-transaction': { amount, receiver },
  ...extra,
});

describe('coinDelta', () => {
  it('counts what came in, what left and the fee the account paid', () => {
    expect(coinDelta(pay(OTHER, ME, 5_000_000n, NOW), ME)).toBe(5_000_000n);
    expect(coinDelta(pay(ME, OTHER, 2_000_000n, NOW), ME)).toBe(-2_001_000n);
    expect(coinDelta(pay(ME, ME, 7n, NOW), ME)).toBe(-1000n);
  });

  it('counts a close-out and its rewards on both sides', () => {
    const close = pay(ME, OTHER, 1n, NOW, {
      'payment-transaction': {
        amount: 1n,
        receiver: OTHER,
        'close-remainder-to': APP,
        'close-amount': 500n,
      },
      'close-rewards': 3n,
      'sender-rewards': 2n,
    });
    expect(coinDelta(close, ME)).toBe(2n - 1000n - 1n - 500n);
    expect(coinDelta(close, APP)).toBe(503n);
  });

  it('counts an app paying the account in an inner transaction', () => {
    const call: IndexerTransaction = {
      ...pay(ME, ME, 0n, NOW),
      'tx-type': 'appl',
      'payment-transaction': undefined,
      'inner-txns': [
        {
          'tx-type': 'pay',
          sender: APP,
          fee: 0n,
          'payment-transaction': { amount: 300n, receiver: ME },
        },
      ],
    };
    expect(coinDelta(call, ME)).toBe(300n - 1000n);
  });

  it('counts an asset transfer only by its fee', () => {
    const axfer: IndexerTransaction = {
      ...pay(ME, OTHER, 0n, NOW),
      'tx-type': 'axfer',
      'payment-transaction': undefined,
      'asset-transfer-transaction': { amount: 9n, receiver: OTHER, 'asset-id': 7n },
    };
    expect(coinDelta(axfer, ME)).toBe(-1000n);
    expect(coinDelta(axfer, OTHER)).toBe(0n);
  });
});

describe('balanceHistory', () => {
  it('undoes each change, newest first, from the balance now', () => {
    // Newest first: 3 Algo out (and a fee) today, 10 in a week ago, 1 in 40 days ago.
    const txs = [
      pay(ME, OTHER, 3_000_000n, NOW - DAY),
      pay(OTHER, ME, 10_000_000n, NOW - 7 * DAY),
      pay(OTHER, ME, 1_000_000n, NOW - 40 * DAY),
    ];
    const history = balanceHistory(txs, ME, 7_999_000n, SINCE, false);
    expect(history.complete).toBe(true);
    expect(history.points).toEqual([
      { time: SINCE, balance: 1_000_000n },
      { time: NOW - 7 * DAY, balance: 11_000_000n },
      { time: NOW - DAY, balance: 7_999_000n },
    ]);
  });

  it('opens a younger account at zero when the whole history was read', () => {
    const txs = [pay(OTHER, ME, 2n, NOW - 2), pay(OTHER, ME, 5n, NOW - 3)];
    const history = balanceHistory(txs, ME, 7n, SINCE, true);
    expect(history.points.map((p) => p.balance)).toEqual([0n, 5n, 7n]);
    expect(history.points[0]?.time).toBe(SINCE);
  });

  it('starts at the oldest change read when the read stopped inside the window', () => {
    const txs = [pay(OTHER, ME, 2n, NOW - 2), pay(OTHER, ME, 5n, NOW - 3)];
    const history = balanceHistory(txs, ME, 10n, SINCE, false);
    expect(history.complete).toBe(false);
    expect(history.points).toEqual([
      { time: NOW - 3, balance: 3n },
      { time: NOW - 3, balance: 8n },
      { time: NOW - 2, balance: 10n },
    ]);
  });

  it('skips what did not move the coin and draws nothing when the sums go below zero', () => {
    const zero = pay(OTHER, OTHER, 0n, NOW - 5, {});
    expect(balanceHistory([zero], ME, 4n, SINCE, true).points).toHaveLength(1);
    expect(balanceHistory([pay(OTHER, ME, 5n, NOW - 5)], ME, 4n, SINCE, true).points).toEqual([]);
  });
});
