// Address poisoning: a scammer sends a zero-amount transfer from an address that shares the
// first and last characters of one the victim uses, hoping it gets copied from the history.
// These rules find such a receiver before review. Pure, so the pay form and the review share
// them.
//
// Case: Algorand addresses are base32 in upper case only, so a copy in another case (pasted
// from a lowercased source) is the same account to a person reading it. Both sides are
// upper-cased before comparing: a lower-case copy of a contact's address counts as that
// contact (no warning), and a lower-case look-alike is still a look-alike.

/** Characters at each end a person typically checks, and that poisoning addresses copy. */
export const LOOK_ALIKE_PREFIX = 4;
export const LOOK_ALIKE_SUFFIX = 4;

export type KnownAddressKind = 'contact' | 'account' | 'paid';

export interface KnownAddress {
  address: string;
  kind: KnownAddressKind;
  /** The contact's or account's name, for naming it in the warning. */
  name?: string;
}

export interface LookAlikeMatch {
  /** The known address the receiver imitates. */
  known: KnownAddress;
  /** Zero-based positions where the receiver differs from it (to mark them). */
  differing: number[];
}

const normal = (address: string) => address.trim().toUpperCase();

// When one address is known in several ways, the warning names the most personal one.
const RANK: Record<KnownAddressKind, number> = { contact: 0, account: 1, paid: 2 };

/** The known addresses from the three sources, one entry per address. */
export function knownAddresses(sources: {
  contacts?: readonly { address: string; name: string }[];
  accounts?: readonly { addr: string; name: string }[];
  paidBefore?: Iterable<string>;
}): KnownAddress[] {
  const all: KnownAddress[] = [
    ...(sources.contacts ?? []).map((c) => ({
      address: c.address,
      kind: 'contact' as const,
      name: c.name,
    })),
    ...(sources.accounts ?? []).map((a) => ({
      address: a.addr,
      kind: 'account' as const,
      name: a.name,
    })),
    ...[...(sources.paidBefore ?? [])].map((address) => ({ address, kind: 'paid' as const })),
  ];
  const byAddress = new Map<string, KnownAddress>();
  for (const entry of all) {
    const key = normal(entry.address);
    const seen = byAddress.get(key);
    if (!seen || RANK[entry.kind] < RANK[seen.kind]) byAddress.set(key, entry);
  }
  return [...byAddress.values()];
}

/** Positions where two equally long strings differ. */
export function differingPositions(a: string, b: string): number[] {
  const positions: number[] = [];
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) positions.push(i);
  return positions;
}

/**
 * Known addresses the receiver imitates: it equals none of them, has their length and shares
 * the first 4 and last 4 characters with each match. Empty when the receiver is itself known
 * (a contact, an own account or an address paid before) or too short to compare.
 */
export function findLookAlikes(receiver: string, known: readonly KnownAddress[]): LookAlikeMatch[] {
  const target = normal(receiver);
  if (target.length < LOOK_ALIKE_PREFIX + LOOK_ALIKE_SUFFIX) return [];
  if (known.some((k) => normal(k.address) === target)) return [];
  const matches: LookAlikeMatch[] = [];
  for (const entry of known) {
    const other = normal(entry.address);
    if (other.length !== target.length) continue;
    if (other.slice(0, LOOK_ALIKE_PREFIX) !== target.slice(0, LOOK_ALIKE_PREFIX)) continue;
    if (other.slice(-LOOK_ALIKE_SUFFIX) !== target.slice(-LOOK_ALIKE_SUFFIX)) continue;
    matches.push({ known: entry, differing: differingPositions(target, other) });
  }
  return matches;
}

/** The account has never paid this receiver (case ignored, as above). */
export function isFirstPayment(receiver: string, paidBefore: Iterable<string>): boolean {
  const target = normal(receiver);
  for (const address of paidBefore) if (normal(address) === target) return false;
  return true;
}
