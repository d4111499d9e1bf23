import { parseUnits } from '../../core/amounts/parse';
import type { NumberSeparators } from '../../core/format/amount';
import { MAX_NOTE_BYTES } from '../../core/payments/payment-draft';
import {
  buildPaymentLink,
  validatePaymentLink,
  type PaymentLink,
  type PaymentLinkErrorCode,
} from '../../core/payments/payment-link';

// The receive form's rules (spec section 5: amount min 0.000001, max 999999999, step 0.000001;
// for an asset, steps of its decimals) and the payment link it produces.

/** Largest amount the form takes, in whole units of the coin or asset. */
export const RECEIVE_MAX_WHOLE_UNITS = 999_999_999n;

export interface ReceiveFormValues {
  /** Decimal text as typed in the language's separators; empty lets the payer choose. */
  amount: string;
  /** Undefined for the native coin. */
  assetId?: bigint;
  note: string;
  /** Off sends the note as `xnote`, which the payer's wallet keeps unchanged. */
  noteEditable: boolean;
  label: string;
}

export type AmountProblem =
  | { kind: 'not-a-number' }
  /** Separators that could mean two amounts (en "1,5", nl "1.5"): refused, never guessed at. */
  | { kind: 'bad-separators' }
  /** Limits in base units of an asset with `decimals`; the form shows them in the language's
   * separators. */
  | { kind: 'too-small'; min: bigint; decimals: number }
  | { kind: 'too-large'; max: bigint; decimals: number }
  | { kind: 'too-many-decimals'; decimals: number };

export interface ReceiveProblems {
  amount?: AmountProblem;
  note?: { kind: 'too-long'; max: number };
  /** Any other rule of the link (the page checks the address first, so not expected). */
  link?: PaymentLinkErrorCode;
}

export type ReceiveRequest =
  { ok: true; link: string; request: PaymentLink } | { ok: false; problems: ReceiveProblems };

/**
 * The amount in base units, undefined when left empty. Min is one base unit (0.000001). `text`
 * is read in the language's `separators` (core/amounts/parse).
 */
export function receiveAmount(
  text: string,
  decimals: number,
  separators: NumberSeparators,
): { ok: true; value?: bigint } | { ok: false; problem: AmountProblem } {
  if (text.trim() === '') return { ok: true };
  const parsed = parseUnits(text, decimals, separators);
  const max = RECEIVE_MAX_WHOLE_UNITS * 10n ** BigInt(decimals);
  if (!parsed.ok) {
    if (parsed.error === 'too-many-decimals')
      return { ok: false, problem: { kind: 'too-many-decimals', decimals } };
    if (parsed.error === 'too-large')
      return { ok: false, problem: { kind: 'too-large', max, decimals } };
    if (parsed.error === 'bad-separators')
      return { ok: false, problem: { kind: 'bad-separators' } };
    return { ok: false, problem: { kind: 'not-a-number' } };
  }
  if (parsed.value < 1n) return { ok: false, problem: { kind: 'too-small', min: 1n, decimals } };
  if (parsed.value > max) return { ok: false, problem: { kind: 'too-large', max, decimals } };
  return { ok: true, value: parsed.value };
}

/**
 * The ARC-26 link for the form, or what is wrong with it. `decimals` is undefined while the
 * chosen asset is still loading: an amount cannot be read without it.
 */
export function buildReceiveRequest(
  address: string,
  values: ReceiveFormValues,
  decimals: number | undefined,
  network: string | undefined,
  separators: NumberSeparators,
): ReceiveRequest {
  const problems: ReceiveProblems = {};
  const amount: ReturnType<typeof receiveAmount> =
    decimals !== undefined
      ? receiveAmount(values.amount, decimals, separators)
      : values.amount.trim() === ''
        ? { ok: true }
        : { ok: false, problem: { kind: 'not-a-number' } };
  if (!amount.ok) problems.amount = amount.problem;

  const request: PaymentLink = { payTo: address, noteIsEditable: values.noteEditable };
  if (amount.ok && amount.value !== undefined) request.amount = amount.value;
  if (values.assetId !== undefined) request.asset = values.assetId;
  if (values.note !== '') request.note = values.note;
  if (values.label.trim() !== '') request.label = values.label.trim();
  if (network) request.network = network;

  const invalid = validatePaymentLink(request);
  if (invalid?.code === 'note-too-long') problems.note = { kind: 'too-long', max: MAX_NOTE_BYTES };
  else if (invalid) problems.link = invalid.code;
  if (problems.amount || problems.note || problems.link) return { ok: false, problems };
  return { ok: true, link: buildPaymentLink(request), request };
}

/** The address our own wallet opens for a link (the protocol handler's /pay/%s route). */
export function webWalletLink(origin: string, link: string): string {
  return `${origin}/pay/${encodeURIComponent(link)}`;
}
