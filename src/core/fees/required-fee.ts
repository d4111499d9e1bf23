import {
  Address,
  encodeMsgpack,
  SignedTransaction,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import type { MultisigParams } from '../accounts/stored-account';
import { protocolFee } from './protocol-fee';

// The one fee rule (issue 27 item 4): a transaction pays the node's suggestion for its size, the
// suggested `fee` per byte of the signed transaction, at least the node's `min-fee`. A fee the
// spec fixes (1000 for key registrations, multisig proposals, the pay form's default) is a floor
// kept only while the node asks for less. The node prices the signed transaction, so the size
// counts the signature the way algosdk's estimateSize does, and more for a rekeyed sender (the
// `sgnr` field) or a multisig one (every subsignature).

/** A node asking more than this per transaction, in microAlgos, is warned about in the review. */
export const HIGH_FEE_THRESHOLD = 100_000n;

/** With `flatFee`, `fee` is a whole fee (a floor here), not a fee per byte. */
export type FeeParams = Pick<SuggestedParams, 'fee' | 'minFee' | 'flatFee'>;

/** How the transaction will be signed, for the bytes the signature adds. */
export type Authorizer =
  | { kind: 'single'; rekeyed?: boolean }
  | { kind: 'multisig'; params: MultisigParams; rekeyed?: boolean };

const SINGLE: Authorizer = { kind: 'single' };
// Non-zero: msgpack leaves an all-zero signature out, which would undercount its bytes.
const EMPTY_SIGNATURE = new Uint8Array(64).fill(1);
// Any non-zero 32 bytes encode as long as the real auth address (a zero one is left out).
const PLACEHOLDER_SIGNER = new Address(new Uint8Array(32).fill(1));
// The group ID is a hash of the fees, so it is set after them: its bytes are counted before.
const PLACEHOLDER_GROUP = new Uint8Array(32).fill(1);

/** How a fee is sized: its floor, the signer, and whether a group ID will be added after. */
export interface FeeOptions {
  floor?: bigint;
  authorizer?: Authorizer;
  /** The transaction gets a group ID once every fee is set (the ID hashes the fees). */
  grouped?: boolean;
}

/** The node's fee for a signed transaction of `signedBytes` bytes, in microAlgos. */
export function requiredFee(params: FeeParams, signedBytes: number): bigint {
  const flat = params.flatFee ? BigInt(params.fee) : 0n;
  const bySize = params.flatFee ? 0n : BigInt(params.fee) * BigInt(signedBytes);
  return [bySize, flat, BigInt(params.minFee)].reduce((a, b) => (b > a ? b : a));
}

/** The encoded length of `txn` once signed by `authorizer` (a multisig up to its threshold). */
export function signedLength(txn: Transaction, authorizer: Authorizer = SINGLE): number {
  const sgnr = authorizer.rekeyed ? PLACEHOLDER_SIGNER : undefined;
  if (authorizer.kind === 'single') {
    return encodeMsgpack(new SignedTransaction({ txn, sig: EMPTY_SIGNATURE, sgnr })).length;
  }
  const { version, threshold, addrs } = authorizer.params;
  const msig = {
    v: version,
    thr: threshold,
    // Whichever co-signers sign, `threshold` slots carry a signature and the rest a key only.
    subsig: addrs.map((a, i) => ({
      pk: Address.fromString(a).publicKey,
      s: i < threshold ? EMPTY_SIGNATURE : undefined,
    })),
  };
  return encodeMsgpack(new SignedTransaction({ txn, msig, sgnr })).length;
}

/**
 * Sets `txn.fee` to the larger of `floor` and the node's fee for its signed size, and returns
 * it. The fee field is part of the size it prices, so this repeats until the fee stops growing
 * (two rounds at most in practice). Call it before grouping or signing: both cover the fee; a
 * transaction to be grouped says so (`grouped`), as the group ID adds bytes the node prices.
 */
export function applyRequiredFee(
  txn: Transaction,
  params: FeeParams,
  options: FeeOptions = {},
): bigint {
  const floor = options.floor ?? 0n;
  const placeholder = options.grouped && !txn.group;
  if (placeholder) txn.group = PLACEHOLDER_GROUP;
  let fee = floor;
  for (let round = 0; round < 8; round += 1) {
    txn.fee = fee;
    const needed = requiredFee(params, signedLength(txn, options.authorizer));
    if (needed <= fee) break;
    fee = needed;
  }
  txn.fee = fee;
  if (placeholder) txn.group = undefined;
  return fee;
}

/** The highest of these fees when it is more than the review lets pass unwarned, else undefined. */
export function highFee(fees: readonly bigint[]): bigint | undefined {
  const highest = fees.reduce((a, b) => (b > a ? b : a), 0n);
  return highest > HIGH_FEE_THRESHOLD ? highest : undefined;
}

/**
 * The part of a transaction's fee the network asks for: the protocol's part (the 2 Algo of a
 * staking-rewards registration, named as such in the review) is left out; only the rest can be
 * a high network fee.
 */
export function networkFeePart(txn: Transaction): bigint {
  return txn.fee - (protocolFee(txn)?.amount ?? 0n);
}

/** `txn` with its fee set by applyRequiredFee: for builders that return what they build. */
export function withRequiredFee(
  txn: Transaction,
  params: FeeParams,
  options: FeeOptions = {},
): Transaction {
  applyRequiredFee(txn, params, options);
  return txn;
}
