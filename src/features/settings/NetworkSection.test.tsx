import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
