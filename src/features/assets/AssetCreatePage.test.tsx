import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { sessionStore } from '../../infra/session/session';
import { renderWithProviders } from '../../test/render';
import { AssetCreatePage } from './AssetCreatePage';

// Issue 23: the number fields of /asset/create are never brought into range behind the user's
// back. An out-of-range value stays as typed, its range message shows, and Review waits.

const creator: PublicAccount = {
  addr: generateAccount().addr.toString(),
  name: 'Creator',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};

const decimalsField = () => screen.getByRole('textbox', { name: 'Decimals' });
const review = () => screen.getByRole('button', { name: 'Review' });

beforeEach(() => {
  sessionStore.setState({ accounts: [creator] });
});

describe('AssetCreatePage number fields', () => {
  it('keeps decimals 19 as typed, shows the range message and blocks Review', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AssetCreatePage />, { route: '/asset/create' });
    expect(review()).toBeEnabled();

    await user.clear(decimalsField());
    await user.type(decimalsField(), '19');
    expect(decimalsField()).toHaveValue('19');
    expect(screen.getByText('Decimals must be a whole number from 0 to 18.')).toBeInTheDocument();
    expect(review()).toBeDisabled();
    await user.tab();
    expect(decimalsField()).toHaveValue('19');
    expect(decimalsField()).toHaveAttribute('aria-invalid', 'true');
    expect(review()).toBeDisabled();

    await user.clear(decimalsField());
    await user.type(decimalsField(), '18');
    expect(screen.queryByText('Decimals must be a whole number from 0 to 18.')).toBeNull();
    expect(screen.getByText('Smallest amount: 0.000000000000000001')).toBeInTheDocument();
    // 1 x 10^18 base units fits in 64 bits; Review is open again.
    expect(review()).toBeEnabled();
  });

  it('refuses decimals that are empty, negative or not whole instead of rewriting them', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AssetCreatePage />, { route: '/asset/create' });
    for (const typed of ['-1', '2.5']) {
      await user.clear(decimalsField());
      await user.type(decimalsField(), typed);
      await user.tab();
      expect(decimalsField()).toHaveValue(typed);
      expect(review()).toBeDisabled();
    }
    await user.clear(decimalsField());
    expect(screen.getByText('Decimals must be a whole number from 0 to 18.')).toBeInTheDocument();
    expect(review()).toBeDisabled();
  });

  it('shows the total range message while typing and blocks Review', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<AssetCreatePage />, { route: '/asset/create' });
    const total = screen.getByRole('textbox', { name: /Total issuance/ });
    await user.clear(total);
    await user.type(total, '1000000000001');
    expect(
      screen.getByText('The total must be between 0 and 1,000,000,000,000.'),
    ).toBeInTheDocument();
    expect(review()).toBeDisabled();
    await user.type(total, '{Backspace}');
    expect(review()).toBeEnabled();
  });
});
