import { bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import { requireSubtle } from '../vault/web-crypto';
import { canonicalJson } from './canonical-json';
import { AUTH_SCOPE } from './sign-data-request';

// A Sign-In request as a dapp builds it (use-wallet's signing-data guide): the CAIP-122 object
// as canonical JSON in base64, authenticatorData = SHA-256(domain), the signer the key that
// signs for the account now. The developer page signs it through the same checks and pipeline
// a dapp's request goes through.

export interface SignInDraft {
  account: string;
  /** Address of the account's current auth key. */
  signer: string;
  domain: string;
  uri: string;
  /** CAIP-2 id of the network. */
  chainId: string;
  statement?: string;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}

/** The `algo_signData` params (Pera's wire shape) of a Sign-In. */
export async function buildSignInRequest(draft: SignInDraft) {
  const siwa: Record<string, string> = {
    domain: draft.domain,
    chain_id: draft.chainId,
    account_address: draft.account,
    type: 'ed25519',
    uri: draft.uri,
    version: '1',
    nonce: draft.nonce,
    'issued-at': draft.issuedAt.toISOString(),
    'expiration-time': draft.expiresAt.toISOString(),
  };
  if (draft.statement) siwa.statement = draft.statement;
  const domainHash = await requireSubtle().digest('SHA-256', utf8Encode(draft.domain));
  return {
    data: bytesToBase64(utf8Encode(canonicalJson(siwa))),
    signer: draft.signer,
    domain: draft.domain,
    authenticatorData: bytesToBase64(new Uint8Array(domainHash)),
    metadata: { scope: AUTH_SCOPE, encoding: 'base64' },
  };
}
