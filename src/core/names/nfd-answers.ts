import { z } from 'zod';
import { isCanonicalAddress } from '../voting/address';
import { isNfdName } from './nfd-name';

// The two NFD API answers the wallet reads (issue 26), as untrusted input:
//   GET {nfdApi}/nfd/{name}?view=brief -> one record
//   GET {nfdApi}/nfd/lookup?address=A&address=B&view=thumbnail&allowUnverified=false
//     -> { "A": record, ... } (only the addresses that have a verified name; 404 when none)
// Fields the wallet does not use are ignored (the API adds fields over time); the ones it uses
// must be exactly right, or the whole record counts as a bad answer: a name must be a valid
// NFD name (so no markup or look-alike text can pose as one), and every address a canonical
// Algorand address (one spelling per account, so comparisons by string hold).

const address = z.string().max(58).refine(isCanonicalAddress);
const name = z.string().max(64).refine(isNfdName);

export const nfdRecordSchema = z.object({
  name,
  /** The account payments to the name go to; absent when the owner has set none. */
  depositAccount: z.optional(address),
  owner: z.optional(address),
  /** Verified Algorand addresses linked to the name. */
  caAlgo: z.optional(z.array(address).max(100)),
});
export type NfdRecord = z.infer<typeof nfdRecordSchema>;

/** How resolving a typed name ended; only `found` has an address to pay. */
export type NameResolution =
  | { kind: 'found'; name: string; address: string; owner?: string }
  | { kind: 'not-found'; name: string }
  | { kind: 'no-deposit-account'; name: string }
  | { kind: 'bad-answer'; name: string }
  | { kind: 'unreachable'; name: string }
  /** Not a valid .algo name (never sent to the API); `name` is the text as typed, trimmed. */
  | { kind: 'invalid-name'; name: string };

/**
 * Reads the answer to `GET /nfd/{name}` for the name that was asked: 404 is `not-found`, any
 * other failure status `unreachable`; a record for another name is a bad answer, as the API
 * never renames what it was asked.
 */
export function resolutionFromAnswer(asked: string, status: number, body: unknown): NameResolution {
  if (status === 404) return { kind: 'not-found', name: asked };
  if (status < 200 || status > 299) return { kind: 'unreachable', name: asked };
  const parsed = nfdRecordSchema.safeParse(body);
  if (!parsed.success || parsed.data.name !== asked) return { kind: 'bad-answer', name: asked };
  const { depositAccount, owner } = parsed.data;
  if (!depositAccount) return { kind: 'no-deposit-account', name: asked };
  return owner
    ? { kind: 'found', name: asked, address: depositAccount, owner }
    : { kind: 'found', name: asked, address: depositAccount };
}

/**
 * Names from a reverse lookup answer, for the addresses that were asked only. A record counts
 * only when it lists the address among its verified ones (or as its deposit account), so an
 * answer cannot pin a name on an address the name's owner never linked; a bad record voids only
 * itself. 404 means none of the addresses has a name. Null when the answer is not a lookup map
 * (the caller then treats the addresses as not looked up, rather than as nameless).
 */
export function namesFromLookupAnswer(
  asked: readonly string[],
  status: number,
  body: unknown,
): Map<string, string> | null {
  const names = new Map<string, string>();
  if (status === 404) return names;
  if (status < 200 || status > 299) return null;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const answer = body as Record<string, unknown>;
  for (const addr of asked) {
    if (!Object.prototype.hasOwnProperty.call(answer, addr)) continue;
    const parsed = nfdRecordSchema.safeParse(answer[addr]);
    if (!parsed.success) continue;
    const { caAlgo = [], depositAccount } = parsed.data;
    if (caAlgo.includes(addr) || depositAccount === addr) names.set(addr, parsed.data.name);
  }
  return names;
}
