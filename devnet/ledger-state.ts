/**
 * The consensus state the devnet keeps (accounts, assets and apps), and the copy-on-write view that a
 * transaction group is evaluated in. A group writes only to its view; the ledger merges the view
 * when the whole group has passed, so a rejected group never leaves a trace (algod's roundCowState
 * plays the same part).
 */
import {
  APP_FLAT_OPT_IN_MIN_BALANCE,
  BOX_BYTE_MIN_BALANCE,
  BOX_FLAT_MIN_BALANCE,
  APP_FLAT_PARAMS_MIN_BALANCE,
  MIN_BALANCE,
  SCHEMA_BYTES_MIN_BALANCE,
  SCHEMA_MIN_BALANCE_PER_ENTRY,
  SCHEMA_UINT_MIN_BALANCE,
} from './constants';

export type AccountStatus = 'Offline' | 'Online' | 'NotParticipating';
export type SigType = 'sig' | 'msig' | 'lsig';

export interface Holding {
  readonly amount: bigint;
  readonly frozen: boolean;
  readonly optedInAtRound: number;
}

export interface Participation {
  readonly selectionKey: Uint8Array;
  readonly voteKey: Uint8Array;
  readonly stateProofKey: Uint8Array | undefined;
  readonly voteFirst: bigint;
  readonly voteLast: bigint;
  readonly voteKeyDilution: bigint;
}

/** An application's state schema: how many uints and byte slices it may store. */
export interface StateSchema {
  readonly numUint: number;
  readonly numByteSlice: number;
}

export const EMPTY_SCHEMA: StateSchema = Object.freeze({ numUint: 0, numByteSlice: 0 });

export function addSchema(a: StateSchema, b: StateSchema): StateSchema {
  return { numUint: a.numUint + b.numUint, numByteSlice: a.numByteSlice + b.numByteSlice };
}

/** Saturating at 0, as algod's SubSchema. */
export function subSchema(a: StateSchema, b: StateSchema): StateSchema {
  return {
    numUint: Math.max(0, a.numUint - b.numUint),
    numByteSlice: Math.max(0, a.numByteSlice - b.numByteSlice),
  };
}

/** A state value: a uint64 or bytes, as on the AVM stack. */
export type TealValue = bigint | Uint8Array;

/** A global or local key-value store; keys are the key bytes in hex. */
export type KeyValue = ReadonlyMap<string, TealValue>;

export const EMPTY_KV: KeyValue = new Map<string, TealValue>();

/** How many uints and byte slices a key-value store holds (what its schema limits). */
export function countSchema(kv: KeyValue): StateSchema {
  let numUint = 0;
  let numByteSlice = 0;
  for (const v of kv.values()) {
    if (typeof v === 'bigint') numUint++;
    else numByteSlice++;
  }
  return { numUint, numByteSlice };
}

/** An account's local state in an app: its schema (which the minimum balance counts) and values. */
export interface AppLocalState {
  readonly schema: StateSchema;
  readonly optedInAtRound: number;
  readonly kv: KeyValue;
}

/** What algod stores for an account. */
export interface AccountData {
  readonly microAlgos: bigint;
  readonly status: AccountStatus;
  /** The rekey target; undefined when the account signs for itself. */
  readonly authAddr: string | undefined;
  readonly participation: Participation | undefined;
  readonly incentiveEligible: boolean;
  /** The round of the last heartbeat or go-online registration (0: never). */
  readonly lastHeartbeat: bigint;
  /** The round of the last block this account proposed (0: never; set by an admin endpoint). */
  readonly lastProposed: bigint;
  /** Asset holdings, the creator's own included (every created asset is also held). */
  readonly holdings: ReadonlyMap<bigint, Holding>;
  readonly createdAssets: ReadonlySet<bigint>;
  readonly appLocalStates: ReadonlyMap<bigint, AppLocalState>;
  readonly createdApps: ReadonlySet<bigint>;
  /**
   * algod's TotalAppSchema: the global schemas of the apps created plus the local schemas of the
   * apps opted in to, as they were when allocated (the minimum balance counts this).
   */
  readonly totalAppSchema: StateSchema;
  readonly totalExtraAppPages: number;
  /** Boxes of the app this account belongs to, and their names' and values' bytes (MBR). */
  readonly totalBoxes: number;
  readonly totalBoxBytes: number;
}

export const EMPTY_ACCOUNT: AccountData = Object.freeze({
  microAlgos: 0n,
  status: 'Offline',
  authAddr: undefined,
  participation: undefined,
  incentiveEligible: false,
  lastHeartbeat: 0n,
  lastProposed: 0n,
  holdings: new Map<bigint, Holding>(),
  createdAssets: new Set<bigint>(),
  appLocalStates: new Map<bigint, AppLocalState>(),
  createdApps: new Set<bigint>(),
  totalAppSchema: EMPTY_SCHEMA,
  totalExtraAppPages: 0,
  totalBoxes: 0,
  totalBoxBytes: 0,
});

/** An account in this state does not exist for algod, and may fall below the minimum balance. */
export function isEmptyAccount(a: AccountData): boolean {
  return (
    a.microAlgos === 0n &&
    a.status === 'Offline' &&
    a.authAddr === undefined &&
    a.participation === undefined &&
    !a.incentiveEligible &&
    a.holdings.size === 0 &&
    a.createdAssets.size === 0 &&
    a.appLocalStates.size === 0 &&
    a.createdApps.size === 0 &&
    a.totalBoxes === 0
  );
}

/**
 * algod's MinBalance: 0.1 Algo, plus 0.1 Algo per asset held (a creator holds what it created),
 * per app created, per extra program page and per app opted in to, plus the state schema's
 * entries (25,000 each, and 3,500 more per uint or 25,000 more per byte slice), plus, for an
 * app's account, 2,500 per box and 400 per byte of its boxes' names and values.
 */
export function minBalance(a: AccountData): bigint {
  const schema = a.totalAppSchema;
  const uints = BigInt(schema.numUint);
  const bytes = BigInt(schema.numByteSlice);
  return (
    MIN_BALANCE * BigInt(1 + a.holdings.size) +
    APP_FLAT_PARAMS_MIN_BALANCE * BigInt(a.createdApps.size + a.totalExtraAppPages) +
    APP_FLAT_OPT_IN_MIN_BALANCE * BigInt(a.appLocalStates.size) +
    SCHEMA_MIN_BALANCE_PER_ENTRY * (uints + bytes) +
    SCHEMA_UINT_MIN_BALANCE * uints +
    SCHEMA_BYTES_MIN_BALANCE * bytes +
    BOX_FLAT_MIN_BALANCE * BigInt(a.totalBoxes) +
    BOX_BYTE_MIN_BALANCE * BigInt(a.totalBoxBytes)
  );
}

export interface AssetParams {
  readonly total: bigint;
  readonly decimals: number;
  readonly defaultFrozen: boolean;
  readonly unitName: string | undefined;
  readonly name: string | undefined;
  readonly url: string | undefined;
  readonly metadataHash: Uint8Array | undefined;
  readonly manager: string | undefined;
  readonly reserve: string | undefined;
  readonly freeze: string | undefined;
  readonly clawback: string | undefined;
}

export interface AssetRecord {
  readonly index: bigint;
  readonly creator: string;
  readonly params: AssetParams;
  readonly createdAtRound: number;
  /** Set once destroyed; destroyed assets are kept for the indexer's `include-all`. */
  readonly destroyedAtRound: number | undefined;
}

export interface AppParams {
  readonly approvalProgram: Uint8Array;
  readonly clearStateProgram: Uint8Array;
  readonly globalStateSchema: StateSchema;
  readonly localStateSchema: StateSchema;
  readonly extraProgramPages: number;
  /** Counts updates (algod's app versioning); 0 until the first update. */
  readonly version: number;
  readonly globalState: KeyValue;
}

export interface AppRecord {
  readonly index: bigint;
  readonly creator: string;
  readonly params: AppParams;
  readonly createdAtRound: number;
  /** Set once deleted; deleted apps are kept for the indexer's `include-all`. */
  readonly deletedAtRound: number | undefined;
}

/** Read access to committed state. */
export interface StateReader {
  getAccount(address: string): AccountData | undefined;
  getAsset(index: bigint): AssetRecord | undefined;
  getApp(index: bigint): AppRecord | undefined;
  /** A box's value; `key` is boxKey(app, name). */
  getBox(key: string): Uint8Array | undefined;
}

/** Where a box is kept: the app id and the name's bytes in hex. */
export function boxKey(app: bigint, name: Uint8Array): string {
  return `${app}/${Buffer.from(name).toString('hex')}`;
}

/**
 * A group's private, copy-on-write view of the ledger. Records are immutable: a change puts a
 * new record, so the committed state underneath is never touched.
 */
export class StateView {
  private readonly accounts = new Map<string, AccountData>();
  private readonly assets = new Map<bigint, AssetRecord>();
  private readonly apps = new Map<bigint, AppRecord>();
  /** Boxes written by the group; null is a deleted box. */
  private readonly boxes = new Map<string, Uint8Array | null>();

  constructor(
    private readonly base: StateReader,
    public txnCounter: bigint,
  ) {}

  account(address: string): AccountData {
    return this.accounts.get(address) ?? this.base.getAccount(address) ?? EMPTY_ACCOUNT;
  }

  putAccount(address: string, data: AccountData): void {
    this.accounts.set(address, data);
  }

  /** A live (not destroyed) asset. */
  asset(index: bigint): AssetRecord | undefined {
    const a = this.assets.get(index) ?? this.base.getAsset(index);
    return a && a.destroyedAtRound === undefined ? a : undefined;
  }

  putAsset(record: AssetRecord): void {
    this.assets.set(record.index, record);
  }

  /** A live (not deleted) app. */
  app(index: bigint): AppRecord | undefined {
    const a = this.apps.get(index) ?? this.base.getApp(index);
    return a && a.deletedAtRound === undefined ? a : undefined;
  }

  putApp(record: AppRecord): void {
    this.apps.set(record.index, record);
  }

  box(key: string): Uint8Array | undefined {
    const b = this.boxes.get(key);
    return b === null ? undefined : (b ?? this.base.getBox(key));
  }

  putBox(key: string, value: Uint8Array | undefined): void {
    this.boxes.set(key, value ?? null);
  }

  modifiedBoxes(): IterableIterator<[string, Uint8Array | null]> {
    return this.boxes.entries();
  }

  /** Addresses written so far, in first-write order. */
  modifiedAccounts(): IterableIterator<[string, AccountData]> {
    return this.accounts.entries();
  }

  modifiedAssets(): IterableIterator<AssetRecord> {
    return this.assets.values();
  }

  modifiedApps(): IterableIterator<AppRecord> {
    return this.apps.values();
  }
}
