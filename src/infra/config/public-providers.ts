import type { EnvironmentId } from '../../core/networks/environments';
import {
  parseProviderList,
  SHIPPED_PROVIDERS,
  type Provider,
  type ProviderKind,
} from '../../core/networks/providers';

const PUBLIC_DATA = 'https://scholtz.github.io/AlgorandPublicData';

/** The live public list when it loads and validates; otherwise the copy shipped with the wallet. */
export async function loadProviders(env: EnvironmentId, kind: ProviderKind): Promise<Provider[]> {
  const shipped = SHIPPED_PROVIDERS[env]?.[kind] ?? [];
  if (env === 'custom' || env === 'sandbox' || env === 'devnet') return shipped;
  try {
    const response = await fetch(`${PUBLIC_DATA}/${kind}/${env}/public-${kind}-providers.json`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return shipped;
    const live = parseProviderList(await response.json());
    return live.length > 0 ? live : shipped;
  } catch {
    return shipped;
  }
}
