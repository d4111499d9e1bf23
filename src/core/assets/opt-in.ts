// Whether an account can start holding one more asset (second spec document, section 2): its
// minimum balance grows by 0.1 of the base coin, and the fee is paid on top.

import { MIN_BALANCE_BASE, MIN_BALANCE_PER_ASSET } from '../payments/payment-draft';
import { OPT_IN_MIN_BALANCE_INCREASE } from './asset-transactions';

export interface OptInFacts {
  balance: bigint;
  /** The node's figure when it gives one (apps and boxes count too). */
  minBalance?: bigint;
  heldAssets: number;
}

export function currentMinBalance(facts: OptInFacts): bigint {
  return facts.minBalance ?? MIN_BALANCE_BASE + MIN_BALANCE_PER_ASSET * BigInt(facts.heldAssets);
}

/** How much is missing for the opt-in (0 when it can be paid). */
export function optInShortfall(facts: OptInFacts, fee: bigint): bigint {
  const needed = currentMinBalance(facts) + OPT_IN_MIN_BALANCE_INCREASE + fee;
  return needed > facts.balance ? needed - facts.balance : 0n;
}

/** Paying an asset to an account that has not opted in: the node would refuse it. */
export class ReceiverNotOptedInError extends Error {
  constructor(
    readonly receiver: string,
    readonly assetId: bigint,
  ) {
    super('The receiver has not opted in to the asset');
    this.name = 'ReceiverNotOptedInError';
  }
}
