import {
  isValidAddress,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  type SuggestedParams,
  type Transaction,
} from 'algosdk';
import { applyRequiredFee, type Authorizer } from '../fees/required-fee';

// The payment draft of spec section 3 (payTo, payFrom, amount in base units, note bytes, fee,
// asset, reKeyTo) and the rules that turn it into exactly one pay or axfer transaction.

export const MIN_BALANCE_BASE = 100_000n;
export const MIN_BALANCE_PER_ASSET = 100_000n;
export const MIN_FEE = 1_000n;
export const MAX_FEE = 1_000_000n;
export const MAX_NOTE_BYTES = 1024;

export interface PaymentDraft {
  payFrom: string;
  payTo: string;
  /** Base units: microAlgos, or the asset's smallest unit. */
  amount: bigint;
  /** The fee asked for, in microAlgos: paid unless the node asks more for the size. */
  fee: bigint;
  note?: Uint8Array;
  /** Undefined (or 0) pays the native coin. */
  assetId?: bigint;
  rekeyTo?: string;
}

export type DraftProblem =
  | 'pay-to-missing'
  | 'pay-to-malformed'
  | 'pay-from-malformed'
  | 'rekey-to-malformed'
  | 'amount-negative'
  | 'amount-too-high'
  | 'fee-out-of-range'
  | 'note-too-long';

export interface BalanceFacts {
  /** Native balance in microAlgos. */
  balance: bigint;
  /** Number of assets the account holds (each locks 0.1 of the base coin). */
  heldAssets: number;
  /** Balance of the asset being paid, when paying an asset. */
  assetBalance?: bigint;
}

/**
 * The most the form offers (spec section 5): for the base coin the balance minus 0.1, the fee
 * and 0.1 per held asset; for an asset, its balance. Never negative.
 */
export function maxAmount(facts: BalanceFacts, fee: bigint, assetId?: bigint): bigint {
  if (assetId) return facts.assetBalance ?? 0n;
  const max =
    facts.balance - MIN_BALANCE_BASE - fee - MIN_BALANCE_PER_ASSET * BigInt(facts.heldAssets);
  return max > 0n ? max : 0n;
}

export function draftProblems(draft: PaymentDraft, max?: bigint): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (!draft.payTo) problems.push('pay-to-missing');
  else if (!isValidAddress(draft.payTo)) problems.push('pay-to-malformed');
  if (!isValidAddress(draft.payFrom)) problems.push('pay-from-malformed');
  if (draft.rekeyTo && !isValidAddress(draft.rekeyTo)) problems.push('rekey-to-malformed');
  if (draft.amount < 0n) problems.push('amount-negative');
  else if (max !== undefined && draft.amount > max) problems.push('amount-too-high');
  if (draft.fee < MIN_FEE || draft.fee > MAX_FEE) problems.push('fee-out-of-range');
  if ((draft.note?.length ?? 0) > MAX_NOTE_BYTES) problems.push('note-too-long');
  return problems;
}

export class DraftError extends Error {
  constructor(readonly problems: DraftProblem[]) {
    super(`Invalid payment: ${problems.join(', ')}`);
    this.name = 'DraftError';
  }
}

/**
 * One transaction for the draft. Its fee is the draft's, raised to what the node asks for the
 * transaction's size when that is more (issue 27).
 */
export function buildPaymentTransaction(
  draft: PaymentDraft,
  params: SuggestedParams,
  authorizer?: Authorizer,
): Transaction {
  const problems = draftProblems(draft);
  if (problems.length > 0) throw new DraftError(problems);
  const txn = draftTransaction(draft, params);
  applyRequiredFee(txn, params, { floor: draft.fee, authorizer });
  return txn;
}

/**
 * The fee a payment of the draft's kind pays when it sends as much as `facts` allow: what the
 * maximum amount must leave for. Its receiver and amount are stand-ins of the longest size (an
 * address is always 32 bytes; the amount is at most the balance), so it is never too low.
 */
export function paymentFee(
  draft: Omit<PaymentDraft, 'payTo' | 'amount'>,
  facts: BalanceFacts,
  params: SuggestedParams,
  authorizer?: Authorizer,
): bigint {
  // Nothing to size yet (no sender, a note too long to send): the draft's own fee.
  if (!isValidAddress(draft.payFrom) || (draft.note?.length ?? 0) > MAX_NOTE_BYTES) {
    return draft.fee;
  }
  const amount = draft.assetId ? (facts.assetBalance ?? 0n) : facts.balance;
  const rekeyTo = draft.rekeyTo && isValidAddress(draft.rekeyTo) ? draft.rekeyTo : undefined;
  const txn = draftTransaction(
    { ...draft, payTo: draft.payFrom, amount, rekeyTo, fee: 0n },
    params,
  );
  return applyRequiredFee(txn, params, { floor: draft.fee, authorizer });
}

function draftTransaction(draft: PaymentDraft, params: SuggestedParams): Transaction {
  const suggestedParams = { ...params, fee: draft.fee, flatFee: true };
  const common = {
    sender: draft.payFrom,
    receiver: draft.payTo,
    amount: draft.amount,
    note: draft.note && draft.note.length > 0 ? draft.note : undefined,
    rekeyTo: draft.rekeyTo || undefined,
    suggestedParams,
  };
  if (draft.assetId && draft.assetId > 0n) {
    return makeAssetTransferTxnWithSuggestedParamsFromObject({
      ...common,
      assetIndex: draft.assetId,
    });
  }
  return makePaymentTxnWithSuggestedParamsFromObject(common);
}

/**
 * What the review must warn about before signing (spec section 5, issue 5): a rekey or a
 * close-to moves control or the whole balance away; a malformed pay-to loses the payment.
 */
export interface TransactionWarnings {
  rekeyTo?: string;
  closeTo?: string;
  malformedPayTo: boolean;
}

export function transactionWarnings(txn: Transaction): TransactionWarnings {
  const closeTo = txn.payment?.closeRemainderTo ?? txn.assetTransfer?.closeRemainderTo;
  const receiver = txn.payment?.receiver ?? txn.assetTransfer?.receiver;
  return {
    rekeyTo: txn.rekeyTo?.toString(),
    closeTo: closeTo?.toString(),
    malformedPayTo:
      txn.type !== 'appl' && receiver !== undefined && !isValidAddress(receiver.toString()),
  };
}
