/**
 * Test support: a small chain around devnet/avm's evaluator for arc59-router.avm.test.ts, before
 * the devnet ledger applies inner transactions itself. Groups of payments, asset transfers and
 * router calls are applied in order (fees from each sender first, as algod does); the router's
 * inner transactions, and those of the inbox application it creates, are applied by this ledger
 * and recorded; a group that fails changes nothing. Minimum balances are checked when a group
 * ends, and the group's fees must cover its transactions and every inner one (fee pooling).
 */
import type algosdk from 'algosdk';
import { assemble } from '../avm/assembler';
import { evaluate, type EvalContext } from '../avm/eval';
import type { AvmLedger, InnerCaller, InnerTransaction, StackValue, TxnView } from '../avm/ledger';
import { InnerTxnFailure } from '../avm/machine';
import { applicationAddress } from '../avm/ops-inner';
import { txnView } from '../avm/test-support';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const same = (a: StackValue | undefined, b: StackValue | undefined) =>
  a instanceof Uint8Array && b instanceof Uint8Array ? hex(a) === hex(b) : a === b;
const ZERO = new Uint8Array(32);
const MIN_BALANCE = 100_000n;
const MIN_FEE = 1000n;

/** A top-level transaction of a group. */
export type TopTxn =
  | { type: 'pay'; sender: Uint8Array; receiver: Uint8Array; amount: bigint; fee?: bigint }
  | {
      type: 'axfer';
      sender: Uint8Array;
      receiver: Uint8Array;
      asset: bigint;
      amount: bigint;
      fee?: bigint;
    }
  | {
      type: 'appl';
      sender: Uint8Array;
      appId: bigint;
      args: Uint8Array[];
      onCompletion?: bigint;
      fee?: bigint;
    };

export interface GroupResult {
  /** Each app call's logs, by group index. */
  logs: Map<number, readonly Uint8Array[]>;
  /** Every inner group submitted, in order (an inner app call's own inner groups after it). */
  inner: InnerTransaction[][];
}

export class Arc59Chain implements AvmLedger {
  readonly balances = new Map<string, bigint>();
  readonly holdings = new Map<string, { amount: bigint; frozen: boolean }>();
  readonly assets = new Map<bigint, Record<string, StackValue>>();
  readonly boxes = new Map<string, Uint8Array>();
  readonly auth = new Map<string, Uint8Array>();
  readonly programs = new Map<bigint, Uint8Array>();
  private nextId = 1001n;
  private inner: InnerTransaction[][] = [];

  // ----- what the router reads (it keeps no global or local state) -------------------------

  globalField(name: string): StackValue | undefined {
    return name === 'MinTxnFee' ? MIN_FEE : undefined;
  }
  appGlobalGet(): StackValue | undefined {
    return undefined;
  }
  appGlobalPut(): void {
    throw new Error('no global state here');
  }
  appGlobalDel(): void {}
  optedIn(): boolean {
    return false;
  }
  appLocalGet(): StackValue | undefined {
    return undefined;
  }
  appLocalPut(): void {
    throw new Error('no local state here');
  }
  appLocalDel(): void {}
  boxGet(app: bigint, name: Uint8Array): Uint8Array | undefined {
    return this.boxes.get(`${app}/${hex(name)}`);
  }
  boxPut(app: bigint, name: Uint8Array, value: Uint8Array): void {
    this.boxes.set(`${app}/${hex(name)}`, value);
  }
  boxDel(app: bigint, name: Uint8Array): boolean {
    return this.boxes.delete(`${app}/${hex(name)}`);
  }
  acctParam(): StackValue | undefined {
    return undefined;
  }
  assetHolding(account: Uint8Array, asset: bigint) {
    return this.holdings.get(`${hex(account)}/${asset}`);
  }
  assetParam(asset: bigint, field: string): StackValue | undefined {
    return this.assets.get(asset)?.[field];
  }
  appParam(): StackValue | undefined {
    return undefined;
  }
  voterParam(): StackValue | undefined {
    return undefined;
  }
  onlineStake(): bigint {
    return 0n;
  }
  blockField(): StackValue | undefined {
    return undefined;
  }

  // ----- accounts --------------------------------------------------------------------------

  balance(account: Uint8Array): bigint {
    return this.balances.get(hex(account)) ?? 0n;
  }

  /** As algod: 0.1 Algo for every account (even an empty one), per asset held, and boxes. */
  minBalance(account: Uint8Array): bigint {
    let min = MIN_BALANCE;
    for (const key of this.holdings.keys())
      if (key.startsWith(`${hex(account)}/`)) min += MIN_BALANCE;
    for (const [app] of this.programs) {
      if (hex(applicationAddress(app)) !== hex(account)) continue;
      for (const [key, value] of this.boxes) {
        if (!key.startsWith(`${app}/`)) continue;
        const nameLength = (key.length - `${app}/`.length) / 2;
        min += 2500n + 400n * BigInt(nameLength + value.length);
      }
    }
    return min;
  }

  /** The amount of `asset` the account holds; undefined when not opted in. */
  holding(account: Uint8Array, asset: bigint): bigint | undefined {
    return this.holdings.get(`${hex(account)}/${asset}`)?.amount;
  }

  private credit(account: Uint8Array, amount: bigint): void {
    this.balances.set(hex(account), this.balance(account) + amount);
  }

  private debit(account: Uint8Array, amount: bigint): void {
    const balance = this.balance(account);
    if (balance < amount)
      throw new Error(`overspend (account ${hex(account)}, ${balance} < ${amount})`);
    this.balances.set(hex(account), balance - amount);
  }

  fund(account: Uint8Array, amount: bigint): void {
    this.credit(account, amount);
  }

  /** An asset of `total` units, all held by `creator`. */
  createAsset(creator: Uint8Array, total: bigint): bigint {
    const id = this.nextId++;
    this.assets.set(id, { AssetCreator: creator, AssetTotal: total });
    this.holdings.set(`${hex(creator)}/${id}`, { amount: total, frozen: false });
    return id;
  }

  /** The id the next asset or application gets. */
  peekNextId(): bigint {
    return this.nextId;
  }

  /** An application with `teal` as its approval program, created without running it. */
  createApp(teal: string): bigint {
    const id = this.nextId++;
    this.programs.set(id, assemble(teal).program);
    return id;
  }

  // ----- transactions ----------------------------------------------------------------------

  private pay(sender: Uint8Array, receiver: Uint8Array, amount: bigint): void {
    this.debit(sender, amount);
    this.credit(receiver, amount);
  }

  private transfer(
    sender: Uint8Array,
    receiver: Uint8Array,
    asset: bigint,
    amount: bigint,
    closeTo?: Uint8Array,
  ): void {
    if (!this.assets.has(asset)) throw new Error(`asset ${asset} does not exist`);
    const from = `${hex(sender)}/${asset}`;
    const to = `${hex(receiver)}/${asset}`;
    if (hex(sender) === hex(receiver) && amount === 0n && !this.holdings.has(from)) {
      this.holdings.set(from, { amount: 0n, frozen: false }); // opt-in
      return;
    }
    const held = this.holdings.get(from);
    if (!held) throw new Error(`asset ${asset} missing from ${hex(sender)}`);
    if (!this.holdings.has(to)) throw new Error('receiver error: must optin');
    if (held.amount < amount)
      throw new Error(`underflow on subtracting ${amount} from ${held.amount}`);
    held.amount -= amount;
    this.holdings.get(to)!.amount += amount;
    if (closeTo && hex(closeTo) !== hex(ZERO)) {
      const close = this.holdings.get(`${hex(closeTo)}/${asset}`);
      if (!close) throw new Error('close-to error: must optin');
      if (same(this.assets.get(asset)?.AssetCreator, sender))
        throw new Error('cannot close asset by creator');
      close.amount += held.amount;
      this.holdings.delete(from);
    }
  }

  submitInner(group: readonly InnerTransaction[], caller: InnerCaller): TxnView[] {
    this.inner.push([...group]);
    return group.map((txn, index) => {
      try {
        return this.applyInner(txn, caller, index);
      } catch (e) {
        if (e instanceof InnerTxnFailure) throw e;
        throw new InnerTxnFailure(index, e instanceof Error ? e.message : String(e));
      }
    });
  }

  private applyInner(txn: InnerTransaction, caller: InnerCaller, index: number): TxnView {
    const f = txn.fields;
    const bytes = (name: string) => (f.get(name) as Uint8Array | undefined) ?? ZERO;
    const uint = (name: string) => (f.get(name) as bigint | undefined) ?? 0n;
    const sender = bytes('Sender');
    const app = applicationAddress(caller.appId);
    // The app's own account, or one rekeyed to it.
    if (!same(sender, app) && !same(this.auth.get(hex(sender)), app))
      throw new Error(`unauthorized sender ${hex(sender)}`);
    // Every inner fee is left to the group's pooled fees.
    if (uint('Fee') !== 0n) throw new Error(`inner fee ${uint('Fee')}`);
    const type = new TextDecoder().decode(bytes('Type'));
    let created = 0n;
    let logs: readonly Uint8Array[] = [];
    if (type === 'pay') this.pay(sender, bytes('Receiver'), uint('Amount'));
    else if (type === 'axfer')
      this.transfer(
        sender,
        bytes('AssetReceiver'),
        uint('XferAsset'),
        uint('AssetAmount'),
        bytes('AssetCloseTo'),
      );
    else if (type === 'appl') {
      if (uint('ApplicationID') !== 0n) throw new Error('only creations here');
      created = this.nextId++;
      const view = txnView(
        {
          Sender: sender,
          ApplicationID: 0n,
          OnCompletion: uint('OnCompletion'),
          NumAppArgs: BigInt(txn.arrays.get('ApplicationArgs')?.length ?? 0),
          FirstValid: uint('FirstValid'),
          LastValid: uint('LastValid'),
          GroupIndex: BigInt(index),
          Fee: 0n,
        },
        { ApplicationArgs: txn.arrays.get('ApplicationArgs') ?? [] },
      );
      const result = evaluate(bytes('ApprovalProgram'), {
        ...this.context(created, [view], 0, caller.budget, caller.inner),
        depth: caller.depth,
      });
      if (!result.pass) throw new Error('rejected by ApprovalProgram');
      logs = result.logs;
      // Deleted in the same call unless it asked otherwise.
      if (uint('OnCompletion') !== 5n) this.programs.set(created, bytes('ApprovalProgram'));
    } else throw new Error(`inner ${type} is not applied here`);
    const rekey = f.get('RekeyTo');
    if (rekey instanceof Uint8Array && hex(rekey) !== hex(ZERO)) this.auth.set(hex(sender), rekey);
    return txnView(
      {
        ...Object.fromEntries(f),
        Fee: 0n,
        GroupIndex: BigInt(index),
        CreatedApplicationID: created,
        NumLogs: BigInt(logs.length),
        LastLog: logs.at(-1) ?? new Uint8Array(),
      },
      { ...Object.fromEntries(txn.arrays), Logs: [...logs] },
    );
  }

  private context(
    appId: bigint,
    group: TxnView[],
    groupIndex: number,
    budget: { remaining: number },
    inner: { remaining: number },
  ): EvalContext {
    return {
      mode: 'app',
      group,
      groupIndex,
      budget,
      inner,
      appId,
      ledger: this,
      globals: (name) => {
        if (name === 'CurrentApplicationAddress') return applicationAddress(appId);
        if (name === 'MinBalance' || name === 'AssetOptInMinBalance') return MIN_BALANCE;
        return undefined;
      },
    };
  }

  private snapshot() {
    const copy = <K, V>(m: Map<K, V>) => new Map(m);
    return {
      balances: copy(this.balances),
      holdings: new Map([...this.holdings].map(([k, v]) => [k, { ...v }])),
      boxes: copy(this.boxes),
      auth: copy(this.auth),
      programs: copy(this.programs),
      nextId: this.nextId,
    };
  }

  private restore(s: ReturnType<Arc59Chain['snapshot']>): void {
    const put = <K, V>(to: Map<K, V>, from: Map<K, V>) => {
      to.clear();
      for (const [k, v] of from) to.set(k, v);
    };
    put(this.balances, s.balances);
    put(this.holdings, s.holdings);
    put(this.boxes, s.boxes);
    put(this.auth, s.auth);
    put(this.programs, s.programs);
    this.nextId = s.nextId;
  }

  /** Applies a group whole, or throws and changes nothing. */
  group(txns: TopTxn[]): GroupResult {
    const before = this.snapshot();
    this.inner = [];
    try {
      return this.apply(txns);
    } catch (e) {
      this.restore(before);
      throw e;
    }
  }

  private apply(txns: TopTxn[]): GroupResult {
    const views = txns.map((t, i) => this.view(t, i));
    const calls = txns.filter((t) => t.type === 'appl').length;
    const budget = { remaining: 700 * calls };
    const innerPool = { remaining: 16 * calls };
    const logs = new Map<number, readonly Uint8Array[]>();
    txns.forEach((t, i) => {
      this.debit(t.sender, t.fee ?? MIN_FEE);
      if (t.type === 'pay') this.pay(t.sender, t.receiver, t.amount);
      else if (t.type === 'axfer') this.transfer(t.sender, t.receiver, t.asset, t.amount);
      else {
        const program = this.programs.get(t.appId);
        if (!program) throw new Error(`app ${t.appId} does not exist`);
        const result = evaluate(program, this.context(t.appId, views, i, budget, innerPool));
        if (!result.pass) throw new Error('transaction rejected by ApprovalProgram');
        logs.set(i, result.logs);
      }
      // As algod, after each transaction of the group.
      this.checkMinBalances();
    });
    const innerCount = this.inner.reduce((n, g) => n + g.length, 0);
    const fees = txns.reduce((sum, t) => sum + (t.fee ?? MIN_FEE), 0n);
    const needed = MIN_FEE * BigInt(txns.length + innerCount);
    if (fees < needed) throw new Error(`txgroup had ${fees} in fees, which is less than ${needed}`);
    return { logs, inner: this.inner };
  }

  /** Every account must hold its minimum balance, except one left empty (no Algo, nothing held). */
  private checkMinBalances(): void {
    const accounts = new Set([
      ...this.balances.keys(),
      ...[...this.holdings.keys()].map((k) => k.split('/')[0] ?? ''),
      ...this.auth.keys(),
    ]);
    for (const account of accounts) {
      const pk = Buffer.from(account, 'hex');
      const [balance, min] = [this.balance(pk), this.minBalance(pk)];
      const empty = balance === 0n && min === MIN_BALANCE && !this.auth.has(account);
      if (!empty && balance < min)
        throw new Error(`account ${account} balance ${balance} below min ${min}`);
    }
  }

  private view(t: TopTxn, index: number): TxnView {
    const common = {
      Sender: t.sender,
      Fee: t.fee ?? MIN_FEE,
      FirstValid: 10n,
      LastValid: 1010n,
      GroupIndex: BigInt(index),
    };
    if (t.type === 'pay')
      return txnView({ ...common, TypeEnum: 1n, Receiver: t.receiver, Amount: t.amount });
    if (t.type === 'axfer')
      return txnView({
        ...common,
        TypeEnum: 4n,
        AssetReceiver: t.receiver,
        XferAsset: t.asset,
        AssetAmount: t.amount,
      });
    return txnView(
      {
        ...common,
        TypeEnum: 6n,
        ApplicationID: t.appId,
        OnCompletion: t.onCompletion ?? 0n,
        NumAppArgs: BigInt(t.args.length),
      },
      { ApplicationArgs: t.args },
    );
  }
}

export const address = (account: algosdk.Account) => account.addr.publicKey;
