import { canSign } from '../accounts/capabilities';
import type { PublicAccount } from '../accounts/stored-account';
import type { SignDataItem } from '../arc60/sign-data-request';
import type { PolicyRefusal } from './policy-refusal';
import {
  chainRefusal,
  MAX_REQUEST_BYTES,
  requestBytes,
  requestRefusal,
  type PolicyRequest,
} from './request-policy';
import { dataSignerRefusal, screenSignData, SIGN_DATA_METHOD } from './sign-data-screen';
import { multisigSenders } from './sign-request';
import type { Verified } from './verify-context';

// Every request a dapp sends, screened by the wallet's own rules (ARC-0001, ARC-60) as it
// arrives, before anyone is shown it: what the wallet would never sign is refused here and
// answered at once with its code. The node and the session are reached through `ports`, so the
// rules stay pure and are tested without either.

export interface ScreenedRequest extends PolicyRequest {
  method: string;
  /** v2: what the Verify service said about where the request came from. */
  verified?: Verified;
  peer: { url: string };
}

/** Auth addresses the node reports (undefined: the account signs for itself). */
export type AuthAddressMap = ReadonlyMap<string, string | undefined>;

export interface Screening {
  refusal: PolicyRefusal | null;
  /** The node's auth addresses of `msig` senders, kept with the request for its review. */
  authAddresses?: AuthAddressMap;
  /** `algo_signData`: the checked items (ARC-60), with the exact bytes each key signs. */
  signData?: SignDataItem[];
}

/** What screening needs from outside: the node, the session and the settings, read when used. */
export interface ScreeningPorts {
  /** The wallet's network now: CAIP-2 id and base64 genesis hash, from its node. */
  chainFacts: () => Promise<{ chainId: string; genesisHash: string }>;
  accounts: () => readonly PublicAccount[];
  authAddresses: (
    addresses: readonly string[],
    accounts: readonly PublicAccount[],
  ) => Promise<AuthAddressMap>;
  /** Settings: dapps may request rekeys. */
  allowRekeys: () => boolean;
  /** Settings: developer mode, where a delegated logic signature may be shown (ARC-60 only). */
  developerMode: () => boolean;
}

/** `algo_signTxn` (ARC-1), answered over v1 and v2. */
export const SIGN_TXN_METHOD = 'algo_signTxn';

/**
 * The methods the wallet answers, per WalletConnect version; anything else (ARC-47's
 * `algo_templatedLsig` among them: a delegation by another road) is refused unread.
 */
export const WALLET_METHODS: Readonly<Record<1 | 2, readonly string[]>> = {
  1: [SIGN_TXN_METHOD],
  2: [SIGN_TXN_METHOD, SIGN_DATA_METHOD],
};

export function answersMethod(version: 1 | 2, method: string): boolean {
  return WALLET_METHODS[version].includes(method);
}

/** What is refused without asking the node: a scam origin, a request too large to read. */
function immediateRefusal(request: ScreenedRequest): Screening | null {
  if (request.verified?.isScam) return { refusal: { code: 'scam' } };
  if (requestBytes(request.params) > MAX_REQUEST_BYTES) return { refusal: { code: 'too-large' } };
  return null;
}

/**
 * `algo_signData` (v2 only): every check of the request, then the key each account signs with
 * now. Unlike a transaction group, a data request that cannot be screened (the node is down) is
 * not shown: without the auth address the signer is unknown.
 */
async function signDataScreening(
  request: ScreenedRequest,
  granted: readonly string[],
  ports: ScreeningPorts,
): Promise<Screening> {
  const chain = await ports.chainFacts();
  const screened = await screenSignData(request, {
    chainId: chain.chainId,
    granted,
    verified: request.verified,
    claimedUrl: request.peer.url,
    allowDelegation: ports.developerMode(),
  });
  if (!screened.ok) return { refusal: screened.refusal };
  const accounts = ports.accounts();
  const auth = await ports.authAddresses(
    screened.items.map((i) => i.account),
    accounts,
  );
  const refusal = dataSignerRefusal(screened.items, accounts, auth);
  return refusal ? { refusal } : { refusal: null, signData: screened.items };
}

/**
 * `algo_signTxn`: an account not granted, a rekey the wallet does not allow, another network,
 * a transaction naming none, a `msig` that is not the sender's ...
 */
async function signTxnScreening(
  request: ScreenedRequest,
  granted: readonly string[],
  ports: ScreeningPorts,
): Promise<Screening> {
  const chain = await ports.chainFacts();
  const early = chainRefusal(request, chain.chainId, granted);
  if (early) return { refusal: early };
  const accounts = ports.accounts();
  // A dapp's `msig` must describe the multisig that authorizes the sender on chain (signGroup
  // checks it again when signing, against the node's answer then).
  const senders = multisigSenders(request.params);
  const authAddresses =
    senders.length > 0 ? await ports.authAddresses(senders, accounts) : undefined;
  const refusal = requestRefusal(request, {
    chainId: chain.chainId,
    genesisHash: chain.genesisHash,
    granted,
    canSign: (address) => {
      const account = accounts.find((a) => a.addr === address);
      return account ? canSign(account, accounts) : false;
    },
    ownAccounts: accounts.map((a) => a.addr),
    allowRekeys: ports.allowRekeys(),
    authAddresses,
  });
  return { refusal, authAddresses };
}

/**
 * Screens a request as it arrives. `granted`: the accounts the session gave the dapp (v2 as
 * CAIP-10, v1 as plain addresses). A scam origin or an oversize request is refused even when
 * the node cannot be asked; otherwise a data request the node cannot screen is refused
 * (network-unreachable), and a transaction group waits for the person (signing checks again).
 */
export async function screenRequest(
  request: ScreenedRequest,
  granted: readonly string[],
  ports: ScreeningPorts,
): Promise<Screening> {
  // Fail closed: a method not on the wallet's list is never read as one that is.
  if (!answersMethod(request.version, request.method)) {
    return { refusal: { code: 'unsupported-method' } };
  }
  const immediate = immediateRefusal(request);
  if (immediate) return immediate;
  if (request.method === SIGN_DATA_METHOD) {
    return signDataScreening(request, granted, ports).catch(() => ({
      refusal: { code: 'network-unreachable' } as const,
    }));
  }
  return signTxnScreening(request, granted, ports).catch(() => ({ refusal: null }));
}
