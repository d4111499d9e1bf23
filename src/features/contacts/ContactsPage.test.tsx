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
