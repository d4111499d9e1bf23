import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { Contact } from './contact';
import { storedContactSchema } from './contact';
import {
  ContactError,
  contactFieldErrors,
  parseContact,
  searchContacts,
  withContactAdded,
  withContactRemoved,
  withContactUpdated,
} from './contact-commands';

const address = (byte: number) => encodeAddress(new Uint8Array(32).fill(byte));
const ALICE = address(1);
const BOB = address(2);
const alice: Contact = { name: 'Alice', address: ALICE, note: 'rent' };
const bob: Contact = { name: 'Bob', address: BOB };

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContactError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('parseContact', () => {
  it('removes invisible controls from the name, and refuses a name made only of them', () => {
    expect(parseContact({ name: 'Ali\u202Ece\u200B', address: ALICE }).name).toBe('Alice');
    expect(() => parseContact({ name: '\u202E\u2066 ', address: ALICE })).toThrow(
      expect.objectContaining({ code: 'name-empty' }),
    );
  });

  it('trims the name, address and note, and drops an empty note', () => {
    expect(parseContact({ name: '  Alice ', address: ` ${ALICE} `, note: ' rent ' })).toEqual(
      alice,
    );
    expect(parseContact({ name: 'Bob', address: BOB, note: '   ' })).toEqual(bob);
  });

  it('refuses an empty or blank name with its message key', () => {
    const error = refusal(() => parseContact({ name: '   ', address: ALICE }));
    expect(error.code).toBe('name-empty');
    expect(error.messageKey).toBe('contacts.errors.nameEmpty');
  });

  it('allows 64 characters of name, not 65', () => {
    expect(parseContact({ name: 'x'.repeat(64), address: ALICE }).name).toHaveLength(64);
    expect(refusal(() => parseContact({ name: 'x'.repeat(65), address: ALICE })).code).toBe(
      'name-too-long',
    );
  });

  it('refuses an address with a wrong checksum, a wrong length or lower case', () => {
    const badChecksum = ALICE.slice(0, -1) + (ALICE.endsWith('A') ? 'B' : 'A');
    for (const bad of [badChecksum, ALICE.slice(1), ALICE.toLowerCase(), 'alice.algo', '']) {
      const error = refusal(() => parseContact({ name: 'A', address: bad }));
      expect(error.code).toBe('address-invalid');
      expect(error.messageKey).toBe('contacts.errors.addressInvalid');
    }
  });

  it('allows a 256-character note, not 257', () => {
    expect(parseContact({ name: 'A', address: ALICE, note: 'n'.repeat(256) }).note).toHaveLength(
      256,
    );
    expect(
      refusal(() => parseContact({ name: 'A', address: ALICE, note: 'n'.repeat(257) })).code,
    ).toBe('note-too-long');
  });

  it('keeps markup as text: a name is data, never HTML', () => {
    expect(parseContact({ name: '<img src=x onerror=alert(1)>', address: ALICE }).name).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('treats hostile non-string fields as broken rules, not crashes', () => {
    const hostile = { name: 5, address: ALICE } as unknown as Contact;
    expect(refusal(() => parseContact(hostile)).code).toBe('name-empty');
  });

  it('reports every field at once for the form', () => {
    expect(contactFieldErrors({ name: ' ', address: 'X', note: 'n'.repeat(300) })).toEqual({
      name: 'name-empty',
      address: 'address-invalid',
      note: 'note-too-long',
    });
    expect(contactFieldErrors({ name: 'A', address: ALICE })).toEqual({});
  });
});

describe('withContactAdded', () => {
  it('appends a valid contact without changing the input list', () => {
    const list = [alice];
    expect(withContactAdded(list, bob)).toEqual([alice, bob]);
    expect(list).toEqual([alice]);
  });

  it('refuses a second contact for an address, naming the one that has it', () => {
    const error = refusal(() => withContactAdded([alice], { name: 'Al', address: ALICE }));
    expect(error.code).toBe('duplicate-address');
    expect(error.existing).toEqual(alice);
  });

  it('merges on request: one contact, the new name, both notes', () => {
    const list = withContactAdded(
      [alice, bob],
      { name: 'Al', address: ALICE, note: 'gym' },
      {
        merge: true,
      },
    );
    expect(list).toEqual([{ name: 'Al', address: ALICE, note: 'rent\ngym' }, bob]);
    expect(
      withContactAdded([alice], { name: 'A', address: ALICE, note: 'rent' }, { merge: true }),
    ).toEqual([{ name: 'A', address: ALICE, note: 'rent' }]);
  });

  it('refuses a merge whose notes together no longer fit, instead of cutting them', () => {
    const long = { ...alice, note: 'a'.repeat(200) };
    const error = refusal(() =>
      withContactAdded([long], { ...alice, note: 'b'.repeat(100) }, { merge: true }),
    );
    expect(error.code).toBe('merged-note-too-long');
    expect(error.messageKey).toBe('contacts.errors.mergedNoteTooLong');
    expect(error.existing).toEqual(long);
    // 200 + newline + 55 = 256 still fits.
    expect(
      withContactAdded([long], { ...alice, note: 'b'.repeat(55) }, { merge: true })[0]?.note,
    ).toHaveLength(256);
  });

  it('keeps the name chosen: the typed one by default, the existing one on request', () => {
    const carol: Contact = { name: 'Carol', address: address(3) };
    const list = [bob, alice, carol];
    const input = { name: 'Al', address: ALICE, note: 'gym' };
    expect(withContactAdded(list, input, { merge: true, keepName: 'incoming' })).toEqual([
      bob,
      { name: 'Al', address: ALICE, note: 'rent\ngym' },
      carol,
    ]);
    expect(withContactAdded(list, input, { merge: true, keepName: 'existing' })).toEqual([
      bob,
      { name: 'Alice', address: ALICE, note: 'rent\ngym' },
      carol,
    ]);
  });

  it('keeps the one note there is, and adds none when neither has one', () => {
    expect(withContactAdded([alice], { name: 'Al', address: ALICE }, { merge: true })).toEqual([
      { name: 'Al', address: ALICE, note: 'rent' },
    ]);
    expect(withContactAdded([bob], { name: 'Robert', address: BOB }, { merge: true })).toEqual([
      { name: 'Robert', address: BOB },
    ]);
  });

  it('keeps fields a newer version stored on the contact merged into', () => {
    const stored = { ...alice, color: 'red' } as Contact;
    expect(
      withContactAdded(
        [stored],
        { name: 'Al', address: ALICE },
        { merge: true, keepName: 'existing' },
      ),
    ).toEqual([{ ...alice, color: 'red' }]);
  });

  it('refuses an invalid contact before looking at the list', () => {
    expect(refusal(() => withContactAdded([], { name: '', address: ALICE })).code).toBe(
      'name-empty',
    );
  });
});

describe('withContactUpdated', () => {
  it('replaces the contact and removes a cleared note', () => {
    expect(withContactUpdated([alice, bob], ALICE, { name: 'Alice W', address: ALICE })).toEqual([
      { name: 'Alice W', address: ALICE },
      bob,
    ]);
  });

  it('keeps fields a newer version stored', () => {
    const stored = { ...alice, color: 'red' } as Contact;
    expect(withContactUpdated([stored], ALICE, { name: 'X', address: ALICE })).toEqual([
      { name: 'X', address: ALICE, color: 'red' },
    ]);
  });

  it('refuses moving onto another contact’s address unless merged', () => {
    const error = refusal(() =>
      withContactUpdated([alice, bob], ALICE, { name: 'A', address: BOB }),
    );
    expect(error.code).toBe('duplicate-address');
    expect(error.existing).toEqual(bob);
    expect(
      withContactUpdated(
        [alice, bob],
        ALICE,
        { name: 'A', address: BOB, note: 'x' },
        { merge: true },
      ),
    ).toEqual([{ name: 'A', address: BOB, note: 'x' }]);
  });

  it('merges onto another contact at its place, with the name chosen and both notes', () => {
    const carol: Contact = { name: 'Carol', address: address(3), note: 'gym' };
    const list = [alice, bob, carol];
    // Alice's card is edited to Carol's address: one card remains, where Carol's was.
    const edit = { name: 'Alice', address: carol.address, note: 'rent' };
    expect(withContactUpdated(list, ALICE, edit, { merge: true, keepName: 'existing' })).toEqual([
      bob,
      { name: 'Carol', address: carol.address, note: 'gym\nrent' },
    ]);
    expect(withContactUpdated(list, ALICE, edit, { merge: true })).toEqual([
      bob,
      { name: 'Alice', address: carol.address, note: 'gym\nrent' },
    ]);
    expect(
      refusal(() =>
        withContactUpdated([alice, { ...carol, note: 'n'.repeat(256) }], ALICE, edit, {
          merge: true,
        }),
      ).code,
    ).toBe('merged-note-too-long');
  });

  it('refuses an unknown contact and invalid input', () => {
    expect(refusal(() => withContactUpdated([alice], BOB, bob)).code).toBe('not-found');
    expect(refusal(() => withContactUpdated([alice], ALICE, { ...alice, address: 'X' })).code).toBe(
      'address-invalid',
    );
  });
});

describe('withContactRemoved and searchContacts', () => {
  it('removes by address only', () => {
    expect(withContactRemoved([alice, bob], ALICE)).toEqual([bob]);
    expect(withContactRemoved([alice], BOB)).toEqual([alice]);
  });

  it('finds by name, address and note, ignoring case; all for a blank query', () => {
    const list = [alice, bob];
    expect(searchContacts(list, 'ALI')).toEqual([alice]);
    expect(searchContacts(list, 'RENT')).toEqual([alice]);
    expect(searchContacts(list, BOB.slice(-6).toLowerCase())).toEqual([bob]);
    expect(searchContacts(list, '  ')).toEqual(list);
    expect(searchContacts(list, 'nobody')).toEqual([]);
  });
});

describe('storedContactSchema', () => {
  it('accepts stored contacts and refuses empty names or malformed addresses', () => {
    expect(storedContactSchema.safeParse(alice).success).toBe(true);
    expect(storedContactSchema.safeParse({ ...alice, name: '' }).success).toBe(false);
    expect(storedContactSchema.safeParse({ ...alice, address: 'abc' }).success).toBe(false);
  });
});
