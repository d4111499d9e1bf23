/** Test helpers: a ledger over maps and a transaction view over a plain record. */
import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { createRequire } from 'node:module';
import { assemble } from './assembler';
import { AvmError, evaluate, type EvalContext, type EvalResult } from './eval';
import type { AvmLedger, StackValue, TxnView } from './ledger';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

export function txnView(
  fields: Record<string, StackValue>,
  arrays: Record<string, StackValue[]> = {},
): TxnView {
  return {
    field: (name) => {
      const value = fields[name];
      if (value === undefined) throw new Error(`test txn has no ${name}`);
      return value;
    },
    arrayField: (name, index) => arrays[name]?.[index],
    arrayLength: (name) => arrays[name]?.length ?? 0,
  };
}

export class MemoryLedger implements AvmLedger {
  readonly globals = new Map<string, StackValue>();
  readonly locals = new Map<string, StackValue>();
  readonly optIns = new Set<string>();
  readonly boxes = new Map<string, Uint8Array>();
  readonly balances = new Map<string, bigint>();
  readonly holdings = new Map<string, { amount: bigint; frozen: boolean }>();
  readonly assets = new Map<bigint, Record<string, StackValue>>();
  readonly apps = new Map<bigint, Record<string, StackValue>>();
  chain: Record<string, StackValue> = {
    Round: 5n,
    LatestTimestamp: 1_700_000_000n,
    MinTxnFee: 1000n,
  };

  globalField(name: string) {
    return this.chain[name];
  }
  appGlobalGet(app: bigint, key: Uint8Array) {
    return this.globals.get(`${app}/${hex(key)}`);
  }
  appGlobalPut(app: bigint, key: Uint8Array, value: StackValue) {
    this.globals.set(`${app}/${hex(key)}`, value);
  }
  appGlobalDel(app: bigint, key: Uint8Array) {
    this.globals.delete(`${app}/${hex(key)}`);
  }
  optedIn(account: Uint8Array, app: bigint) {
    return this.optIns.has(`${hex(account)}/${app}`);
  }
  appLocalGet(account: Uint8Array, app: bigint, key: Uint8Array) {
    return this.locals.get(`${hex(account)}/${app}/${hex(key)}`);
  }
  appLocalPut(account: Uint8Array, app: bigint, key: Uint8Array, value: StackValue) {
    this.locals.set(`${hex(account)}/${app}/${hex(key)}`, value);
  }
  appLocalDel(account: Uint8Array, app: bigint, key: Uint8Array) {
    this.locals.delete(`${hex(account)}/${app}/${hex(key)}`);
  }
  boxGet(app: bigint, name: Uint8Array) {
    return this.boxes.get(`${app}/${hex(name)}`);
  }
  boxPut(app: bigint, name: Uint8Array, value: Uint8Array) {
    this.boxes.set(`${app}/${hex(name)}`, value);
  }
  boxDel(app: bigint, name: Uint8Array) {
    return this.boxes.delete(`${app}/${hex(name)}`);
  }
  balance(account: Uint8Array) {
    return this.balances.get(hex(account)) ?? 0n;
  }
  minBalance(account: Uint8Array) {
    return this.balances.has(hex(account)) ? 100_000n : 0n;
  }
  acctParam(account: Uint8Array, field: string) {
    if (!this.balances.has(hex(account))) return undefined;
    return field === 'AcctBalance' ? this.balance(account) : 0n;
  }
  assetHolding(account: Uint8Array, asset: bigint) {
    return this.holdings.get(`${hex(account)}/${asset}`);
  }
  assetParam(asset: bigint, field: string) {
    return this.assets.get(asset)?.[field];
  }
  appParam(app: bigint, field: string) {
    return this.apps.get(app)?.[field];
  }
  voterParam(account: Uint8Array, field: string) {
    if (!this.balances.has(hex(account))) return undefined;
    return field === 'VoterBalance' ? this.balance(account) : 0n;
  }
  onlineStake() {
    return 9_000_000n;
  }
  blockField(round: bigint, field: string) {
    return field === 'BlkTimestamp' ? 1_700_000_000n + round : undefined;
  }
}

export const SENDER = new Uint8Array(32).fill(7);

export interface RunOptions {
  mode?: 'app' | 'sig';
  budget?: number;
  ledger?: MemoryLedger;
  txn?: TxnView;
  appId?: bigint;
  args?: Uint8Array[];
  earlier?: EvalContext['earlier'];
  groupIndex?: number;
  /** The whole group (else `txn` repeated up to groupIndex). */
  group?: TxnView[];
  resources?: EvalContext['resources'];
}

/** Assembles `teal` (a `#pragma version` line is added when missing) and runs it. */
export function run(teal: string, options: RunOptions = {}): EvalResult & { budgetLeft: number } {
  const source = teal.startsWith('#pragma') ? teal : `#pragma version 12\n${teal}`;
  const budget = { remaining: options.budget ?? 700 };
  const ctx: EvalContext = {
    mode: options.mode ?? 'app',
    group:
      options.group ??
      Array.from(
        { length: (options.groupIndex ?? 0) + 1 },
        () => options.txn ?? txnView({ Sender: SENDER, Fee: 1000n, OnCompletion: 0n }),
      ),
    groupIndex: options.groupIndex ?? 0,
    budget,
    earlier: options.earlier,
    appId: options.appId ?? 1001n,
    args: options.args,
    ledger: options.ledger ?? new MemoryLedger(),
    resources: options.resources,
  };
  const result = evaluate(assemble(source).program, ctx);
  return { ...result, budgetLeft: budget.remaining };
}

/** Whether `expr` leaves the same value as `expected` (both TEAL, compared with `==`). */
export function same(expr: string, expected: string, options?: RunOptions): boolean {
  return run(`${expr}\n${expected}\n==`, options).pass;
}

/** The AvmError `teal` fails with. */
export function avmError(teal: string, options?: RunOptions): AvmError {
  try {
    run(teal, options);
  } catch (e) {
    if (e instanceof AvmError) return e;
    throw e;
  }
  throw new Error('the program did not fail');
}

/** The reason `teal` fails with. */
export function failure(teal: string, options?: RunOptions): string {
  return avmError(teal, options).message;
}

/** The whole text algod would report for `teal`'s failure (app 1001, or a logic signature). */
export function algodFailure(teal: string, options?: RunOptions): string {
  return avmError(teal, options).algodText(
    options?.mode === 'sig' ? undefined : (options?.appId ?? 1001n),
  );
}

/** arc200-client's compiled approval program (puya-ts output, AVM v11). */
export function arc200Bytecode(): Uint8Array {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(
    require.resolve('arc200-client').replace(/index\.js$/, 'index.mjs'),
    'utf8',
  );
  const bytecode = /"byteCode": \{ "approval": "([^"]+)"/.exec(bundle)?.[1];
  if (!bytecode) throw new Error('arc200-client no longer ships its bytecode');
  return Uint8Array.from(Buffer.from(bytecode, 'base64'));
}

/** The transaction that deploys arc200-client's token (its global schema, an always-true clear). */
export function arc200CreateTxn(
  sender: string | algosdk.Address,
  suggestedParams: algosdk.SuggestedParams,
): algosdk.Transaction {
  return algosdk.makeApplicationCreateTxnFromObject({
    sender,
    approvalProgram: arc200Bytecode(),
    clearProgram: assemble('#pragma version 11\nint 1').program,
    numGlobalByteSlices: 4,
    numGlobalInts: 0,
    numLocalByteSlices: 0,
    numLocalInts: 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams,
  });
}
