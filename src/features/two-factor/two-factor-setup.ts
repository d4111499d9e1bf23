import type { PublicAccount } from '../../core/accounts/stored-account';
import type { AuthenticatorSetup } from '../../core/two-factor/provider-responses';
import { buildTwoFactorAccounts } from '../../core/two-factor/two-factor-accounts';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { LedgerError } from '../../core/ledger/ledger-error';
import { getLedgerAddress } from '../../infra/ledger/ledger-client';
import { createTwoFactorAuthToken } from '../../infra/two-factor/auth-token';
import {
  confirmAuthenticator,
  getRealm,
  setupAuthenticator,
} from '../../infra/two-factor/provider-client';
import { AccountExistsError } from '../../core/accounts/wallet-commands';
import { addAccounts } from '../../infra/session/session';

// The steps of the setup (spec 000 section 4): realm, ARC-14 token signed by the hot account,
// secret; then code, two-factor account, save. No React here: the page keeps what these return
// in refs, because the token and the secret must not enter React state.

export interface SecretRequest {
  providerId: string | null;
  hot: PublicAccount | undefined;
  coldAddress: string | null;
}

export interface RequestedSecret {
  authToken: string;
  setup: AuthenticatorSetup;
}

export async function requestSecret({
  providerId,
  hot,
  coldAddress,
}: SecretRequest): Promise<RequestedSecret> {
  if (!providerId) throw new TwoFactorError('provider-missing');
  if (!hot || !coldAddress) throw new TwoFactorError('accounts-missing');
  if (hot.addr === coldAddress) throw new TwoFactorError('same-accounts');
  if (!hot.hasSecret && hot.type === 'ledger' && hot.slot !== undefined) {
    // Talk to the device first, while the click still counts as a user gesture: the browser
    // shows its device picker only then. The signature later reuses the allowed device.
    if ((await getLedgerAddress(hot.slot)) !== hot.addr) throw new LedgerError('wrong-device');
  }
  const realm = await getRealm(providerId);
  const authToken = await createTwoFactorAuthToken(hot, realm);
  const setup = await setupAuthenticator({
    providerId,
    authToken,
    primaryAccount: hot.addr,
    recoveryAccount: coldAddress,
  });
  return { authToken, setup };
}

export interface ConfirmInput {
  providerId: string;
  /** Names the primary account: the provider knows it from the token. */
  authToken: string;
  recoveryAccount: string;
  code: string;
}

/** The provider checks the code and answers its account for the multisig. */
export function confirmSecret(input: ConfirmInput): Promise<string> {
  return confirmAuthenticator({
    providerId: input.providerId,
    authToken: input.authToken,
    recoveryAccount: input.recoveryAccount,
    code: input.code,
  });
}

export interface SaveInput {
  name: string;
  network: string;
  providerId: string;
  primaryAccount: string;
  recoveryAccount: string;
  twoFactorAccount: string;
}

/** Stores the 2FA account and its hidden 2faApi companion (CAS-safe, re-encrypted). */
export async function saveTwoFactorAccount(input: SaveInput): Promise<void> {
  const { account, apiAccount } = buildTwoFactorAccounts(input);
  try {
    await addAccounts([account, apiAccount], { activate: account.addr });
  } catch (error) {
    if (error instanceof AccountExistsError) throw new TwoFactorError('duplicate-account');
    throw error;
  }
}
