import { isValidAddress } from 'algosdk';
import { z } from 'zod';

// Sign-In with Algorand (SIWA): CAIP-122's message as the JSON object ARC-60's AUTH scope carries
// (ARCs assets/arc-0060 CAIP122 type; use-wallet's Siwa; Lute validates the same fields). Keys
// are CAIP-122's, hyphenated as the dapps send them ("issued-at", "expiration-time" ...).
//
// Refuse when in doubt: JSON carrying any Sign-In field, in any spelling, is a Sign-In and must
// pass every check, or it is refused naming the field. Were it signed as other JSON, a Sign-In
// that fails one field (no domain, 65 resources) would skip the expiry, network and account
// checks, and a verifier that reads it as a Sign-In would accept it.

const text = z.string().max(4096);

/** RFC 3339 needs a date, a time and an offset; Date.parse alone accepts far looser text. */
const RFC_3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** RFC 3339 time as epoch milliseconds, or null when absent or not a time. */
function time(value: string | undefined): number | null {
  if (value === undefined || !RFC_3339.test(value)) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const timeText = z
  .string()
  .max(64)
  .refine((value) => time(value) !== null);

// Keys in the order the checks name them: the first field that fails is the one refused.
const siwaSchema = z.object({
  domain: z.string().min(1).max(256),
  account_address: z.string().refine((value) => isValidAddress(value)),
  uri: text,
  version: z.string().max(16),
  chain_id: z.string().max(128),
  type: z.literal('ed25519'),
  statement: text.optional(),
  nonce: z.string().max(1024).optional(),
  'issued-at': timeText.optional(),
  'expiration-time': timeText.optional(),
  'not-before': timeText.optional(),
  'request-id': z.string().max(1024).optional(),
  resources: z.array(text).max(64).optional(),
});

/** The Sign-In fields the wallet knows, as spelled in a Sign-In. */
export const SIGN_IN_FIELDS = Object.keys(siwaSchema.shape);

/** A key without case, hyphens or underscores: "expirationTime" is "expiration-time". */
const bare = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

/** Every field's bare form, with CAIP-122's own names for the account and the chain. */
const BARE_FIELDS = new Set([...SIGN_IN_FIELDS, 'address', 'chain-id'].map(bare));

/** A field name as a refusal shows it: a dapp's own spelling, cut short. */
const shown = (key: string) => (key.length > 32 ? `${key.slice(0, 32)}…` : key);

/** What the review shows of a Sign-In request, field by field (never as markup). */
export interface SignInFields {
  domain: string;
  account: string;
  uri: string;
  version: string;
  chainId: string;
  statement?: string;
  nonce?: string;
  issuedAt?: string;
  expiresAt?: string;
  notBefore?: string;
  requestId?: string;
  resources: string[];
}

/** AUTH data read as a Sign-In: none of its fields, a valid one, or the field that fails. */
export type SignInRead =
  | { kind: 'other' }
  | { kind: 'sign-in'; fields: SignInFields }
  | { kind: 'invalid'; field: string };

/** Reads decoded AUTH JSON: any Sign-In field makes it a Sign-In that must pass every check. */
export function readSignIn(value: unknown): SignInRead {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { kind: 'other' };
  const keys = Object.keys(value);
  if (!keys.some((key) => BARE_FIELDS.has(bare(key)))) return { kind: 'other' };
  const parsed = siwaSchema.safeParse(value);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return { kind: 'invalid', field: typeof field === 'string' ? field : 'domain' };
  }
  // Another spelling of a known field ("expirationTime", "address") is read by some verifier
  // and would be ignored here.
  const variant = keys.find((key) => BARE_FIELDS.has(bare(key)) && !SIGN_IN_FIELDS.includes(key));
  if (variant !== undefined) return { kind: 'invalid', field: shown(variant) };
  const s = parsed.data;
  return {
    kind: 'sign-in',
    fields: {
      domain: s.domain,
      account: s.account_address,
      uri: s.uri,
      version: s.version,
      chainId: s.chain_id,
      statement: s.statement,
      nonce: s.nonce,
      issuedAt: s['issued-at'],
      expiresAt: s['expiration-time'],
      notBefore: s['not-before'],
      requestId: s['request-id'],
      resources: s.resources ?? [],
    },
  };
}

/** The Sign-In fields of an AUTH scope's JSON, or null when it is not a valid Sign-In. */
export function parseSignIn(value: unknown): SignInFields | null {
  const read = readSignIn(value);
  return read.kind === 'sign-in' ? read.fields : null;
}

export type SignInTiming = 'valid' | 'expired' | 'not-yet-valid' | 'bad-time';

/**
 * Whether the request is valid at `now`: expired ones and ones before their not-before are
 * not signed (a signature would be refused by the dapp, or replayable later).
 */
export function signInTiming(fields: SignInFields, now: number): SignInTiming {
  for (const value of [fields.issuedAt, fields.expiresAt, fields.notBefore]) {
    if (value !== undefined && time(value) === null) return 'bad-time';
  }
  const expires = time(fields.expiresAt);
  if (expires !== null && expires <= now) return 'expired';
  const notBefore = time(fields.notBefore);
  if (notBefore !== null && notBefore > now) return 'not-yet-valid';
  return 'valid';
}

/** What the review shows of AUTH data: a Sign-In as its fields, other JSON indented as text. */
export type DataForReview =
  { kind: 'sign-in'; fields: SignInFields } | { kind: 'json'; text: string };

export function dataForReview(json: unknown): DataForReview {
  const fields = parseSignIn(json);
  return fields
    ? { kind: 'sign-in', fields }
    : { kind: 'json', text: JSON.stringify(json, null, 2) };
}
