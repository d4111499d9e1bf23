import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, multisigAddress } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type * as SaveAccount from './save-account';
import { MultisigAccountForm } from './MultisigAccountForm';

const saved = vi.hoisted(() => ({ accounts: [] as unknown[] }));
vi.mock('./save-account', async (importOriginal) => ({
  ...(await importOriginal<typeof SaveAccount>()),
  currentNetwork: () => 'testnet-v1.0',
  addAccount: vi.fn(async (account: unknown) => {
    saved.accounts.push(account);
  }),
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const [a, b, c] = [0, 1, 2].map(() => generateAccount().addr.toString()) as [
  string,
  string,
  string,
];

// fireEvent.change instead of user.type: typing 58-character lines key by key is slow.
function setOthers(text: string) {
  fireEvent.change(screen.getByLabelText('Other addresses'), { target: { value: text } });
}
const summary = () => screen.getByTestId('multisig-summary').textContent;
const thresholdInput = () => screen.getByRole('textbox', { name: /threshold/ });

describe('MultisigAccountForm', () => {
  beforeEach(() => {
    saved.accounts = [];
  });

  it('counts only 58-character lines and defaults the threshold to 2', async () => {
    await renderWithProviders(<MultisigAccountForm />);
    expect(screen.getByTestId('multisig-count')).toHaveTextContent('Accounts in the multisig: 0');
    expect(screen.queryByTestId('multisig-summary')).toBeNull();

    setOthers(`${a}\n${b.slice(1)}\n  ${b}  \n`);
    expect(screen.getByTestId('multisig-count')).toHaveTextContent('Accounts in the multisig: 2');
    expect(screen.getByText('Not counted (not 58 characters): line 2')).toBeInTheDocument();
    expect(summary()).toBe('2 of 2 signatures required');
    expect(screen.getByTestId('multisig-address')).toHaveTextContent(
      multisigAddress({ version: 1, threshold: 2, addrs: [a, b] }).toString(),
    );
  });

  it('keeps a typed threshold as typed: out of 1..accounts it shows the range and blocks', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MultisigAccountForm />);
    setOthers(`${a}\n${b}\n${c}`);
    expect(summary()).toBe('2 of 3 signatures required');
    const create = screen.getByRole('button', { name: 'Create multisig account' });

    await user.clear(thresholdInput());
    await user.type(thresholdInput(), '9');
    await user.tab();
    // Not clamped to 3: the field keeps 9, says why it cannot be used, and creation waits.
    expect(thresholdInput()).toHaveValue('9');
    expect(thresholdInput()).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'The threshold must be a whole number from 1 to 3 (the number of accounts).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('multisig-summary')).toBeNull();
    expect(screen.queryByTestId('multisig-address')).toBeNull();
    expect(create).toBeDisabled();

    await user.clear(thresholdInput());
    await user.type(thresholdInput(), '3');
    expect(summary()).toBe('3 of 3 signatures required');
    expect(create).toBeEnabled();

    // Removing an account leaves the chosen 3 standing, refused, instead of lowering it.
    setOthers(`${a}\n${b}`);
    expect(thresholdInput()).toHaveValue('3');
    expect(
      screen.getByText(
        'The threshold must be a whole number from 1 to 2 (the number of accounts).',
      ),
    ).toBeInTheDocument();
    expect(create).toBeDisabled();
    // Even with one account left the field stays open to correct it.
    setOthers(a);
    expect(thresholdInput()).toBeEnabled();
    await user.clear(thresholdInput());
    await user.type(thresholdInput(), '1');
    expect(summary()).toBe('1 of 1 signatures required');
    expect(thresholdInput()).toBeDisabled();
    expect(create).toBeEnabled();
  });

  it('follows the account count with the default 2 until a threshold is chosen', async () => {
    await renderWithProviders(<MultisigAccountForm />);
    setOthers(a);
    expect(summary()).toBe('1 of 1 signatures required');
    expect(thresholdInput()).toBeDisabled();
    setOthers(`${a}\n${b}\n${c}`);
    expect(summary()).toBe('2 of 3 signatures required');
    expect(thresholdInput()).toHaveValue('2');
  });

  it('blocks creation while a 58-character line has a bad checksum', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MultisigAccountForm />);
    const typo = a.slice(0, -1) + (a.endsWith('A') ? 'E' : 'A');
    setOthers(`${typo}\n${b}`);
    expect(screen.getByText('Not a valid address: line 1')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Account name/), 'Team');
    await user.click(screen.getByRole('button', { name: 'Create multisig account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Correct or remove the lines that are not valid addresses.',
    );
    expect(saved.accounts).toEqual([]);
  });

  it('asks for a name, then saves version 1 parameters and the multisig address', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<MultisigAccountForm />);
    setOthers(`${a}\n${b}\n${c}`);
    await user.click(screen.getByRole('button', { name: 'Create multisig account' }));
    expect(screen.getByText('Plase set account name')).toBeInTheDocument();
    expect(saved.accounts).toEqual([]);

    await user.type(screen.getByLabelText(/Account name/), 'Team');
    await user.click(screen.getByRole('button', { name: 'Create multisig account' }));
    const params = { version: 1, threshold: 2, addrs: [a, b, c] };
    expect(saved.accounts).toEqual([
      {
        addr: multisigAddress(params).toString(),
        name: 'Team',
        type: 'msig',
        network: 'testnet-v1.0',
        params,
      },
    ]);
  });
});
