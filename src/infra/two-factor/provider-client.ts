import type { TwoFactorProvider } from '../../core/two-factor/providers';
import {
  parseConfirmResponse,
  parseRealm,
  parseSetupResponse,
  parseSignResponse,
  type AuthenticatorSetup,
} from '../../core/two-factor/provider-responses';
import { accountTitleNoSpaces } from '../../core/two-factor/two-factor-accounts';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { HttpError, request } from '../http/http-client';
import { loadTwoFactorProviders } from './provider-list';

// The 2FA provider API (spec 000 section 7). Providers are named by id and looked up in the
// current network's list on every call, as A-Wallet does: an account set up on testnet cannot
// send its codes to whatever provider is listed on mainnet. Errors use the spec's texts.

const realms = new Map<string, string>();

async function providerFor(
  providerId: string | null | undefined,
  missing: 'provider-not-in-list' | 'provider-not-for-network',
): Promise<TwoFactorProvider> {
  if (!providerId) throw new TwoFactorError('provider-missing');
  const provider = (await loadTwoFactorProviders()).find((p) => p.id === providerId);
  if (!provider) throw new TwoFactorError(missing, providerId);
  return provider;
}

const endpoint = (provider: TwoFactorProvider, name: string) =>
  `${provider.host}/v1/Multisig/${name}`;

/** The provider's ARC-14 realm (cached per provider for the session). */
export async function getRealm(providerId: string | null | undefined): Promise<string> {
  const provider = await providerFor(providerId, 'provider-not-in-list');
  const key = `${provider.id}|${provider.host}`;
  const cached = realms.get(key);
  if (cached) return cached;
  let body: unknown;
  try {
    body = await request<unknown>(endpoint(provider, 'GetRealm'));
  } catch (error) {
    // A 401 has already ended the session; keep that error, it explains the logout.
    if (error instanceof HttpError && error.status === 401) throw error;
    throw new TwoFactorError('realm');
  }
  const realm = parseRealm(body);
  realms.set(key, realm);
  return realm;
}

export interface SetupRequest {
  providerId: string | null | undefined;
  authToken: string;
  primaryAccount: string;
  recoveryAccount: string;
}

/** Asks for the authenticator secret: the QR image and the manual entry key. */
export async function setupAuthenticator(req: SetupRequest): Promise<AuthenticatorSetup> {
  const provider = await providerFor(req.providerId, 'provider-not-for-network');
  const body = await request<unknown>(endpoint(provider, 'SetupAuthenticator'), {
    headers: { Authorization: req.authToken },
    form: {
      accountTitleNoSpaces: accountTitleNoSpaces(req.primaryAccount, req.recoveryAccount),
      secondaryAccount: req.recoveryAccount,
    },
  });
  return parseSetupResponse(body);
}

export interface ConfirmRequest {
  providerId: string | null | undefined;
  authToken: string;
  recoveryAccount: string;
  /** Six digits. */
  code: string;
}

/** Confirms the authenticator with a code; answers the provider's two-factor account. */
export async function confirmAuthenticator(req: ConfirmRequest): Promise<string> {
  const provider = await providerFor(req.providerId, 'provider-not-for-network');
  const body = await request<unknown>(endpoint(provider, 'ConfirmSetupAuthenticator'), {
    headers: { Authorization: req.authToken },
    form: { txtCode: req.code, secondaryAccount: req.recoveryAccount },
  });
  return parseConfirmResponse(body);
}

export interface SignRequest extends ConfirmRequest {
  /** Base64 of the multisig transaction, signed by the primary (or recovery) account. */
  signedTransaction: string;
}

/** Has the provider add its signature to a 2FA multisig transaction (for the pay flow). */
export async function signWithTwoFactorCode(req: SignRequest): Promise<string> {
  const provider = await providerFor(req.providerId, 'provider-not-for-network');
  const body = await request<unknown>(endpoint(provider, 'SignWithTwoFactorPINMsigTx'), {
    headers: { Authorization: req.authToken },
    form: {
      txtCode: req.code,
      signedTxMsgPack: req.signedTransaction,
      secondaryAccount: req.recoveryAccount,
    },
  });
  return parseSignResponse(body);
}
