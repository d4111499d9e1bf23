import { z } from 'zod';
import { bytesToBase64Url } from '../encoding/base64';
import { utf8DecodeStrict, utf8Encode } from '../encoding/utf8';
import { decodeLinkBase64 } from '../payments/note-rules';
import {
  buildPaymentLink,
  MAX_LINK_CHARS,
  parsePaymentLink,
  type PaymentLink,
  type PaymentLinkError,
} from '../payments/payment-link';

// Gateway links (spec 001 sections 2, 3 and 5): /gateway/{b64}/{settings} where b64 is an ARC-26
// payment link and settings the JSON callback config {success?, cancel?}. Both are written as
// URL-safe base64 without padding (standard base64's '/' would split the route); b64 is read as
// standard base64 first, then URL-safe (spec section 5), and so is settings, for symmetry.

export const GATEWAY_ROUTE = '/gateway';
/** Spec section 5: callback URLs must start with this. */
export const HTTPS_PREFIX = 'https://';
export const URL_NOT_HTTPS_MESSAGE = 'URL address must start with https:// protocol';
/** A browser address bar takes far more, but a callback URL longer than this is not a real one. */
export const MAX_CALLBACK_URL_CHARS = 2048;
/** Base64 of a link at its longest (4 characters per 3 bytes, plus padding). */
const MAX_PAYMENT_B64_CHARS = Math.ceil(MAX_LINK_CHARS / 3) * 4;
/** Two capped URLs, their keys and JSON punctuation, in base64. */
const MAX_SETTINGS_B64_CHARS = Math.ceil((2 * MAX_CALLBACK_URL_CHARS + 64) / 3) * 4;

export interface CallbackConfig {
  success?: string;
  cancel?: string;
}

/** True for a URL the merchant page may send the payer to (spec: https only). */
export function isHttpsCallbackUrl(url: string): boolean {
  if (!url.startsWith(HTTPS_PREFIX) || url.length > MAX_CALLBACK_URL_CHARS) return false;
  // The prefix alone would accept "https://" or "https:// evil"; the URL must also parse.
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

const callbackUrl = z.string().refine(isHttpsCallbackUrl);
// Only the two known keys: anything else in a config is a mistake or a trick, never ignored.
const callbackConfigSchema = z.strictObject({
  success: callbackUrl.optional(),
  cancel: callbackUrl.optional(),
});
const callbackConfigShape = z.strictObject({
  success: z.string().optional(),
  cancel: z.string().optional(),
});

/** The callback config as JSON, keys in a fixed order, absent URLs left out. */
export function callbackConfigJson(config: CallbackConfig): string {
  const out: CallbackConfig = {};
  if (config.success) out.success = config.success;
  if (config.cancel) out.cancel = config.cancel;
  return JSON.stringify(out);
}

export const hasCallbacks = (config: CallbackConfig | undefined): config is CallbackConfig =>
  Boolean(config?.success || config?.cancel);

const textToBase64Url = (text: string) => bytesToBase64Url(utf8Encode(text));

/** URL-safe base64 of the ARC-26 link (the route's first segment). */
export const paymentLinkBase64 = (link: PaymentLink): string =>
  textToBase64Url(buildPaymentLink(link));

/** URL-safe base64 of the callback config's JSON (the route's second segment). */
export const callbackConfigBase64 = (config: CallbackConfig): string =>
  textToBase64Url(callbackConfigJson(config));

/** The gateway path for a payment link; the settings segment only when a callback URL is set. */
export function encodeGatewayLink(link: PaymentLink, settings?: CallbackConfig): string {
  const path = `${GATEWAY_ROUTE}/${paymentLinkBase64(link)}`;
  return hasCallbacks(settings) ? `${path}/${callbackConfigBase64(settings)}` : path;
}

export type GatewayPathErrorCode =
  /** b64 is not base64 (either variant) of UTF-8 text. */
  | 'payment-link-encoding'
  /** The text is not a valid ARC-26 link; `linkError` says why. */
  | 'payment-link'
  /** The link asks for no amount, so no payment could be matched to it. */
  | 'payment-link-amount'
  /** settings is not base64 of UTF-8 JSON. */
  | 'settings-encoding'
  /** settings is JSON of another shape (unknown keys, non-strings). */
  | 'settings'
  /** A callback URL is not https (URL_NOT_HTTPS_MESSAGE); `field` says which. */
  | 'callback-url';

export type GatewayPathResult =
  | { ok: true; payment: PaymentLink; settings: CallbackConfig }
  | {
      ok: false;
      error: GatewayPathErrorCode;
      linkError?: PaymentLinkError;
      field?: keyof CallbackConfig;
    };

function decodeBase64Text(text: string, maxChars: number): string | null {
  if (text.length > maxChars) return null;
  const bytes = decodeLinkBase64(text);
  if (!bytes) return null;
  try {
    return utf8DecodeStrict(bytes);
  } catch {
    return null;
  }
}

function decodePayment(b64: string): GatewayPathResult {
  const text = decodeBase64Text(b64, MAX_PAYMENT_B64_CHARS);
  if (text === null) return { ok: false, error: 'payment-link-encoding' };
  const parsed = parsePaymentLink(text);
  if (!parsed.ok) return { ok: false, error: 'payment-link', linkError: parsed.error };
  if (parsed.link.amount === undefined) return { ok: false, error: 'payment-link-amount' };
  return { ok: true, payment: parsed.link, settings: {} };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The callback config from its route segment; an empty or absent segment means none. */
export function decodeCallbackConfig(
  settingsB64: string | undefined,
): { ok: true; settings: CallbackConfig } | Extract<GatewayPathResult, { ok: false }> {
  if (!settingsB64) return { ok: true, settings: {} };
  const text = decodeBase64Text(settingsB64, MAX_SETTINGS_B64_CHARS);
  const json = text === null ? undefined : parseJson(text);
  if (json === undefined) return { ok: false, error: 'settings-encoding' };
  const parsed = callbackConfigSchema.safeParse(json);
  if (parsed.success) return { ok: true, settings: parsed.data };
  // Tell a non-https URL (the spec's message) apart from a config of the wrong shape.
  const loose = callbackConfigShape.safeParse(json);
  if (!loose.success) return { ok: false, error: 'settings' };
  const field = (['success', 'cancel'] as const).find(
    (key) => loose.data[key] !== undefined && !isHttpsCallbackUrl(loose.data[key]),
  );
  return { ok: false, error: 'callback-url', field };
}

/** Reads the route's segments; never throws, every failure is a typed error for the page. */
export function decodeGatewayPath(b64: string, settingsB64?: string): GatewayPathResult {
  const payment = decodePayment(b64);
  if (!payment.ok) return payment;
  const settings = decodeCallbackConfig(settingsB64);
  if (!settings.ok) return settings;
  return { ok: true, payment: payment.payment, settings: settings.settings };
}
