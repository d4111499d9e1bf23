import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { TwoFactorError } from '../../core/two-factor/two-factor-error';
import { sessionStore } from '../../infra/session/session';
import { renderWithProviders } from '../../test/render';
import { TwoFactorAccountPage } from './TwoFactorAccountPage';

const calls = vi.hoisted(() => ({
  requestSecret: vi.fn(),
  confirmSecret: vi.fn(),
  saveTwoFactorAccount: vi.fn(),
}));
vi.mock('./two-factor-setup', () => calls);
vi.mock('../../infra/two-factor/provider-list', () => ({
  loadTwoFactorProviders: async () => [
    { id: 'p1', providerName: 'Provider One', host: 'https://2fa.example.com' },
    {
      id: 'closed',
      providerName: 'Members only',
      host: 'https://x.example.com',
      registrationRequired: true,
    },
  ],
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// jsdom lacks scrollIntoView, which Mantine's Combobox calls on the selected option.
Element.prototype.scrollIntoView ??= () => {};

const account = (name: string, extra: Partial<PublicAccount> = {}): PublicAccount => ({
  addr: generateAccount().addr.toString(),
  name,
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
  ...extra,
});
const hot = account('Phone');
const cold = account('Paper');
const watch = account('Watched', { type: 'public', hasSecret: false });
const hidden = account('2FA Old', { type: '2faApi', hasSecret: false, isHidden: true });
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

beforeEach(() => {
  vi.clearAllMocks();
  sessionStore.setState({ status: 'open', accounts: [hot, cold, watch, hidden] });
  calls.requestSecret.mockResolvedValue({
    authToken: 'SigTx token',
    setup: { qrCodeSetupImageUrl: 'data:image/png;base64,iVBORw0KGgo=', manualEntryKey: SECRET },
  });
  calls.confirmSecret.mockResolvedValue(generateAccount().addr.toString());
  calls.saveTwoFactorAccount.mockResolvedValue(undefined);
});
afterEach(() => sessionStore.setState({ status: 'locked', accounts: [] }));

/** Opens a Select and returns its own listbox (Mantine keeps every dropdown in the DOM). */
async function open(user: ReturnType<typeof userEvent.setup>, label: string) {
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  return within(document.getElementById(input.getAttribute('aria-controls')!)!);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: RegExp) {
  const listbox = await open(user, label);
  await user.click(listbox.getByRole('option', { name: option, hidden: true }));
}

describe('TwoFactorAccountPage', () => {
  it('offers only own signing accounts and open providers', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TwoFactorAccountPage />);
    // A single open provider is preselected; one needing registration is hidden.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '2FA provider' })).toHaveValue('Provider One'),
    );
    const listbox = await open(user, 'Hot account');
    const options = listbox.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toEqual([expect.stringMatching(/^Phone/), expect.stringMatching(/^Paper/)]);
  });

  it('requests the secret, shows it outside React state, confirms with the code and saves', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<TwoFactorAccountPage />);
    await choose(user, 'Hot account', /^Phone/);
    await choose(user, 'Cold account (recovery)', /^Phone/);
    expect(screen.getByText('The hot and the cold account must be different.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request QR code' })).toBeDisabled();
    await choose(user, 'Cold account (recovery)', /^Paper/);
    await user.click(screen.getByRole('button', { name: 'Request QR code' }));

    await waitFor(() => expect(calls.requestSecret).toHaveBeenCalled());
    expect(calls.requestSecret.mock.calls[0]![0]).toMatchObject({
      providerId: 'p1',
      hot: { addr: hot.addr },
      coldAddress: cold.addr,
    });
    const qr = await screen.findByRole('img', { name: /QR code with the 2FA secret/ });
    expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByLabelText('Manual entry key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const confirm = screen.getByRole('button', { name: 'Confirm and save' });
    const code = screen.getByRole('textbox', { name: /Code from the authenticator app/ });
    await user.type(code, '12345');
    expect(confirm).toBeDisabled();
    await user.type(code, '6');
    expect(code).toHaveValue('123-456');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    expect(screen.getByRole('alert')).toHaveTextContent('Plase set account name');
    await user.type(screen.getByRole('textbox', { name: /Account name/ }), 'Vault');
    await user.click(confirm);
    await waitFor(() => expect(calls.saveTwoFactorAccount).toHaveBeenCalled());
    expect(calls.confirmSecret).toHaveBeenCalledWith({
      providerId: 'p1',
      authToken: 'SigTx token',
      recoveryAccount: cold.addr,
      code: '123456',
    });
    expect(calls.saveTwoFactorAccount.mock.calls[0]![0]).toMatchObject({
      name: 'Vault',
      network: 'mainnet-v1.0',
      providerId: 'p1',
      primaryAccount: hot.addr,
      recoveryAccount: cold.addr,
    });
    // Confirmed: the secret is gone from the page.
    expect(screen.queryByRole('img', { name: /QR code with the 2FA secret/ })).toBeNull();
  });

  it('shows the spec text of a provider error', async () => {
    const user = userEvent.setup();
    calls.requestSecret.mockRejectedValue(new TwoFactorError('realm'));
    await renderWithProviders(<TwoFactorAccountPage />);
    await choose(user, 'Hot account', /^Phone/);
    await choose(user, 'Cold account (recovery)', /^Paper/);
    await user.click(screen.getByRole('button', { name: 'Request QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to fetch realm from the provider',
    );
    // Back to choosing: nothing is locked.
    expect(screen.getByRole('button', { name: 'Request QR code' })).toBeEnabled();
  });

  it('explains that two signing accounts are needed', async () => {
    sessionStore.setState({ accounts: [hot, watch] });
    await renderWithProviders(<TwoFactorAccountPage />);
    const alert = screen.getByText(/You need two accounts on this network that can sign/);
    expect(
      within(alert).getByRole('link', { name: 'Create or import an account' }),
    ).toHaveAttribute('href', '/new-account');
  });
});
