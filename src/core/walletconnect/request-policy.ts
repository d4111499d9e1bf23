import { utf8Encode } from '../encoding/utf8';
import { grantedOnChain } from './chain-id';
import type { PolicyRefusal } from './policy-refusal';
import { validateSignRequest, type SignRequestContext } from './sign-request';

// What a dapp's `algo_signTxn` request may ask, decided before anyone is shown it (ARC-0001):
// nothing from a site known as a scam, nothing for another chain than the wallet's, only
// accounts the session granted and the wallet can sign for, no rekey unless allowed, no more
// transactions than the wallet signs at once, and a `msig` only as the sender's multisig.
// A v2 session's grant holds on the network it was approved on only (its CAIP-10 accounts name
// that chain): after the wallet switches network its requests are refused, not re-aimed.

/** Larger requests are refused before their transactions are read (16 x 16 KiB with room). */
export const MAX_REQUEST_BYTES = 256 * 1024;

/** Size of the request's params as JSON text (0 when they cannot be written as JSON). */
export function requestBytes(params: unknown): number {
  try {
    return utf8Encode(JSON.stringify(params) ?? '').length;
  } catch {
    // Not JSON-RPC data at all: the request's own validation refuses it as malformed.
    return 0;
  }
}

export interface PolicyRequest {
  /** 2: WalletConnect v2 (CAIP ids); 1: legacy v1 (one fixed chain id, plain addresses). */
  version: 1 | 2;
  /** The chain the request names (v2 CAIP-2; v1 has one fixed Algorand chain id). */
  chainId: string;
  params: unknown;
  /** The Verify service knows the request's origin as a scam. */
  isScam?: boolean;
}

export interface RequestRules extends Omit<SignRequestContext, 'grantedAccounts'> {
  /** CAIP-2 id of the network the wallet is on. */
  chainId: string;
  /** What the session granted: v2 CAIP-10 account ids, v1 plain addresses. */
  granted: readonly string[];
}

/** The accounts a request may ask for: v2 only those granted on the wallet's chain. */
export function grantedAccounts(
  version: PolicyRequest['version'],
  granted: readonly string[],
  chainId: string,
): string[] {
  return version === 2 ? grantedOnChain(granted, chainId) : [...granted];
}

/**
 * The refusal that needs nothing but the chain: a scam origin, a request over 256 KiB, or (v2)
 * another chain than the wallet's, or a chain the session was not approved on (`granted`: the
 * session's CAIP-10 accounts). v1 names no chain of its own; its transactions' genesis hash
 * still has to match.
 */
export function chainRefusal(
  request: PolicyRequest,
  chainId: string,
  granted?: readonly string[],
): PolicyRefusal | null {
  if (request.isScam) return { code: 'scam' };
  if (requestBytes(request.params) > MAX_REQUEST_BYTES) return { code: 'too-large' };
  if (request.version === 2) {
    if (request.chainId !== chainId) return { code: 'other-chain' };
    // A session with no accounts at all is refused per account (account-not-granted).
    const grantedHere = granted?.some((id) => id.startsWith(`${request.chainId}:`));
    if (granted && granted.length > 0 && !grantedHere) {
      return { code: 'session-other-chain' };
    }
  }
  return null;
}

/** Why the wallet refuses the request by its own rules, or null when the user is to decide. */
export function requestRefusal(request: PolicyRequest, rules: RequestRules): PolicyRefusal | null {
  const early = chainRefusal(request, rules.chainId, rules.granted);
  if (early) return early;
  const { chainId, granted, ...context } = rules;
  const result = validateSignRequest(request.params, {
    ...context,
    grantedAccounts: grantedAccounts(request.version, granted, chainId),
  });
  return result.ok ? null : result.refusal;
}
