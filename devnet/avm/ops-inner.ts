/**
 * Inner transactions (`itxn_begin`, `itxn_next`, `itxn_field`, `itxn_submit` and the reads of the
 * last inner group), from the spec's "Inner Transactions" page. The evaluator builds and checks
 * each field as it is set; the ledger applies the group (`AvmLedger.submitInner`), so inner
 * transactions go through the same rules as top-level ones.
 */
import { sha512_256 } from '@noble/hashes/sha2.js';
import algosdk from 'algosdk';
import { concatBytes } from '@noble/hashes/utils.js';
import type { Instruction } from './decode';
import type { InnerTransaction, StackValue, TxnView } from './ledger';
import { fail, InnerTxnFailure, type Machine } from './machine';
import { txnaField, txnField, type Handler } from './ops-core';
import { fieldByName, immediateField } from './opcodes';

/** Inner transactions one app call may submit; pooled across the group's app calls. */
export const MAX_INNER_TRANSACTIONS = 16;
/** sharedResourcesVersion: from v9 holdings reached by inner transactions are checked. */
const SHARED_RESOURCES_VERSION = 9;
/** The budget each inner application call adds to the pool when its group is submitted. */
const APP_CALL_BUDGET = 700;

const TYPES = ['pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl'] as const;
/** The types inner transactions may have in v5; v6 adds keyreg and appl. */
const V5_TYPES = new Set(['pay', 'acfg', 'axfer', 'afrz']);

/** Header fields a program may set, by the version that allows them; the rest of the header is not. */
const HEADER: Readonly<Record<string, number>> = {
  Type: 5,
  TypeEnum: 5,
  Sender: 5,
  Fee: 5,
  Note: 6,
  RekeyTo: 6,
};
/** Fields set by the ledger or computed (and the rest of the header): never settable. */
const READ_ONLY = new Set([
  'FirstValid',
  'FirstValidTime',
  'LastValid',
  'Lease',
  'GroupIndex',
  'TxID',
  'NumAppArgs',
  'NumAccounts',
  'NumAssets',
  'NumApplications',
  'NumLogs',
  'Logs',
  'LastLog',
  'CreatedAssetID',
  'CreatedApplicationID',
  'NumApprovalProgramPages',
  'NumClearStateProgramPages',
]);
/** Fields of the types v6 added (key registration and application calls). */
const V6_FIELDS = new Set([
  'VotePK',
  'SelectionPK',
  'VoteFirst',
  'VoteLast',
  'VoteKeyDilution',
  'Nonparticipation',
  'StateProofPK',
  'ApplicationID',
  'OnCompletion',
  'ApplicationArgs',
  'Accounts',
  'Assets',
  'Applications',
  'ApprovalProgram',
  'ClearStateProgram',
  'ApprovalProgramPages',
  'ClearStateProgramPages',
  'GlobalNumUint',
  'GlobalNumByteSlice',
  'LocalNumUint',
  'LocalNumByteSlice',
  'ExtraProgramPages',
  'RejectVersion',
]);
/** Array fields: each itxn_field appends; the consensus limits of a transaction. */
const ARRAY_LIMITS: Readonly<Record<string, number>> = {
  ApplicationArgs: 16,
  Accounts: 8, // MaxAppTxnAccounts of v41
  Assets: 8,
  Applications: 8,
  ApprovalProgramPages: Infinity,
  ClearStateProgramPages: Infinity,
};
/** algod's words when an array field is full. */
const TOO_MANY: Readonly<Record<string, string>> = {
  ApplicationArgs: 'too many application args',
  Accounts: 'too many foreign accounts',
  Assets: 'too many foreign assets',
  Applications: 'too many foreign apps',
};
const FIXED_BYTES: Readonly<Record<string, number>> = {
  VotePK: 32,
  SelectionPK: 32,
  StateProofPK: 64,
  ConfigAssetMetadataHash: 32,
};

/** The address of an application's account: SHA-512/256 of "appID" and its id (8 bytes). */
export function applicationAddress(appId: bigint): Uint8Array {
  const id = new Uint8Array(8);
  new DataView(id.buffer).setBigUint64(0, appId);
  return sha512_256(concatBytes(new TextEncoder().encode('appID'), id));
}

/** A new inner transaction as itxn_begin/itxn_next start it: Fee is left to the ledger. */
function started(m: Machine): InnerTransaction {
  const me = m.ctx.group[m.ctx.groupIndex];
  const fields = new Map<string, StackValue>([
    ['Sender', applicationAddress(m.ctx.appId ?? 0n)],
    ['FirstValid', me?.field('FirstValid') ?? 0n],
    ['LastValid', me?.field('LastValid') ?? 0n],
  ]);
  return { fields, arrays: new Map() };
}

const num = (ins: Instruction, k: number) => ins.imms[k] as number;

function setType(m: Machine, inner: InnerTransaction, value: StackValue, field: string): void {
  let type: string | undefined;
  if (field === 'Type') {
    if (!(value instanceof Uint8Array)) fail('Type must be a []byte, not a uint64');
    type = new TextDecoder().decode(value);
    if (!(TYPES as readonly string[]).includes(type))
      fail(`${type} is not a valid Type for itxn_field`);
  } else {
    if (typeof value !== 'bigint') fail('TypeEnum must be a uint64, not a []byte');
    type = TYPES[Number(value) - 1];
    if (value < 1n || value > 6n || !type) fail(`${value} is not a valid TypeEnum for itxn_field`);
  }
  if (m.version < 6 && !V5_TYPES.has(type))
    fail(`Type ${type} is not allowed in inner transactions before v6`);
  inner.fields.set('Type', new TextEncoder().encode(type));
  inner.fields.set('TypeEnum', BigInt(TYPES.indexOf(type as (typeof TYPES)[number]) + 1));
}

/** Checks `value` against the spec's type of `field` (uint64, bool, address, fixed or free bytes). */
function checkValue(field: string, value: StackValue): void {
  const type =
    (fieldByName('txn-fields', field) ?? fieldByName('txna-fields', field))?.type ?? '[]byte';
  if (type === 'uint64' || type === 'bool') {
    if (typeof value !== 'bigint') fail(`${field} must be a uint64, not a []byte`);
    if (type === 'bool' && value > 1n) fail(`${field} must be 0 or 1, not ${value}`);
    return;
  }
  if (!(value instanceof Uint8Array)) fail(`${field} must be a []byte, not a uint64`);
  if (type === 'address' && value.length !== 32)
    fail(`${field} must be a 32-byte address, not ${value.length} bytes`);
  const fixed = FIXED_BYTES[field];
  if (fixed !== undefined && value.length !== fixed)
    fail(`${field} must be ${fixed} bytes, not ${value.length}`);
}

/** Fields naming an account, an asset or an app: what a program sets must be available. */
const ACCOUNT_FIELDS = new Set([
  'Sender',
  'Receiver',
  'CloseRemainderTo',
  'AssetSender',
  'AssetReceiver',
  'AssetCloseTo',
  'FreezeAssetAccount',
  'Accounts',
]);
const ASSET_FIELDS = new Set(['XferAsset', 'ConfigAsset', 'FreezeAsset', 'Assets']);
const APP_FIELDS = new Set(['ApplicationID', 'Applications']);

/** algod's assignAccount/assignAsset/assignApp, when the group tracks its resources. */
function checkAvailable(m: Machine, field: string, value: StackValue): void {
  const resources = m.ctx.resources;
  const txn = m.ctx.group[m.ctx.groupIndex];
  if (!resources || !txn) return;
  const scope = { version: m.version, txn, appId: m.ctx.appId ?? 0n };
  if (ACCOUNT_FIELDS.has(field) && value instanceof Uint8Array) {
    if (!resources.availableAccount(scope, value)) {
      fail(`unavailable Account ${algosdk.encodeAddress(value)}`);
    }
  } else if (ASSET_FIELDS.has(field) && typeof value === 'bigint') {
    // algod goes on with a dump of its resource tables, left out here.
    if (!resources.availableAsset(scope, value))
      fail(`unavailable Asset ${value} during assignment`);
  } else if (APP_FIELDS.has(field) && typeof value === 'bigint') {
    // 0 (a creation) is the unset value; the devnet lets a program set it explicitly.
    if (value !== 0n && !resources.availableApp(scope, value)) fail(`unavailable App ${value}`);
  }
}

/**
 * v9+ (algod's allows): an inner asset transfer or freeze must not reach a holding the caller
 * could not, even when its account and asset are each available.
 */
function checkHoldings(m: Machine, inner: InnerTransaction): void {
  const resources = m.ctx.resources;
  const txn = m.ctx.group[m.ctx.groupIndex];
  if (!resources || !txn || m.version < SHARED_RESOURCES_VERSION) return;
  const scope = { version: m.version, txn, appId: m.ctx.appId ?? 0n };
  const type = inner.fields.get('TypeEnum');
  const zero = (a: StackValue | undefined) => !(a instanceof Uint8Array) || a.every((b) => b === 0);
  const require = (
    what: string,
    account: StackValue | undefined,
    asset: StackValue | undefined,
  ) => {
    if (typeof asset !== 'bigint' || asset === 0n || zero(account)) return;
    const pk = account as Uint8Array;
    if (!resources.allowsHolding(scope, pk, asset)) {
      fail(
        `${what}: unavailable Holding ${asset}+${algosdk.encodeAddress(pk)} would be accessible`,
      );
    }
  };
  const f = (name: string) => inner.fields.get(name);
  if (type === 4n) {
    if (zero(f('AssetSender'))) require('axfer Sender', f('Sender'), f('XferAsset'));
    require('axfer AssetReceiver', f('AssetReceiver'), f('XferAsset'));
    require('axfer AssetSender', f('AssetSender'), f('XferAsset'));
    require('axfer AssetCloseTo', f('AssetCloseTo'), f('XferAsset'));
  } else if (type === 5n) {
    require('afrz FreezeAccount', f('FreezeAssetAccount'), f('FreezeAsset'));
  } else if (type === 6n && calleeVersion(m, inner) < SHARED_RESOURCES_VERSION) {
    // A pre-v9 callee may read every holding and local state its arrays' cross product names.
    const appId = f('ApplicationID');
    const app = typeof appId === 'bigint' ? appId : 0n;
    const list = (name: string) => inner.arrays.get(name) ?? [];
    const accounts = [f('Sender'), ...list('Accounts')];
    if (app !== 0n) accounts.push(resources.appAddress(app));
    for (const id of list('Applications')) accounts.push(resources.appAddress(id as bigint));
    for (const account of accounts) {
      for (const asset of list('Assets')) require('appl ForeignAssets', account, asset);
      const locals = (what: string, id: bigint) => {
        const pk = account as Uint8Array;
        if (!resources.allowsLocals(scope, pk, id)) {
          fail(
            `${what}: unavailable Local State ${id}+${algosdk.encodeAddress(pk)} would be accessible`,
          );
        }
      };
      if (app !== 0n) locals('appl ApplicationID', app);
      for (const id of list('Applications')) locals('appl ForeignApps', id as bigint);
    }
  }
}

/** The version of the program an inner app call runs: the one it creates, or the app's. */
function calleeVersion(m: Machine, inner: InnerTransaction): number {
  const app = inner.fields.get('ApplicationID');
  const program =
    typeof app === 'bigint' && app !== 0n
      ? m.ctx.ledger?.appParam(app, 'AppApprovalProgram')
      : (inner.fields.get('ApprovalProgram') ?? inner.arrays.get('ApprovalProgramPages')?.[0]);
  return program instanceof Uint8Array && program.length > 0 ? (program[0] ?? 0) : 0;
}

function setField(m: Machine, inner: InnerTransaction, field: string, value: StackValue): void {
  const since = HEADER[field];
  if (READ_ONLY.has(field) || (since !== undefined && m.version < since))
    fail(`invalid itxn_field ${field}`);
  if (V6_FIELDS.has(field) && m.version < 6) fail(`invalid itxn_field ${field}`);
  if (field === 'Type' || field === 'TypeEnum') return setType(m, inner, value, field);
  const limit = ARRAY_LIMITS[field];
  if (limit !== undefined) {
    // Accounts hold addresses; the other arrays' elements follow their own spec type.
    if (field === 'Accounts') checkValue('Receiver', value);
    else if (field === 'Assets' || field === 'Applications') checkValue('XferAsset', value);
    else checkValue('Note', value);
    checkAvailable(m, field, value);
    const list = inner.arrays.get(field) ?? [];
    if (list.length >= limit) fail(TOO_MANY[field] ?? `too many ${field}: the limit is ${limit}`);
    inner.arrays.set(field, [...list, value]);
    return;
  }
  checkValue(field, value);
  checkAvailable(m, field, value);
  inner.fields.set(field, value);
}

function lastInner(m: Machine, index?: number): TxnView {
  const group = m.innerResults;
  if (!group || group.length === 0) fail('no inner transaction available');
  if (index === undefined) return group[group.length - 1] as TxnView;
  const view = group[index];
  if (!view) fail(`gitxn ${index} ... but last group has ${group.length}`);
  return view;
}

function read(view: TxnView, field: string, index?: number): StackValue {
  if (index === undefined) return view.field(field);
  const value = view.arrayField(field, index);
  if (value === undefined) fail(`invalid ${field} index ${index}`);
  return value;
}

export const INNER_OPS: Readonly<Record<string, Handler>> = {
  itxn_begin: (m) => {
    if (m.innerBuilding) fail('itxn_begin without itxn_submit');
    m.innerBuilding = [started(m)];
  },
  itxn_next: (m) => {
    if (!m.innerBuilding) fail('itxn_next without itxn_begin');
    m.innerBuilding.push(started(m));
  },
  itxn_field: (m, ins) => {
    const inner = m.innerBuilding?.at(-1);
    if (!inner) fail('itxn_field without itxn_begin');
    const index = num(ins, 0);
    const field =
      immediateField('itxn_field', 'txn-fields', index)?.name ?? fail('invalid itxn_field');
    setField(m, inner, field, m.pop());
  },
  itxn_submit: (m) => {
    const group = m.innerBuilding;
    if (!group) fail('itxn_submit without itxn_begin');
    const pool = m.ctx.inner ?? (m.ctx.inner = { remaining: MAX_INNER_TRANSACTIONS });
    if (group.length > pool.remaining)
      fail(`too many inner transactions ${group.length} with ${pool.remaining} left`);
    for (const inner of group) {
      if (!inner.fields.has('Type')) fail('itxn_submit with an inner transaction of no Type');
      checkHoldings(m, inner);
    }
    const submit = m.ctx.ledger?.submitInner;
    if (!submit) fail('inner transactions are not available here');
    pool.remaining -= group.length;
    // Each inner application call brings its own budget into the pool (v6 and later).
    const calls = group.filter((inner) => inner.fields.get('TypeEnum') === 6n).length;
    m.ctx.budget.remaining += calls * APP_CALL_BUDGET;
    m.innerBuilding = undefined;
    try {
      m.innerResults = submit.call(m.ctx.ledger, group, {
        appId: m.ctx.appId ?? 0n,
        budget: m.ctx.budget,
        inner: pool,
        depth: (m.ctx.depth ?? 0) + 1,
      });
    } catch (e) {
      if (e instanceof InnerTxnFailure) fail(`inner tx ${e.index} failed: ${e.message}`);
      throw e;
    }
  },
  itxn: (m, ins) => m.push(read(lastInner(m), txnField(ins, 0))),
  itxna: (m, ins) => m.push(read(lastInner(m), txnaField(ins, 0), num(ins, 1))),
  itxnas: (m, ins) => {
    const i = m.popUint();
    m.push(read(lastInner(m), txnaField(ins, 0), Number(i)));
  },
  gitxn: (m, ins) => m.push(read(lastInner(m, num(ins, 0)), txnField(ins, 1))),
  gitxna: (m, ins) => m.push(read(lastInner(m, num(ins, 0)), txnaField(ins, 1), num(ins, 2))),
  gitxnas: (m, ins) => {
    const i = m.popUint();
    m.push(read(lastInner(m, num(ins, 0)), txnaField(ins, 1), Number(i)));
  },
};
