/**
 * The devnet's public entry point: starts an algod server (with the `/devnet/` admin endpoints)
 * and an indexer server over one in-memory ledger, in this process. Used by `npm run devnet`
 * (cli.ts), by vitest suites and by Playwright setup.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adminRoutes } from './admin-routes';
import { algodRoutes } from './algod-routes';
import {
  DEFAULT_ALGOD_PORT,
  DEFAULT_HOST,
  DEFAULT_INDEXER_PORT,
  DEFAULT_TOKEN,
  GENESIS_HASH_B64,
  GENESIS_ID,
} from './constants';
import { createApiServer } from './http';
import { indexerRoutes } from './indexer-routes';
import { DevnetNode, type DevnetFaults } from './node';
import { loadState, saveState } from './state-file';

export type { DevnetFaults } from './node';

export interface DevnetOptions {
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** 0 picks a free port. Default 4001, as LocalNet. */
  algodPort?: number;
  /** 0 picks a free port. Default 8980, as LocalNet. */
  indexerPort?: number;
  /** API token for both servers (default `a` x 64, as LocalNet); an empty string disables auth. */
  token?: string;
  /** 25-word mnemonic of the account holding the initial supply; a new one is made when absent. */
  dispenserMnemonic?: string;
  /** Also make an empty round every N seconds (rounds otherwise only come with transactions). */
  roundIntervalSeconds?: number;
  /** Load the chain from this file at start (if it exists) and keep saving it there. */
  stateFile?: string;
  faults?: Partial<DevnetFaults>;
}

export interface Devnet {
  algodUrl: string;
  indexerUrl: string;
  /** Base URL of the admin endpoints (`POST {adminUrl}/fund` ...). */
  adminUrl: string;
  token: string;
  algodPort: number;
  indexerPort: number;
  genesisId: string;
  /** Base64. */
  genesisHash: string;
  dispenser: { addr: string; mnemonic: string };
  /** Pays from the dispenser; resolves with the confirmed transaction id. */
  fund(address: string, microAlgos: number | bigint): Promise<string>;
  /** Makes `n` empty rounds at once. */
  advanceRounds(n: number): void;
  currentRound(): number;
  /** Records a (free) heartbeat for an online, incentive-eligible account; returns its txid. */
  heartbeat(address: string): string;
  /** Sets the round the account last proposed a block in (default: the current round). */
  setLastProposed(address: string, round?: number): void;
  setFaults(f: Partial<DevnetFaults>): void;
  stop(): Promise<void>;
}

/** Saving is debounced: a burst of transactions costs one write. */
const SAVE_DELAY_MS = 200;

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? DEFAULT_HOST;
  const token = options.token ?? DEFAULT_TOKEN;
  const saved = options.stateFile ? await loadState(options.stateFile) : undefined;
  if (
    saved &&
    options.dispenserMnemonic &&
    !sameWords(saved.dispenserMnemonic, options.dispenserMnemonic)
  ) {
    throw new Error(
      `state file ${options.stateFile} was made with another dispenser; remove it or unset the dispenser mnemonic`,
    );
  }
  const node = new DevnetNode({
    dispenserMnemonic: saved?.dispenserMnemonic ?? options.dispenserMnemonic,
    faults: options.faults,
    roundIntervalSeconds: options.roundIntervalSeconds,
  });
  if (saved) node.replay(saved.blocks, saved.lastRound);

  const urls = { algod: '', indexer: '' };
  const algod = createApiServer({
    name: 'algod',
    routes: [...algodRoutes(node), ...adminRoutes(node, () => urls)],
    token,
    faults: () => node.faults,
  });
  const indexer = createApiServer({
    name: 'indexer',
    routes: indexerRoutes(node),
    token,
    faults: () => node.faults,
  });

  let algodPort: number;
  let indexerPort: number;
  try {
    algodPort = await listen(algod, host, options.algodPort ?? DEFAULT_ALGOD_PORT, 'algod');
    indexerPort = await listen(
      indexer,
      host,
      options.indexerPort ?? DEFAULT_INDEXER_PORT,
      'indexer',
    );
  } catch (err) {
    node.stop();
    await Promise.all([close(algod), close(indexer)]);
    throw err;
  }
  const urlHost = urlHostFor(host);
  urls.algod = `http://${urlHost}:${algodPort}`;
  urls.indexer = `http://${urlHost}:${indexerPort}`;

  const persistence = options.stateFile ? persist(node, options.stateFile) : undefined;
  let stopped: Promise<void> | undefined;

  return {
    algodUrl: urls.algod,
    indexerUrl: urls.indexer,
    adminUrl: `${urls.algod}/devnet`,
    token,
    algodPort,
    indexerPort,
    genesisId: GENESIS_ID,
    genesisHash: GENESIS_HASH_B64,
    dispenser: { ...node.dispenser },
    fund: async (address, microAlgos) => node.fund(address, BigInt(microAlgos)),
    advanceRounds: (n) => node.advanceRounds(n),
    currentRound: () => node.ledger.currentRound,
    heartbeat: (address) => node.heartbeat(address),
    setLastProposed: (address, round) =>
      node.setLastProposed(address, round ?? node.ledger.currentRound),
    setFaults: (f) => node.setFaults(f),
    stop: () => {
      stopped ??= (async () => {
        node.stop();
        await Promise.all([close(algod), close(indexer)]);
        await persistence?.flush();
      })();
      return stopped;
    },
  };
}

function sameWords(a: string, b: string): boolean {
  const norm = (s: string): string => s.trim().split(/\s+/).join(' ').toLowerCase();
  return norm(a) === norm(b);
}

/** The host to put in URLs: a wildcard listen address is reached through loopback. */
function urlHostFor(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function listen(server: Server, host: string, port: number, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `devnet ${name}: port ${port} on ${host} is already in use (is another devnet or LocalNet running?)`,
            )
          : err,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Long polls (wait-for-block-after) and keep-alive sockets would otherwise hold close() open.
    server.closeAllConnections();
  });
}

function persist(node: DevnetNode, path: string): { flush(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const write = (): Promise<void> => {
    timer = undefined;
    const state = {
      dispenserMnemonic: node.dispenser.mnemonic,
      lastRound: node.ledger.currentRound,
      blocks: node.ledger.blocks(),
    };
    writing = writing
      .then(() => saveState(path, state))
      .catch((err: unknown) => console.error(`[devnet] could not save state to ${path}:`, err));
    return writing;
  };
  node.onChange(() => {
    timer ??= setTimeout(() => void write(), SAVE_DELAY_MS);
  });
  return {
    flush: () => {
      if (timer) clearTimeout(timer);
      return write();
    },
  };
}
