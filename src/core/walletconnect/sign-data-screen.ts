import type { PublicAccount } from '../accounts/stored-account';
import { resolveSigner, type SignerKind } from '../accounts/capabilities';
import { signerSource } from '../accounts/signer-source';
import { checkSignDataRequest, originHost, type SignDataItem } from '../arc60/sign-data-request';
import type { Verified } from './verify-context';
import type { PolicyRefusal } from './policy-refusal';
import { chainRefusal, grantedAccounts, type PolicyRequest } from './request-policy';

// An `algo_signData` request (ARC-60) over WalletConnect v2, screened before anyone sees it: the
// session's network, then every check of checkSignDataRequest against the dapp's origin and the
// accounts this session granted on the wallet's network, then the key that would sign (only a
// key in this wallet signs data: a Ledger, a multisig or a paired phone cannot). Whatever fails
// is answered at once with its ARC-0001 / ARC-60 code.

export const SIGN_DATA_METHOD = 'algo_signData';

/**
 * The host the request's domain must name: the origin the Verify service saw (VALID, or
 * INVALID where the dapp's claim differs from it), else the URL the dapp claims, which the
 * review then marks as not verified. Null when neither is a usable URL.
 */
export function requestOriginHost(
  verified: Verified | undefined,
  claimedUrl: string,
): string | null {
  if (verified && verified.validation !== 'UNKNOWN' && verified.origin) {
    return originHost(verified.origin);
  }
  return originHost(claimedUrl);
}

export interface SignDataRules {
  /** CAIP-2 id of the network the wallet is on. */
  chainId: string;
  /** The session's CAIP-10 accounts. */
  granted: readonly string[];
  verified?: Verified;
  claimedUrl: string;
  now?: number;
  /** Developer mode: a delegation ("Program" || program) is shown instead of refused. */
  allowDelegation?: boolean;
}

export type SignDataScreening =
  { ok: true; items: SignDataItem[] } | { ok: false; refusal: PolicyRefusal };

/** Everything that needs no key and no node: chain, size, shape, domain, grant. */
export async function screenSignData(
  request: PolicyRequest,
  rules: SignDataRules,
): Promise<SignDataScreening> {
  const early = chainRefusal(request, rules.chainId, rules.granted);
  if (early) return { ok: false, refusal: early };
  const host = requestOriginHost(rules.verified, rules.claimedUrl);
  if (!host)
    return { ok: false, refusal: { code: 'sign-data', arc60: { code: 'domain-mismatch' } } };
  const result = await checkSignDataRequest(request.params, {
    originHost: host,
    grantedAccounts: grantedAccounts(request.version, rules.granted, rules.chainId),
    chainId: rules.chainId,
    now: rules.now,
    allowDelegation: rules.allowDelegation,
  });
  return result.ok ? result : { ok: false, refusal: { code: 'sign-data', arc60: result.refusal } };
}

/** Signer kinds that cannot answer a data-signing request, as the refusal names them. */
export type DataSignerProblem = 'ledger' | 'multisig' | 'phone' | 'none' | 'other-key';

function problemOf(kind: SignerKind): DataSignerProblem | null {
  if (kind === 'multisig') return 'multisig';
  const source = signerSource(kind);
  if (source === 'vault') return null;
  return source ?? 'none';
}

/**
 * The first item whose account this wallet cannot sign data for, given the chain's auth
 * addresses: a Ledger, multisig or phone signer, no key at all, or a key other than the one the
 * dapp will verify with (a dapp unaware of a rekey would refuse the signature anyway).
 */
export function dataSignerRefusal(
  items: readonly SignDataItem[],
  accounts: readonly PublicAccount[],
  authAddresses: ReadonlyMap<string, string | undefined>,
): PolicyRefusal | null {
  for (const item of items) {
    const account = accounts.find((a) => a.addr === item.account);
    const resolution = account
      ? resolveSigner(account, accounts, authAddresses.get(item.account))
      : null;
    const kind = resolution?.signer ? resolution.kind : 'none';
    const problem =
      problemOf(kind) ?? (resolution?.signer?.addr !== item.signer ? 'other-key' : null);
    if (problem) return { code: 'data-signer', problem, index: item.index, address: item.account };
  }
  return null;
}
