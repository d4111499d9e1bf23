import { z } from 'zod';

// Sign-In with Algorand (SIWA): CAIP-122's message as the JSON object ARC-60's AUTH scope carries
// (ARCs assets/arc-0060 CAIP122 type; use-wallet's Siwa; Lute validates the same fields). Keys
// are CAIP-122's, hyphenated as the dapps send them ("issued-at", "expiration-time" ...).

const text = z.string().max(4096);

const siwaSchema = z.object({
  domain: z.string().min(1).max(256),
  account_address: z.string().min(1).max(128),
  uri: text,
  version: z.string().max(16),
  chain_id: z.string().max(128),
  type: z.literal('ed25519'),
  statement: text.optional(),
  nonce: z.string().max(1024).optional(),
  'issued-at': z.string().max(64).optional(),
  'expiration-time': z.string().max(64).optional(),
  'not-before': z.string().max(64).optional(),
  'request-id': z.string().max(1024).optional(),
  resources: z.array(text).max(64).optional(),
});

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

/** The Sign-In fields of an AUTH scope's JSON, or null when it is other JSON. */
export function parseSignIn(value: unknown): SignInFields | null {
  const parsed = siwaSchema.safeParse(value);
  if (!parsed.success) return null;
  const s = parsed.data;
  return {
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
  };
}

/** RFC 3339 time as epoch milliseconds, or null when absent or not a time. */
function time(value: string | undefined): number | null {
  if (value === undefined) return null;
  // RFC 3339 needs a date, a time and an offset; Date.parse alone accepts far looser text.
  if (!/^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.test(value)) {
    return null;
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
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
