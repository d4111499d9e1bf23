import {
  computeGroupID,
  decodeUnsignedTransaction,
  encodeUnsignedTransaction,
  isValidAddress,
  multisigAddress,
  type Transaction,
} from 'algosdk';
import { z } from 'zod';
import { bytesToBase64, base64ToBytes } from '../encoding/base64';

// ARC-0001 `algo_signTxn` requests from a connected dapp, checked before anything is shown for
// signing. The whole request is refused when any rule breaks: a dapp that sends one bad
// transaction in a group gets none of it signed.

export const MAX_REQUEST_TRANSACTIONS = 16;

const address = z.string().refine((value) => isValidAddress(value));
const base64 = z.string().min(1).max(100_000);

/** ARC-0001 WalletTransaction; unknown fields are refused (strict). */
const walletTransactionSchema = z.strictObject({
  txn: base64,
  authAddr: address.optional(),
  msig: z
    .strictObject({
      version: z.number().int().min(1).max(255),
      threshold: z.number().int().min(1).max(255),
      addrs: z.array(address).min(1).max(255),
    })
    .optional(),
  signers: z.array(address).optional(),
  stxn: base64.optional(),
  message: z.string().max(1000).optional(),
});

const signOptionsSchema = z.strictObject({ message: z.string().max(1000).optional() }).optional();

/** params of `algo_signTxn`: [WalletTransaction[], SignTxnsOpts?]. */
export const signTxnParamsSchema = z.union([
  z.tuple([z.array(walletTransactionSchema)]),
  z.tuple([z.array(walletTransactionSchema), signOptionsSchema]),
]);

export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export type RequestRefusal =
  | { code: 'malformed' }
  | { code: 'empty' }
  | { code: 'too-many'; count: number }
  | { code: 'not-a-transaction'; index: number }
  | { code: 'other-network'; index: number }
  /** A transaction without a genesis hash: it names no network the person could check. */
  | { code: 'no-genesis-hash'; index: number }
  | { code: 'group-mismatch'; index: number }
  | { code: 'account-not-granted'; index: number; address: string }
  | { code: 'cannot-sign'; index: number; address: string }
  | { code: 'rekey-blocked'; index: number; address: string }
  | { code: 'signers-unsupported'; index: number }
  /** The request's `msig` is not the multisig that authorizes the sender (`address`). */
  | { code: 'msig-not-sender'; index: number; address: string };

export type EntryWarning =
  | { code: 'rekey'; address: string }
  | { code: 'close-to'; address: string }
  | { code: 'asset-close-to'; address: string };

export interface RequestEntry {
  index: number;
  txn: Transaction;
  txid: string;
  type: string;
  from: string;
  /** The account whose key signs (the sender, or its auth address / msig). */
  signer: string;
  /** False when the dapp asked the wallet not to sign it (`signers: []`). */
  toSign: boolean;
  msig?: WalletTransaction['msig'];
  assetId?: bigint;
  amount?: bigint;
  fee: bigint;
  receiver?: string;
  rekeyTo?: string;
  closeTo?: string;
  warnings: EntryWarning[];
  /** Base64 of the transaction as sent, for display. */
  base64: string;
}

export interface SignRequestContext {
  /** Base64 genesis hash of the network the wallet is on. */
  genesisHash: string;
  /** Accounts the session granted to the dapp. */
  grantedAccounts: readonly string[];
  /** Whether the wallet holds a signer for the address (following rekeys is the caller's job). */
  canSign: (address: string) => boolean;
  /** Addresses of the wallet's own accounts (a rekey to one of them needs no warning). */
  ownAccounts: readonly string[];
  /** Settings switch: allow dapps to request rekeys (off by default, as in Pera). */
  allowRekeys: boolean;
  /**
   * Senders' auth addresses as the node reports them (undefined: the sender signs for itself).
   * A sender missing here counts as not rekeyed, so a `msig` must then describe the sender.
   */
  authAddresses?: ReadonlyMap<string, string | undefined>;
}

export type SignRequestResult =
  { ok: true; entries: RequestEntry[]; message?: string } | { ok: false; refusal: RequestRefusal };

/** The group id is computed over the transactions as they were before it was assigned. */
function withoutGroup(txn: Transaction): Transaction {
  const copy = decodeUnsignedTransaction(encodeUnsignedTransaction(txn));
  copy.group = undefined;
  return copy;
}

const refuse = (refusal: RequestRefusal): SignRequestResult => ({ ok: false, refusal });

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The address a request's multisig description stands for, or null when it describes none. */
function describedMultisig(msig: NonNullable<WalletTransaction['msig']>): string | null {
  try {
    return multisigAddress(msig).toString();
  } catch {
    return null;
  }
}

/**
 * Senders of the entries that carry a `msig` and are to be signed: whose auth address the
 * caller looks up on the node before validating. Empty for a request that does not parse or
 * holds too many transactions.
 */
export function multisigSenders(params: unknown): string[] {
  const parsed = signTxnParamsSchema.safeParse(params);
  // Too many is refused anyway: no node lookups for it.
  if (!parsed.success || parsed.data[0].length > MAX_REQUEST_TRANSACTIONS) return [];
  const senders = new Set<string>();
  for (const wtx of parsed.data[0]) {
    if (!wtx.msig || (wtx.signers && wtx.signers.length === 0)) continue;
    try {
      senders.add(decodeUnsignedTransaction(base64ToBytes(wtx.txn)).sender.toString());
    } catch {
      // Not a transaction: validateSignRequest refuses it.
    }
  }
  return [...senders];
}

export function validateSignRequest(
  params: unknown,
  context: SignRequestContext,
): SignRequestResult {
  const parsed = signTxnParamsSchema.safeParse(params);
  if (!parsed.success) return refuse({ code: 'malformed' });
  const [walletTxns, options] = parsed.data;
  if (walletTxns.length === 0) return refuse({ code: 'empty' });
  if (walletTxns.length > MAX_REQUEST_TRANSACTIONS) {
    return refuse({ code: 'too-many', count: walletTxns.length });
  }

  const txns: Transaction[] = [];
  for (const [index, wtx] of walletTxns.entries()) {
    try {
      const bytes = base64ToBytes(wtx.txn);
      const txn = decodeUnsignedTransaction(bytes);
      // algosdk ignores unknown fields and accepts non-canonical encodings, and signs its own
      // re-encoding: only bytes that re-encode exactly are what the review shows and the key signs.
      if (!sameBytes(encodeUnsignedTransaction(txn), bytes)) throw new Error('not canonical');
      txns.push(txn);
    } catch {
      return refuse({ code: 'not-a-transaction', index });
    }
  }

  for (const [index, txn] of txns.entries()) {
    // Refused by name, not only as another network: were the node's genesis hash ever empty
    // too, the comparison below would let it through.
    if (!txn.genesisHash || txn.genesisHash.length === 0) {
      return refuse({ code: 'no-genesis-hash', index });
    }
    if (bytesToBase64(txn.genesisHash) !== context.genesisHash) {
      return refuse({ code: 'other-network', index });
    }
  }

  // Every transaction must carry the group id computed over all of them (ARC-0001: the
  // whole group is sent, with `signers: []` on the ones this wallet is not to sign).
  if (txns.length > 1 || (txns[0]?.group && txns[0].group.length > 0)) {
    const expected = bytesToBase64(computeGroupID(txns.map(withoutGroup)));
    for (const [index, txn] of txns.entries()) {
      if (!txn.group || bytesToBase64(txn.group) !== expected) {
        return refuse({ code: 'group-mismatch', index });
      }
    }
  }

  const entries: RequestEntry[] = [];
  for (const [index, txn] of txns.entries()) {
    const wtx = walletTxns[index]!;
    const from = txn.sender.toString();
    const toSign = !(wtx.signers && wtx.signers.length === 0);
    const signer = wtx.msig ? from : (wtx.authAddr ?? from);
    if (toSign) {
      // A signer list other than [] or [the signer itself] asks for partial multisig
      // signing by named keys, which this wallet does not offer.
      if (wtx.signers && !(wtx.signers.length === 1 && wtx.signers[0] === signer) && !wtx.msig) {
        return refuse({ code: 'signers-unsupported', index });
      }
      if (!context.grantedAccounts.includes(from)) {
        return refuse({ code: 'account-not-granted', index, address: from });
      }
      if (!context.canSign(from)) return refuse({ code: 'cannot-sign', index, address: from });
      // Checked here, before the review, and not only when signing: the person must never
      // review a request that could only fail once they approve it. The multisig that can
      // authorize the sender is its auth address on chain when rekeyed, else the sender itself.
      if (wtx.msig) {
        const authorizer = context.authAddresses?.get(from) ?? from;
        if (describedMultisig(wtx.msig) !== authorizer) {
          return refuse({ code: 'msig-not-sender', index, address: from });
        }
      }
    }

    const warnings: EntryWarning[] = [];
    const rekeyTo = txn.rekeyTo?.toString();
    if (rekeyTo && toSign) {
      if (!context.allowRekeys) return refuse({ code: 'rekey-blocked', index, address: rekeyTo });
      if (!context.ownAccounts.includes(rekeyTo))
        warnings.push({ code: 'rekey', address: rekeyTo });
    }
    const closeTo = txn.payment?.closeRemainderTo?.toString();
    if (closeTo) warnings.push({ code: 'close-to', address: closeTo });
    const assetCloseTo = txn.assetTransfer?.closeRemainderTo?.toString();
    if (assetCloseTo) warnings.push({ code: 'asset-close-to', address: assetCloseTo });

    entries.push({
      index,
      txn,
      txid: txn.txID(),
      type: txn.type,
      from,
      signer,
      toSign,
      msig: wtx.msig,
      assetId: txn.assetTransfer?.assetIndex ?? txn.assetConfig?.assetIndex,
      amount: txn.payment?.amount ?? txn.assetTransfer?.amount,
      fee: txn.fee,
      receiver: (txn.payment?.receiver ?? txn.assetTransfer?.receiver)?.toString(),
      rekeyTo,
      closeTo: closeTo ?? assetCloseTo,
      warnings,
      base64: wtx.txn,
    });
  }
  return { ok: true, entries, message: options?.message };
}

/**
 * The `algo_signTxn` result: one base64 signed transaction per request entry, null where the
 * wallet did not sign (spec section 8: unsigned transactions are returned as null entries).
 */
export function signTxnResult(
  entries: readonly RequestEntry[],
  signed: ReadonlyMap<string, Uint8Array>,
): (string | null)[] {
  return entries.map((entry) => {
    const bytes = signed.get(entry.txid);
    return bytes ? bytesToBase64(bytes) : null;
  });
}
