import { isValidAddress } from 'algosdk';
import { MAX_UINT64, parseUnits } from '../amounts/parse';
import { utf8Encode } from '../encoding/utf8';
import type { NumberSeparators } from '../format/amount';
import { MAX_FEE, MAX_NOTE_BYTES, MIN_FEE } from '../payments/payment-draft';
import { buildPaymentLink, type PaymentLink } from '../payments/payment-link';
import {
  callbackConfigBase64,
  callbackConfigJson,
  encodeGatewayLink,
  isHttpsCallbackUrl,
  paymentLinkBase64,
  URL_NOT_HTTPS_MESSAGE,
  type CallbackConfig,
} from './gateway-link';

// The payment gateway builder's rules (spec 001 sections 2, 4 and 5): what the merchant typed ->
// the payment info link, the callback config, the gateway link and an HTML button.

/** Spec section 5: amounts 0 to 1999999999 units of the asset, in steps of 0.000001. */
export const MAX_GATEWAY_AMOUNT_UNITS = 1_999_999_999n;
export const GATEWAY_AMOUNT_STEP_DECIMALS = 6;
/** The native coin's decimals; fees are always paid in it. */
const NATIVE_DECIMALS = 6;

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in at least account, amount and asset';

export type GatewayBuilderField =
  'asset' | 'payTo' | 'amount' | 'matchingSymbol' | 'fee' | 'successUrl' | 'cancelUrl';

export type GatewayBuilderProblemCode =
  /** REQUIRED_FIELDS_MESSAGE: pay-to, amount or asset missing. */
  | 'required'
  | 'invalid-address'
  /** Not a number in the user's language. */
  | 'amount-invalid'
  /** More decimals than the asset has, or than the 0.000001 step allows. */
  | 'amount-precision'
  | 'amount-range'
  | 'fee-invalid'
  /** Outside 0.001 to 1 (or finer than 0.000001). */
  | 'fee-range'
  | 'note-too-long'
  /** URL_NOT_HTTPS_MESSAGE. */
  | 'url-not-https';

export interface GatewayBuilderProblem {
  field: GatewayBuilderField;
  code: GatewayBuilderProblemCode;
}

/** The spec's English messages for the codes it has words for; the others are ours to word. */
export const GATEWAY_BUILDER_MESSAGES: Partial<Record<GatewayBuilderProblemCode, string>> = {
  required: REQUIRED_FIELDS_MESSAGE,
  'url-not-https': URL_NOT_HTTPS_MESSAGE,
};

export interface GatewayBuilderInput {
  /** Null for the native coin; undefined while nothing is chosen. */
  asset: bigint | null | undefined;
  /** The chosen asset's decimals (6 for the native coin). */
  decimals: number;
  payTo: string;
  /** In the asset's units, as typed. */
  amount: string;
  /** The note a payment must carry; empty lets the gateway page generate one. */
  matchingSymbol: string;
  /** In the native coin, as typed; empty means the default fee. */
  fee: string;
  successUrl: string;
  cancelUrl: string;
  /** The typing language's separators; English (also machine text) by default. */
  separators?: NumberSeparators;
}

type Checked<T> = { value: T } | { problem: GatewayBuilderProblemCode };

/** Amount text -> base units; at most 6 decimals (the step), and no more than the asset has. */
function checkAmount(input: GatewayBuilderInput): Checked<bigint> {
  const stepDecimals = Math.min(input.decimals, GATEWAY_AMOUNT_STEP_DECIMALS);
  const parsed = parseUnits(input.amount, stepDecimals, input.separators);
  if (!parsed.ok) {
    if (parsed.error === 'too-many-decimals') return { problem: 'amount-precision' };
    return { problem: parsed.error === 'too-large' ? 'amount-range' : 'amount-invalid' };
  }
  if (parsed.value > MAX_GATEWAY_AMOUNT_UNITS * 10n ** BigInt(stepDecimals)) {
    return { problem: 'amount-range' };
  }
  const base = parsed.value * 10n ** BigInt(input.decimals - stepDecimals);
  // An asset with many decimals can hold fewer whole units than the spec's maximum.
  return base > MAX_UINT64 ? { problem: 'amount-range' } : { value: base };
}

/** Fee text -> micro units; undefined when empty or at the minimum (spec: only above 0.001). */
function checkFee(input: GatewayBuilderInput): Checked<bigint | undefined> {
  if (input.fee.trim() === '') return { value: undefined };
  const parsed = parseUnits(input.fee, NATIVE_DECIMALS, input.separators);
  if (!parsed.ok) {
    const outOfRange = parsed.error === 'too-many-decimals' || parsed.error === 'too-large';
    return { problem: outOfRange ? 'fee-range' : 'fee-invalid' };
  }
  if (parsed.value < MIN_FEE || parsed.value > MAX_FEE) return { problem: 'fee-range' };
  return { value: parsed.value > MIN_FEE ? parsed.value : undefined };
}

const isMissing = (text: string) => text.trim() === '';

function requiredProblems(input: GatewayBuilderInput): GatewayBuilderProblem[] {
  const missing: GatewayBuilderField[] = [];
  if (input.asset === undefined) missing.push('asset');
  if (isMissing(input.payTo)) missing.push('payTo');
  if (isMissing(input.amount)) missing.push('amount');
  return missing.map((field) => ({ field, code: 'required' }));
}

function urlProblems(input: GatewayBuilderInput): GatewayBuilderProblem[] {
  const fields = ['successUrl', 'cancelUrl'] as const;
  return fields
    .filter((field) => !isMissing(input[field]) && !isHttpsCallbackUrl(input[field].trim()))
    .map((field) => ({ field, code: 'url-not-https' }));
}

function valueProblems(input: GatewayBuilderInput): GatewayBuilderProblem[] {
  const problems: GatewayBuilderProblem[] = [];
  if (!isMissing(input.payTo) && !isValidAddress(input.payTo.trim())) {
    problems.push({ field: 'payTo', code: 'invalid-address' });
  }
  const amount = isMissing(input.amount) ? null : checkAmount(input);
  if (amount && 'problem' in amount) problems.push({ field: 'amount', code: amount.problem });
  const fee = checkFee(input);
  if ('problem' in fee) problems.push({ field: 'fee', code: fee.problem });
  if (utf8Encode(input.matchingSymbol).length > MAX_NOTE_BYTES) {
    problems.push({ field: 'matchingSymbol', code: 'note-too-long' });
  }
  return problems;
}

/** Every problem of the form, required fields first; empty when the outputs can be built. */
export function gatewayBuilderProblems(input: GatewayBuilderInput): GatewayBuilderProblem[] {
  return [...requiredProblems(input), ...valueProblems(input), ...urlProblems(input)];
}

export interface GatewayOutputs {
  /** The ARC-26 payment link. */
  paymentInfo: string;
  paymentInfoB64: string;
  /** The callback config's JSON ("{}" without URLs). */
  callbackConfig: string;
  callbackConfigB64: string;
  /** `/gateway/{b64}/{settings}`, or `/gateway/{b64}` without callback URLs. */
  link: string;
  /** The link on this wallet's origin, to open and try. */
  tryLink: string;
  /** An HTML snippet for the merchant's site, every interpolated value escaped. */
  htmlButton: string;
}

export type GatewayBuilderResult =
  { ok: true; outputs: GatewayOutputs } | { ok: false; problems: GatewayBuilderProblem[] };

/** The payment link the builder's (valid) input describes; the matching symbol as an xnote. */
function builderPaymentLink(input: GatewayBuilderInput): PaymentLink {
  const amount = checkAmount(input);
  const fee = checkFee(input);
  const link: PaymentLink = { payTo: input.payTo.trim(), noteIsEditable: false };
  if ('value' in amount) link.amount = amount.value;
  if (input.asset) link.asset = input.asset;
  if (input.matchingSymbol) link.note = input.matchingSymbol;
  if ('value' in fee && fee.value !== undefined) link.fee = fee.value;
  return link;
}

function builderCallbacks(input: GatewayBuilderInput): CallbackConfig {
  const config: CallbackConfig = {};
  if (!isMissing(input.successUrl)) config.success = input.successUrl.trim();
  if (!isMissing(input.cancelUrl)) config.cancel = input.cancelUrl.trim();
  return config;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export const DEFAULT_BUTTON_LABEL = 'Pay with Algow';

/** A link styled as a button: valid HTML (a <button> inside <a> is not) and works without JS. */
export function gatewayButtonHtml(href: string, label = DEFAULT_BUTTON_LABEL): string {
  return (
    `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer" ` +
    `style="display:inline-block;padding:10px 20px;border-radius:6px;background:#1c7ed6;` +
    `color:#fff;font-family:sans-serif;text-decoration:none">${escapeHtml(label)}</a>`
  );
}

/** The origin of the wallet's own address; anything but http(s) is a programming error. */
function walletOrigin(origin: string): string {
  const url = new URL(origin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RangeError('The wallet origin must be http(s)');
  }
  return url.origin;
}

/** The builder's outputs, or the problems that stop them (see gatewayBuilderProblems). */
export function buildGatewayOutputs(
  input: GatewayBuilderInput,
  { origin, buttonLabel }: { origin: string; buttonLabel?: string },
): GatewayBuilderResult {
  const problems = gatewayBuilderProblems(input);
  if (problems.length > 0) return { ok: false, problems };
  const payment = builderPaymentLink(input);
  const callbacks = builderCallbacks(input);
  const link = encodeGatewayLink(payment, callbacks);
  const tryLink = walletOrigin(origin) + link;
  return {
    ok: true,
    outputs: {
      paymentInfo: buildPaymentLink(payment),
      paymentInfoB64: paymentLinkBase64(payment),
      callbackConfig: callbackConfigJson(callbacks),
      callbackConfigB64: callbackConfigBase64(callbacks),
      link,
      tryLink,
      htmlButton: gatewayButtonHtml(tryLink, buttonLabel),
    },
  };
}
