import {
  appendSignMultisigTransaction,
  generateAccount,
  multisigAddress,
  signMultisigTransaction,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import type { Authorizer } from '../core/fees/required-fee';

// Fixtures for the fee-per-signer tests: real signatures by the keys that would sign, so a
// builder's fee is checked against the bytes the node will price, not against the fee rule's
// own estimate of them.

/** A node asking 50 microAlgos per byte: every transaction here costs more than the minimum. */
export const perByteParams = (base: SuggestedParams): SuggestedParams => ({
  ...base,
  fee: 50n,
  minFee: 1000n,
  flatFee: false,
});

const authKey = generateAccount();
const members = [generateAccount(), generateAccount(), generateAccount()];

export const REKEYED: Authorizer = { kind: 'single', rekeyed: true };
export const TWO_OF_THREE: Authorizer = {
  kind: 'multisig',
  params: { version: 1, threshold: 2, addrs: members.map((m) => m.addr.toString()) },
};
/** The 2-of-3 multisig's own address: the sender a TWO_OF_THREE test builds for. */
export const MULTISIG_SENDER = multisigAddress({
  version: 1,
  threshold: 2,
  addrs: members.map((m) => m.addr),
}).toString();

/** The encoded length of `txn` signed by the authorizer's real keys (two members for a multisig). */
export function realSignedLength(txn: Transaction, authorizer: Authorizer): number {
  if (authorizer.kind === 'single') {
    const signer = authorizer.rekeyed ? authKey : undefined;
    if (!signer) throw new Error('Only a rekeyed single signer is a fixture here');
    return txn.attachSignature(signer.addr, txn.rawSignTxn(signer.sk)).length;
  }
  const metadata = { version: 1, threshold: 2, addrs: members.map((m) => m.addr) };
  const { blob } = signMultisigTransaction(txn, metadata, members[0]!.sk);
  return appendSignMultisigTransaction(blob, metadata, members[2]!.sk).blob.length;
}

/** The node's fee at 50 per byte for `txn` as really signed. */
export const feeForSigned = (txn: Transaction, authorizer: Authorizer): bigint =>
  50n * BigInt(realSignedLength(txn, authorizer));
