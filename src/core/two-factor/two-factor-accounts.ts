import { AccountExistsError, withAccountsAdded } from '../accounts/wallet-commands';
import type { StoredAccount, WalletData } from '../accounts/stored-account';
import { TwoFactorError } from './two-factor-error';
import {
  twoFactorMultisigAddress,
  twoFactorMultisigParams,
  type TwoFactorParts,
} from './two-factor-multisig';

// What a finished 2FA setup stores (spec 000 section 3, as A-Wallet stores it): the visible
// 2fa multisig account, and a hidden technical `2faApi` account at the provider's address,
// named "2FA " + name, that remembers which provider and accounts belong together.

export const TWO_FACTOR_CODE_DIGITS = 6;

export interface TwoFactorSetupResult extends TwoFactorParts {
  name: string;
  network: string;
  providerId: string;
}

export function buildTwoFactorAccounts(input: TwoFactorSetupResult): {
  account: StoredAccount;
  apiAccount: StoredAccount;
} {
  const name = input.name.trim();
  const params = twoFactorMultisigParams(input);
  const multisigAccount = twoFactorMultisigAddress(input);
  const parts = {
    primaryAccount: input.primaryAccount,
    recoveryAccount: input.recoveryAccount,
    twoFactorAccount: input.twoFactorAccount,
    twoFactorAuthProvider: input.providerId,
  };
  return {
    account: {
      addr: multisigAccount,
      name,
      type: '2fa',
      network: input.network,
      params,
      twoFactor: parts,
    },
    apiAccount: {
      addr: input.twoFactorAccount,
      name: `2FA ${name}`,
      type: '2faApi',
      network: input.network,
      isHidden: true,
      twoFactor: { ...parts, multisigAccount },
    },
  };
}

/**
 * The wallet with both accounts added; the 2FA account becomes the active one (the session's
 * addAccounts command runs the same rule on the freshest stored data).
 */
export function addTwoFactorAccounts(data: WalletData, input: TwoFactorSetupResult): WalletData {
  const { account, apiAccount } = buildTwoFactorAccounts(input);
  try {
    return withAccountsAdded(data, [account, apiAccount], account.addr);
  } catch (error) {
    if (error instanceof AccountExistsError) throw new TwoFactorError('duplicate-account');
    throw error;
  }
}

/** The label the authenticator app lists the secret under: "Algow-" + short addresses. */
export function accountTitleNoSpaces(primaryAccount: string, recoveryAccount: string): string {
  const short = (a: string) => `${a.slice(0, 2)}${a.slice(-2)}`;
  return `Algow-${short(primaryAccount)}-${short(recoveryAccount)}`;
}

/** "123-456" (mask 999-999) or "123456" → "123456"; null until all six digits are there. */
export function normalizeTwoFactorCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(digits) ? digits : null;
}
