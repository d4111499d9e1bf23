import { parseUnits } from '../amounts/parse';
import { amountInputText, type NumberSeparators } from '../format/amount';
import { base64ToBytes } from '../encoding/base64';
import { isBase64Note } from './note-rules';
import { utf8Encode } from '../encoding/utf8';
import type { SuggestedParams } from 'algosdk';
import type { Authorizer } from '../fees/required-fee';
import {
  draftProblems,
  maxAmount,
  paymentFee,
  type BalanceFacts,
  type DraftProblem,
  type PaymentDraft,
} from './payment-draft';

// The pay screen's form values (text, as typed) and their translation into a payment draft.
// Kept out of the component so every rule is unit-tested in Node.

export interface PayFormValues {
  payFrom: string;
  payToMode: 'own' | 'other';
  payToOwn: string;
  payToOther: string;
  rekeyMode: 'own' | 'other';
  rekeyToOwn: string;
  rekeyToOther: string;
  /** '' pays the native coin. */
  assetId: string;
  /** As typed, in the language's separators (core/amounts/parse). */
  amount: string;
  /** In coins, as typed in the language's separators ("0.001" en, "0,001" hu). */
  fee: string;
  note: string;
  /** Send the note as the raw bytes its base64 text encodes (spec section 5). */
  noteIsBase64: boolean;
}

export type PayField = 'payTo' | 'rekeyTo' | 'amount' | 'fee' | 'note' | 'payFrom';

export type FormProblem =
  | DraftProblem
  | 'rekey-to-missing'
  | 'amount-missing'
  | 'amount-invalid'
  /** Separators that could mean two amounts (en "1,5"): refused, never guessed at. */
  | 'amount-separators'
  | 'fee-invalid'
  | 'fee-separators'
  | 'note-not-base64';

export interface FormContext {
  /** Rekey screen: the payment also carries a rekey-to (required there). */
  rekey: boolean;
  /** Decimals of the asset paid (6 for the native coin). */
  decimals: number;
  /** Balance facts of the sender, when loaded (for the maximum). */
  facts?: BalanceFacts;
  /**
   * The fee the node asks for this payment (paymentFee), when known: a typed fee below it is
   * raised to it when the payment is built, so the maximum leaves room for it.
   */
  nodeFee?: bigint;
  /** The language the amount and fee were typed in. */
  separators: NumberSeparators;
}

/** The default fee, 0.001 coins, as field text in the language's separators. */
export const DEFAULT_FEE = 1000n;

export const emptyPayForm = (payFrom: string, separators: NumberSeparators): PayFormValues => ({
  payFrom,
  payToMode: 'other',
  payToOwn: '',
  payToOther: '',
  rekeyMode: 'other',
  rekeyToOwn: '',
  rekeyToOther: '',
  assetId: '',
  amount: '',
  fee: amountInputText(DEFAULT_FEE, 6, separators),
  note: '',
  noteIsBase64: false,
});

export const payToOf = (v: PayFormValues) =>
  (v.payToMode === 'own' ? v.payToOwn : v.payToOther).trim();
export const rekeyToOf = (v: PayFormValues) =>
  (v.rekeyMode === 'own' ? v.rekeyToOwn : v.rekeyToOther).trim();

/** The note's bytes; null when it is flagged as base64 but is not (spec section 5's rule). */
export function noteBytes(v: PayFormValues): Uint8Array | null {
  if (!v.noteIsBase64) return utf8Encode(v.note);
  const text = v.note.trim();
  return isBase64Note(text) ? base64ToBytes(text) : null;
}

const FIELD_OF: Record<FormProblem, PayField> = {
  'pay-to-missing': 'payTo',
  'pay-to-malformed': 'payTo',
  'pay-from-malformed': 'payFrom',
  'rekey-to-missing': 'rekeyTo',
  'rekey-to-malformed': 'rekeyTo',
  'amount-missing': 'amount',
  'amount-invalid': 'amount',
  'amount-separators': 'amount',
  'amount-negative': 'amount',
  'amount-too-high': 'amount',
  'fee-invalid': 'fee',
  'fee-separators': 'fee',
  'fee-out-of-range': 'fee',
  'note-too-long': 'note',
  'note-not-base64': 'note',
};

export type FormResult =
  | { ok: true; draft: PaymentDraft }
  | { ok: false; problems: Partial<Record<PayField, FormProblem>> };

export function formToDraft(v: PayFormValues, context: FormContext): FormResult {
  const problems: Partial<Record<PayField, FormProblem>> = {};
  const add = (problem: FormProblem) => {
    problems[FIELD_OF[problem]] ??= problem;
  };

  const fee = parseUnits(v.fee, 6, context.separators);
  if (!fee.ok) add(fee.error === 'bad-separators' ? 'fee-separators' : 'fee-invalid');
  let amount = 0n;
  const parsed = parseUnits(v.amount, context.decimals, context.separators);
  if (!parsed.ok) {
    add(
      parsed.error === 'empty'
        ? 'amount-missing'
        : parsed.error === 'bad-separators'
          ? 'amount-separators'
          : 'amount-invalid',
    );
  } else amount = parsed.value;
  const note = noteBytes(v);
  if (!note) add('note-not-base64');
  const rekeyTo = context.rekey ? rekeyToOf(v) : '';
  if (context.rekey && !rekeyTo) add('rekey-to-missing');

  const assetId = /^\d+$/.test(v.assetId) && v.assetId !== '0' ? BigInt(v.assetId) : undefined;
  const draft: PaymentDraft = {
    payFrom: v.payFrom,
    payTo: payToOf(v),
    amount,
    fee: fee.ok ? fee.value : 0n,
    note: note ?? undefined,
    assetId,
    rekeyTo: rekeyTo || undefined,
  };
  const max =
    context.facts && fee.ok && !context.rekey
      ? maxAmount(context.facts, payableFee(fee.value, context.nodeFee), assetId)
      : undefined;
  for (const problem of draftProblems(draft, max)) {
    if (problem === 'fee-out-of-range' && !fee.ok) continue;
    add(problem);
  }
  return Object.keys(problems).length === 0 ? { ok: true, draft } : { ok: false, problems };
}

/** The fee a payment pays: the typed one, or the node's when it asks more. */
export const payableFee = (typed: bigint, nodeFee: bigint | undefined): bigint =>
  nodeFee !== undefined && nodeFee > typed ? nodeFee : typed;

/**
 * The node's fee for the payment the form describes at its largest amount (FormContext.nodeFee),
 * whatever fee is typed; undefined until the sender's balance is known.
 */
export function formPaymentFee(
  v: PayFormValues,
  context: Pick<FormContext, 'rekey' | 'facts'>,
  params: SuggestedParams,
  authorizer?: Authorizer,
): bigint | undefined {
  if (!context.facts) return undefined;
  const assetId = /^\d+$/.test(v.assetId) && v.assetId !== '0' ? BigInt(v.assetId) : undefined;
  const draft = {
    payFrom: v.payFrom,
    fee: 0n,
    note: noteBytes(v) ?? undefined,
    assetId,
    rekeyTo: context.rekey ? rekeyToOf(v) : undefined,
  };
  return paymentFee(draft, context.facts, params, authorizer);
}

/** Range problems: shown while the amount or fee is typed, and Review waits until they are gone. */
const RANGE_PROBLEMS: ReadonlySet<FormProblem> = new Set<FormProblem>([
  'amount-negative',
  'amount-too-high',
  'fee-out-of-range',
]);

/**
 * The amount's and fee's range problems for the values as typed (issue 23: a value out of range
 * is never adjusted; its message shows at once and Review is blocked). Missing or unreadable
 * values and addresses are reported when Review is pressed.
 */
export function rangeProblems(
  v: PayFormValues,
  context: FormContext,
): Partial<Record<PayField, FormProblem>> {
  const result = formToDraft(v, context);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.problems).filter(([, problem]) => RANGE_PROBLEMS.has(problem)),
  );
}
