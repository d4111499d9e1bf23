import { isValidAddress, multisigAddress } from 'algosdk';
import type { MultisigParams } from '../accounts/stored-account';
import { TwoFactorError } from './two-factor-error';

// The 2FA account (spec 000 section 3): a version 1, 2-of-3 multisig over the primary (hot),
// recovery (cold) and provider accounts, addresses sorted. Sorting makes the address
// independent of the order the parts are named in, as A-Wallet computes it, so the same three
// accounts always give the same 2FA account in both wallets.

export const TWO_FACTOR_MULTISIG_VERSION = 1;
export const TWO_FACTOR_THRESHOLD = 2;

export interface TwoFactorParts {
  primaryAccount: string;
  recoveryAccount: string;
  twoFactorAccount: string;
}

export function twoFactorMultisigParams(parts: TwoFactorParts): MultisigParams {
  const addrs = [parts.primaryAccount, parts.recoveryAccount, parts.twoFactorAccount];
  if (!addrs.every((a) => isValidAddress(a))) throw new TwoFactorError('invalid-response');
  if (parts.primaryAccount === parts.recoveryAccount) throw new TwoFactorError('same-accounts');
  // A provider that answers with one of our own accounts would leave a 2-of-2 in disguise.
  if (new Set(addrs).size !== 3) throw new TwoFactorError('invalid-response');
  return {
    version: TWO_FACTOR_MULTISIG_VERSION,
    threshold: TWO_FACTOR_THRESHOLD,
    addrs: [...addrs].sort(),
  };
}

export function twoFactorMultisigAddress(parts: TwoFactorParts): string {
  return multisigAddress(twoFactorMultisigParams(parts)).toString();
}
