// Staking rewards (proposer payouts, consensus v40): an account that goes online with a key
// registration fee of at least GoOnlineFee becomes `incentive-eligible`, and is paid for the
// blocks it proposes while its online balance is from MinBalance to MaxBalance, both inclusive
// (go-algorand's agreement payoutEligible: >= MinBalance && <= MaxBalance).

/** Payouts.GoOnlineFee: the key registration fee that makes the account eligible. */
export const REWARDS_REGISTRATION_FEE = 2_000_000n;
/** Payouts.MinBalance: 30,000 Algo. */
export const REWARDS_MIN_BALANCE = 30_000_000_000n;
/** Payouts.MaxBalance: 70,000,000 Algo. */
export const REWARDS_MAX_BALANCE = 70_000_000_000_000n;

/** Where a balance sits against the range that is paid. */
export type RewardsBalance = 'below' | 'in-range' | 'above';

export function rewardsBalance(microAlgos: bigint): RewardsBalance {
  if (microAlgos < REWARDS_MIN_BALANCE) return 'below';
  if (microAlgos > REWARDS_MAX_BALANCE) return 'above';
  return 'in-range';
}

/** The form's default: earn rewards when the balance is in the paid range (unknown: off). */
export function rewardsByDefault(microAlgos: bigint | undefined): boolean {
  return microAlgos !== undefined && rewardsBalance(microAlgos) === 'in-range';
}
