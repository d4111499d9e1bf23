import { resolveSigner } from './capabilities';
import { walletControls } from './rekey-target';
import type { PublicAccount } from './stored-account';
import { MIN_FEE, type PaymentDraft } from '../payments/payment-draft';

// "Undo rekey": a rekeyed account whose current signer the wallet holds can give control back
// to its own key with a zero payment to itself that rekeys to itself, signed by that signer.

/** The chain's auth address when it differs from the account's own (the account is rekeyed). */
function rekeyedTo(account: PublicAccount, authAddress: string | undefined): string | undefined {
  const target = authAddress ?? account.rekeyedTo;
  return target && target !== account.addr ? target : undefined;
}

/**
 * The auth address "Undo rekey" takes control back from: offered only when the account is
 * rekeyed and the wallet can sign as that key (otherwise undefined).
 */
export function undoRekeyFrom(
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress: string | undefined,
): string | undefined {
  const target = rekeyedTo(account, authAddress);
  return target !== undefined && walletControls(target, wallet) ? target : undefined;
}

/** Amount 0 to itself, rekeyed to itself: nothing moves but the authority. */
export function undoRekeyDraft(address: string, fee: bigint = MIN_FEE): PaymentDraft {
  return { payFrom: address, payTo: address, amount: 0n, fee, rekeyTo: address };
}

/** A rekey that names the sender itself gives control back; it never hands it away. */
export const isUndoRekey = (sender: string, rekeyTo: string | undefined): boolean =>
  rekeyTo !== undefined && rekeyTo === sender;

/** Who signs the undo: the account's current auth key (never its own key, which no longer can). */
export function undoRekeySigner(
  account: PublicAccount,
  wallet: readonly PublicAccount[],
  authAddress: string | undefined,
): PublicAccount | null {
  if (!rekeyedTo(account, authAddress)) return null;
  return resolveSigner(account, wallet, authAddress).signer;
}
