import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NewWalletForm } from './NewWalletForm';

describe('NewWalletForm', () => {
  it('reveals the password only for a valid email and the button only for a password', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    expect(screen.queryByLabelText(/^Wallet password( \*)?$/)).toBeNull();

    await user.type(screen.getByLabelText(/Email/), 'alice@');
    await user.tab();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Wallet password( \*)?$/)).toBeNull();

    await user.type(screen.getByLabelText(/Email/), 'example.com');
    const password = screen.getByLabelText(/^Wallet password( \*)?$/);
    expect(screen.queryByRole('button', { name: 'Create Wallet and Account' })).toBeNull();
    // Nothing typed, nothing graded.
    expect(screen.queryByTestId('password-strength')).toBeNull();

    await user.type(password, 'abc');
    expect(screen.getByRole('button', { name: 'Create Wallet and Account' })).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('weak');
  });

  it('asks for a wallet name before deriving anything', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    await user.type(screen.getByLabelText(/Email/), 'alice@example.com');
    await user.type(screen.getByLabelText(/^Wallet password( \*)?$/), 'Correct-Horse-Battery-9');
    await user.click(screen.getByRole('button', { name: 'Create Wallet and Account' }));
    expect(screen.getByText('Please set wallet name')).toBeInTheDocument();
  });

  it('asks for a separate account password of 16 characters or more', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    await user.type(screen.getByLabelText(/Email/), 'alice@example.com');
    const walletPassword = 'Correct-Horse-Battery-Staple-9';
    await user.type(screen.getByLabelText(/^Wallet password( \*)?$/), walletPassword);
    expect(screen.getByText(/different from the wallet password/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Wallet name/), 'Main');
    const accountPassword = screen.getByLabelText(/^Account password( \*)?$/);
    await user.type(accountPassword, 'Short-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Wallet and Account' }));
    expect(
      screen.getByText('The account password must have at least 16 characters.'),
    ).toBeInTheDocument();

    await user.clear(accountPassword);
    await user.type(accountPassword, walletPassword);
    await user.click(screen.getByRole('button', { name: 'Create Wallet and Account' }));
    expect(
      screen.getByText('The account password must be different from the wallet password.'),
    ).toBeInTheDocument();
    // Nothing was derived: no progress shown.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('refuses a password shorter than 16 characters for the email account', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    await user.type(screen.getByLabelText(/Email/), 'alice@example.com');
    await user.type(screen.getByLabelText(/^Wallet password( \*)?$/), 'Short-Pass-1');
    await user.type(screen.getByLabelText(/Wallet name/), 'Main');
    await user.click(screen.getByRole('button', { name: 'Create Wallet and Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The password must have at least 16 characters.',
    );
  });
});

describe('NewWalletForm first account', () => {
  it('offers the email account first, and the other starts without an email', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    const choice = screen.getByLabelText(/First account/);
    expect(choice).toHaveValue('email');
    expect(screen.getByText(/a password of its own/)).toBeInTheDocument();

    await user.selectOptions(choice, 'phrase');
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    expect(screen.queryByLabelText(/^Account password( \*)?$/)).toBeNull();
    expect(screen.getByText(/write the phrase down and confirm it/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Wallet password( \*)?$/), 'Short-Pass-1');
    const create = screen.getByRole('button', { name: 'Create wallet and continue' });
    await user.type(screen.getByLabelText(/Wallet name/), 'Main');
    await user.click(create);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The password must have at least 16 characters.',
    );

    expect(screen.getByTestId('password-strength')).toBeInTheDocument();
    await user.selectOptions(choice, 'none');
    // Changing the choice starts the password over: no button until one is typed again.
    expect(screen.getByLabelText(/^Wallet password( \*)?$/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Create/ })).toBeNull();
    expect(screen.queryByTestId('password-strength')).toBeNull();
    await user.type(screen.getByLabelText(/^Wallet password( \*)?$/), 'x');
    expect(screen.getByRole('button', { name: 'Create wallet' })).toBeInTheDocument();

    await user.selectOptions(choice, 'email');
    expect(screen.queryByLabelText(/^Wallet password( \*)?$/)).toBeNull();
  });
});

describe('NewWalletForm account password', () => {
  it('says what the second password is in one sentence, and why only when asked', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    await user.type(screen.getByLabelText(/Email/), 'alice@example.com');
    const why = screen.getByRole('button', { name: 'Why a second password?' });
    const explanation = screen.getByText(/ARC-0076 standard/);
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(why).toHaveAttribute('aria-controls', explanation.id);
    expect(explanation).not.toBeVisible();
    // The standard's name is only in the explanation a person asks for.
    expect(screen.getAllByText(/ARC-0076/)).toEqual([explanation]);

    // Keyboard: the control is reached with Tab from the password field and opened with Enter.
    await user.click(screen.getByLabelText(/^Account password( \*)?$/));
    await user.tab();
    expect(why).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(explanation).toBeVisible();
    await user.keyboard(' ');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(explanation).not.toBeVisible();
  });
});
