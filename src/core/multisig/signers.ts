import { resolveSigner, signsForItself } from '../accounts/capabilities';
import type { MultisigParams, PublicAccount } from '../accounts/stored-account';
import { hasSigned, type Proposal } from './proposal';
import { ProposalError } from './proposal-error';

// Who signs a proposal (spec 000 sections 4 and 6): the multisig params come from the paying
// account or, when it is rekeyed, from its rekey target; only own accounts in those params
// that hold a key (stored or HD-derived) or are Ledger accounts, and have not signed yet, can
// add a signature.

/** The params that sign for `from`; the spec's errors when there are none. */
export function multisigParamsFor(
  from: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress?: string,
): MultisigParams {
  const resolution = resolveSigner(from, wallet, authAddress);
  if (resolution.rekeyed && !resolution.signer) throw new ProposalError('rekey-signer-unknown');
  const owner = resolution.signer ?? from;
  if (!owner.params) throw new ProposalError('not-multisig', owner.addr);
  return owner.params;
}

/**
 * The wallet's accounts that may still sign, in the multisig's address order. Without a
 * proposal yet, every own member that can sign.
 */
export function remainingSigners(
  params: MultisigParams,
  wallet: readonly PublicAccount[],
  proposal?: Proposal,
): PublicAccount[] {
  const result: PublicAccount[] = [];
  for (const addr of new Set(params.addrs)) {
    const account = wallet.find((a) => a.addr === addr);
    if (!account || !signsForItself(account)) continue;
    if (proposal && hasSigned(proposal, addr)) continue;
    result.push(account);
  }
  return result;
}

/** The wallet account chosen to sign; the spec's texts when it cannot. */
export function signerAccount(
  wallet: readonly PublicAccount[],
  params: MultisigParams,
  address: string,
): PublicAccount {
  const account = wallet.find((a) => a.addr === address);
  if (!account) throw new ProposalError('signer-unknown', address);
  if (!params.addrs.includes(address)) throw new ProposalError('not-member', address);
  return account;
}

export interface TwoFactorCoSigner {
  primaryAccount: string;
  recoveryAccount: string;
  /** The provider's account: the slot its co-signature goes into. */
  twoFactorAccount: string;
  providerId?: string;
}

/**
 * When `params` are a 2FA account's (2-of-3 over primary, recovery and the provider), the
 * parts the provider call needs; null for any other multisig.
 */
export function twoFactorCoSigner(
  params: MultisigParams,
  wallet: readonly PublicAccount[],
): TwoFactorCoSigner | null {
  for (const account of wallet) {
    const parts = account.twoFactor;
    if (!parts) continue;
    const members = [parts.primaryAccount, parts.recoveryAccount, parts.twoFactorAccount];
    if (members.length !== params.addrs.length) continue;
    if (!members.every((m) => params.addrs.includes(m))) continue;
    const coSigner: TwoFactorCoSigner = {
      primaryAccount: parts.primaryAccount,
      recoveryAccount: parts.recoveryAccount,
      twoFactorAccount: parts.twoFactorAccount,
    };
    // Older A-Wallet files keep the provider only on the hidden 2faApi account: look on.
    if (parts.twoFactorAuthProvider) {
      coSigner.providerId = parts.twoFactorAuthProvider;
      return coSigner;
    }
    const other = wallet.find(
      (a) =>
        a !== account &&
        a.twoFactor?.twoFactorAccount === parts.twoFactorAccount &&
        a.twoFactor.twoFactorAuthProvider,
    );
    if (other?.twoFactor?.twoFactorAuthProvider) {
      coSigner.providerId = other.twoFactor.twoFactorAuthProvider;
    }
    return coSigner;
  }
  return null;
}
