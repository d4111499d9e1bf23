/**
 * What the evaluator needs from the chain around it. devnet/apply.ts implements these for a real
 * group; tests implement them with maps. Values on the AVM stack are `bigint` (uint64) or
 * `Uint8Array` ([]byte); addresses are 32-byte public keys.
 */
export type StackValue = bigint | Uint8Array;

/**
 * A change a program made to app state (algod's ApplicationStateOperation): `g` global, `l` local
 * (of `account`), `b` a box; `w` write (with the new value), `d` delete. Simulate's exec trace.
 */
export interface StateChange {
  type: 'g' | 'l' | 'b';
  op: 'w' | 'd';
  key: Uint8Array;
  account?: Uint8Array;
  value?: StackValue;
}

/** One transaction of the group as the program sees it (txn, gtxn, gtxns and their array forms). */
export interface TxnView {
  /** A scalar field by its spec name (`Sender`, `Fee`, `OnCompletion`, ...). */
  field(name: string): StackValue;
  /**
   * Element `index` of an array field as `txna` reads it: `Accounts 0` is the sender and
   * `Applications 0` the called app (foreign entries from 1), `Assets` from 0; undefined past the end.
   */
  arrayField(name: string, index: number): StackValue | undefined;
  /** How many indexes `arrayField` answers (Accounts and Applications count their entry 0). */
  arrayLength(name: string): number;
}

/**
 * An inner transaction as a program prepared it: scalar fields and array fields by their spec
 * names (`Type`/`TypeEnum` both set, `Sender` the app's address unless set, `Fee` absent unless
 * set: the ledger then charges the minimum less the group's fee credit).
 */
export interface InnerTransaction {
  fields: Map<string, StackValue>;
  arrays: Map<string, StackValue[]>;
}

/** Who submits an inner group, and the pools its programs share. */
export interface InnerCaller {
  appId: bigint;
  budget: { remaining: number };
  inner: { remaining: number };
  /** The depth the inner transactions run at (1 for those of a top-level call). */
  depth: number;
}

/** The account, asset and application data behind acct/asset/app opcodes and state access. */
export interface AvmLedger {
  /** `global` fields that come from the chain (`Round`, `LatestTimestamp`, `MinTxnFee`, ...). */
  globalField(name: string): StackValue | undefined;

  appGlobalGet(app: bigint, key: Uint8Array): StackValue | undefined;
  appGlobalPut(app: bigint, key: Uint8Array, value: StackValue): void;
  appGlobalDel(app: bigint, key: Uint8Array): void;
  optedIn(account: Uint8Array, app: bigint): boolean;
  appLocalGet(account: Uint8Array, app: bigint, key: Uint8Array): StackValue | undefined;
  appLocalPut(account: Uint8Array, app: bigint, key: Uint8Array, value: StackValue): void;
  appLocalDel(account: Uint8Array, app: bigint, key: Uint8Array): void;

  /** A box of `app`, undefined when it does not exist. */
  boxGet(app: bigint, name: Uint8Array): Uint8Array | undefined;
  /** Creates or replaces a box (the evaluator has checked the size rules). */
  boxPut(app: bigint, name: Uint8Array, value: Uint8Array): void;
  boxDel(app: bigint, name: Uint8Array): boolean;

  balance(account: Uint8Array): bigint;
  minBalance(account: Uint8Array): bigint;
  /** `acct_params_get`'s fields by name; undefined for an account the ledger does not know. */
  acctParam(account: Uint8Array, field: string): StackValue | undefined;
  assetHolding(account: Uint8Array, asset: bigint): { amount: bigint; frozen: boolean } | undefined;
  /** `asset_params_get`'s fields by name; undefined for an asset that does not exist. */
  assetParam(asset: bigint, field: string): StackValue | undefined;
  /** `app_params_get`'s fields by name; undefined for an application that does not exist. */
  appParam(app: bigint, field: string): StackValue | undefined;
  /** `voter_params_get`'s fields by name as of the balance round; undefined for an unknown account. */
  voterParam(account: Uint8Array, field: string): StackValue | undefined;
  /** The total online stake in the agreement round. */
  onlineStake(): bigint;
  /** `block`'s fields of a past round; undefined for a round the ledger does not have. */
  blockField(round: bigint, field: string): StackValue | undefined;

  /**
   * Applies an inner group at once (all or nothing) and answers each transaction as `itxn` reads
   * it (with `Logs`, `CreatedAssetID`, ...). Throws `InnerTxnFailure` naming the one that failed.
   * A ledger without it refuses inner transactions.
   */
  submitInner?(group: readonly InnerTransaction[], caller: InnerCaller): TxnView[];
}
