/**
 * The in-memory ledger: committed state, per-account history (for the indexer's `round`
 * parameter), confirmed transactions and rounds. Like algod in DevMode, every accepted group is
 * a block of its own.
 *
 * A group is first evaluated against a private StateView (nothing shared changes, so a rejection
 * leaves no trace), then committed in one synchronous step.
 */
import { computeGroupID, type SignedTransaction } from 'algosdk';
import { applyTransaction, ApplyError, type ApplyData } from './apply';
import { groupRun, type GroupRun } from './app-call';
import type { UnnamedResourcePolicy } from './avm/resources';
import {
  FEE_SINK,
  FEE_SINK_INITIAL,
  GENESIS_HASH,
  GENESIS_ID,
  INITIAL_TXN_COUNTER,
} from './constants';
import { toBase32 } from './encoding';
import { ApiError, badRequest, TxnError } from './errors';
import {
  EMPTY_ACCOUNT,
  isEmptyAccount,
  minBalance,
  StateView,
  type AccountData,
  type AppRecord,
  type AssetRecord,
  type SigType,
  type StateReader,
} from './ledger-state';
import type { DecodedTxn } from './txn-decode';

/** algod wraps every pool rejection in this prefix. */
export const POOL_PREFIX = 'TransactionPool.Remember: ';

export interface TxnRecord {
  readonly id: string;
  readonly stxn: SignedTransaction;
  readonly raw: Uint8Array;
  readonly round: number;
  /** Position in the block (the indexer's intra-round-offset). */
  readonly intra: number;
  /** Block timestamp, Unix seconds. */
  readonly roundTime: number;
  readonly applyData: ApplyData;
}

/** What the indexer knows about an account beyond its consensus data. */
export interface AccountMeta {
  readonly createdAtRound: number;
  readonly closedAtRound: number | undefined;
  readonly sigType: SigType | undefined;
}

export interface AccountVersion {
  readonly round: number;
  readonly data: AccountData;
  readonly meta: AccountMeta;
}

/** A group that passed every check, waiting to be committed as the next round. */
export interface EvaluatedGroup {
  readonly round: number;
  readonly txns: readonly DecodedTxn[];
  readonly applyData: readonly ApplyData[];
  readonly view: StateView;
}

export interface GenesisAllocation {
  readonly address: string;
  readonly microAlgos: bigint;
}

export function sigTypeOf(stxn: SignedTransaction): SigType | undefined {
  if (stxn.sig) return 'sig';
  if (stxn.msig) return 'msig';
  if (stxn.lsig) return 'lsig';
  return undefined;
}

export class Ledger implements StateReader {
  private readonly accounts = new Map<string, AccountVersion[]>();
  private readonly assets = new Map<bigint, AssetRecord>();
  private readonly apps = new Map<bigint, AppRecord>();
  /** Boxes by boxKey(app, name). */
  private readonly boxes = new Map<string, Uint8Array>();
  private readonly confirmed: TxnRecord[] = [];
  private readonly byId = new Map<string, TxnRecord>();
  private readonly roundListeners = new Set<(round: number) => void>();
  /** Leases in force: "sender/lease" to the last round of the transaction that took it. */
  private readonly leases = new Map<string, bigint>();
  private txnCounter = INITIAL_TXN_COUNTER;
  private round = 0;
  private lastRoundAtMs = Date.now();
  /** The last block's timestamp (Unix seconds): what programs read as LatestTimestamp. */
  private lastTimestamp = Math.floor(Date.now() / 1000);

  constructor(allocations: readonly GenesisAllocation[]) {
    const genesis: GenesisAllocation[] = [
      ...allocations,
      { address: FEE_SINK, microAlgos: FEE_SINK_INITIAL },
    ];
    for (const a of genesis) {
      this.accounts.set(a.address, [
        {
          round: 0,
          data: { ...EMPTY_ACCOUNT, microAlgos: a.microAlgos },
          meta: { createdAtRound: 0, closedAtRound: undefined, sigType: undefined },
        },
      ]);
    }
  }

  // ----- reads -----------------------------------------------------------------------------

  get currentRound(): number {
    return this.round;
  }

  /** Milliseconds since the last round was made (algod's time-since-last-round). */
  msSinceLastRound(): number {
    return Date.now() - this.lastRoundAtMs;
  }

  getAccount(address: string): AccountData | undefined {
    return this.accounts.get(address)?.at(-1)?.data;
  }

  /** The account as of `round` (latest version at or before it); undefined if it did not exist. */
  accountAt(address: string, round: number = this.round): AccountVersion | undefined {
    const versions = this.accounts.get(address);
    if (!versions) return undefined;
    let lo = 0;
    let hi = versions.length - 1;
    let found: AccountVersion | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = versions[mid];
      if (v && v.round <= round) {
        found = v;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  /** Every address the ledger has seen, with its latest version. */
  *accountVersions(): IterableIterator<[string, AccountVersion]> {
    for (const [address, versions] of this.accounts) {
      const last = versions.at(-1);
      if (last) yield [address, last];
    }
  }

  /** An asset record, destroyed ones included (check `destroyedAtRound`). */
  getAsset(index: bigint): AssetRecord | undefined {
    return this.assets.get(index);
  }

  /** All assets ever created, by ascending id. */
  allAssets(): AssetRecord[] {
    return [...this.assets.values()].sort((a, b) =>
      a.index < b.index ? -1 : a.index > b.index ? 1 : 0,
    );
  }

  /** An app record, deleted ones included (check `deletedAtRound`). */
  getApp(index: bigint): AppRecord | undefined {
    return this.apps.get(index);
  }

  /** All apps ever created, by ascending id. */
  allApps(): AppRecord[] {
    return [...this.apps.values()].sort((a, b) =>
      a.index < b.index ? -1 : a.index > b.index ? 1 : 0,
    );
  }

  getBox(key: string): Uint8Array | undefined {
    return this.boxes.get(key);
  }

  /** The names of an app's boxes (raw bytes), in no particular order. */
  boxNames(app: bigint): Uint8Array[] {
    const prefix = `${app}/`;
    const out: Uint8Array[] = [];
    for (const key of this.boxes.keys()) {
      if (key.startsWith(prefix)) out.push(Buffer.from(key.slice(prefix.length), 'hex'));
    }
    return out;
  }

  /** Confirmed transactions in ledger order (round, then intra-round offset). */
  transactions(): readonly TxnRecord[] {
    return this.confirmed;
  }

  transaction(id: string): TxnRecord | undefined {
    return this.byId.get(id);
  }

  // ----- rounds ----------------------------------------------------------------------------

  onRound(listener: (round: number) => void): () => void {
    this.roundListeners.add(listener);
    return () => this.roundListeners.delete(listener);
  }

  /** Makes `n` empty rounds (the timer, `advanceRounds`, and replay of saved state). */
  advance(n: number): void {
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot advance ${n} rounds`);
    if (n === 0) return;
    this.round += n;
    this.lastRoundAtMs = Date.now();
    this.lastTimestamp = Math.floor(this.lastRoundAtMs / 1000);
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.roundListeners]) listener(this.round);
  }

  // ----- evaluation --------------------------------------------------------------------------

  /**
   * Runs every ledger check algod's pool runs, in algod's order, for a group that verify.ts has
   * already accepted. Throws an ApiError (400, algod's text; a TxnError naming the member when one
   * member is at fault) or returns the group ready to commit. Nothing shared changes either way.
   * Each member's apply data is appended to `applyData` as it passes, so that a simulation can
   * show how far a failing group got.
   */
  evaluate(
    group: readonly DecodedTxn[],
    applyData: ApplyData[] = [],
    unnamed?: UnnamedResourcePolicy,
    /** Simulate's state-change trace: apply data then carries each program's changes. */
    traced = false,
  ): EvaluatedGroup {
    const round = this.round + 1;
    checkGroupStructure(group);
    const view = new StateView(this, this.txnCounter);
    const seen = new Set<string>();
    const leasesInGroup = new Map<string, bigint>();
    const run = groupRun(
      group.map((d) => d.stxn.txn),
      { round, latestTimestamp: BigInt(this.lastTimestamp) },
      unnamed,
      traced,
    );
    group.forEach((d, index) => {
      try {
        applyData.push(this.evaluateMember(d, { round, view, seen, leasesInGroup, run, index }));
      } catch (err) {
        if (err instanceof ApiError && !(err instanceof TxnError)) {
          throw new TxnError(err.message, index);
        }
        throw err;
      }
    });
    return { round, txns: group, applyData, view };
  }

  private evaluateMember(
    d: DecodedTxn,
    g: {
      round: number;
      view: StateView;
      seen: Set<string>;
      leasesInGroup: Map<string, bigint>;
      run: GroupRun;
      index: number;
    },
  ): ApplyData {
    const { round, view } = g;
    const txn = d.stxn.txn;
    checkAlive(d, round);
    if (this.byId.has(d.id) || g.seen.has(d.id)) {
      throw badRequest(`${POOL_PREFIX}transaction already in ledger: ${d.id}`);
    }
    g.seen.add(d.id);

    const sender = txn.sender.toString();
    const lease = leaseKey(d);
    if (lease !== undefined) {
      const heldUntil = g.leasesInGroup.get(lease) ?? this.leases.get(lease);
      if (heldUntil !== undefined && BigInt(round) <= heldUntil) {
        throw badRequest(
          `${POOL_PREFIX}transaction ${d.id} using an overlapping lease (sender, lease):(${lease.replace('/', ', ')})`,
        );
      }
      g.leasesInGroup.set(lease, txn.lastValid);
    }

    const correct = view.account(sender).authAddr ?? sender;
    const actual = (d.stxn.sgnr ?? txn.sender).toString();
    if (actual !== correct) {
      throw badRequest(
        `${POOL_PREFIX}transaction ${d.id}: should have been authorized by ${correct} but was actually authorized by ${actual}`,
      );
    }

    let applied: ApplyData;
    try {
      applied = applyTransaction(txn, { view, round, group: g.run, groupIndex: g.index });
    } catch (err) {
      if (err instanceof ApplyError) {
        throw badRequest(`${POOL_PREFIX}transaction ${d.id}: ${err.message}`);
      }
      throw err;
    }
    view.txnCounter += 1n;
    // gaid/gaids read what an earlier member created; app-call.ts records created apps itself.
    const member = g.run.results[g.index];
    if (member && applied.createdAssetIndex !== undefined) {
      member.createdId = applied.createdAssetIndex;
    }
    if (applied.createdAssetIndex !== undefined)
      g.run.resources.assetCreated(applied.createdAssetIndex);

    // Like algod, after each transaction every account the group has touched so far must hold
    // its minimum balance, unless it is now empty (closed).
    for (const [address, data] of view.modifiedAccounts()) {
      if (address === FEE_SINK || isEmptyAccount(data)) continue;
      const min = minBalance(data);
      if (data.microAlgos < min) {
        throw badRequest(
          `${POOL_PREFIX}transaction ${d.id}: account ${address} balance ${data.microAlgos} below min ${min} (${data.holdings.size} assets)`,
        );
      }
    }
    return applied;
  }

  /** Makes the evaluated group the next round. `roundTime` is Unix seconds (now by default). */
  commit(e: EvaluatedGroup, roundTime: number = Math.floor(Date.now() / 1000)): TxnRecord[] {
    if (e.round !== this.round + 1) {
      throw new Error(`evaluated for round ${e.round} but the next round is ${this.round + 1}`);
    }
    const round = e.round;
    const senders = new Map<string, SigType | undefined>();
    for (const d of e.txns) senders.set(d.stxn.txn.sender.toString(), sigTypeOf(d.stxn));

    // Every sender is among the modified accounts: paying the fee (even 0) writes its record.
    for (const [address, data] of e.view.modifiedAccounts()) {
      this.putVersion(address, round, data, senders.get(address));
    }
    for (const asset of e.view.modifiedAssets()) this.assets.set(asset.index, asset);
    for (const app of e.view.modifiedApps()) this.apps.set(app.index, app);
    for (const [key, value] of e.view.modifiedBoxes()) {
      if (value === null) this.boxes.delete(key);
      else this.boxes.set(key, value);
    }
    this.txnCounter = e.view.txnCounter;

    const records = e.txns.map((d, intra): TxnRecord => {
      const applyData = e.applyData[intra];
      if (!applyData) throw new Error('missing apply data');
      return { id: d.id, stxn: d.stxn, raw: d.raw, round, intra, roundTime, applyData };
    });
    for (const r of records) {
      this.confirmed.push(r);
      this.byId.set(r.id, r);
    }
    for (const d of e.txns) {
      const lease = leaseKey(d);
      if (lease !== undefined) this.leases.set(lease, d.stxn.txn.lastValid);
    }
    this.round = round;
    this.lastRoundAtMs = Date.now();
    this.lastTimestamp = roundTime;
    this.notify();
    return records;
  }

  private putVersion(
    address: string,
    round: number,
    data: AccountData,
    sigType: SigType | undefined,
  ): void {
    const versions = this.accounts.get(address);
    const prev = versions?.at(-1);
    if (!prev && isEmptyAccount(data)) return; // touched but never funded: not an account yet
    const wasOpen = prev !== undefined && !isEmptyAccount(prev.data);
    const isOpen = !isEmptyAccount(data);
    const meta: AccountMeta = {
      createdAtRound: prev?.meta.createdAtRound ?? round,
      closedAtRound: isOpen ? undefined : wasOpen ? round : prev?.meta.closedAtRound,
      sigType: sigType ?? prev?.meta.sigType,
    };
    const version: AccountVersion = { round, data, meta };
    if (!versions) this.accounts.set(address, [version]);
    else if (prev?.round === round) versions[versions.length - 1] = version;
    else versions.push(version);
  }

  /**
   * Changes an existing account outside any transaction, as of the current round (for what the
   * devnet cannot make happen on chain, such as proposing a block). Not kept in a state file.
   */
  adjustAccount(address: string, change: (data: AccountData) => AccountData): AccountData {
    const current = this.getAccount(address);
    if (!current || isEmptyAccount(current)) throw badRequest(`account ${address} does not exist`);
    const next = change(current);
    this.putVersion(address, this.round, next, undefined);
    return next;
  }

  /** The saved form of the chain: every block that holds transactions, and the last round. */
  blocks(): { round: number; roundTime: number; txns: Uint8Array[] }[] {
    const out: { round: number; roundTime: number; txns: Uint8Array[] }[] = [];
    for (const r of this.confirmed) {
      const last = out.at(-1);
      if (last && last.round === r.round) last.txns.push(r.raw);
      else out.push({ round: r.round, roundTime: r.roundTime, txns: [r.raw] });
    }
    return out;
  }
}

/** The lease a transaction takes, as "sender/base64 lease"; undefined without one. */
function leaseKey(d: DecodedTxn): string | undefined {
  const lease = d.stxn.txn.lease;
  if (!lease || lease.every((b) => b === 0)) return undefined;
  return `${d.stxn.txn.sender.toString()}/${Buffer.from(lease).toString('base64')}`;
}

/** BlockEvaluator.TestTransactionGroup: one group id, matching exactly the submitted members. */
function checkGroupStructure(group: readonly DecodedTxn[]): void {
  const first = group[0]?.stxn.txn.group;
  const same = (a: Uint8Array | undefined, b: Uint8Array | undefined): boolean =>
    (a === undefined && b === undefined) ||
    (a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b)));
  const show = (g: Uint8Array | undefined): string => toBase32(g ?? new Uint8Array(32));
  group.forEach((d, gi) => {
    const g = d.stxn.txn.group;
    if (!same(g, first)) {
      throw badRequest(
        `${POOL_PREFIX}transactionGroup: inconsistent group values: ${show(g)} != ${show(first)}`,
      );
    }
    if (g === undefined && group.length > 1) {
      throw badRequest(
        `${POOL_PREFIX}transactionGroup: [${gi}] had zero Group but was submitted in a group of ${group.length}`,
      );
    }
  });
  if (first === undefined) return;
  // The group id hashes the members' ids computed *without* their `grp` field, so it is cleared
  // for the computation (algosdk's computeGroupID hashes whatever the transactions hold).
  const txns = group.map((d) => d.stxn.txn);
  const saved = txns.map((t) => t.group);
  let expected: Uint8Array;
  try {
    for (const t of txns) t.group = undefined;
    expected = computeGroupID(txns);
  } finally {
    txns.forEach((t, i) => (t.group = saved[i]));
  }
  if (!same(first, expected)) {
    throw badRequest(
      `${POOL_PREFIX}transactionGroup: incomplete group: ${show(first)} != ${show(expected)}`,
    );
  }
}

/** Block.Alive: inside the validity window, and for this chain's genesis. */
function checkAlive(d: DecodedTxn, round: number): void {
  const txn = d.stxn.txn;
  const r = BigInt(round);
  if (txn.firstValid > r || txn.lastValid < r) {
    throw badRequest(
      `${POOL_PREFIX}txn dead: round ${round} outside of ${txn.firstValid}--${txn.lastValid}`,
    );
  }
  if (txn.genesisID && txn.genesisID !== GENESIS_ID) {
    throw badRequest(
      `${POOL_PREFIX}tx.GenesisID <${txn.genesisID}> does not match expected <${GENESIS_ID}>`,
    );
  }
  const gh = txn.genesisHash;
  if (!gh || gh.every((b) => b === 0)) {
    throw badRequest(`${POOL_PREFIX}required tx.GenesisHash is missing`);
  }
  if (!Buffer.from(gh).equals(Buffer.from(GENESIS_HASH))) {
    throw badRequest(
      `${POOL_PREFIX}tx.GenesisHash <${toBase32(gh)}> does not match expected <${toBase32(GENESIS_HASH)}>`,
    );
  }
}
