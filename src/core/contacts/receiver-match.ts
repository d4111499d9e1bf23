// What a receiver field's text names (issue 37): an address, a contact or own account by its
// name, or nothing. A name picks its entry only when it is unambiguous and whole: the full name,
// or whole words of it ("Anna" for "Anna Kovács"), never a fragment ("Ann"), so a half-typed
// word never pays someone. Several entries answering to the words are offered to choose from.

/** An own account or a contact that a name may pick (one entry per address). */
export interface NamedEntry {
  address: string;
  kind: 'contact' | 'account';
  name: string;
}

export type ReceiverMatch =
  /** Empty, or text shaped like an address (checked as one elsewhere). */
  | { kind: 'none' }
  /** The words name exactly one entry. */
  | { kind: 'one'; entry: NamedEntry }
  /** The words name several entries: the person chooses. */
  | { kind: 'several'; entries: NamedEntry[] }
  /** A word that names nobody and is not an address. */
  | { kind: 'unknown'; name: string };

// An Algorand address is 58 characters of base32; anything that long in that alphabet, or an
// upper-case run of it being typed, is an attempt at one (a typo keeps the spec's "malformed"
// message, not "no contact named").
const addressShaped = (text: string) =>
  /^[A-Z2-7]{8,}$/.test(text) || /^[A-Z2-7]{40,}$/i.test(text);
// A name is short and has a letter in it; digits or punctuation alone are no one's name.
const MAX_NAME = 64;
const HAS_LETTER = /\p{L}/u;

const words = (text: string) => text.trim().toLocaleLowerCase().split(/\s+/u).filter(Boolean);

/** True when `typed` is a run of whole words of `name` (the whole name included). */
function wholeWords(typed: readonly string[], name: string): boolean {
  const own = words(name);
  for (let start = 0; start + typed.length <= own.length; start++) {
    if (typed.every((word, i) => own[start + i] === word)) return true;
  }
  return false;
}

/**
 * What `text` names among `entries`: an entry's address is that entry too. `.algo` names are not handled here (the name service
 * resolves them): such text is `none`, as is anything address-shaped.
 */
export function matchReceiver(text: string, entries: readonly NamedEntry[]): ReceiverMatch {
  const typed = text.trim();
  // An entry's own address (chosen from the list, or a contact's Send) is that entry.
  const own = entries.find((e) => e.address === typed.toUpperCase());
  if (typed && own) return { kind: 'one', entry: own };
  if (!typed || addressShaped(typed) || typed.toLowerCase().endsWith('.algo')) {
    return { kind: 'none' };
  }
  if (typed.length > MAX_NAME || !HAS_LETTER.test(typed)) return { kind: 'none' };
  const wanted = words(typed);
  const full = wanted.join(' ');
  // The whole name wins over entries that merely contain the words ("Anna" over "Anna Kovács").
  const exact = entries.filter((e) => words(e.name).join(' ') === full);
  if (exact.length === 1) return { kind: 'one', entry: exact[0]! };
  const found = exact.length > 1 ? exact : entries.filter((e) => wholeWords(wanted, e.name));
  if (found.length === 1) return { kind: 'one', entry: found[0]! };
  if (found.length > 1) return { kind: 'several', entries: found };
  return { kind: 'unknown', name: typed };
}
