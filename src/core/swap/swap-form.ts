import {
  makeApplicationOptInTxnFromObject,
  assignGroupID,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { withRequiredFee, type Authorizer } from '../fees/required-fee';
import { maxAmount, type BalanceFacts } from '../payments/payment-draft';
import { BASE_COIN } from '../transactions/review';

// The swap form's rules (spec 001 section 5): slippage 0..1 in steps of 0.01, the amount at
// most what the account can spend.

export const DEFAULT_SLIPPAGE = 0.1;
export const MAX_SLIPPAGE = 1;
export const DEFAULT_SWAP_AMOUNT = '1';

export function validSlippage(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= MAX_SLIPPAGE;
}

/**
 * The slippage the field holds, or null when it is not a number from 0 to 1 in steps of 0.01:
 * the form says so and asks for nothing (issue 23: nothing rewrites what was typed).
 */
export function readSlippage(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!validSlippage(number)) return null;
  // Steps of 0.01: a third decimal is refused, not rounded away.
  return Math.abs(Math.round(number * 100) - number * 100) < 1e-9 ? number : null;
}

/** The most that can be swapped from `assetId`: for the base coin what pay would allow. */
export function maxSwapAmount(facts: BalanceFacts, fee: bigint, assetId: bigint): bigint {
  return maxAmount(facts, fee, assetId === BASE_COIN ? undefined : assetId);
}

/** Opt-ins into the apps a route needs, grouped when more than one. */
export function buildAppOptIns(
  address: string,
  appIds: readonly bigint[],
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction[] {
  const grouped = appIds.length > 1;
  const txns = appIds.map((appIndex) =>
    withRequiredFee(
      makeApplicationOptInTxnFromObject({ sender: address, appIndex, suggestedParams: params }),
      params,
      { authorizer, grouped },
    ),
  );
  if (grouped) assignGroupID(txns);
  return txns;
}
