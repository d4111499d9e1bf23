import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeAddress } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../core/contacts/contact';
import type * as Session from '../../infra/session/session';
import { renderWithProviders } from '../../test/render';
import { ContactsPage } from './ContactsPage';

// The session's contact commands run the real pure rules on the store (the vault round-trip
// has its own tests in infra/session/contacts.test.ts).
vi.mock('../../infra/session/session', async (importOriginal) => {
  const real = await importOriginal<typeof Session>();
  const commands = await import('../../core/contacts/contact-commands');
  const write = async (change: (list: readonly Contact[]) => Contact[]) => {
    real.sessionStore.setState({ contacts: change(real.sessionStore.getState().contacts) });
  };
  return {
    ...real,
    addContact: vi.fn((input, options) =>
      write((list) => commands.withContactAdded(list, input, options)),
    ),
    updateContact: vi.fn((address, input, options) =>
      write((list) => commands.withContactUpdated(list, address, input, options)),
    ),
    removeContact: vi.fn((address) => write((list) => commands.withContactRemoved(list, address))),
  } satisfies Partial<typeof Session>;
});
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const { sessionStore } = await import('../../infra/session/session');
const { notifySuccess } = await import('../../ui/notify');
const ALICE = encodeAddress(new Uint8Array(32).fill(2));
const BOB = encodeAddress(new Uint8Array(32).fill(3));
const stored = () => sessionStore.getState().contacts;

async function openForm(button: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}
function fill(
  dialog: HTMLElement,
  fields: Partial<Record<'Name' | 'Address' | 'Note (optional)', string>>,
) {
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('ContactsPage', () => {
  beforeEach(() => sessionStore.setState({ contacts: [] }));

  it('adds a contact, refusing an empty name and a bad address with their messages', async () => {
    await renderWithProviders(<ContactsPage />);
    expect(screen.getByText(/No contacts yet/)).toBeInTheDocument();
    const dialog = await openForm('Add contact');
    fill(dialog, { Name: '  ', Address: ALICE.slice(1) });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('This is not a valid Algorand address.')).toBeInTheDocument();
    expect(stored()).toEqual([]);

    fill(dialog, { Name: 'Alice', Address: ALICE, 'Note (optional)': '<b>rent</b>' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(stored()).toEqual([{ name: 'Alice', address: ALICE, note: '<b>rent</b>' }]),
    );
    const row = await screen.findByTestId('contact-row');
    // The note is shown as text, not markup.
    expect(within(row).getByText('<b>rent</b>')).toBeInTheDocument();
    expect(within(row).getByText(`${ALICE.slice(0, 6)}…${ALICE.slice(-6)}`)).toBeInTheDocument();
  });

  it('offers a merge for a second contact with the same address', async () => {
    sessionStore.setState({ contacts: [{ name: 'Alice', address: ALICE }] });
    await renderWithProviders(<ContactsPage />);
    const dialog = await openForm('Add contact');
    fill(dialog, { Name: 'Al', Address: ALICE, 'Note (optional)': 'gym' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Alice already has this address. Merge the two into one contact?',
      ),
    ).toBeInTheDocument();
    expect(stored()).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(stored()).toEqual([{ name: 'Al', address: ALICE, note: 'gym' }]));
  });

  it('merges keeping the name chosen, and Cancel leaves both as they were', async () => {
    sessionStore.setState({
      contacts: [
        { name: 'Alice', address: ALICE, note: 'rent' },
        { name: 'Bob', address: BOB },
      ],
    });
    await renderWithProviders(<ContactsPage />);
    let dialog = await openForm('Add contact');
    fill(dialog, { Name: 'Al', Address: ALICE, 'Note (optional)': 'gym' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Both notes are kept, one under the other.');
    // The prompt's buttons replace the form's: Merge or Cancel, nothing to save twice.
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toEqual([
      { name: 'Alice', address: ALICE, note: 'rent' },
      { name: 'Bob', address: BOB },
    ]);

    dialog = await openForm('Add contact');
    fill(dialog, { Name: 'Al', Address: ALICE, 'Note (optional)': 'gym' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const keep = await within(dialog).findByRole('radiogroup', { name: 'Name to keep' });
    expect(within(keep).getByRole('radio', { name: 'Al' })).toBeChecked();
    await userEvent.click(within(keep).getByRole('radio', { name: 'Alice' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(stored()).toEqual([
        { name: 'Alice', address: ALICE, note: 'rent\ngym' },
        { name: 'Bob', address: BOB },
      ]),
    );
    expect(notifySuccess).toHaveBeenLastCalledWith('Contact Alice saved');
  });

  it('merges an edited contact into the one that has its new address', async () => {
    sessionStore.setState({
      contacts: [
        { name: 'Alice', address: ALICE },
        { name: 'Bob', address: BOB, note: 'n'.repeat(250) },
      ],
    });
    await renderWithProviders(<ContactsPage />);
    const dialog = await openForm('Edit Alice');
    fill(dialog, { Address: BOB, 'Note (optional)': 'too long together' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Merge' }));
    // Refused, nothing cut: the note is to be shortened first.
    expect(
      await within(dialog).findByText(
        'Together the two notes are longer than 256 characters. Shorten the note, then merge again.',
      ),
    ).toBeInTheDocument();
    expect(stored()).toHaveLength(2);
    fill(dialog, { 'Note (optional)': '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(stored()).toEqual([{ name: 'Alice', address: BOB, note: 'n'.repeat(250) }]),
    );
  });

  it('edits, searches and removes after confirmation', async () => {
    sessionStore.setState({
      contacts: [
        { name: 'Bob', address: BOB },
        { name: 'Alice', address: ALICE, note: 'rent' },
      ],
    });
    await renderWithProviders(<ContactsPage />);
    expect(
      screen.getAllByTestId('contact-row').map((r) => r.querySelector('p')?.textContent),
    ).toEqual(['Alice', 'Bob']);

    const dialog = await openForm('Edit Bob');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Bob');
    fill(dialog, { Name: 'Robert' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toContainEqual({ name: 'Robert', address: BOB }));

    fireEvent.change(screen.getByLabelText('Search contacts'), { target: { value: 'RENT' } });
    expect(screen.getAllByTestId('contact-row')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search contacts'), { target: { value: 'nobody' } });
    expect(screen.getByText('No contact matches “nobody”.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search contacts'), { target: { value: '' } });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Robert' }));
    const confirm = await screen.findByRole('dialog');
    expect(stored()).toHaveLength(2);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove contact' }));
    await waitFor(() =>
      expect(stored()).toEqual([{ name: 'Alice', address: ALICE, note: 'rent' }]),
    );
  });
});
