import { z } from 'zod';

// A contact: someone the person pays, kept inside the encrypted wallet (who a person pays is
// private, so never in local storage). Names and notes are plain text; the UI renders them as
// text nodes, never as HTML.

export interface Contact {
  name: string;
  address: string;
  note?: string;
}

export const CONTACT_NAME_MAX = 64;
export const CONTACT_NOTE_MAX = 256;

// Shape only (58 base32 characters), as for accounts in the vault: the checksum is verified
// where an address enters (the contact commands), not on every unlock, so a stored record is
// never refused for a rule added later.
const ADDRESS_SHAPE = /^[A-Z2-7]{58}$/;

/**
 * A contact as stored in the wallet: loose, so fields a newer Algow adds survive a save. The
 * length limits are the commands' (they apply when a contact is written): one contact written by
 * a version with other limits must not make the whole wallet unopenable.
 */
export const storedContactSchema = z.looseObject({
  name: z.string().min(1),
  address: z.string().regex(ADDRESS_SHAPE),
  note: z.string().optional(),
});

/** The readable contacts of a stored or imported list, and how many entries were left out. */
export interface ReadContacts {
  contacts: Contact[];
  skipped: number;
}

/**
 * Reads the contacts of a wallet from a backup or a record, one by one: a broken entry (no name,
 * a malformed address, not an object, a second entry for an address already read) is left out
 * and counted, so a damaged address book never costs the accounts stored beside it. A field that
 * is not a list at all counts as one skipped entry.
 */
export function readStoredContacts(value: unknown): ReadContacts {
  if (value === undefined || value === null) return { contacts: [], skipped: 0 };
  if (!Array.isArray(value)) return { contacts: [], skipped: 1 };
  const contacts: Contact[] = [];
  const seen = new Set<string>();
  for (const entry of value) {
    const parsed = storedContactSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.address)) continue;
    seen.add(parsed.data.address);
    contacts.push(parsed.data);
  }
  return { contacts, skipped: value.length - contacts.length };
}
