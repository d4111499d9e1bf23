import { describe, expect, it } from 'vitest';
import {
  REWARDS_MAX_BALANCE,
  REWARDS_MIN_BALANCE,
  REWARDS_REGISTRATION_FEE,
  rewardsBalance,
  rewardsByDefault,
} from './rewards';

const algo = (whole: bigint, micro = 0n) => whole * 1_000_000n + micro;

describe('staking rewards balance range', () => {
  it('is the protocol constants of consensus v40', () => {
    expect(REWARDS_REGISTRATION_FEE).toBe(algo(2n));
    expect(REWARDS_MIN_BALANCE).toBe(algo(30_000n));
    expect(REWARDS_MAX_BALANCE).toBe(algo(70_000_000n));
  });

  it.each([
    ['0 Algo', 0n, 'below'],
    ['29,999.999999 Algo', algo(29_999n, 999_999n), 'below'],
    ['30,000 Algo', algo(30_000n), 'in-range'],
    ['1,000,000 Algo', algo(1_000_000n), 'in-range'],
    ['70,000,000 Algo', algo(70_000_000n), 'in-range'],
    ['70,000,000.000001 Algo', algo(70_000_000n, 1n), 'above'],
  ] as const)('%s is %s', (_, balance, expected) => {
    expect(rewardsBalance(balance)).toBe(expected);
    expect(rewardsByDefault(balance)).toBe(expected === 'in-range');
  });

  it('is off by default while the balance is unknown', () => {
    expect(rewardsByDefault(undefined)).toBe(false);
  });
});
