import type { AppCallReview, AppWarning } from '../abi/app-call-review';
import type { DecodedCall } from '../abi/decode-call';
import { methodSelectorHex } from '../abi/method-spec';
import { ARC200_INTERFACE } from '../abi/spec-registry';
import type { TokenMetadata } from './metadata';

// A reviewed app call that is one of ARC-200's moving methods, in the terms the review says it
// in: who receives or may spend, and how much in base units. Told by the selector of the
// standard's exact signature, so a method that only borrows the name is not taken for it.

export type Arc200Action =
  | { method: 'transfer'; to: string; value: bigint }
  | { method: 'transferFrom'; from: string; to: string; value: bigint }
  | { method: 'approve'; spender: string; value: bigint };

/** ARC-200's uint256 "no limit": an approval of this lets the spender take everything. */
export const UNLIMITED = (1n << 256n) - 1n;

const METHODS = ['arc200_transfer', 'arc200_transferFrom', 'arc200_approve'] as const;
const SELECTORS = new Map(
  METHODS.map((name) => [
    methodSelectorHex(ARC200_INTERFACE.methods.find((m) => m.name === name)!),
    name,
  ]),
);

/** The ARC-200 transfer, transferFrom or approve `call` makes; undefined for anything else. */
export function arc200ActionOf(call: DecodedCall): Arc200Action | undefined {
  if (call.kind !== 'call') return undefined;
  const name = SELECTORS.get(call.selector);
  if (!name) return undefined;
  const values = call.args.map((a) => a.value);
  const address = (i: number) => {
    const v = values[i];
    return v?.kind === 'address' ? v.value : undefined;
  };
  const last = values.at(-1);
  const value = last?.kind === 'uint' ? last.value : undefined;
  if (value === undefined) return undefined;
  const first = address(0);
  const second = address(1);
  if (name === 'arc200_transfer' && first) return { method: 'transfer', to: first, value };
  if (name === 'arc200_approve' && first) return { method: 'approve', spender: first, value };
  if (name === 'arc200_transferFrom' && first && second)
    return { method: 'transferFrom', from: first, to: second, value };
  return undefined;
}

/** Why a token's amount is shown in base units: its decimals were not proven. */
export type DecimalsProblem = 'decimals-failed' | 'decimals-bad-type' | 'decimals-too-high';

/** The decimals warning of `metadata`, when its amounts cannot be shown in units. */
export function decimalsProblem(metadata: TokenMetadata): DecimalsProblem | undefined {
  return metadata.warnings.find(
    (w): w is DecimalsProblem =>
      w === 'decimals-failed' || w === 'decimals-bad-type' || w === 'decimals-too-high',
  );
}

/** An ARC-200 call as the review shows it: the action and the token's metadata as read. */
export interface Arc200Review {
  appId: bigint;
  action: Arc200Action;
  metadata: TokenMetadata;
}

/**
 * `review` with its ARC-200 action and the token's `metadata`, and the warnings they bring: an
 * unlimited approval, and decimals the token did not prove (the amount stays in base units).
 */
export function withTokenMetadata(
  review: AppCallReview,
  action: Arc200Action,
  metadata: TokenMetadata,
): AppCallReview {
  const warnings: AppWarning[] = [];
  if (action.method === 'approve' && action.value === UNLIMITED)
    warnings.push({ code: 'unlimited-allowance', spender: action.spender });
  const problem = decimalsProblem(metadata);
  if (problem) warnings.push({ code: 'token-unreadable', reason: problem });
  return {
    ...review,
    warnings: [...review.warnings, ...warnings],
    arc200: { appId: review.appId, action, metadata },
  };
}
