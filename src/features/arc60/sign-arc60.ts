import { verifyAsync } from '@noble/ed25519';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { buildSignInRequest } from '../../core/arc60/build-sign-in';
import {
  checkSignDataRequest,
  publicKeyOf,
  signDataMessage,
  type Arc60Refusal,
  type SignDataItem,
} from '../../core/arc60/sign-data-request';
import { bytesToBase64Url } from '../../core/encoding/base64';
import { utf8Encode } from '../../core/encoding/utf8';
import { fetchChainFacts } from '../../infra/walletconnect/options';
import { signData } from '../../infra/transactions/sign-data';

// The developer page's two actions, without React: a Sign-In request built as a dapp builds
// it and put through the checks a dapp's request meets, then signed by the pipeline and
// verified here as the dapp would (use-wallet's guide: @noble/ed25519 over
// SHA-256(data) || SHA-256(authenticatorData), with the signer's public key).

const VALID_FOR_MS = 10 * 60_000;

export class SignInRefused extends Error {
  constructor(readonly refusal: Arc60Refusal) {
    super(`Sign-in request refused: ${refusal.code}`);
    this.name = 'SignInRefused';
  }
}

export interface SignInInput {
  account: PublicAccount;
  /** The chain's auth address of the account (undefined: it signs for itself). */
  authAddress?: string;
  domain: string;
  statement: string;
}

/** The Sign-In request to review, checked as a request from a dapp at `domain` would be. */
export async function prepareSignIn(input: SignInInput): Promise<SignDataItem> {
  const domain = input.domain.trim();
  const { chainId } = await fetchChainFacts();
  const now = Date.now();
  const nonce = new Uint8Array(16);
  crypto.getRandomValues(nonce);
  const params = await buildSignInRequest({
    account: input.account.addr,
    signer: input.authAddress ?? input.account.addr,
    domain,
    uri: `https://${domain}`,
    chainId,
    statement: input.statement.trim() || undefined,
    nonce: bytesToBase64Url(nonce),
    issuedAt: new Date(now),
    expiresAt: new Date(now + VALID_FOR_MS),
  });
  const result = await checkSignDataRequest(params, {
    originHost: domain.toLowerCase(),
    grantedAccounts: [input.account.addr],
    chainId,
    now,
  });
  if (!result.ok) throw new SignInRefused(result.refusal);
  return result.items[0]!;
}

export interface SignInSignature {
  /** base64url of the 64-byte signature. */
  signature: string;
  signer: string;
  /** The dapp's check passed. */
  verified: boolean;
}

/** Signs the reviewed request with the account's current auth key and verifies the result. */
export async function signSignIn(
  item: SignDataItem,
  account: PublicAccount,
  accounts: readonly PublicAccount[],
  authAddress: string | undefined,
): Promise<SignInSignature> {
  const { signature, signer } = await signData(account, item.message, {
    accounts,
    authAddresses: authAddress ? new Map([[account.addr, authAddress]]) : undefined,
    expectedSigner: item.signer,
  });
  // Verified from the request's own text, not from the message the wallet built.
  const toVerify = await signDataMessage(utf8Encode(item.text), item.authenticatorData);
  const verified = await verifyAsync(signature, toVerify, publicKeyOf(item.signer));
  return { signature: bytesToBase64Url(signature), signer, verified };
}
