// The networks the wallet knows, with the public hosts the original ships (design.md section 3).
// sandbox = AlgoKit LocalNet defaults, which is also where our bundled devnet listens.

export const ENVIRONMENT_IDS = [
  'mainnet',
  'aramidmain',
  'voitestnet',
  'testnet',
  'devnet',
  'sandbox',
  'custom',
] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];

export const DEFAULT_ENVIRONMENT: EnvironmentId = 'mainnet';
export const LOCALNET_TOKEN = 'a'.repeat(64);

export interface ServerConfig {
  host: string;
  token: string;
}

export interface NetworkServers {
  algod: ServerConfig;
  indexer: ServerConfig;
  participation: ServerConfig;
}

export interface EnvironmentDefinition {
  id: EnvironmentId;
  /** Network name as used in stored accounts and the public genesis list. */
  network: string;
  tokenSymbol: string;
  servers: NetworkServers;
}

const none: ServerConfig = { host: '', token: '' };
const localhost = (port: number): ServerConfig => ({
  host: `http://localhost:${port}`,
  token: LOCALNET_TOKEN,
});

export const ENVIRONMENTS: Record<EnvironmentId, EnvironmentDefinition> = {
  mainnet: {
    id: 'mainnet',
    network: 'mainnet-v1.0',
    tokenSymbol: 'Algo',
    servers: {
      algod: { host: 'https://mainnet-api.4160.nodely.dev', token: '' },
      indexer: { host: 'https://mainnet-idx.4160.nodely.dev', token: '' },
      participation: { host: 'https://kmd.h2.a-wallet.net', token: '' },
    },
  },
  aramidmain: {
    id: 'aramidmain',
    network: 'aramidmain-v1.0',
    tokenSymbol: 'aAlgo',
    servers: {
      algod: { host: 'https://aramidmain-algod-public.de.nodes.biatec.io', token: '' },
      indexer: { host: 'https://aramid-indexer-public.de.nodes.biatec.io', token: '' },
      participation: none,
    },
  },
  voitestnet: {
    id: 'voitestnet',
    network: 'voitest-v1',
    tokenSymbol: 'Voi',
    servers: {
      algod: { host: 'https://testnet-api.voi.nodly.io', token: '' },
      indexer: { host: 'https://testnet-idx.voi.nodly.io', token: '' },
      participation: none,
    },
  },
  testnet: {
    id: 'testnet',
    network: 'testnet-v1.0',
    tokenSymbol: 'Algo',
    servers: {
      algod: { host: 'https://testnet-api.4160.nodely.dev', token: '' },
      indexer: { host: 'https://testnet-idx.4160.nodely.dev', token: '' },
      participation: none,
    },
  },
  devnet: {
    id: 'devnet',
    network: 'devnet-v1',
    tokenSymbol: 'Algo',
    servers: { algod: localhost(4001), indexer: localhost(8980), participation: none },
  },
  sandbox: {
    id: 'sandbox',
    network: 'dockernet-v1',
    tokenSymbol: 'Algo',
    servers: { algod: localhost(4001), indexer: localhost(8980), participation: none },
  },
  custom: {
    id: 'custom',
    network: 'custom',
    tokenSymbol: 'Algo',
    servers: { algod: localhost(4001), indexer: localhost(8980), participation: none },
  },
};

export function isEnvironmentId(value: unknown): value is EnvironmentId {
  return typeof value === 'string' && (ENVIRONMENT_IDS as readonly string[]).includes(value);
}
