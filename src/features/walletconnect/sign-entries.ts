import { usesMultisigFlow } from '../../core/accounts/capabilities';
import { SigningError } from '../../core/accounts/signing-error';
import type { PublicAccount } from '../../core/accounts/stored-account';
import {
  addSignature,
  createProposal,
  signatureCount,
  signedTransactionBytes,
  thresholdReached,
} from '../../core/multisig/proposal';
import { multisigParamsFor, remainingSigners } from '../../core/multisig/signers';
import type { RequestEntry } from '../../core/walletconnect/sign-request';
import { rawSignature, signTransaction } from '../../infra/signing/transaction-signer';

// Signing the entries of a dapp's request (spec section 4): one transaction at a time, 200 ms
// apart for sign-all. A multisig entry is signed with every member key this wallet holds and
// counts as signed only once the threshold is reached.

export const SIGN_ALL_GAP_MS = 200;

export type EntrySigning =
  | { kind: 'signed'; bytes: Uint8Array }
  /** A multisig entry still short of its threshold with the keys held here. */
  | { kind: 'partial'; signatures: number; threshold: number };

export async function signEntry(
  entry: RequestEntry,
  accounts: readonly PublicAccount[],
): Promise<EntrySigning> {
  const from = accounts.find((a) => a.addr === entry.from);
  if (!from) throw new SigningError('from-unknown');
  const authAddress = entry.signer !== entry.from ? entry.signer : undefined;
  if (entry.msig || usesMultisigFlow(from, accounts, authAddress)) {
    const params = entry.msig ?? multisigParamsFor(from, accounts, authAddress);
    let proposal = createProposal(entry.txn, params);
    for (const member of remainingSigners(params, accounts, proposal)) {
      if (thresholdReached(proposal)) break;
      proposal = addSignature(proposal, member.addr, await rawSignature(member, entry.txn));
    }
    return thresholdReached(proposal)
      ? { kind: 'signed', bytes: signedTransactionBytes(proposal) }
      : { kind: 'partial', signatures: signatureCount(proposal), threshold: params.threshold };
  }
  return {
    kind: 'signed',
    bytes: await signTransaction(entry.txn, from, accounts, { authAddress }),
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
