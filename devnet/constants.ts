/**
 * Chain parameters of the devnet. They mirror AlgoKit LocalNet (genesis id `dockernet-v1`) and the
 * current Algorand consensus protocol where the wallet can observe them.
 */
import { createHash } from 'node:crypto';

export const GENESIS_ID = 'dockernet-v1';

/**
 * LocalNet makes a random genesis hash every time its network is created. Ours is fixed and
 * derived from a constant string, so that a network the wallet has stored (keyed by genesis
 * hash, as WalletConnect chain ids are) stays valid across devnet restarts.
 */
export const GENESIS_HASH: Uint8Array = new Uint8Array(
  createHash('sha512-256').update('algow devnet genesis: dockernet-v1').digest(),
);
export const GENESIS_HASH_B64 = Buffer.from(GENESIS_HASH).toString('base64');

/** The consensus version label algod reports; the devnet applies the rules listed in README. */
export const CONSENSUS_VERSION =
  'https://github.com/algorandfoundation/specs/tree/236dcc18c9c507d794813ab768e467ea42d1b4d9';

export const MIN_TXN_FEE = 1000n;
export const MIN_BALANCE = 100_000n;
export const MAX_TXN_LIFE = 1000n;
export const MAX_TXN_NOTE_BYTES = 1024;
export const MAX_TX_GROUP_SIZE = 16;
export const MAX_ASSET_NAME_BYTES = 32;
export const MAX_ASSET_UNIT_NAME_BYTES = 8;
export const MAX_ASSET_URL_BYTES = 96;
export const MAX_ASSET_DECIMALS = 19;
/** 256 * 2^16 - 1: the longest participation key validity a keyreg may declare. */
export const MAX_KEYREG_VALID_PERIOD = 16_777_215n;
/** With payouts enabled, a keyreg paying at least this fee makes the account incentive-eligible. */
export const GO_ONLINE_FEE = 2_000_000n;

/** 10,000,000 Algo, all of it held by the dispenser at genesis. */
export const INITIAL_SUPPLY = 10_000_000_000_000n;

/**
 * Real networks start their transaction counter at 1000 so that asset and app ids are never
 * small numbers; the first asset created here therefore gets an id just above 1000, as on LocalNet.
 */
export const INITIAL_TXN_COUNTER = 1000n;

/** LocalNet's fee sink; fees are paid into it so that the total supply is conserved. */
export const FEE_SINK = 'A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE';
/** The fee sink starts with the minimum balance, as on LocalNet. */
export const FEE_SINK_INITIAL = MIN_BALANCE;

export const DEFAULT_TOKEN = 'a'.repeat(64);
export const DEFAULT_ALGOD_PORT = 4001;
export const DEFAULT_INDEXER_PORT = 8980;
export const DEFAULT_HOST = '127.0.0.1';

/** Request bodies above this are refused with a 400 before they are buffered. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How long `wait-for-block-after` holds a request open when no round comes (algod: 1 minute). */
export const WAIT_FOR_BLOCK_TIMEOUT_MS = 60_000;

/** Versions reported by `/versions` and the indexer `/health`. */
export const ALGOD_BUILD = {
  branch: 'rel/stable',
  build_number: 0,
  channel: 'stable',
  commit_hash: 'algow-devnet',
  major: 4,
  minor: 0,
} as const;
export const INDEXER_VERSION = '3.0.0-algow-devnet';
