/**
 * Resource availability (the specs' "Resource Availability", AVM application mode): which
 * accounts, assets, applications, holdings, local states and boxes a program may touch, and the
 * box I/O budget. One `GroupResources` serves a top-level group and every inner group under it:
 * what a top-level transaction names is shared with v9+ programs (group resource sharing), what
 * the group creates is available from v6, and each box reference adds BytesPerBoxReference bytes
 * of read and write budget, pooled over the group. Errors are algod's texts.
 */
import algosdk from 'algosdk';
import type { StackValue, TxnView } from './ledger';
import { applicationAddress } from './ops-inner';

/** BytesPerBoxReference of consensus v41. */
export const BYTES_PER_BOX_REFERENCE = 2048;
/** Versions where the rules change (algod's names in the comments). */
const DIRECT_REFS = 4; // directRefEnabledVersion: ids and addresses, not only offsets
const CREATED_RESOURCES = 6; // createdResourcesVersion
const APP_ADDRESS_AVAILABLE = 7; // appAddressAvailableVersion
export const SHARED_RESOURCES = 9; // sharedResourcesVersion
/** Ids at or below this are refused (AppForbidLowResources): they read like array offsets. */
const LAST_FORBIDDEN_RESOURCE = 255n;

/** A box reference of a transaction: `app` 0 is the called app (or the one being created). */
export interface BoxReference {
  readonly app: bigint;
  readonly name: Uint8Array;
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const pair = (account: Uint8Array, id: bigint) => `${hex(account)}/${id}`;
export const addressText = (pk: Uint8Array) => algosdk.encodeAddress(pk);
/** Go's %#x of a string: 0x and the hex digits (empty for an empty name). */
export const goHex = (b: Uint8Array) => (b.length === 0 ? '' : `0x${hex(b)}`);

/** What simulate's allow-unnamed-resources let through (SimulateUnnamedResourcesAccessed). */
export class UnnamedAccess {
  readonly accounts = new Map<string, Uint8Array>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();
  readonly holdings = new Map<string, { account: Uint8Array; asset: bigint }>();
  readonly locals = new Map<string, { account: Uint8Array; app: bigint }>();
  readonly boxes = new Map<string, BoxReference>();
  extraBoxRefs = 0;

  get empty(): boolean {
    return (
      this.accounts.size + this.assets.size + this.apps.size + this.holdings.size === 0 &&
      this.locals.size + this.boxes.size + this.extraBoxRefs === 0
    );
  }
}

/**
 * Simulate's policy: unnamed resources are allowed and recorded, for the group when the
 * program shares resources (v9+), else for the top-level transaction it runs under.
 */
export class UnnamedResourcePolicy {
  readonly group = new UnnamedAccess();
  readonly txns = new Map<number, UnnamedAccess>();

  scope(version: number, topIndex: number): UnnamedAccess {
    if (version >= SHARED_RESOURCES) return this.group;
    let txn = this.txns.get(topIndex);
    if (!txn) this.txns.set(topIndex, (txn = new UnnamedAccess()));
    return txn;
  }
}

/** A field of the transaction, if it holds a non-zero address. */
function address(view: TxnView, field: string): Uint8Array | undefined {
  const value = view.field(field);
  return value instanceof Uint8Array && value.some((b) => b !== 0) ? value : undefined;
}

function text(value: StackValue): string {
  return value instanceof Uint8Array ? new TextDecoder().decode(value) : '';
}

export class GroupResources {
  private readonly accounts = new Set<string>();
  private readonly assets = new Set<bigint>();
  private readonly apps = new Set<bigint>();
  private readonly holdings = new Set<string>();
  private readonly locals = new Set<string>();
  readonly createdAssets = new Set<bigint>();
  readonly createdApps = new Set<bigint>();
  /** Available boxes by "app/name hex", and whether the group has written them (dirty). */
  private readonly boxes = new Map<string, { ref: BoxReference; dirty: boolean }>();
  /** Box references a newly created app may spend on boxes nobody named (empty names). */
  private unnamedBoxAccess = 0;
  private readonly addresses = new Map<bigint, Uint8Array>();
  /** Bytes of box reads and writes the group may do: BytesPerBoxReference per reference. */
  ioBudget = 0;
  private dirtyBytes = 0;
  private readChecked = false;
  /** The top-level transaction whose program (or inner tree) is running, for simulate. */
  topIndex = 0;

  /**
   * `members`: the top-level transactions with their box references. `unnamed`: simulate's
   * allow-unnamed-resources (nothing is refused for availability; what was used is recorded).
   */
  constructor(
    members: readonly { view: TxnView; boxes: readonly BoxReference[] }[],
    readonly unnamed?: UnnamedResourcePolicy,
  ) {
    for (const { view, boxes } of members) this.fill(view, boxes);
  }

  appAddress(app: bigint): Uint8Array {
    let out = this.addresses.get(app);
    if (!out) this.addresses.set(app, (out = applicationAddress(app)));
    return out;
  }

  private shareAccount(account: Uint8Array, asset = 0n): void {
    this.accounts.add(hex(account));
    if (asset !== 0n) this.holdings.add(pair(account, asset));
  }

  /** What one top-level transaction makes available to the group (algod's fill* by type). */
  private fill(view: TxnView, boxes: readonly BoxReference[]): void {
    const sender = view.field('Sender') as Uint8Array;
    switch (text(view.field('Type'))) {
      case 'pay':
        this.shareAccount(sender);
        for (const f of ['Receiver', 'CloseRemainderTo']) {
          const a = address(view, f);
          if (a) this.shareAccount(a);
        }
        break;
      case 'keyreg':
        this.shareAccount(sender);
        break;
      case 'acfg': {
        this.shareAccount(sender);
        const asset = view.field('ConfigAsset') as bigint;
        if (asset !== 0n) this.assets.add(asset);
        break;
      }
      case 'axfer': {
        const asset = view.field('XferAsset') as bigint;
        this.assets.add(asset);
        this.shareAccount(sender, asset);
        for (const f of ['AssetReceiver', 'AssetSender', 'AssetCloseTo']) {
          const a = f === 'AssetReceiver' ? (view.field(f) as Uint8Array) : address(view, f);
          if (a) this.shareAccount(a, asset);
        }
        break;
      }
      case 'afrz': {
        this.shareAccount(sender);
        const asset = view.field('FreezeAsset') as bigint;
        this.assets.add(asset);
        this.shareAccount(view.field('FreezeAssetAccount') as Uint8Array, asset);
        break;
      }
      case 'appl':
        this.fillAppCall(view, sender, boxes);
        break;
      default:
        break;
    }
  }

  private fillAppCall(view: TxnView, sender: Uint8Array, boxes: readonly BoxReference[]): void {
    const appId = view.field('ApplicationID') as bigint;
    const assets = foreign(view, 'Assets', 0);
    const apps = foreign(view, 'Applications', 1);
    const accounts = [sender, ...(foreign(view, 'Accounts', 1) as Uint8Array[])];
    for (const id of assets as bigint[]) this.assets.add(id);
    for (const id of [appId, ...(apps as bigint[])]) {
      if (id === 0n) continue;
      this.apps.add(id);
      accounts.push(this.appAddress(id));
    }
    for (const account of accounts) {
      this.accounts.add(hex(account));
      for (const id of assets as bigint[]) this.holdings.add(pair(account, id));
      for (const id of [appId, ...(apps as bigint[])]) {
        if (id !== 0n) this.locals.add(pair(account, id));
      }
    }
    for (const box of boxes) {
      if (box.name.length === 0) this.unnamedBoxAccess++;
      // A reference to the app being created is added when the creation runs (created()).
      const app = box.app === 0n ? appId : box.app;
      if (app !== 0n)
        this.boxes.set(boxKey(app, box.name), { ref: { app, name: box.name }, dirty: false });
      this.ioBudget += BYTES_PER_BOX_REFERENCE;
    }
  }

  /** An app created in the group (top level or inner), with the box references naming it as 0. */
  appCreated(app: bigint, ownBoxes: readonly BoxReference[] = []): void {
    this.createdApps.add(app);
    for (const box of ownBoxes) {
      if (box.app === 0n) {
        this.boxes.set(boxKey(app, box.name), { ref: { app, name: box.name }, dirty: false });
      }
    }
  }

  assetCreated(asset: bigint): void {
    this.createdAssets.add(asset);
  }

  // ----- availability of the basic resources (algod's availableAccount/Asset/App) ------------

  availableAccount(s: Scope, account: Uint8Array): boolean {
    if (inAccounts(s.txn, account)) return true;
    if (s.version >= CREATED_RESOURCES) {
      for (const app of this.createdApps) if (same(this.appAddress(app), account)) return true;
    }
    if (s.version >= SHARED_RESOURCES && this.accounts.has(hex(account))) return true;
    if (s.version >= APP_ADDRESS_AVAILABLE) {
      for (const app of foreign(s.txn, 'Applications', 1) as bigint[]) {
        if (same(this.appAddress(app), account)) return true;
      }
    }
    if (same(this.appAddress(s.appId), account)) return true;
    return this.allowUnnamed(s, (u) => u.accounts.set(hex(account), account));
  }

  availableAsset(s: Scope, asset: bigint): boolean {
    if ((foreign(s.txn, 'Assets', 0) as bigint[]).includes(asset)) return true;
    if (s.version >= CREATED_RESOURCES && this.createdAssets.has(asset)) return true;
    if (s.version >= SHARED_RESOURCES && this.assets.has(asset)) return true;
    return asset > LAST_FORBIDDEN_RESOURCE && this.allowUnnamed(s, (u) => u.assets.add(asset));
  }

  availableApp(s: Scope, app: bigint): boolean {
    if ((foreign(s.txn, 'Applications', 1) as bigint[]).includes(app)) return true;
    if (s.version >= CREATED_RESOURCES && this.createdApps.has(app)) return true;
    if (app === s.appId) return true;
    if (s.version >= SHARED_RESOURCES && this.apps.has(app)) return true;
    return app > LAST_FORBIDDEN_RESOURCE && this.allowUnnamed(s, (u) => u.apps.add(app));
  }

  /** v9+: a holding named together by one top-level transaction, or made available by creation. */
  allowsHolding(s: Scope, account: Uint8Array, asset: bigint): boolean {
    if (this.holdings.has(pair(account, asset))) return true;
    if (this.createdAssets.has(asset)) return this.availableAccount(s, account);
    for (const app of this.createdApps) {
      if (same(this.appAddress(app), account)) return this.availableAsset(s, asset);
    }
    if (!this.unnamed) return false;
    return (
      this.availableAccount(s, account) &&
      this.availableAsset(s, asset) &&
      this.allowUnnamed(s, (u) => u.holdings.set(pair(account, asset), { account, asset }))
    );
  }

  /** v9+: a local state named together by one top-level transaction, or of a created app. */
  allowsLocals(s: Scope, account: Uint8Array, app: bigint): boolean {
    if (this.locals.has(pair(account, app))) return true;
    if (this.createdApps.has(app)) return this.availableAccount(s, account);
    for (const created of this.createdApps) {
      if (same(this.appAddress(created), account)) return this.availableApp(s, app);
    }
    if (!this.unnamed) return false;
    return (
      this.availableApp(s, app) &&
      this.availableAccount(s, account) &&
      this.allowUnnamed(s, (u) => u.locals.set(pair(account, app), { account, app }))
    );
  }

  private allowUnnamed(s: Scope, record: (u: UnnamedAccess) => void): boolean {
    if (!this.unnamed) return false;
    record(this.unnamed.scope(s.version, this.topIndex));
    return true;
  }

  // ----- boxes -------------------------------------------------------------------------------

  /**
   * The read budget, checked once before the group's first program runs: the boxes the group
   * names, as they are now, must fit in the references' budget. `size` answers a box's length
   * (undefined when it does not exist). Answers algod's error, or undefined.
   */
  checkReadBudget(size: (app: bigint, name: Uint8Array) => number | undefined): string | undefined {
    if (this.readChecked) return undefined;
    this.readChecked = true;
    let read = 0;
    for (const { ref } of this.boxes.values()) {
      if (ref.name.length > 0) read += size(ref.app, ref.name) ?? 0;
    }
    if (read <= this.ioBudget) return undefined;
    if (this.unnamed) {
      this.unnamed.group.extraBoxRefs += Math.ceil(
        (read - this.ioBudget) / BYTES_PER_BOX_REFERENCE,
      );
      this.ioBudget = read;
      return undefined;
    }
    return `read budget exceeded (${read} > ${this.ioBudget})`;
  }

  /**
   * Makes a box access available and accounts for its writes (algod's availableBox). `op`:
   * read, create (with its size), write, resize (the new size), delete. `current` is the box's
   * length now (undefined: absent). Throws algod's error text as a string via `fail`.
   */
  boxAccess(
    s: Scope & { clearing: boolean },
    name: Uint8Array,
    op: BoxOperation,
    current: number | undefined,
    fail: (message: string) => never,
    newSize = 0,
  ): void {
    if (s.clearing) fail('boxes may not be accessed from ClearState program');
    const key = boxKey(s.appId, name);
    let entry = this.boxes.get(key);
    if (!entry && this.createdApps.has(s.appId) && this.unnamedBoxAccess > 0) {
      this.unnamedBoxAccess--;
      entry = { ref: { app: s.appId, name }, dirty: false };
    }
    if (!entry && this.unnamed) {
      this.unnamed.group.boxes.set(key, { app: s.appId, name });
      entry = { ref: { app: s.appId, name }, dirty: false };
    }
    if (!entry) fail(`invalid Box reference ${goHex(name)}`);
    let verb = 'accessing';
    switch (op) {
      case 'create':
        verb = 'creating';
        if (current !== undefined) break; // exists: nothing written
        if (!entry.dirty) this.dirtyBytes += newSize;
        entry.dirty = true;
        break;
      case 'write':
        verb = 'writing';
        if (!entry.dirty) this.dirtyBytes += current ?? newSize;
        entry.dirty = true;
        break;
      case 'resize':
        verb = 'resizing';
        if (entry.dirty) this.dirtyBytes -= current ?? 0;
        this.dirtyBytes += newSize;
        entry.dirty = true;
        break;
      case 'delete':
        if (entry.dirty) this.dirtyBytes -= current ?? 0;
        entry.dirty = false;
        break;
      case 'read':
        break;
    }
    this.boxes.set(key, entry);
    if (this.dirtyBytes > this.ioBudget) {
      if (this.unnamed) {
        const more = Math.ceil((this.dirtyBytes - this.ioBudget) / BYTES_PER_BOX_REFERENCE);
        this.unnamed.group.extraBoxRefs += more;
        this.ioBudget += more * BYTES_PER_BOX_REFERENCE;
        return;
      }
      fail(
        `write budget exceeded (${this.dirtyBytes} > ${this.ioBudget}) while ${verb} box ${goHex(name)}`,
      );
    }
  }
}

export type BoxOperation = 'read' | 'create' | 'write' | 'resize' | 'delete';

/** Who is asking: the running program's version, its transaction and app. */
export interface Scope {
  readonly version: number;
  readonly txn: TxnView;
  readonly appId: bigint;
}

export function boxKey(app: bigint, name: Uint8Array): string {
  return `${app}/${hex(name)}`;
}

function same(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A foreign array of the transaction from `from` (Accounts and Applications skip their 0). */
export function foreign(view: TxnView, name: string, from: number): StackValue[] {
  const out: StackValue[] = [];
  for (let i = from; i < view.arrayLength(name); i++) {
    const v = view.arrayField(name, i);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/** The sender or one of the transaction's Accounts. */
function inAccounts(view: TxnView, account: Uint8Array): boolean {
  if (same(view.field('Sender') as Uint8Array, account)) return true;
  return foreign(view, 'Accounts', 1).some((a) => a instanceof Uint8Array && same(a, account));
}

export { DIRECT_REFS };
