import { z } from 'zod';
import type { EnvironmentId } from '../../core/networks/environments';
import { BUILT_IN_GENESIS, checkGenesis } from '../../core/networks/genesis';
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

const paramsGenesisSchema = z.object({ 'genesis-id': z.string(), 'genesis-hash': z.string() });

export type ProviderCheck = 'same-network' | 'other-network' | 'unreachable';

/**
 * Whether an algod provider from a list serves the environment's network: a public list is
 * data from the internet, so a host in it is asked for its genesis before it is used.
 */
export async function checkAlgodProvider(env: EnvironmentId, host: string): Promise<ProviderCheck> {
  const expected = BUILT_IN_GENESIS[env];
  if (!expected) return 'same-network';
  try {
    const response = await fetch(`${host.replace(/\/+$/, '')}/v2/transactions/params`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) return 'unreachable';
    const parsed = paramsGenesisSchema.safeParse(await response.json());
    if (!parsed.success) return 'other-network';
    const observed = { id: parsed.data['genesis-id'], hash: parsed.data['genesis-hash'] };
    return checkGenesis(expected, observed).kind === 'same' ? 'same-network' : 'other-network';
  } catch {
    return 'unreachable';
  }
}
