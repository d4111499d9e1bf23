import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NewWalletForm } from './NewWalletForm';

describe('NewWalletForm', () => {
  it('reveals the password only for a valid email and the button only for a password', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    expect(screen.queryByLabelText(/^Password( \*)?$/)).toBeNull();

    await user.type(screen.getByLabelText(/Email/), 'alice@');
    await user.tab();
    expect(screen.getByText('Please enter a valid email.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password( \*)?$/)).toBeNull();

    await user.type(screen.getByLabelText(/Email/), 'example.com');
    const password = screen.getByLabelText(/^Password( \*)?$/);
    expect(screen.queryByRole('button', { name: 'Create Wallet and Account' })).toBeNull();

    await user.type(password, 'abc');
    expect(screen.getByRole('button', { name: 'Create Wallet and Account' })).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toHaveTextContent('weak');
  });

  it('asks for a wallet name before deriving anything', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    await user.type(screen.getByLabelText(/Email/), 'alice@example.com');
    await user.type(screen.getByLabelText(/^Password( \*)?$/), 'Correct-Horse-Battery-9');
    await user.click(screen.getByRole('button', { name: 'Create Wallet and Account' }));
    expect(screen.getByText('Please set wallet name')).toBeInTheDocument();
  });

  it('refuses a password shorter than 16 characters for the email account', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<NewWalletForm />);
    await user.type(screen.getByLabelText(/Email/), 'alice@example.com');
    await user.type(screen.getByLabelText(/^Password( \*)?$/), 'Short-Pass-1');
    await user.type(screen.getByLabelText(/Wallet name/), 'Main');
    await user.click(screen.getByRole('button', { name: 'Create Wallet and Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The password must have at least 16 characters.',
    );
  });
});
