import { afterEach, describe, expect, it } from 'vitest';
import { setAppConfig, settingsStore } from '../settings/settings-store';
import { currentWalletConnectOptions } from './options';

// Which Verify service the wallet's SDK is started with: the one named, else WalletConnect's own
// only on WalletConnect's own relay, else none (nothing is asked; requests show not verified).

afterEach(() => settingsStore.setState({ settings: {}, config: {} }));

const verifyUrlWith = (config: Parameters<typeof setAppConfig>[0]) => {
  setAppConfig(config);
  return currentWalletConnectOptions('https://wallet.example').verifyUrl;
};

describe('WalletConnect options: Verify', () => {
  it("uses WalletConnect's Verify service with the SDK's default relay", () => {
    expect(verifyUrlWith({ walletConnectProjectId: 'p' })).toBe('https://verify.walletconnect.org');
  });

  it('uses none with a custom relay and no Verify service configured', () => {
    expect(
      verifyUrlWith({ walletConnectProjectId: 'p', walletConnectRelayUrl: 'ws://127.0.0.1:9' }),
    ).toBeUndefined();
  });

  it('uses the configured one with any relay', () => {
    expect(
      verifyUrlWith({
        walletConnectRelayUrl: 'wss://relay.example.org',
        walletConnectVerifyUrl: 'https://verify.example.org',
      }),
    ).toBe('https://verify.example.org');
  });
});

describe('WalletConnect options: the metadata dapps see', () => {
  it("gives dapps absolute icon URLs: config.json's own-origin paths are made absolute", () => {
    setAppConfig({
      walletConnectMetadata: {
        name: 'Shop wallet',
        icons: ['/brand/icon.png', 'https://cdn.example.org/icon.png'],
      },
    });
    expect(currentWalletConnectOptions('https://wallet.example').metadata.icons).toEqual([
      'https://wallet.example/brand/icon.png',
      'https://cdn.example.org/icon.png',
    ]);
    setAppConfig({});
    expect(currentWalletConnectOptions('https://wallet.example').metadata.icons).toEqual([
      'https://wallet.example/logo.svg',
    ]);
  });
});
