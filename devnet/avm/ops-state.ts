/**
 * Opcodes that read or change the ledger (application mode): global and local state, boxes,
 * balances and the account, asset and application parameter opcodes. References follow the spec:
 * before v4 accounts, apps and assets are offsets into the transaction's foreign arrays; from v4
 * they may also be addresses and ids. What is available (resources.ts) is checked here, in
 * algod's words, when the context carries the group's resources.
 */
import algosdk from 'algosdk';
import type { Instruction } from './decode';
import type { AvmLedger, StackValue, StateChange } from './ledger';
import { MAX_VALUE_BYTES, OpFailure, asBytes, fail, sameBytes, type Machine } from './machine';
import type { Handler } from './ops-core';
import { fieldByIndex } from './opcodes';
import {
  addressText,
  DIRECT_REFS,
  foreign,
  SHARED_RESOURCES,
  type BoxOperation,
  type Scope,
} from './resources';

const MAX_KEY_BYTES = 64;
const MAX_KEY_VALUE_BYTES = 128;
const MAX_BOX_BYTES = 32768;
const LOW_IDS = 255n;
const CLEAR_STATE = 3n;

function ledger(m: Machine): AvmLedger {
  if (!m.ctx.ledger) fail('no ledger in this context');
  return m.ctx.ledger;
}

function currentApp(m: Machine): bigint {
  if (m.ctx.appId === undefined) fail('no current application');
  return m.ctx.appId;
}

function currentTxn(m: Machine) {
  const txn = m.ctx.group[m.ctx.groupIndex];
  if (!txn) fail('no current transaction');
  return txn;
}

/** Who runs: the program's version, transaction and app (resources.ts's Scope). */
function scope(m: Machine): Scope {
  return { version: m.version, txn: currentTxn(m), appId: currentApp(m) };
}

/**
 * algod's resolveAccount: an offset into Accounts (0 is the sender), or an address (v4+);
 * `listed` when the address is the sender or in Accounts.
 */
function resolveAccount(m: Machine, value: StackValue): { account: Uint8Array; listed: boolean } {
  const txn = currentTxn(m);
  const sender = asBytes(txn.field('Sender'));
  if (typeof value === 'bigint') {
    if (value === 0n) return { account: sender, listed: true };
    const account = value <= 255n ? txn.arrayField('Accounts', Number(value)) : undefined;
    if (!account) {
      const count = Math.max(0, txn.arrayLength('Accounts') - 1);
      fail(`invalid Account reference ${value} exceeds length of tx.Accounts ${count}`);
    }
    return { account: asBytes(account), listed: true };
  }
  if (m.version < DIRECT_REFS) fail('invalid Account reference (address before v4)');
  if (value.length !== 32) fail('not an address');
  const listed =
    sameBytes(sender, value) ||
    foreign(txn, 'Accounts', 1).some((a) => a instanceof Uint8Array && sameBytes(a, value));
  return { account: value, listed };
}

/** An account argument that must be available (algod's accountReference). */
export function accountRef(m: Machine, value: StackValue): Uint8Array {
  const { account, listed } = resolveAccount(m, value);
  const resources = m.ctx.resources;
  if (listed || !resources || resources.availableAccount(scope(m), account)) return account;
  return fail(`unavailable Account ${addressText(account)}`);
}

/** An account whose local state the program changes: before v9 it must be in Accounts. */
function mutableAccountRef(m: Machine, value: StackValue): Uint8Array {
  const account = accountRef(m, value);
  const resources = m.ctx.resources;
  if (!resources) return account;
  if (m.version < SHARED_RESOURCES) {
    if (!resolveAccount(m, value).listed) {
      fail(`invalid Account reference for mutation ${addressText(account)}`);
    }
  } else if (!resources.allowsLocals(scope(m), account, currentApp(m))) {
    fail(`unavailable Local State ${currentApp(m)}+${addressText(account)}`);
  }
  return account;
}

/** The transaction's foreign apps or assets (Applications' entry 0, the app itself, left out). */
function foreignIds(m: Machine, name: 'Applications' | 'Assets'): bigint[] {
  return foreign(currentTxn(m), name, name === 'Applications' ? 1 : 0) as bigint[];
}

function notLow(m: Machine, id: bigint, what: 'App' | 'Asset'): bigint {
  if (m.ctx.resources && id <= LOW_IDS) fail(`low ${what} lookup ${id}`);
  return id;
}

/**
 * An application argument. From v4 (algod's resolveApp): 0 or the app's id is the app itself,
 * then an available id, then an offset into Applications. Before v4 (appReference) `slot`
 * arguments are offsets and the others ids.
 */
export function appRef(m: Machine, value: bigint, slot = false): bigint {
  if (value === 0n) return currentApp(m);
  const apps = foreignIds(m, 'Applications');
  if (m.version < DIRECT_REFS) {
    if (!slot) return notLow(m, value, 'App');
    const app = value <= BigInt(apps.length) ? apps[Number(value) - 1] : undefined;
    if (app === undefined) fail(`${value} is not a valid foreign app slot`);
    return notLow(m, app, 'App');
  }
  if (value === m.ctx.appId) return value;
  const resources = m.ctx.resources;
  const available = resources ? resources.availableApp(scope(m), value) : apps.includes(value);
  if (available) return notLow(m, value, 'App');
  if (value <= BigInt(apps.length)) return notLow(m, apps[Number(value) - 1] ?? 0n, 'App');
  if (!resources) return value;
  return fail(`unavailable App ${value}`);
}

/** An asset argument: from v4 an available id, then an offset into Assets (from 0). */
export function assetRef(m: Machine, value: bigint, slot = false): bigint {
  const assets = foreignIds(m, 'Assets');
  if (m.version < DIRECT_REFS) {
    if (!slot) return notLow(m, value, 'Asset');
    const asset = value < BigInt(assets.length) ? assets[Number(value)] : undefined;
    if (asset === undefined) fail(`${value} is not a valid foreign asset slot`);
    return notLow(m, asset, 'Asset');
  }
  const resources = m.ctx.resources;
  const available = resources ? resources.availableAsset(scope(m), value) : assets.includes(value);
  if (available) return notLow(m, value, 'Asset');
  if (value < BigInt(assets.length)) return notLow(m, assets[Number(value)] ?? 0n, 'Asset');
  if (!resources) return value;
  return fail(`unavailable Asset ${value}`);
}

/** Runs `resolve`, answering its failure's text instead of throwing. */
function attempt<T>(resolve: () => T): { value: T } | { error: string } {
  try {
    return { value: resolve() };
  } catch (e) {
    if (e instanceof OpFailure) return { error: e.message };
    throw e;
  }
}

/**
 * A holding (account and asset). From v9 the pair itself must be available (a top-level
 * transaction named both, or creation made it so), with algod's combined error texts.
 */
function holdingRef(
  m: Machine,
  accountValue: StackValue,
  assetValue: bigint,
): [Uint8Array, bigint] {
  const resources = m.ctx.resources;
  if (!resources || m.version < SHARED_RESOURCES) {
    const account = accountRef(m, accountValue);
    return [account, assetRef(m, assetValue)];
  }
  const { account } = resolveAccount(m, accountValue);
  const asset = attempt(() => assetRef(m, assetValue));
  if ('value' in asset && resources.allowsHolding(scope(m), account, asset.value)) {
    return [account, asset.value];
  }
  const acctOk = resources.availableAccount(scope(m), account);
  const addr = addressText(account);
  if ('error' in asset)
    return fail(acctOk ? asset.error : `unavailable Account ${addr}, ${asset.error}`);
  return fail(
    acctOk ? `unavailable Holding ${asset.value}+${addr}` : `unavailable Account ${addr}`,
  );
}

/** A local state (account and app), as holdingRef; before v9 each part must be available. */
function localsRef(m: Machine, accountValue: StackValue, appValue: bigint): [Uint8Array, bigint] {
  const resources = m.ctx.resources;
  if (!resources || m.version < SHARED_RESOURCES) {
    const account = accountRef(m, accountValue);
    return [account, appRef(m, appValue)];
  }
  const { account } = resolveAccount(m, accountValue);
  const app = attempt(() => appRef(m, appValue));
  if ('value' in app && resources.allowsLocals(scope(m), account, app.value)) {
    return [account, app.value];
  }
  const acctOk = resources.availableAccount(scope(m), account);
  const addr = addressText(account);
  const localsErr = `unavailable Local State ${'value' in app ? app.value : 0n}+${addr}`;
  if ('error' in app) {
    return fail(acctOk ? app.error : `unavailable Account ${addr}, ${app.error}, ${localsErr}`);
  }
  return fail(acctOk ? localsErr : `unavailable Account ${addr}, ${localsErr}`);
}

/** Checks a box access against availability and the I/O budget, when the group tracks them. */
function boxCheck(m: Machine, name: Uint8Array, op: BoxOperation, newSize = 0): void {
  const resources = m.ctx.resources;
  if (!resources) return;
  const clearing = currentTxn(m).field('OnCompletion') === CLEAR_STATE;
  const current = clearing ? undefined : ledger(m).boxGet(currentApp(m), name)?.length;
  resources.boxAccess({ ...scope(m), clearing }, name, op, current, fail, newSize);
}

function stateKey(value: StackValue): Uint8Array {
  const key = asBytes(value);
  if (key.length > MAX_KEY_BYTES)
    fail(`key too long: length was ${key.length}, maximum is ${MAX_KEY_BYTES}`);
  return key;
}

function checkKeyValue(key: Uint8Array, value: StackValue): void {
  if (value instanceof Uint8Array && key.length + value.length > MAX_KEY_VALUE_BYTES) {
    fail(
      `key/value total too long: key+value length was ${key.length + value.length}, maximum is ${MAX_KEY_VALUE_BYTES}`,
    );
  }
}

function boxName(value: StackValue): Uint8Array {
  const name = asBytes(value);
  if (name.length === 0) fail('box names may not be zero length');
  if (name.length > MAX_KEY_BYTES)
    fail(`name too long: length was ${name.length}, maximum is ${MAX_KEY_BYTES}`);
  return name;
}

function boxSize(size: bigint): number {
  if (size > BigInt(MAX_BOX_BYTES))
    fail(`box size too large: ${size}, maximum is ${MAX_BOX_BYTES}`);
  return Number(size);
}

function existingBox(m: Machine, name: Uint8Array): Uint8Array {
  const box = ledger(m).boxGet(currentApp(m), name);
  if (!box) fail(`no such box 0x${Buffer.from(name).toString('hex')}`);
  return box;
}

function boxRange(box: Uint8Array, start: bigint, length: bigint, op: string): [number, number] {
  const end = start + length;
  if (end > BigInt(box.length))
    fail(`${op} range beyond box length: ${start}+${length} > ${box.length}`);
  return [Number(start), Number(end)];
}

function field(ins: Instruction, group: string): string {
  return fieldByIndex(group, ins.imms[0] as number)?.name ?? fail(`invalid ${group} field`);
}

/** Tells the context's listener (simulate's trace) of a change at this opcode. */
function changed(m: Machine, ins: Instruction, change: StateChange): void {
  m.ctx.onStateChange?.(change, ins.pc);
}

function pushMaybe(m: Machine, value: StackValue | undefined): void {
  m.push(value ?? 0n);
  m.pushBool(value !== undefined);
}

export const STATE_OPS: Readonly<Record<string, Handler>> = {
  app_global_get: (m) => {
    const key = stateKey(m.pop());
    m.push(ledger(m).appGlobalGet(currentApp(m), key) ?? 0n);
  },
  app_global_get_ex: (m) => {
    const key = stateKey(m.pop());
    const app = appRef(m, m.popUint(), true);
    pushMaybe(m, ledger(m).appGlobalGet(app, key));
  },
  app_global_put: (m, ins) => {
    const value = m.pop();
    const key = stateKey(m.pop());
    checkKeyValue(key, value);
    ledger(m).appGlobalPut(currentApp(m), key, value);
    changed(m, ins, { type: 'g', op: 'w', key, value });
  },
  app_global_del: (m, ins) => {
    const key = stateKey(m.pop());
    ledger(m).appGlobalDel(currentApp(m), key);
    changed(m, ins, { type: 'g', op: 'd', key });
  },
  app_local_get: (m) => {
    const key = stateKey(m.pop());
    const [account, app] = localsRef(m, m.pop(), 0n);
    m.push(ledger(m).appLocalGet(account, app, key) ?? 0n);
  },
  app_local_get_ex: (m) => {
    const key = stateKey(m.pop());
    const appValue = m.popUint();
    const [account, app] = localsRef(m, m.pop(), appValue);
    pushMaybe(m, ledger(m).appLocalGet(account, app, key));
  },
  app_local_put: (m, ins) => {
    const value = m.pop();
    const key = stateKey(m.pop());
    const account = mutableAccountRef(m, m.pop());
    checkKeyValue(key, value);
    const app = currentApp(m);
    if (!ledger(m).optedIn(account, app))
      fail(`${accountText(account)} has not opted in to app ${app}`);
    ledger(m).appLocalPut(account, app, key, value);
    changed(m, ins, { type: 'l', op: 'w', key, account, value });
  },
  app_local_del: (m, ins) => {
    const key = stateKey(m.pop());
    const account = mutableAccountRef(m, m.pop());
    ledger(m).appLocalDel(account, currentApp(m), key);
    changed(m, ins, { type: 'l', op: 'd', key, account });
  },
  app_opted_in: (m) => {
    const appValue = m.popUint();
    const [account, app] = localsRef(m, m.pop(), appValue);
    m.pushBool(ledger(m).optedIn(account, app));
  },
  balance: (m) => m.push(ledger(m).balance(accountRef(m, m.pop()))),
  min_balance: (m) => m.push(ledger(m).minBalance(accountRef(m, m.pop()))),
  acct_params_get: (m, ins) => {
    const account = accountRef(m, m.pop());
    const value = ledger(m).acctParam(account, field(ins, 'acct_params-fields'));
    pushMaybe(m, value);
  },
  asset_holding_get: (m, ins) => {
    const assetValue = m.popUint();
    const [account, asset] = holdingRef(m, m.pop(), assetValue);
    const holding = ledger(m).assetHolding(account, asset);
    const name = field(ins, 'asset_holding-fields');
    const value = holding && (name === 'AssetBalance' ? holding.amount : holding.frozen ? 1n : 0n);
    pushMaybe(m, value);
  },
  asset_params_get: (m, ins) => {
    const asset = assetRef(m, m.popUint(), true);
    pushMaybe(m, ledger(m).assetParam(asset, field(ins, 'asset_params-fields')));
  },
  app_params_get: (m, ins) => {
    const app = appRef(m, m.popUint(), true);
    pushMaybe(m, ledger(m).appParam(app, field(ins, 'app_params-fields')));
  },

  voter_params_get: (m, ins) => {
    const account = accountRef(m, m.pop());
    pushMaybe(m, ledger(m).voterParam(account, field(ins, 'voter_params-fields')));
  },
  online_stake: (m) => m.push(ledger(m).onlineStake()),
  block: (m, ins) => {
    const round = m.popUint();
    const txn = currentTxn(m);
    const first = txn.field('FirstValid') as bigint;
    const last = txn.field('LastValid') as bigint;
    // Only rounds strictly between LastValid-1002 and FirstValid are readable.
    if (round >= first || round + 1002n <= last) {
      fail(
        `round ${round} is not available. It's outside [${last > 1001n ? last - 1001n : 0n}-${first - 1n}]`,
      );
    }
    const value = ledger(m).blockField(round, field(ins, 'block-fields'));
    if (value === undefined) fail(`round ${round} is not available`);
    m.push(value);
  },

  box_create: (m, ins) => {
    const size = boxSize(m.popUint());
    const name = boxName(m.pop());
    boxCheck(m, name, 'create', size);
    const existing = ledger(m).boxGet(currentApp(m), name);
    if (existing && existing.length !== size) fail(`box size mismatch ${existing.length} ${size}`);
    if (!existing) putBox(m, ins, name, new Uint8Array(size));
    m.pushBool(!existing);
  },
  box_get: (m) => {
    const name = boxName(m.pop());
    boxCheck(m, name, 'read');
    const box = ledger(m).boxGet(currentApp(m), name);
    if (box && box.length > MAX_VALUE_BYTES)
      fail(`box_get produced a too big (${box.length}) byte-array`);
    m.push(box ?? new Uint8Array());
    m.pushBool(box !== undefined);
  },
  box_len: (m) => {
    const name = boxName(m.pop());
    boxCheck(m, name, 'read');
    const box = ledger(m).boxGet(currentApp(m), name);
    m.push(BigInt(box?.length ?? 0));
    m.pushBool(box !== undefined);
  },
  box_put: (m, ins) => {
    const value = m.popBytes();
    const name = boxName(m.pop());
    boxCheck(m, name, 'write', value.length);
    const existing = ledger(m).boxGet(currentApp(m), name);
    if (existing && existing.length !== value.length) {
      fail(`attempt to box_put wrong size ${existing.length} != ${value.length}`);
    }
    putBox(m, ins, name, value.slice());
  },
  box_del: (m, ins) => {
    const name = boxName(m.pop());
    boxCheck(m, name, 'delete');
    const deleted = ledger(m).boxDel(currentApp(m), name);
    if (deleted) changed(m, ins, { type: 'b', op: 'd', key: name });
    m.pushBool(deleted);
  },
  box_extract: (m) => {
    const length = m.popUint();
    const start = m.popUint();
    const name = boxName(m.pop());
    boxCheck(m, name, 'read');
    const box = existingBox(m, name);
    const [from, to] = boxRange(box, start, length, 'box_extract');
    m.pushBytes(box.slice(from, to), 'box_extract');
  },
  box_replace: (m, ins) => {
    const part = m.popBytes();
    const start = m.popUint();
    const name = boxName(m.pop());
    boxCheck(m, name, 'write');
    const box = existingBox(m, name);
    const [from] = boxRange(box, start, BigInt(part.length), 'box_replace');
    const out = box.slice();
    out.set(part, from);
    putBox(m, ins, name, out);
  },
  box_splice: (m, ins) => {
    const part = m.popBytes();
    const length = m.popUint();
    const start = m.popUint();
    const name = boxName(m.pop());
    boxCheck(m, name, 'write');
    const box = existingBox(m, name);
    const [from, to] = boxRange(box, start, length, 'box_splice');
    const joined = new Uint8Array(box.length + part.length);
    joined.set(box.subarray(0, from));
    joined.set(part, from);
    joined.set(box.subarray(to), from + part.length);
    // A box keeps its size: cut the end, or pad it with zero bytes.
    const out = new Uint8Array(box.length);
    out.set(joined.subarray(0, Math.min(box.length, joined.length)));
    putBox(m, ins, name, out);
  },
  box_resize: (m, ins) => {
    const size = boxSize(m.popUint());
    const name = boxName(m.pop());
    boxCheck(m, name, 'resize', size);
    const box = existingBox(m, name);
    const out = new Uint8Array(size);
    out.set(box.subarray(0, Math.min(size, box.length)));
    putBox(m, ins, name, out);
  },
};

/** Every box write goes through here, so the trace sees each one with the box's new bytes. */
function putBox(m: Machine, ins: Instruction, name: Uint8Array, value: Uint8Array): void {
  ledger(m).boxPut(currentApp(m), name, value);
  changed(m, ins, { type: 'b', op: 'w', key: name, value });
}

function accountText(account: Uint8Array): string {
  return algosdk.encodeAddress(account);
}
