import { isValidAddress } from 'algosdk';
import { z } from 'zod';
import { MAX_UINT64 } from '../amounts/parse';
import { bytesToBase64 } from '../encoding/base64';
import { utf8Encode } from '../encoding/utf8';
import { decodeLinkBase64 } from './note-rules';
import { MAX_FEE, MAX_NOTE_BYTES, MIN_FEE } from './payment-draft';
import { splitLinkScheme, type LinkScheme } from './pay-to';

// ARC-26 payment links, `algorand://<ADDRESS>?amount=...&asset=...&note=...`, plus the keys of
// spec 000 section 9 (xnote, label, noteB64, fee, network). Parsing is strict about the values
// of the keys it knows (a wrong amount must not become a different payment) and tolerant of
// everything else ARC-26 allows (unknown keys, empty segments such as `?&note=1&&`).
//
// Decisions where ARC-26 and the spec are silent:
// - Values are percent-decoded (RFC 3986); `+` stays a plus sign, it is not a space.
// - A known key given twice is an error: which of two amounts was meant cannot be guessed.
// - A key with an empty value (`amount=`) counts as absent.
// - Unknown keys are ignored, as ARC-26 asks, except BIP-21 style `req-*` keys, which a
//   wallet that does not understand them must refuse.
// - amount and fee are integers in base units (micro units of the coin, or the asset's smallest
//   unit); fee lies between 1000 and 1000000 micro units (the pay form's 0.001 to 1 coin).
// - asset is an asset id, 1 or more; the native coin is the absence of `asset`.
// - note and xnote are exclusive (ARC-26); xnote is a note the payer may not change.
// - noteB64 carries the note as bytes (standard base64, else URL-safe); such a note is not
//   editable and excludes note/xnote. The A-Wallet form `note=<base64>&noteB64=1` (a flag
//   saying the note text is base64) is read too.
// - A note may hold at most 1024 bytes, the chain's limit.
// - network is a name such as `mainnet` or `testnet-v1.0` (letters, digits, `.`, `_`, `-`).

export const PAYMENT_LINK_KEYS = [
  'amount',
  'asset',
  'note',
  'xnote',
  'noteB64',
  'label',
  'fee',
  'network',
] as const;
export type PaymentLinkKey = (typeof PAYMENT_LINK_KEYS)[number];

/** Longest input read at all; a QR code holds under 3,000 bytes. */
export const MAX_LINK_CHARS = 8192;

export interface PaymentLink {
  /** The receiver's address (checksum verified). */
  payTo: string;
  /** Base units: micro units of the coin, or the asset's smallest unit when `asset` is set. */
  amount?: bigint;
  /** Asset id; undefined pays the native coin. */
  asset?: bigint;
  /** Note text (from `note` or `xnote`). */
  note?: string;
  /** False for `xnote` and `noteB64` notes, which the payer must send unchanged. */
  noteIsEditable: boolean;
  /** Note bytes from `noteB64`; when set, `note` is unset. */
  noteBytes?: Uint8Array;
  label?: string;
  /** Flat fee in micro units. */
  fee?: bigint;
  network?: string;
}

export type PaymentLinkErrorCode =
  | 'empty'
  | 'too-long'
  | 'invalid-scheme'
  | 'invalid-address'
  | 'invalid-encoding'
  | 'duplicate-parameter'
  | 'unsupported-required-parameter'
  | 'invalid-amount'
  | 'invalid-asset'
  | 'invalid-fee'
  | 'invalid-note-base64'
  | 'conflicting-notes'
  | 'note-too-long'
  | 'invalid-network';

export interface PaymentLinkError {
  code: PaymentLinkErrorCode;
  /** The query key at fault, when there is one. */
  param?: string;
}

export type PaymentLinkResult =
  { ok: true; link: PaymentLink } | { ok: false; error: PaymentLinkError };

const fail = (code: PaymentLinkErrorCode, param?: string): PaymentLinkResult => ({
  ok: false,
  error: param === undefined ? { code } : { code, param },
});

const uintText = z
  .string()
  .regex(/^\d{1,40}$/)
  .transform((text) => BigInt(text))
  .refine((value) => value <= MAX_UINT64);
const networkName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/);
const LEGACY_BASE64_FLAG = /^(1|true)$/i;
// `algorand:` or `web+algorand:` percent-encoded (once or more), as a protocol handler passes it.
const ENCODED_SCHEME = /^(web(\+|%(25)*2B)algorand|algorand)%(25)*3A/i;

function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Every rule on a link's values; parse applies it, and callers may check a link they built. */
export function validatePaymentLink(link: PaymentLink): PaymentLinkError | null {
  if (!isValidAddress(link.payTo)) return { code: 'invalid-address' };
  const uint = (value: bigint) => value >= 0n && value <= MAX_UINT64;
  if (link.amount !== undefined && !uint(link.amount))
    return { code: 'invalid-amount', param: 'amount' };
  if (link.asset !== undefined && !(uint(link.asset) && link.asset >= 1n))
    return { code: 'invalid-asset', param: 'asset' };
  if (link.fee !== undefined && !(link.fee >= MIN_FEE && link.fee <= MAX_FEE))
    return { code: 'invalid-fee', param: 'fee' };
  if (link.noteBytes !== undefined && link.note !== undefined) return { code: 'conflicting-notes' };
  if (link.noteBytes && link.noteBytes.length > MAX_NOTE_BYTES)
    return { code: 'note-too-long', param: 'noteB64' };
  if (link.note !== undefined && utf8Encode(link.note).length > MAX_NOTE_BYTES)
    return { code: 'note-too-long', param: link.noteIsEditable ? 'note' : 'xnote' };
  if (link.network !== undefined && !networkName.safeParse(link.network).success)
    return { code: 'invalid-network', param: 'network' };
  return null;
}

/**
 * Reads a payment link: `algorand://` or `web+algorand://` (also percent-encoded, as the
 * protocol handler hands it to /pay/%s) or a bare 58-character address.
 */
export function parsePaymentLink(input: string): PaymentLinkResult {
  let text = input.trim();
  if (text === '') return fail('empty');
  if (text.length > MAX_LINK_CHARS) return fail('too-long');
  // Undo whole-link encoding layers (at most a few: /pay/%s may be encoded twice).
  for (let i = 0; i < 3 && ENCODED_SCHEME.test(text); i++) {
    const decoded = percentDecode(text);
    if (decoded === null) return fail('invalid-encoding');
    text = decoded.trim();
  }

  const link = splitLinkScheme(text);
  if (!link) {
    if (/[:/?&=]/.test(text)) return fail('invalid-scheme');
    return isValidAddress(text)
      ? { ok: true, link: { payTo: text, noteIsEditable: true } }
      : fail('invalid-address');
  }

  const query = link.rest.indexOf('?');
  const path = query < 0 ? link.rest : link.rest.slice(0, query);
  const payTo = path.endsWith('/') ? path.slice(0, -1) : path;
  if (!isValidAddress(payTo)) return fail('invalid-address');

  const values = new Map<PaymentLinkKey, string>();
  const seen = new Set<string>();
  for (const segment of query < 0 ? [] : link.rest.slice(query + 1).split('&')) {
    if (segment === '') continue;
    const eq = segment.indexOf('=');
    const name = percentDecode(eq < 0 ? segment : segment.slice(0, eq));
    const value = percentDecode(eq < 0 ? '' : segment.slice(eq + 1));
    if (name === null) return fail('invalid-encoding');
    if (value === null) return fail('invalid-encoding', name);
    if (name.startsWith('req-')) return fail('unsupported-required-parameter', name);
    if (!(PAYMENT_LINK_KEYS as readonly string[]).includes(name)) continue;
    if (seen.has(name)) return fail('duplicate-parameter', name);
    seen.add(name);
    if (value !== '') values.set(name as PaymentLinkKey, value);
  }

  const result: PaymentLink = { payTo, noteIsEditable: true };
  for (const [key, code] of [
    ['amount', 'invalid-amount'],
    ['asset', 'invalid-asset'],
    ['fee', 'invalid-fee'],
  ] as const) {
    const raw = values.get(key);
    if (raw === undefined) continue;
    const parsed = uintText.safeParse(raw);
    if (!parsed.success) return fail(code, key);
    result[key] = parsed.data;
  }

  const note = values.get('note');
  const xnote = values.get('xnote');
  const noteB64 = values.get('noteB64');
  if (note !== undefined && xnote !== undefined) return fail('conflicting-notes');
  const text64 = note ?? xnote;
  if (noteB64 !== undefined) {
    const legacyFlag = text64 !== undefined && LEGACY_BASE64_FLAG.test(noteB64);
    if (text64 !== undefined && !legacyFlag) return fail('conflicting-notes');
    // A space can only be a `+` that went through form encoding.
    const source = legacyFlag ? text64! : noteB64.replace(/ /g, '+');
    const bytes = decodeLinkBase64(source);
    if (!bytes)
      return fail('invalid-note-base64', legacyFlag ? (note ? 'note' : 'xnote') : 'noteB64');
    result.noteBytes = bytes;
    result.noteIsEditable = false;
  } else if (text64 !== undefined) {
    result.note = text64;
    result.noteIsEditable = xnote === undefined;
  }

  const label = values.get('label');
  if (label !== undefined) result.label = label;
  const network = values.get('network');
  if (network !== undefined) result.network = network;

  const problem = validatePaymentLink(result);
  return problem ? { ok: false, error: problem } : { ok: true, link: result };
}

/** An unpaired surrogate: a high one not followed by a low one, or a low one without a high. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Percent-encodes a query value (RFC 3986 unreserved characters stay as they are). Unpaired
 * surrogates, which UTF-8 cannot carry and encodeURIComponent throws on, become U+FFFD, as
 * TextEncoder (and so the note's byte count) treats them.
 */
const encodeValue = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD')).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The link for a payment request, the inverse of parsePaymentLink for every link it returns.
 * Never throws: text with unpaired surrogates is written with U+FFFD in their place.
 * Empty notes, note bytes and labels are left out; with `noteBytes` the note goes as `noteB64`
 * (standard base64) and `note`/`noteIsEditable` are not used.
 */
export function buildPaymentLink(
  link: PaymentLink,
  { scheme = 'algorand' }: { scheme?: LinkScheme } = {},
): string {
  const params: string[] = [];
  const add = (key: PaymentLinkKey, value: string) => params.push(`${key}=${encodeValue(value)}`);
  if (link.amount !== undefined) add('amount', link.amount.toString());
  if (link.asset !== undefined) add('asset', link.asset.toString());
  if (link.noteBytes && link.noteBytes.length > 0) add('noteB64', bytesToBase64(link.noteBytes));
  else if (link.note) add(link.noteIsEditable ? 'note' : 'xnote', link.note);
  if (link.label) add('label', link.label);
  if (link.fee !== undefined) add('fee', link.fee.toString());
  if (link.network) add('network', link.network);
  return `${scheme}://${link.payTo}${params.length > 0 ? `?${params.join('&')}` : ''}`;
}
