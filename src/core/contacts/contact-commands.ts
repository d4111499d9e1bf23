import { isValidAddress } from 'algosdk';
import { z } from 'zod';
import { plainName } from '../format/plain-name';
import { CONTACT_NAME_MAX, CONTACT_NOTE_MAX, type Contact } from './contact';

// The rules of the address book as pure functions on the stored list. The session runs them on
// the freshest decrypted wallet (as it does the account commands), so a contact saved meanwhile
// in another tab is never lost.

/** The message key (app locale, `contacts.errors.*`) is the error's user-facing text. */
export type ContactErrorCode =
  | 'name-empty'
  | 'name-too-long'
  | 'address-invalid'
  | 'note-too-long'
  | 'duplicate-address'
  | 'merged-note-too-long'
  | 'not-found';

export const CONTACT_ERROR_KEYS = {
  'name-empty': 'contacts.errors.nameEmpty',
  'name-too-long': 'contacts.errors.nameTooLong',
  'address-invalid': 'contacts.errors.addressInvalid',
  'note-too-long': 'contacts.errors.noteTooLong',
  'duplicate-address': 'contacts.errors.duplicate',
  'merged-note-too-long': 'contacts.errors.mergedNoteTooLong',
  'not-found': 'contacts.errors.notFound',
} as const satisfies Record<ContactErrorCode, string>;

export class ContactError extends Error {
  readonly messageKey: (typeof CONTACT_ERROR_KEYS)[ContactErrorCode];
  constructor(
    readonly code: ContactErrorCode,
    /** For 'duplicate-address' and 'merged-note-too-long': the contact holding the address. */
    readonly existing?: Contact,
  ) {
    super(`Contact refused: ${code}`);
    this.name = 'ContactError';
    this.messageKey = CONTACT_ERROR_KEYS[code];
  }
}

/** What a form hands in; untrusted until parsed. */
export interface ContactInput {
  name: string;
  address: string;
  note?: string;
}

const inputSchema = z.object({
  // Invisible controls could make the name read differently in the review: never stored.
  name: z
    .string()
    .transform(plainName)
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: 'name-empty' })
        .max(CONTACT_NAME_MAX, { error: 'name-too-long' }),
    ),
  address: z
    .string()
    .trim()
    .refine((value) => isValidAddress(value), { error: 'address-invalid' }),
  note: z.string().trim().max(CONTACT_NOTE_MAX, { error: 'note-too-long' }).optional(),
});

const CODES = new Set<string>(Object.keys(CONTACT_ERROR_KEYS));

/** The input trimmed and checked; the first broken rule (name, then address, then note) is thrown. */
export function parseContact(input: ContactInput): Contact {
  const result = inputSchema.safeParse(input);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? '';
    // A non-string field (hostile input) has zod's own message: treat it as the field's rule.
    const field = String(result.error.issues[0]?.path[0] ?? 'name');
    const fallback: ContactErrorCode =
      field === 'address' ? 'address-invalid' : field === 'note' ? 'note-too-long' : 'name-empty';
    throw new ContactError(CODES.has(message) ? (message as ContactErrorCode) : fallback);
  }
  const { name, address, note } = result.data;
  return note ? { name, address, note } : { name, address };
}

/** Every problem of the input, per field, for showing under each form field at once. */
export function contactFieldErrors(
  input: ContactInput,
): Partial<Record<keyof ContactInput, ContactErrorCode>> {
  const result = inputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<keyof ContactInput, ContactErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput;
    if (errors[field] === undefined && CODES.has(issue.message))
      errors[field] = issue.message as ContactErrorCode;
  }
  return errors;
}

export interface ContactWriteOptions {
  /** Merge into the contact that already has the address instead of refusing. */
  merge?: boolean;
  /**
   * Whose name the merged contact keeps: the one being saved (the default: what the person just
   * typed) or the one of the contact that already had the address.
   */
  keepName?: 'incoming' | 'existing';
}

// One contact from two: the chosen name, both notes (once when equal, the existing one first),
// unless together they no longer fit (then the merge is refused, nothing is cut).
function merged(
  existing: Contact,
  incoming: Contact,
  keepName: ContactWriteOptions['keepName'],
): Contact {
  const notes = [existing.note, incoming.note].filter((n): n is string => !!n);
  const note = [...new Set(notes)].join('\n');
  if (note.length > CONTACT_NOTE_MAX) throw new ContactError('merged-note-too-long', existing);
  const name = keepName === 'existing' ? existing.name : incoming.name;
  return note ? { ...existing, ...incoming, name, note } : { ...existing, ...incoming, name };
}

/** The list with `input` added; a second contact for one address is refused unless merged. */
export function withContactAdded(
  contacts: readonly Contact[],
  input: ContactInput,
  options: ContactWriteOptions = {},
): Contact[] {
  const contact = parseContact(input);
  const existing = contacts.find((c) => c.address === contact.address);
  if (!existing) return [...contacts, contact];
  if (!options.merge) throw new ContactError('duplicate-address', existing);
  return contacts.map((c) => (c === existing ? merged(existing, contact, options.keepName) : c));
}

/**
 * The contact at `address` replaced by `input` (its address may change). Moving it onto another
 * contact's address is refused unless merged: then the two become one, at the other's place.
 */
export function withContactUpdated(
  contacts: readonly Contact[],
  address: string,
  input: ContactInput,
  options: ContactWriteOptions = {},
): Contact[] {
  const target = contacts.find((c) => c.address === address);
  if (!target) throw new ContactError('not-found');
  const contact = parseContact(input);
  // Fields a newer version stored stay; the note goes when cleared.
  const { note: _dropped, ...rest } = target;
  void _dropped;
  const next: Contact = { ...rest, ...contact };
  const other = contacts.find((c) => c !== target && c.address === contact.address);
  if (!other) return contacts.map((c) => (c === target ? next : c));
  if (!options.merge) throw new ContactError('duplicate-address', other);
  return contacts
    .filter((c) => c !== target)
    .map((c) => (c === other ? merged(other, next, options.keepName) : c));
}

export function withContactRemoved(contacts: readonly Contact[], address: string): Contact[] {
  return contacts.filter((c) => c.address !== address);
}

/** Contacts whose name, address or note contains the query, ignoring case; all for an empty query. */
export function searchContacts(contacts: readonly Contact[], query: string): Contact[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter((c) =>
    [c.name, c.address, c.note ?? ''].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}

/** The contact saved for an address, if any (for showing a name beside an address). */
export function contactFor(contacts: readonly Contact[], address: string): Contact | undefined {
  return contacts.find((c) => c.address === address);
}
