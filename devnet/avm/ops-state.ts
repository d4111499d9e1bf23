/**
 * Opcodes that read or change the ledger (application mode): global and local state, boxes,
 * balances and the account, asset and application parameter opcodes. References follow the spec:
 * before v4 accounts, apps and assets are offsets into the transaction's foreign arrays; from v4
 * they may also be addresses and ids. Resource availability (which ids a call may touch) is not
 * checked here yet: the ledger implementation will refuse what the group did not make available.
 */
import algosdk from 'algosdk';
import type { Instruction } from './decode';
import type { AvmLedger, StackValue } from './ledger';
import { MAX_VALUE_BYTES, asBytes, fail, type Machine } from './machine';
import type { Handler } from './ops-core';
import { fieldByIndex } from './opcodes';

const MAX_KEY_BYTES = 64;
const MAX_KEY_VALUE_BYTES = 128;
const MAX_BOX_BYTES = 32768;

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

/** An account argument: an address (v4+), or an offset into Accounts (0 is the sender). */
export function accountRef(m: Machine, value: StackValue): Uint8Array {
  if (value instanceof Uint8Array) {
    if (m.version < 4) fail('invalid Account reference (address before v4)');
    if (value.length !== 32)
      fail(`invalid Account reference ${Buffer.from(value).toString('hex')}`);
    return value;
  }
  const txn = currentTxn(m);
  if (value === 0n) return asBytes(txn.field('Sender'));
  const account = value <= 255n ? txn.arrayField('Accounts', Number(value)) : undefined;
  if (!account) fail(`invalid Account reference ${value}`);
  return asBytes(account);
}

/** The transaction's foreign apps or assets (Applications' entry 0, the app itself, left out). */
function foreignIds(m: Machine, name: 'Applications' | 'Assets'): bigint[] {
  const txn = currentTxn(m);
  const out: bigint[] = [];
  for (let i = name === 'Applications' ? 1 : 0; i < txn.arrayLength(name); i++) {
    out.push(txn.arrayField(name, i) as bigint);
  }
  return out;
}

/** An application argument: 0 is the current app; an offset into Applications, or an id (v4+). */
export function appRef(m: Machine, value: bigint): bigint {
  if (value === 0n) return currentApp(m);
  const foreign = foreignIds(m, 'Applications');
  if (m.version >= 4 && (foreign.includes(value) || value === m.ctx.appId)) return value;
  if (value <= BigInt(foreign.length)) return foreign[Number(value) - 1] ?? 0n;
  if (m.version >= 4) return value;
  return fail(`invalid App reference ${value}`);
}

/** An asset argument: an offset into Assets (from 0), or an id (v4+). */
export function assetRef(m: Machine, value: bigint): bigint {
  const foreign = foreignIds(m, 'Assets');
  if (m.version >= 4 && foreign.includes(value)) return value;
  if (value < BigInt(foreign.length)) return foreign[Number(value)] ?? 0n;
  if (m.version >= 4) return value;
  return fail(`invalid Asset reference ${value}`);
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
    const app = appRef(m, m.popUint());
    pushMaybe(m, ledger(m).appGlobalGet(app, key));
  },
  app_global_put: (m) => {
    const value = m.pop();
    const key = stateKey(m.pop());
    checkKeyValue(key, value);
    ledger(m).appGlobalPut(currentApp(m), key, value);
  },
  app_global_del: (m) => ledger(m).appGlobalDel(currentApp(m), stateKey(m.pop())),
  app_local_get: (m) => {
    const key = stateKey(m.pop());
    const account = accountRef(m, m.pop());
    m.push(ledger(m).appLocalGet(account, currentApp(m), key) ?? 0n);
  },
  app_local_get_ex: (m) => {
    const key = stateKey(m.pop());
    const app = appRef(m, m.popUint());
    const account = accountRef(m, m.pop());
    pushMaybe(m, ledger(m).appLocalGet(account, app, key));
  },
  app_local_put: (m) => {
    const value = m.pop();
    const key = stateKey(m.pop());
    const account = accountRef(m, m.pop());
    checkKeyValue(key, value);
    const app = currentApp(m);
    if (!ledger(m).optedIn(account, app))
      fail(`${accountText(account)} has not opted in to app ${app}`);
    ledger(m).appLocalPut(account, app, key, value);
  },
  app_local_del: (m) => {
    const key = stateKey(m.pop());
    const account = accountRef(m, m.pop());
    ledger(m).appLocalDel(account, currentApp(m), key);
  },
  app_opted_in: (m) => {
    const app = appRef(m, m.popUint());
    const account = accountRef(m, m.pop());
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
    const asset = assetRef(m, m.popUint());
    const account = accountRef(m, m.pop());
    const holding = ledger(m).assetHolding(account, asset);
    const name = field(ins, 'asset_holding-fields');
    const value = holding && (name === 'AssetBalance' ? holding.amount : holding.frozen ? 1n : 0n);
    pushMaybe(m, value);
  },
  asset_params_get: (m, ins) => {
    const asset = assetRef(m, m.popUint());
    pushMaybe(m, ledger(m).assetParam(asset, field(ins, 'asset_params-fields')));
  },
  app_params_get: (m, ins) => {
    const app = appRef(m, m.popUint());
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

  box_create: (m) => {
    const size = boxSize(m.popUint());
    const name = boxName(m.pop());
    const existing = ledger(m).boxGet(currentApp(m), name);
    if (existing && existing.length !== size) fail(`box size mismatch ${existing.length} ${size}`);
    if (!existing) ledger(m).boxPut(currentApp(m), name, new Uint8Array(size));
    m.pushBool(!existing);
  },
  box_get: (m) => {
    const name = boxName(m.pop());
    const box = ledger(m).boxGet(currentApp(m), name);
    if (box && box.length > MAX_VALUE_BYTES)
      fail(`box_get produced a too big (${box.length}) byte-array`);
    m.push(box ?? new Uint8Array());
    m.pushBool(box !== undefined);
  },
  box_len: (m) => {
    const box = ledger(m).boxGet(currentApp(m), boxName(m.pop()));
    m.push(BigInt(box?.length ?? 0));
    m.pushBool(box !== undefined);
  },
  box_put: (m) => {
    const value = m.popBytes();
    const name = boxName(m.pop());
    const existing = ledger(m).boxGet(currentApp(m), name);
    if (existing && existing.length !== value.length) {
      fail(`attempt to box_put wrong size ${existing.length} != ${value.length}`);
    }
    ledger(m).boxPut(currentApp(m), name, value.slice());
  },
  box_del: (m) => m.pushBool(ledger(m).boxDel(currentApp(m), boxName(m.pop()))),
  box_extract: (m) => {
    const length = m.popUint();
    const start = m.popUint();
    const box = existingBox(m, boxName(m.pop()));
    const [from, to] = boxRange(box, start, length, 'box_extract');
    m.pushBytes(box.slice(from, to), 'box_extract');
  },
  box_replace: (m) => {
    const part = m.popBytes();
    const start = m.popUint();
    const name = boxName(m.pop());
    const box = existingBox(m, name);
    const [from] = boxRange(box, start, BigInt(part.length), 'box_replace');
    const out = box.slice();
    out.set(part, from);
    ledger(m).boxPut(currentApp(m), name, out);
  },
  box_splice: (m) => {
    const part = m.popBytes();
    const length = m.popUint();
    const start = m.popUint();
    const name = boxName(m.pop());
    const box = existingBox(m, name);
    const [from, to] = boxRange(box, start, length, 'box_splice');
    const joined = new Uint8Array(box.length + part.length);
    joined.set(box.subarray(0, from));
    joined.set(part, from);
    joined.set(box.subarray(to), from + part.length);
    // A box keeps its size: cut the end, or pad it with zero bytes.
    const out = new Uint8Array(box.length);
    out.set(joined.subarray(0, Math.min(box.length, joined.length)));
    ledger(m).boxPut(currentApp(m), name, out);
  },
  box_resize: (m) => {
    const size = boxSize(m.popUint());
    const name = boxName(m.pop());
    const box = existingBox(m, name);
    const out = new Uint8Array(size);
    out.set(box.subarray(0, Math.min(size, box.length)));
    ledger(m).boxPut(currentApp(m), name, out);
  },
};

function accountText(account: Uint8Array): string {
  return algosdk.encodeAddress(account);
}
