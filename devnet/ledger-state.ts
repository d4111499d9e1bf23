/**
 * The consensus state the devnet keeps (accounts and assets), and the copy-on-write view that a
 * transaction group is evaluated in. A group writes only to its view; the ledger merges the view
 * when the whole group has passed, so a rejected group never leaves a trace (algod's roundCowState
 * plays the same part).
 */
import { MIN_BALANCE } from './constants';

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

/** What algod stores for an account (apps and boxes are not supported here). */
export interface AccountData {
  readonly microAlgos: bigint;
  readonly status: AccountStatus;
  /** The rekey target; undefined when the account signs for itself. */
  readonly authAddr: string | undefined;
  readonly participation: Participation | undefined;
  readonly incentiveEligible: boolean;
  readonly lastHeartbeat: bigint;
  /** Asset holdings, the creator's own included (every created asset is also held). */
  readonly holdings: ReadonlyMap<bigint, Holding>;
  readonly createdAssets: ReadonlySet<bigint>;
}

export const EMPTY_ACCOUNT: AccountData = Object.freeze({
  microAlgos: 0n,
  status: 'Offline',
  authAddr: undefined,
  participation: undefined,
  incentiveEligible: false,
  lastHeartbeat: 0n,
  holdings: new Map<bigint, Holding>(),
  createdAssets: new Set<bigint>(),
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
    a.createdAssets.size === 0
  );
}

/** 0.1 Algo, plus 0.1 Algo per asset held (a creator holds what it created). */
export function minBalance(a: AccountData): bigint {
  return MIN_BALANCE * BigInt(1 + a.holdings.size);
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

/** Read access to committed state. */
export interface StateReader {
  getAccount(address: string): AccountData | undefined;
  getAsset(index: bigint): AssetRecord | undefined;
}

/**
 * A group's private, copy-on-write view of the ledger. Records are immutable: a change puts a
 * new record, so the committed state underneath is never touched.
 */
export class StateView {
  private readonly accounts = new Map<string, AccountData>();
  private readonly assets = new Map<bigint, AssetRecord>();

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

  /** Addresses written so far, in first-write order. */
  modifiedAccounts(): IterableIterator<[string, AccountData]> {
    return this.accounts.entries();
  }

  modifiedAssets(): IterableIterator<AssetRecord> {
    return this.assets.values();
  }
}
