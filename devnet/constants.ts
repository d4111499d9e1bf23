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

/** Opcode budget each app call adds to its group (MaxAppProgramCost). */
export const APP_CALL_BUDGET = 700;

// Application limits of the current consensus protocol (config/consensus.go).
export const MAX_APP_ARGS = 16;
export const MAX_APP_TOTAL_ARG_LEN = 2048;
export const MAX_APP_TXN_ACCOUNTS = 8; // raised from 4 in v41
export const MAX_APP_TXN_FOREIGN_APPS = 8;
export const MAX_APP_TXN_FOREIGN_ASSETS = 8;
export const MAX_APP_BOX_REFERENCES = 8;
export const MAX_APP_TOTAL_TXN_REFERENCES = 8;
export const MAX_APP_KEY_LEN = 64;
export const MAX_EXTRA_APP_PROGRAM_PAGES = 3;
export const MAX_GLOBAL_SCHEMA_ENTRIES = 64;
export const MAX_LOCAL_SCHEMA_ENTRIES = 16;

// Minimum balance of application state (AppFlatParamsMinBalance and friends).
/** Per created app, and again per extra program page. */
export const APP_FLAT_PARAMS_MIN_BALANCE = 100_000n;
/** Per opted-in app. */
export const APP_FLAT_OPT_IN_MIN_BALANCE = 100_000n;
/** Per state entry (uint or byte slice, global or local), on top of the per-type amounts. */
export const SCHEMA_MIN_BALANCE_PER_ENTRY = 25_000n;
export const SCHEMA_UINT_MIN_BALANCE = 3_500n;
export const SCHEMA_BYTES_MIN_BALANCE = 25_000n;
/** Box minimum balance on the app's account: per box, and per byte of its name and value. */
export const BOX_FLAT_MIN_BALANCE = 2_500n;
export const BOX_BYTE_MIN_BALANCE = 400n;
/** Opcode budget of one logic signature, pooled over the group's logic signatures. */
export const LOGIC_SIG_BUDGET = 20_000;
/** The highest AVM version the devnet's protocol runs (LogicSigVersion). */
export const MAX_AVM_VERSION = 12;
