import type { Transaction } from 'algosdk';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { NotConfirmedError } from '../../core/transactions/send-error';
import { requireSigned, signGroup, type SignGroupRequest } from './sign-group';
import { submitGroup } from './submit-group';

// `signAll`: every signature of a group or none (a review's Send, a token). `sendAndConfirm`:
// sign, send and return only once confirmed, for callers with no review to keep the bytes (the
// flow tests); any other fate is a NotConfirmedError that says which. Reviews use the controller.

export async function signAll(
  txns: readonly Transaction[],
  accounts: readonly PublicAccount[],
  options: Omit<SignGroupRequest, 'txns' | 'accounts'> = {},
): Promise<Uint8Array[]> {
  return requireSigned(await signGroup({ ...options, txns, accounts }));
}

/**
 * Signs a group some of whose transactions another party already signed (a swap router's pool):
 * those bytes are kept as they are, every other transaction is signed by the wallet.
 */
export async function signAllBut(
  txns: readonly Transaction[],
  presigned: readonly (Uint8Array | undefined)[],
  accounts: readonly PublicAccount[],
  options: Omit<SignGroupRequest, 'txns' | 'accounts' | 'indexes'> = {},
): Promise<Uint8Array[]> {
  const indexes = txns.map((_, i) => i).filter((i) => !presigned[i]);
  const entries = await signGroup({ ...options, txns, accounts, indexes });
  return entries.map((entry, i) => {
    const theirs = presigned[i];
    if (theirs) return theirs;
    return requireSigned([entry])[0]!;
  });
}

export async function sendAndConfirm(
  txns: readonly Transaction[],
  accounts: readonly PublicAccount[],
  options: Omit<SignGroupRequest, 'txns' | 'accounts'> = {},
): Promise<{ txid: string; round: bigint }> {
  const signed = await signAll(txns, accounts, options);
  const fate = await submitGroup({ txns, signed });
  if (fate.kind === 'confirmed') return { txid: fate.txid, round: fate.round };
  throw new NotConfirmedError(fate);
}
