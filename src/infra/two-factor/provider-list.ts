import {
  BUILTIN_TWO_FACTOR_PROVIDERS,
  parseProviderList,
  publicProviderListUrl,
  type TwoFactorProvider,
} from '../../core/two-factor/providers';
import { DEFAULT_ENVIRONMENT } from '../../core/networks/environments';
import { currentEnvironment } from '../chain/genesis-pin';
import { currentChain } from '../chain/indexer-client';
import { request } from '../http/http-client';
import { settingsStore } from '../settings/settings-store';

// Which 2FA providers serve the current network, in this order of preference:
// 1. `twoFactorProviders` in config.json, for the deployment's own environment (sandbox and
//    tests point it at a local provider);
// 2. the public list on the static data host (providers come and go there);
// 3. the copy shipped with the wallet, when that host cannot be reached or sends garbage.
// Lists are kept for the session, per network.

const PUBLIC_LIST_TIMEOUT_MS = 5_000;
const cache = new Map<string, Promise<TwoFactorProvider[]>>();

async function fetchPublicList(network: string): Promise<TwoFactorProvider[]> {
  try {
    const body = await request<unknown>(publicProviderListUrl(network), {
      signal: AbortSignal.timeout(PUBLIC_LIST_TIMEOUT_MS),
    });
    return parseProviderList(body);
  } catch {
    return [];
  }
}

async function load(network: string): Promise<TwoFactorProvider[]> {
  const fetched = network === 'custom' ? [] : await fetchPublicList(network);
  return fetched.length > 0 ? fetched : [...(BUILTIN_TWO_FACTOR_PROVIDERS[network] ?? [])];
}

/** Every provider known for the current network (including those needing registration). */
export function loadTwoFactorProviders(): Promise<TwoFactorProvider[]> {
  const { config } = settingsStore.getState();
  const { network } = currentChain();
  // config.json describes the deployment's own environment only.
  const isDeploymentEnv = currentEnvironment() === (config.env ?? DEFAULT_ENVIRONMENT);
  const configured = (config as Record<string, unknown>).twoFactorProviders;
  if (isDeploymentEnv && Array.isArray(configured)) {
    return Promise.resolve(parseProviderList(configured));
  }
  let list = cache.get(network);
  if (!list) {
    list = load(network);
    cache.set(network, list);
  }
  return list;
}

/** Forgets fetched lists (tests; a network switch does not need it: lists are per network). */
export function clearTwoFactorProviderCache(): void {
  cache.clear();
}
