/**
 * Resource availability (resources.ts through the opcodes): each rule of the specs' "Resource
 * Availability", with algod's error texts.
 */
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { StackValue, TxnView } from './ledger';
import { applicationAddress } from './ops-inner';
import { GroupResources, UnnamedResourcePolicy, type BoxReference } from './resources';
import { failure, MemoryLedger, run, SENDER, txnView, type RunOptions } from './test-support';

const APP = 1001n;
const acct = (n: number) => new Uint8Array(32).fill(n);
const OTHER = acct(9);
const hex = (b: Uint8Array) => `0x${Buffer.from(b).toString('hex')}`;
const text = (s: string) => new TextEncoder().encode(s);
const name = (pk: Uint8Array) => algosdk.encodeAddress(pk);

interface Call {
  sender?: Uint8Array;
  appId?: bigint;
  accounts?: Uint8Array[];
  apps?: bigint[];
  assets?: bigint[];
  onCompletion?: bigint;
}

function appl(c: Call = {}): TxnView {
  const sender = c.sender ?? SENDER;
  const appId = c.appId ?? APP;
  const fields: Record<string, StackValue> = {
    Type: text('appl'),
    Sender: sender,
    Fee: 1000n,
    ApplicationID: appId,
    OnCompletion: c.onCompletion ?? 0n,
    FirstValid: 1n,
    LastValid: 1000n,
  };
  return txnView(fields, {
    Accounts: [sender, ...(c.accounts ?? [])],
    Applications: [appId, ...(c.apps ?? [])],
    Assets: c.assets ?? [],
  });
}

function pay(receiver: Uint8Array): TxnView {
  return txnView({
    Type: text('pay'),
    Sender: SENDER,
    Receiver: receiver,
    CloseRemainderTo: new Uint8Array(32),
  });
}

function axfer(receiver: Uint8Array, asset: bigint): TxnView {
  return txnView({
    Type: text('axfer'),
    Sender: SENDER,
    XferAsset: asset,
    AssetReceiver: receiver,
    AssetSender: new Uint8Array(32),
    AssetCloseTo: new Uint8Array(32),
  });
}

/** Runs `teal` as member `at` (default: the last) of `group`, with the group's resources. */
function options(
  group: TxnView[],
  extra: {
    at?: number;
    boxes?: BoxReference[][];
    ledger?: MemoryLedger;
    unnamed?: UnnamedResourcePolicy;
  } = {},
): RunOptions & { resources: GroupResources } {
  const resources = new GroupResources(
    group.map((view, i) => ({ view, boxes: extra.boxes?.[i] ?? [] })),
    extra.unnamed,
  );
  const at = extra.at ?? group.length - 1;
  return { group, groupIndex: at, txn: group[at], resources, ledger: extra.ledger, appId: APP };
}

const v = (version: number, teal: string) => `#pragma version ${version}\n${teal}`;

describe('accounts', () => {
  it('are available when the sender, in Accounts or the app’s own; others are refused', () => {
    const o = options([appl({ accounts: [acct(3)] })]);
    expect(run(v(9, `byte ${hex(acct(3))}; balance; pop; int 1`), o).pass).toBe(true);
    expect(run(v(9, `byte ${hex(SENDER)}; balance; pop; int 1`), o).pass).toBe(true);
    const own = hex(applicationAddress(APP));
    expect(run(v(9, `byte ${own}; balance; pop; int 1`), o).pass).toBe(true);
    expect(failure(v(9, `byte ${hex(OTHER)}; balance`), o)).toBe(
      `unavailable Account ${name(OTHER)}`,
    );
    expect(failure(v(9, 'int 2; balance'), o)).toBe(
      'invalid Account reference 2 exceeds length of tx.Accounts 1',
    );
  });

  it('from v7 include the accounts of the foreign apps', () => {
    const o = options([appl({ apps: [2002n] })]);
    const teal = `byte ${hex(applicationAddress(2002n))}; balance; pop; int 1`;
    expect(run(v(7, teal), o).pass).toBe(true);
    expect(failure(v(6, teal), o)).toMatch(/^unavailable Account /);
  });

  it('from v6 include those of apps created in the group', () => {
    const o = options([appl()]);
    o.resources.appCreated(3003n);
    const teal = `byte ${hex(applicationAddress(3003n))}; balance; pop; int 1`;
    expect(run(v(6, teal), o).pass).toBe(true);
    expect(failure(v(5, teal), o)).toMatch(/^unavailable Account /);
  });

  it('from v9 include those another transaction of the group names (group sharing)', () => {
    const o = options([pay(OTHER), appl()]);
    const teal = `byte ${hex(OTHER)}; balance; pop; int 1`;
    expect(run(v(9, teal), o).pass).toBe(true);
    expect(failure(v(8, teal), o)).toBe(`unavailable Account ${name(OTHER)}`);
  });

  it('before v9 may change local state only when in Accounts', () => {
    const ledger = new MemoryLedger();
    const own = applicationAddress(APP);
    ledger.optIns.add(`${Buffer.from(own).toString('hex')}/${APP}`);
    const o = options([appl()], { ledger });
    const teal = `byte ${hex(own)}; byte "k"; int 1; app_local_put; int 1`;
    expect(failure(v(8, teal), o)).toBe(`invalid Account reference for mutation ${name(own)}`);
  });
});

describe('assets and apps', () => {
  it('are available from the foreign arrays, by id (v4+) or offset', () => {
    const o = options([appl({ assets: [5005n], apps: [2002n] })]);
    expect(run(v(9, 'int 5005; asset_params_get AssetTotal; pop; pop; int 1'), o).pass).toBe(true);
    expect(run(v(9, 'int 0; asset_params_get AssetTotal; pop; pop; int 1'), o).pass).toBe(true);
    expect(run(v(9, 'int 2002; app_params_get AppCreator; pop; pop; int 1'), o).pass).toBe(true);
    expect(run(v(9, 'int 1; app_params_get AppCreator; pop; pop; int 1'), o).pass).toBe(true);
    expect(failure(v(9, 'int 6006; asset_params_get AssetTotal'), o)).toBe(
      'unavailable Asset 6006',
    );
    expect(failure(v(9, 'int 3003; app_params_get AppCreator'), o)).toBe('unavailable App 3003');
    expect(failure(v(9, 'int 3003; byte "k"; app_global_get_ex'), o)).toBe('unavailable App 3003');
  });

  it('refuse ids up to 255, which read like offsets', () => {
    const o = options([appl({ assets: [200n] })]);
    expect(failure(v(9, 'int 200; asset_params_get AssetTotal'), o)).toBe('low Asset lookup 200');
  });

  it('created in the group are available from v6; named by another member from v9', () => {
    const o = options([axfer(OTHER, 7007n), appl()]);
    o.resources.assetCreated(8008n);
    expect(run(v(6, 'int 8008; asset_params_get AssetTotal; pop; pop; int 1'), o).pass).toBe(true);
    expect(failure(v(5, 'int 8008; asset_params_get AssetTotal'), o)).toBe(
      'unavailable Asset 8008',
    );
    expect(run(v(9, 'int 7007; asset_params_get AssetTotal; pop; pop; int 1'), o).pass).toBe(true);
    expect(failure(v(8, 'int 7007; asset_params_get AssetTotal'), o)).toBe(
      'unavailable Asset 7007',
    );
  });

  it('before v4 are offsets: a foreign slot that does not exist is refused', () => {
    const o = options([appl({ assets: [5005n] })]);
    expect(failure(v(3, 'int 1; asset_params_get AssetTotal'), o)).toBe(
      '1 is not a valid foreign asset slot',
    );
  });
});

describe('holdings and local states (v9)', () => {
  it('need one member naming both the account and the asset', () => {
    const teal = `byte ${hex(OTHER)}; int 7007; asset_holding_get AssetBalance; pop; pop; int 1`;
    const apart = options([pay(OTHER), appl({ assets: [7007n] })]);
    expect(failure(v(9, teal), apart)).toBe(`unavailable Holding 7007+${name(OTHER)}`);
    const together = options([axfer(OTHER, 7007n), appl()]);
    expect(run(v(9, teal), together).pass).toBe(true);
    // Before v9 each part counts for itself.
    const own = options([appl({ accounts: [OTHER], assets: [7007n] })]);
    expect(run(v(8, teal), own).pass).toBe(true);
    const none = options([appl({ assets: [7007n] })]);
    expect(failure(v(9, teal), none)).toBe(`unavailable Account ${name(OTHER)}`);
  });

  it('refuse a local state whose account and app come from different members', () => {
    const teal = `byte ${hex(OTHER)}; int 2002; byte "k"; app_local_get_ex; pop; pop; int 1`;
    const apart = options([pay(OTHER), appl({ apps: [2002n] })]);
    expect(failure(v(9, teal), apart)).toBe(`unavailable Local State 2002+${name(OTHER)}`);
    const together = options([appl({ accounts: [OTHER], apps: [2002n] })]);
    expect(run(v(9, teal), together).pass).toBe(true);
  });
});

describe('boxes', () => {
  const box = (n: string, app = 0n): BoxReference => ({ app, name: text(n) });

  it('need a box reference in the group', () => {
    const named = options([appl()], { boxes: [[box('a')]] });
    expect(run(v(9, 'byte "a"; int 8; box_create'), named).pass).toBe(true);
    const unnamed = options([appl()], { boxes: [[box('a')]] });
    expect(failure(v(9, 'byte "b"; int 8; box_create'), unnamed)).toBe(
      `invalid Box reference ${hex(text('b'))}`,
    );
    // Another member's reference serves (boxes of the app it denotes).
    const shared = options([appl({ appId: 2002n, apps: [APP] }), appl()], {
      boxes: [[box('c', APP)], []],
    });
    expect(run(v(9, 'byte "c"; box_len; pop; pop; int 1'), shared).pass).toBe(true);
  });

  it('are never available to a clear-state program', () => {
    const o = options([appl({ onCompletion: 3n })], { boxes: [[box('a')]] });
    expect(failure(v(9, 'byte "a"; box_len'), o)).toBe(
      'boxes may not be accessed from ClearState program',
    );
  });

  it('write within 2,048 bytes per reference, pooled over the group', () => {
    const one = options([appl()], { boxes: [[box('a')]] });
    expect(failure(v(9, 'byte "a"; int 3000; box_create'), one)).toBe(
      `write budget exceeded (3000 > 2048) while creating box ${hex(text('a'))}`,
    );
    const two = options([appl(), appl()], { boxes: [[box('x')], [box('a')]] });
    expect(run(v(9, 'byte "a"; int 3000; box_create'), two).pass).toBe(true);
  });

  it('read: the boxes named must fit the references’ budget before the first program', () => {
    const o = options([appl()], { boxes: [[box('a')]] });
    expect(o.resources.checkReadBudget(() => 3000)).toBe('read budget exceeded (3000 > 2048)');
    const two = options([appl()], { boxes: [[box('a'), box('')]] });
    expect(two.resources.checkReadBudget(() => 3000)).toBeUndefined();
  });

  it('of an app created in the group may use an empty reference for a box nobody named', () => {
    const o = options([appl()], { boxes: [[box('')]] });
    o.resources.appCreated(APP);
    expect(run(v(9, 'byte "n"; int 8; box_create'), o).pass).toBe(true);
    expect(failure(v(9, 'byte "m"; int 8; box_create'), o)).toBe(
      `invalid Box reference ${hex(text('m'))}`,
    );
  });
});

describe('inner transactions', () => {
  const inner = (field: string, value: string) =>
    v(9, `itxn_begin; int pay; itxn_field TypeEnum; ${value}; itxn_field ${field}; int 1`);

  it('may only name available accounts, assets and apps', () => {
    const o = options([appl({ accounts: [acct(3)] })]);
    expect(run(inner('Receiver', `byte ${hex(acct(3))}`), o).pass).toBe(true);
    expect(failure(inner('Receiver', `byte ${hex(OTHER)}`), o)).toBe(
      `unavailable Account ${name(OTHER)}`,
    );
    expect(failure(inner('XferAsset', 'int 7007'), o)).toBe(
      'unavailable Asset 7007 during assignment',
    );
    expect(failure(inner('ApplicationID', 'int 3003'), o)).toBe('unavailable App 3003');
  });

  it('from v9 may not reach a holding the caller could not', () => {
    const o = options([pay(OTHER), appl({ assets: [7007n] })]);
    const teal = v(
      9,
      `itxn_begin; int axfer; itxn_field TypeEnum; int 7007; itxn_field XferAsset
       byte ${hex(OTHER)}; itxn_field AssetReceiver; itxn_submit; int 1`,
    );
    expect(failure(teal, o)).toBe(
      `axfer AssetReceiver: unavailable Holding 7007+${name(OTHER)} would be accessible`,
    );
  });
});

describe('an inner call to a pre-v9 program (v9 caller)', () => {
  it('may not hand it a local state the caller could not reach', () => {
    const callee = (version: number) => {
      const ledger = new MemoryLedger();
      ledger.apps.set(2002n, { AppApprovalProgram: Uint8Array.of(version, 0x81, 1) });
      return options([pay(OTHER), appl({ apps: [2002n] })], { ledger });
    };
    const teal = v(
      9,
      `itxn_begin; int appl; itxn_field TypeEnum; int 2002; itxn_field ApplicationID
       byte ${hex(OTHER)}; itxn_field Accounts; itxn_submit; int 1`,
    );
    expect(failure(teal, callee(8))).toBe(
      `appl ApplicationID: unavailable Local State 2002+${name(OTHER)} would be accessible`,
    );
    // A v9 callee checks for itself: the submission goes on (and this ledger has no inners).
    expect(failure(teal, callee(9))).toBe('inner transactions are not available here');
  });
});

describe('simulate’s allow-unnamed-resources', () => {
  it('lets a v9 program through and records what it touched for the group', () => {
    const unnamed = new UnnamedResourcePolicy();
    const o = options([appl()], { unnamed });
    const teal = `byte ${hex(OTHER)}; balance; pop; int 6006; asset_params_get AssetTotal; pop; pop
      byte "b"; int 8; box_create`;
    expect(run(v(9, teal), o).pass).toBe(true);
    expect([...unnamed.group.accounts.values()]).toEqual([OTHER]);
    expect([...unnamed.group.assets]).toEqual([6006n]);
    expect([...unnamed.group.boxes.values()]).toEqual([{ app: APP, name: text('b') }]);
    expect(unnamed.txns.size).toBe(0);
  });

  it('records a pre-v9 program’s resources for its own transaction, and the extra box refs', () => {
    const unnamed = new UnnamedResourcePolicy();
    const o = options([appl()], { unnamed });
    expect(run(v(8, `byte ${hex(OTHER)}; balance; pop; int 1`), o).pass).toBe(true);
    expect([...(unnamed.txns.get(0)?.accounts.values() ?? [])]).toEqual([OTHER]);
    expect(unnamed.group.empty).toBe(true);
    expect(run(v(9, 'byte "z"; int 5000; box_create'), o).pass).toBe(true);
    expect(unnamed.group.extraBoxRefs).toBe(3);
  });
});
