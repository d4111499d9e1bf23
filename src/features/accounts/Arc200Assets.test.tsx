import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateAccount } from 'algosdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { sessionStore } from '../../infra/session/session';
import { setAppConfig } from '../../infra/settings/settings-store';
import { tokenListStore, tokensOf } from '../../infra/arc200/token-list';
import { Arc200Assets } from './Arc200Assets';

const ADDRESS = generateAccount().addr.toString();

afterEach(() => {
  setAppConfig({});
  sessionStore.setState({ walletId: null });
  localStorage.clear();
  tokenListStore.setState({ all: {} });
  vi.unstubAllGlobals();
});

describe('Arc200Assets: the deployment list of config.json', () => {
  it("offers this environment's listed tokens not yet added, and one tap adds one", async () => {
    // The token rows read their app from the node: nothing answers here, each row is marked.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    sessionStore.setState({ walletId: 'w1' });
    setAppConfig({
      env: 'sandbox',
      arc200Tokens: {
        sandbox: [{ appId: 1010, name: 'Demo token' }, { appId: 1020 }, { appId: 0 }],
        testnet: [{ appId: 3030, name: 'Elsewhere' }],
      },
    });
    await renderWithProviders(<Arc200Assets network="sandbox" address={ADDRESS} />);
    const user = userEvent.setup();

    expect(screen.getByText('Suggested for this network:')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Elsewhere/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Demo token (app ID 1010)' }));
    expect(tokensOf(tokenListStore.getState().all, 'w1', 'sandbox')).toEqual([1010n]);
    expect(screen.queryByRole('button', { name: /app ID 1010/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add app ID 1020' }));
    expect(tokensOf(tokenListStore.getState().all, 'w1', 'sandbox')).toEqual([1010n, 1020n]);
    expect(screen.queryByText('Suggested for this network:')).toBeNull();
  });
});
