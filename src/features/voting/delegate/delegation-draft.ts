import { isCanonicalAddress } from '../../../core/voting/address';
import {
  ANY_CATEGORY,
  DEFAULT_CATEGORY,
  MAX_DELEGATION_WEIGHT,
} from '../../../core/voting/constants';
import { encodeDelegationNote, type DelegationMap } from '../../../core/voting/notes';
import { readWholeNumber } from '../../../core/validation/whole-number';

// The delegation being edited (spec 001 sections 2, 3, 5; AMS-0001): categories in the order
// shown, each with its delegates and weights 0..1000. Only weights above 0 are written, and a
// category left without one is left out of the note. Pure, so every rule is unit tested.

export interface DelegateRow {
  address: string;
  /** As the number field holds it ('' while empty); never clamped, refused when out of range. */
  weight: number | string;
}

export interface CategoryDraft {
  category: string;
  delegates: DelegateRow[];
}

export type DelegationDraft = readonly CategoryDraft[];

/** Categories offered when adding one. */
export const SUGGESTED_CATEGORIES = [ANY_CATEGORY, DEFAULT_CATEGORY] as const;
/** A new delegate's weight until the user sets another. */
export const DEFAULT_WEIGHT = 100;
/** The reader skips a note with this key anywhere, which would void the whole delegation. */
const RESERVED = '__proto__';
const MAX_CATEGORY_LENGTH = 100;

export type CategoryProblem = 'empty' | 'exists' | 'reserved' | 'too-long';
export type DelegateProblem = 'invalid-address' | 'self' | 'exists' | 'no-category';

export type Edit<P> = { ok: true; draft: DelegationDraft } | { ok: false; problem: P };

/** The chain's delegation as rows (categories and delegates in the note's order). */
export function draftFromChain(delegation: DelegationMap | undefined): DelegationDraft {
  return [...(delegation ?? new Map<string, Map<string, number>>())].map(
    ([category, delegates]) => ({
      category,
      delegates: [...delegates].map(([address, weight]) => ({ address, weight })),
    }),
  );
}

export function addCategory(draft: DelegationDraft, name: string): Edit<CategoryProblem> {
  const category = name.trim();
  if (category === '') return { ok: false, problem: 'empty' };
  if (category === RESERVED) return { ok: false, problem: 'reserved' };
  if (category.length > MAX_CATEGORY_LENGTH) return { ok: false, problem: 'too-long' };
  if (draft.some((c) => c.category === category)) return { ok: false, problem: 'exists' };
  return { ok: true, draft: [...draft, { category, delegates: [] }] };
}

export function removeCategory(draft: DelegationDraft, category: string): DelegationDraft {
  return draft.filter((c) => c.category !== category);
}

/** Adds `address` to `category`; the voting account itself is refused (`self`). */
export function addDelegate(
  draft: DelegationDraft,
  category: string,
  address: string,
  self: string | undefined,
): Edit<DelegateProblem> {
  const delegate = address.trim();
  const target = draft.find((c) => c.category === category);
  if (!target) return { ok: false, problem: 'no-category' };
  if (!isCanonicalAddress(delegate)) {
    return { ok: false, problem: 'invalid-address' };
  }
  if (delegate === self) return { ok: false, problem: 'self' };
  if (target.delegates.some((d) => d.address === delegate)) return { ok: false, problem: 'exists' };
  return {
    ok: true,
    draft: draft.map((c) =>
      c === target
        ? { ...c, delegates: [...c.delegates, { address: delegate, weight: DEFAULT_WEIGHT }] }
        : c,
    ),
  };
}

const mapDelegates = (
  draft: DelegationDraft,
  category: string,
  change: (delegates: DelegateRow[]) => DelegateRow[],
): DelegationDraft =>
  draft.map((c) => (c.category === category ? { ...c, delegates: change(c.delegates) } : c));

export function removeDelegate(
  draft: DelegationDraft,
  category: string,
  address: string,
): DelegationDraft {
  return mapDelegates(draft, category, (ds) => ds.filter((d) => d.address !== address));
}

export function setWeight(
  draft: DelegationDraft,
  category: string,
  address: string,
  weight: number | string,
): DelegationDraft {
  return mapDelegates(draft, category, (ds) =>
    ds.map((d) => (d.address === address ? { ...d, weight } : d)),
  );
}

/** The weight typed, when it may be written: a whole number 0..1000; else null. */
export function readWeight(weight: number | string): number | null {
  return readWholeNumber(weight, { min: 0, max: MAX_DELEGATION_WEIGHT });
}

/** A weight that may be written: a whole number 0..1000. */
export function isValidWeight(weight: number | string): boolean {
  return readWeight(weight) !== null;
}

/** Each delegate's share of its category in percent (weights above 0 only; 0 gets 0). */
export function shares(category: CategoryDraft): Map<string, number> {
  const positive = (w: number | string) => readWeight(w) ?? 0;
  const total = category.delegates.reduce((sum, d) => sum + positive(d.weight), 0);
  return new Map(
    category.delegates.map((d) => [
      d.address,
      total === 0 ? 0 : (positive(d.weight) / total) * 100,
    ]),
  );
}

/** Whether the draft delegates anything the voting account itself would be (other clients). */
export function hasSelfDelegation(draft: DelegationDraft, self: string | undefined): boolean {
  return draft.some((c) => c.delegates.some((d) => d.address === self));
}

/**
 * The note for the draft, or null while a weight is not a whole number 0..1000 or the account
 * delegates to itself. Weights of 0 and categories left empty are not written.
 */
export function draftNote(draft: DelegationDraft, self: string | undefined): string | null {
  if (draft.some((c) => c.delegates.some((d) => !isValidWeight(d.weight)))) return null;
  if (hasSelfDelegation(draft, self)) return null;
  return encodeDelegationNote(
    new Map(
      draft.map((c) => [
        c.category,
        new Map(c.delegates.map((d) => [d.address, readWeight(d.weight)!])),
      ]),
    ),
  );
}
