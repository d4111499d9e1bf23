import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount, type Transaction } from 'algosdk';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { buildAuthTransaction } from '../../core/arc14/auth-transaction';
import { emptyAccount } from '../../core/chain/indexer-types';
import { sessionStore } from '../../infra/session/session';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { renderWithProviders } from '../../test/render';
import { Arc14Page } from './Arc14Page';

const signer = vi.hoisted(() => ({ prepare: vi.fn(), sign: vi.fn() }));
vi.mock('./sign-arc14', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  prepareArc14Transaction: signer.prepare,
  signArc14Transaction: signer.sign,
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
const PARAMS = {
  fee: 0n,
  minFee: 1000n,
  firstValid: 100n,
  lastValid: 1100n,
  genesisID: 'sandbox-v1',
  genesisHash: new Uint8Array(32).fill(7),
};

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
  // The real transaction, built without a node.
  signer.prepare.mockImplementation((a: PublicAccount, realm: string) =>
    Promise.resolve(buildAuthTransaction(a.addr, realm, PARAMS)),
  );
  signer.sign.mockResolvedValue({ token: TOKEN, lastValid: 1234n });
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
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Enter the realm of the service.')).toBeVisible();
    await user.type(realmInput(), 'example.com');
    expect(screen.getByText('The realm must end with #ARC14.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(signer.prepare).not.toHaveBeenCalled();
    await user.type(realmInput(), '#ARC14');
    expect(screen.queryByText('The realm must end with #ARC14.')).toBeNull();
  });

  it('shows the transaction before signing it, then the token, forgotten when the realm changes', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderPage();
    await user.type(realmInput(), 'example.com#ARC14');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('region', { name: 'Transaction to sign' });
    expect(review).toHaveTextContent('Payment');
    expect(review).toHaveTextContent('example.com#ARC14');
    expect(review).toHaveTextContent('never sent to the network');
    expect(signer.sign).not.toHaveBeenCalled();
    await user.click(within(review).getByRole('button', { name: 'Sign' }));

    const box = await screen.findByRole('region', { name: 'Authentication token' });
    expect(box).toHaveTextContent(TOKEN);
    expect(box).toHaveTextContent('at example.com#ARC14 until round 1234');
    const [txn, ...rest] = signer.sign.mock.calls[0]!;
    expect(new TextDecoder().decode((txn as Transaction).note)).toBe('example.com#ARC14');
    expect(rest).toEqual([account, [account], addr]);
    expect(screen.queryByRole('region', { name: 'Transaction to sign' })).toBeNull();
    // Out of the URL and of storage.
    expect(window.location.href).not.toContain('gqNzaWf');
    expect(JSON.stringify({ ...localStorage })).not.toContain('gqNzaWf');

    await user.type(realmInput(), 'x');
    expect(output()).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
    unmount();
  });

  it('drops the reviewed transaction when the realm changes', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(realmInput(), 'a#ARC14');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('region', { name: 'Transaction to sign' });
    await user.type(realmInput(), 'b');
    expect(screen.queryByRole('region', { name: 'Transaction to sign' })).toBeNull();
    expect(signer.sign).not.toHaveBeenCalled();
  });

  it('clears the token on request', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(realmInput(), 'a#ARC14');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    await screen.findByRole('region', { name: 'Authentication token' });
    await user.click(screen.getByRole('button', { name: 'Clear the token' }));
    expect(output()).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('says when the account cannot sign', async () => {
    await renderPage([{ ...account, type: 'public', hasSecret: false }]);
    expect(await screen.findByText(/This account cannot sign here/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
  });

  it('shows the signing error and keeps the review to try again', async () => {
    const user = userEvent.setup();
    signer.sign.mockRejectedValue(new Error('boom'));
    await renderPage();
    await user.type(realmInput(), 'a#ARC14');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occurred, please try again later',
    );
    expect(output()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
  });
});
