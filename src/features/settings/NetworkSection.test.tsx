import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtInChainId } from '../../core/walletconnect/chain-id';
import { settingsStore, updateSettings } from '../../infra/settings/settings-store';
import { walletConnectStore } from '../../infra/walletconnect/store';
import { renderWithProviders } from '../../test/render';
import { NetworkSection } from './NetworkSection';

const session = (name: string, env: 'testnet' | 'mainnet') => ({
  version: 2 as const,
  topic: `topic-${name}`,
  peer: { name, url: `https://${name.toLowerCase()}.example`, description: '', icons: [] },
  accounts: [],
  chains: [builtInChainId(env)!],
  expiry: 0,
});

afterEach(() => {
  vi.restoreAllMocks();
  settingsStore.setState({ settings: {}, config: {} });
  walletConnectStore.setState({ sessions: [] });
});

describe('NetworkSection', () => {
  it('says which WalletConnect sessions the chosen network pauses, and none once back', async () => {
    updateSettings({ env: 'mainnet' });
    walletConnectStore.setState({
      sessions: [session('Coffee', 'testnet'), session('Tea', 'mainnet')],
    });
    await renderWithProviders(<NetworkSection />);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Coffee: Approved on Testnet\./);
    expect(screen.queryByText(/^Tea/)).toBeNull();

    act(() => updateSettings({ env: 'testnet' }));
    expect(screen.getByRole('listitem')).toHaveTextContent(/^Tea: Approved on Mainnet\./);
    act(() => walletConnectStore.setState({ sessions: [session('Coffee', 'testnet')] }));
    expect(screen.queryByText('Paused')).toBeNull();
  });

  it('fetches a public provider list when its picker is opened, not on a network switch', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      asked.push(input instanceof Request ? input.url : String(input));
      const live = [{ host: 'https://algod.live.example', providerName: 'Live' }];
      return Promise.resolve(Response.json(live));
    });
    updateSettings({ env: 'mainnet' });
    await renderWithProviders(<NetworkSection />);
    act(() => updateSettings({ env: 'testnet' }));
    const algod = () => screen.getByRole('combobox', { name: 'Algod host' });
    const offered = () =>
      within(algod())
        .getAllByRole('option')
        .map((o) => o.textContent);
    // Until then the copy shipped with the wallet is offered.
    expect(offered()).toContain('AlgoNode (https://testnet-api.algonode.cloud)');
    fireEvent.focus(algod());
    fireEvent.keyDown(algod(), { key: 'Tab' });
    expect(asked).toEqual([]);

    fireEvent.pointerDown(algod());
    await waitFor(() => expect(offered()).toContain('Live (https://algod.live.example)'));
    expect(asked).toEqual([
      'https://scholtz.github.io/AlgorandPublicData/algod/testnet/public-algod-providers.json',
    ]);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Indexer host' }), { key: 'ArrowDown' });
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe(
      'https://scholtz.github.io/AlgorandPublicData/indexer/testnet/public-indexer-providers.json',
    );
  });
});
