import { z } from 'zod';
import type { EnvironmentId } from './environments';

// Public node providers per network, as in the AlgorandPublicData lists
// (`{algod|indexer|participation}/<env>/public-<kind>-providers.json`). A copy ships with the
// wallet so settings work while that host is unreachable; the live list, when it loads and
// validates, replaces it. Providers that need registration are never offered (spec section 5).

export type ProviderKind = 'algod' | 'indexer' | 'participation';

export interface Provider {
  host: string;
  providerName: string;
  registrationRequired?: boolean;
}

type ProviderLists = Partial<Record<EnvironmentId, Partial<Record<ProviderKind, Provider[]>>>>;

export const SHIPPED_PROVIDERS: ProviderLists = {
  mainnet: {
    algod: [
      { host: 'https://mainnet-api.4160.nodely.dev', providerName: 'Nodely' },
      { host: 'https://mainnet-api.algonode.cloud', providerName: 'AlgoNode' },
      {
        host: 'https://mainnet-algorand.api.purestake.io/ps2',
        providerName: 'PureStake',
        registrationRequired: true,
      },
    ],
    indexer: [
      { host: 'https://mainnet-idx.4160.nodely.dev', providerName: 'Nodely' },
      { host: 'https://mainnet-idx.algonode.cloud', providerName: 'AlgoNode' },
      {
        host: 'https://mainnet-algorand.api.purestake.io/idx2',
        providerName: 'PureStake',
        registrationRequired: true,
      },
    ],
    participation: [{ host: 'https://kmd.h2.a-wallet.net', providerName: 'A-Wallet' }],
  },
  testnet: {
    algod: [
      { host: 'https://testnet-api.4160.nodely.dev', providerName: 'Nodely' },
      { host: 'https://testnet-api.algonode.cloud', providerName: 'AlgoNode' },
    ],
    indexer: [
      { host: 'https://testnet-idx.4160.nodely.dev', providerName: 'Nodely' },
      { host: 'https://testnet-idx.algonode.cloud', providerName: 'AlgoNode' },
    ],
  },
  aramidmain: {
    algod: [{ host: 'https://aramidmain-algod-public.de.nodes.biatec.io', providerName: 'Biatec' }],
    indexer: [{ host: 'https://aramid-indexer-public.de.nodes.biatec.io', providerName: 'Biatec' }],
  },
  voitestnet: {
    algod: [{ host: 'https://testnet-api.voi.nodly.io', providerName: 'Nodely' }],
    indexer: [{ host: 'https://testnet-idx.voi.nodly.io', providerName: 'Nodely' }],
  },
};

/** Providers a user may pick: registration-free, and the environment's default first. */
export function selectableProviders(
  list: readonly Provider[] | undefined,
  defaultHost: string,
): Provider[] {
  const usable = (list ?? []).filter((p) => !p.registrationRequired);
  if (defaultHost && !usable.some((p) => p.host === defaultHost)) {
    usable.unshift({ host: defaultHost, providerName: defaultHost });
  }
  return usable;
}

const providerEntrySchema = z.object({
  host: z
    .string()
    .max(2048)
    .regex(/^https:\/\/[^\s]+$/),
  providerName: z.string().optional().catch(undefined),
  registrationRequired: z.unknown().optional(),
});

/** Validates one downloaded provider list; invalid entries are dropped, not the whole list. */
export function parseProviderList(body: unknown): Provider[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item): Provider[] => {
    const parsed = providerEntrySchema.safeParse(item);
    if (!parsed.success) return [];
    const { host, providerName, registrationRequired } = parsed.data;
    return [
      {
        host: host.replace(/\/+$/, ''),
        providerName: providerName?.slice(0, 100) ?? host,
        registrationRequired: registrationRequired === true,
      },
    ];
  });
}
