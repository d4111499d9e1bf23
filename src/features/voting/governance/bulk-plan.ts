import { makePaymentTxnWithSuggestedParamsFromObject, type Transaction } from 'algosdk';
import type { PublicAccount } from '../../../core/accounts/stored-account';
import { withRequiredFee } from '../../../core/fees/required-fee';
import type { BulkLine } from '../../../core/voting/bulk-lines';
import { getSuggestedParams } from '../../../infra/chain/algod-client';
import { sendMany, signMany, type BulkItem } from '../../../infra/transactions/bulk-send';
import { senderAuthorizers } from '../../../infra/transactions/fee-authorizer';
import { signWithPhrase } from '../../../infra/transactions/phrase-signer';

// The governance tools' bulk run (spec 001 sections 2, 4, 5, 8): check every line before
// anything is sent, build one payment per line, sign (typed phrases here, wallet accounts in one
// batch through the pipeline) and send with a bounded number in flight, reporting each line as
// it completes. Phrases pass through here and are never kept: the caller drops the lines after.

/** The fee of one payment in micro units (spec 001 section 9), unless the node asks more. */
export const FEE_MICRO = 1000n;

export type ValidLine = Extract<BulkLine, { kind: 'mnemonic' | 'address' }>;

export interface CheckedLines {
  lines: ValidLine[];
  /** What to show per bad line; nothing is sent while there is any. */
  errors: string[];
}

/**
 * Parsed lines with their errors, plus a duplicate check on `key` (the sender for opt-in and
 * pay, the receiver for distribute): the same payment twice has the same txid and the chain
 * applies it once, so a duplicate would be reported sent twice but paid once.
 */
export function checkLines(
  parsed: readonly BulkLine[],
  key: (line: ValidLine) => string,
  duplicateMessage: (line: string) => string,
): CheckedLines {
  const errors: string[] = [];
  const lines: ValidLine[] = [];
  const seen = new Set<string>();
  for (const line of parsed) {
    if (line.kind === 'error') {
      errors.push(line.message);
      continue;
    }
    const k = key(line);
    if (seen.has(k)) errors.push(duplicateMessage(line.line));
    else seen.add(k);
    lines.push(line);
  }
  return { lines, errors };
}

export interface Payment {
  from: string;
  to: string;
  amount: bigint;
  note?: Uint8Array;
}

export type LineOutcome =
  | { kind: 'sent'; txid: string }
  | { kind: 'failed'; message?: string }
  /** Sent, but no answer says whether it was confirmed: check before sending again. */
  | { kind: 'unknown'; txid: string };

/** Who signs: the wallet's accounts (one batch), one typed phrase, or a phrase per payment. */
export type BulkSigner =
  | { kind: 'wallet'; accounts: readonly PublicAccount[] }
  | { kind: 'phrase'; phrase: string }
  | { kind: 'phrases'; phrases: readonly string[] };

async function build(payments: readonly Payment[], signer: BulkSigner): Promise<Transaction[]> {
  const suggestedParams = await getSuggestedParams();
  // Wallet accounts may be rekeyed or multisig (longer signatures); a typed phrase signs alone.
  const authorizers =
    signer.kind === 'wallet'
      ? await senderAuthorizers(
          payments.map((p) => p.from),
          signer.accounts,
        )
      : undefined;
  return payments.map((p) =>
    withRequiredFee(
      makePaymentTxnWithSuggestedParamsFromObject({
        sender: p.from,
        receiver: p.to,
        amount: p.amount,
        note: p.note,
        suggestedParams,
      }),
      suggestedParams,
      { floor: FEE_MICRO, authorizer: authorizers?.get(p.from) },
    ),
  );
}

/**
 * Signs and sends every payment, calling `report(index, outcome)` once per payment as it
 * completes. Throws only before anything was sent (parameters, wallet signing).
 */
export async function runBulk(
  payments: readonly Payment[],
  signer: BulkSigner,
  report: (index: number, outcome: LineOutcome) => void,
): Promise<void> {
  const txns = await build(payments, signer);
  const items: (BulkItem & { index: number })[] = [];
  if (signer.kind === 'wallet') {
    const signed = await signMany(txns, signer.accounts);
    txns.forEach((txn, index) => items.push({ txn, signed: signed[index]!, index }));
  } else if (signer.kind === 'phrase') {
    const signed = await signWithPhrase(signer.phrase, txns);
    txns.forEach((txn, index) => items.push({ txn, signed: signed[index]!, index }));
  } else {
    for (const [index, txn] of txns.entries()) {
      try {
        const [signed] = await signWithPhrase(signer.phrases[index]!, [txn]);
        items.push({ txn, signed: signed!, index });
      } catch {
        report(index, { kind: 'failed' });
      }
    }
  }
  await sendMany(items, {
    onResult: (i, fate) => {
      const index = items[i]!.index;
      switch (fate.kind) {
        case 'confirmed':
          return report(index, { kind: 'sent', txid: fate.txid });
        case 'unknown':
          return report(index, { kind: 'unknown', txid: fate.txid });
        case 'refused':
          return report(index, { kind: 'failed', message: fate.message });
        default:
          return report(index, { kind: 'failed' });
      }
    },
  });
}
