import * as ed from '@noble/ed25519';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeAddress } from 'algosdk';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { emptyAccount } from '../../core/chain/indexer-types';
import { sessionStore } from '../../infra/session/session';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { renderWithProviders } from '../../test/render';
import { Arc60Page } from './Arc60Page';

// The page with the real request building, checks and verification; only the chain's id and
// the vault are stand-ins: a test key signs what the pipeline would be asked to sign.

const key = vi.hoisted(() => ({ seed: new Uint8Array(32).fill(42), tamper: false }));
vi.mock('../../infra/walletconnect/options', () => ({
  fetchChainFacts: () => Promise.resolve({ chainId: 'algorand:testchain', genesisHash: 'AAAA' }),
}));
const signData = vi.hoisted(() => vi.fn());
vi.mock('../../infra/transactions/sign-data', () => ({ signData }));
vi.mock('../../infra/chain/chain-queries', () => ({
  accountInfoQuery: (network: string, address: string) => ({
    queryKey: ['account', network, address],
    queryFn: () => Promise.resolve(emptyAccount(address)),
  }),
}));
vi.mock('../../ui/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

let account: PublicAccount;

beforeAll(async () => {
  const addr = encodeAddress(await ed.getPublicKeyAsync(key.seed));
  account = {
    addr,
    name: 'Dev key',
    type: 'basic',
    hasSecret: true,
    hasHdSecret: false,
    hasSession: false,
  };
});

function renderPage(accounts: PublicAccount[] = [account]) {
  sessionStore.setState({ accounts });
  return renderWithProviders(
    <Routes>
      <Route path="/arc60/:account" element={<Arc60Page />} />
    </Routes>,
    { route: `/arc60/${accounts[0]!.addr}` },
  );
}

const domainInput = () => screen.getByRole('textbox', { name: /Domain/ });
const output = () => screen.queryByRole('region', { name: 'Signature' });

beforeEach(() => {
  vi.clearAllMocks();
  key.tamper = false;
  updateSettings({ dev: true });
  signData.mockImplementation(async (a: PublicAccount, message: Uint8Array) => {
    const signed = key.tamper ? new Uint8Array([...message].reverse()) : message;
    return { signature: await ed.signAsync(signed, key.seed), signer: a.addr };
  });
});
afterEach(() => settingsStore.setState({ settings: {}, config: {} }));

describe('Arc60Page', () => {
  it('is a developer tool: without developer mode it only says how to turn it on', async () => {
    updateSettings({ dev: false });
    await renderPage();
    expect(screen.getByText(/Turn on developer mode in the settings/)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Domain/ })).toBeNull();
  });

  it('shows the Sign-In field by field, signs it and verifies the signature as a dapp would', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.clear(domainInput());
    await user.type(domainInput(), 'dapp.example:8443');
    await user.type(screen.getByRole('textbox', { name: /Statement/ }), 'Hello <b>there</b>');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('region', { name: 'Sign-in request to sign' });
    expect(review).toHaveTextContent('dapp.example:8443');
    expect(review).toHaveTextContent(account.addr);
    expect(review).toHaveTextContent('https://dapp.example:8443');
    expect(review).toHaveTextContent('algorand:testchain');
    // The statement is text, never markup.
    expect(review).toHaveTextContent('Hello <b>there</b>');
    expect(signData).not.toHaveBeenCalled();
    await user.click(within(review).getByRole('button', { name: 'Sign' }));

    const box = await screen.findByRole('region', { name: 'Signature' });
    expect(box).toHaveTextContent('Signature verified: the website would accept it.');
    expect(box.querySelector('pre')?.textContent).toMatch(/^[A-Za-z0-9_-]{86}$/);
    const [signed, message, options] = signData.mock.calls[0]!;
    expect(signed).toEqual(account);
    expect(message).toHaveLength(64);
    expect(options).toMatchObject({ expectedSigner: account.addr });

    await user.click(screen.getByRole('button', { name: 'Clear the signature' }));
    expect(output()).toBeNull();
  });

  it('says when the signature does not verify', async () => {
    const user = userEvent.setup();
    key.tamper = true;
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('region', { name: 'Signature' })).toHaveTextContent(
      'The signature does not verify.',
    );
  });

  it('refuses a domain that is not a host, as a dapp request would be', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.clear(domainInput());
    await user.type(domainInput(), 'not a host/');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Enter the website's host only, such as example.com or localhost:5173.",
    );
    expect(screen.queryByRole('region', { name: 'Sign-in request to sign' })).toBeNull();
  });

  it('says a Ledger account cannot sign sign-in requests', async () => {
    await renderPage([{ ...account, type: 'ledger', hasSecret: false, slot: 0 }]);
    expect(await screen.findByText(/cannot sign sign-in requests here/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Review' })).toBeDisabled();
  });
});
