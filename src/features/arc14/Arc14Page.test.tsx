import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { emptyAccount } from '../../core/chain/indexer-types';
import { sessionStore } from '../../infra/session/session';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { renderWithProviders } from '../../test/render';
import { Arc14Page } from './Arc14Page';

const signer = vi.hoisted(() => ({ createArc14Token: vi.fn() }));
vi.mock('./sign-arc14', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  createArc14Token: signer.createArc14Token,
}));
vi.mock('../../infra/chain/chain-queries', () => ({
  accountInfoQuery: (network: string, address: string) => ({
    queryKey: ['account', network, address],
    queryFn: () => Promise.resolve(emptyAccount(address)),
  }),
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const addr = generateAccount().addr.toString();
const account: PublicAccount = {
  addr,
  name: 'Dev key',
  type: 'basic',
  hasSecret: true,
  hasHdSecret: false,
  hasSession: false,
};
const TOKEN = 'SigTx gqNzaWfEQA==';

function renderPage(accounts: PublicAccount[] = [account]) {
  sessionStore.setState({ accounts });
  return renderWithProviders(
    <Routes>
      <Route path="/arc14/:account" element={<Arc14Page />} />
    </Routes>,
    { route: `/arc14/${addr}` },
  );
}

const realmInput = () => screen.getByRole('textbox', { name: /Realm/ });
const output = () => screen.queryByRole('region', { name: 'Authentication token' });

beforeEach(() => {
  vi.clearAllMocks();
  updateSettings({ dev: true });
  signer.createArc14Token.mockResolvedValue({ token: TOKEN, lastValid: 1234n });
});
afterEach(() => settingsStore.setState({ settings: {}, config: {} }));

describe('Arc14Page', () => {
  it('is a developer tool: without developer mode it only says how to turn it on', async () => {
    updateSettings({ dev: false });
    await renderPage();
    expect(screen.getByText(/Turn on developer mode in the settings/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('textbox', { name: /Realm/ })).toBeNull();
  });

  it('requires a realm ending with #ARC14', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByText('Enter the realm of the service.')).toBeVisible();
    await user.type(realmInput(), 'example.com');
    expect(screen.getByText('The realm must end with #ARC14.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(signer.createArc14Token).not.toHaveBeenCalled();
    await user.type(realmInput(), '#ARC14');
    expect(screen.queryByText('The realm must end with #ARC14.')).toBeNull();
  });

  it('shows the token in the output box and forgets it when the realm changes', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderPage();
    await user.type(realmInput(), 'example.com#ARC14');
    await user.click(screen.getByRole('button', { name: 'Sign' }));

    const box = await screen.findByRole('region', { name: 'Authentication token' });
    expect(box).toHaveTextContent(TOKEN);
    expect(box).toHaveTextContent('at example.com#ARC14 until round 1234');
    expect(signer.createArc14Token).toHaveBeenCalledWith(
      account,
      [account],
      'example.com#ARC14',
      addr,
    );
    // Out of the URL and of storage.
    expect(window.location.href).not.toContain('gqNzaWf');
    expect(JSON.stringify({ ...localStorage })).not.toContain('gqNzaWf');

    await user.type(realmInput(), 'x');
    expect(output()).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
    unmount();
  });

  it('clears the token on request', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(realmInput(), 'a#ARC14');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByRole('region', { name: 'Authentication token' });
    await user.click(screen.getByRole('button', { name: 'Clear the token' }));
    expect(output()).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('says when the account cannot sign', async () => {
    await renderPage([{ ...account, type: 'public', hasSecret: false }]);
    expect(await screen.findByText(/This account cannot sign here/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeDisabled();
  });

  it('shows the signing error', async () => {
    const user = userEvent.setup();
    signer.createArc14Token.mockRejectedValue(new Error('boom'));
    await renderPage();
    await user.type(realmInput(), 'a#ARC14');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occurred, please try again later',
    );
    expect(output()).toBeNull();
  });
});
