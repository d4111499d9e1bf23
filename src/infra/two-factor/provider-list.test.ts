import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../core/config/app-config';
import { BUILTIN_TWO_FACTOR_PROVIDERS } from '../../core/two-factor/providers';
import { setAppConfig, updateSettings } from '../settings/settings-store';
import { clearTwoFactorProviderCache, loadTwoFactorProviders } from './provider-list';

const remote = [
  { id: 'remote-1', providerName: 'Remote', host: 'https://2fa.example.com' },
  { id: 'bad', providerName: 'Bad', host: 'http://2fa.example.com' },
];
const local = [{ id: 'local', providerName: 'Local', host: 'http://127.0.0.1:9997' }];

function serve(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () =>
    Response.json(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearTwoFactorProviderCache();
  setAppConfig({});
  updateSettings({ env: undefined });
});

describe('2FA provider list', () => {
  it('uses the public list of the current network, validated', async () => {
    updateSettings({ env: 'testnet' });
    const fetchMock = serve(remote);
    expect((await loadTwoFactorProviders()).map((p) => p.id)).toEqual(['remote-1']);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://scholtz.github.io/AlgorandPublicData/2fa/testnet-v1.0/public-2fa-providers.json',
      expect.anything(),
    );
    await loadTwoFactorProviders();
    expect(fetchMock).toHaveBeenCalledTimes(1); // kept for the session
  });

  it.each([
    [
      'is unreachable',
      () => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline'))),
    ],
    ['answers 500', () => serve({}, 500)],
    ['sends something that is not a list', () => serve({ providers: remote })],
  ])('falls back to the shipped copy when the data host %s', async (_, setUp) => {
    setUp();
    expect(await loadTwoFactorProviders()).toEqual(BUILTIN_TWO_FACTOR_PROVIDERS['mainnet-v1.0']);
  });

  it('has nothing for a network without a list', async () => {
    updateSettings({ env: 'devnet' });
    serve([]);
    expect(await loadTwoFactorProviders()).toEqual([]);
  });

  it('takes twoFactorProviders from config.json for the deployment environment, without fetching', async () => {
    const fetchMock = serve(remote);
    setAppConfig({ env: 'sandbox', twoFactorProviders: local } as AppConfig);
    expect((await loadTwoFactorProviders()).map((p) => p.id)).toEqual(['local']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores the config list once the user switched to another network', async () => {
    serve(remote);
    setAppConfig({ env: 'sandbox', twoFactorProviders: local } as AppConfig);
    updateSettings({ env: 'testnet' });
    expect((await loadTwoFactorProviders()).map((p) => p.id)).toEqual(['remote-1']);
  });
});
