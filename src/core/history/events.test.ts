import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { eventSelectorHex } from '../abi/app-spec';
import { movedAssetIds, type IndexerTransaction } from '../chain/indexer-types';
import { bytesToBase64 } from '../encoding/base64';
import { hexToBytes } from '../encoding/hex';
import { activityEvents } from './events';

const ME = 'M'.repeat(58);
const OWN = 'O'.repeat(58);
const POOL = 'P'.repeat(58);
const LEDGER = 'L'.repeat(58);
const USD = 7n;
const GLD = 9n;

let next = 0;
const base = (sender: string, extra: Partial<IndexerTransaction> = {}): IndexerTransaction => ({
  id: `TX${(next++).toString()}`,
  'tx-type': 'pay',
  sender,
  fee: 1000n,
  'first-valid': 1n,
  'last-valid': 2n,
  ...extra,
});
const pay = (sender: string, receiver: string, amount: bigint, extra = {}) =>
  base(sender, { 'tx-type': 'pay', 'payment-transaction': { amount, receiver }, ...extra });
const axfer = (sender: string, receiver: string, amount: bigint, asset = USD, more = {}) =>
  base(sender, {
    'tx-type': 'axfer',
    'asset-transfer-transaction': { amount, receiver, 'asset-id': asset, ...more },
  });
const appl = (sender: string, appId = 1008n) =>
  base(sender, { 'tx-type': 'appl', 'application-transaction': { 'application-id': appId } });
const innerPay = (sender: string, receiver: string, amount: bigint, extra = {}) => ({
  'tx-type': 'pay',
  sender,
  'payment-transaction': { amount, receiver },
  ...extra,
});
const innerAxfer = (sender: string, receiver: string, amount: bigint, asset = USD) => ({
  'tx-type': 'axfer',
  sender,
  'asset-transfer-transaction': { amount, receiver, 'asset-id': asset },
});
/** A pool's call that pays out inside itself (an AMM's inner transaction). */
const poolCall = (sender: string, ...inner: object[]) =>
  base(sender, {
    'tx-type': 'appl',
    'application-transaction': { 'application-id': 1008n },
    'inner-txns': inner as IndexerTransaction['inner-txns'],
  });
const grouped = (group: string, ...txs: IndexerTransaction[]) =>
  txs.map((tx) => ({ ...tx, group }));
const kinds = (txs: IndexerTransaction[], mine: string | ((a: string) => boolean) = ME) =>
  activityEvents(txs, mine).map((e) => e.kind);

describe('activityEvents', () => {
  it('joins a payment out, an app call and an asset in of one group into one swap', () => {
    // Newest first, as the indexer lists a history page.
    const out = pay(ME, POOL, 4_000_000n);
    const txs = grouped('G1', axfer(POOL, ME, 100n), appl(ME), out);
    const events = activityEvents(txs, ME);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'swap',
      id: out.id,
      paid: { assetId: null, amount: 4_000_000n },
      received: { assetId: USD, amount: 100n },
    });
    expect(events[0]?.txs).toHaveLength(3);
  });

  it('keeps the route opt-in to the asset received inside the swap', () => {
    const txs = grouped(
      'G1',
      axfer(POOL, ME, 100n),
      appl(ME),
      pay(ME, POOL, 4n),
      axfer(ME, ME, 0n),
    );
    expect(kinds(txs)).toEqual(['swap']);
  });

  it("reads a pool's payout inside its call as what the person received", () => {
    const out = pay(ME, POOL, 1_000_000n);
    const txs = grouped('G1', poolCall(ME, innerAxfer(POOL, ME, 199n)), out);
    expect(activityEvents(txs, ME)).toEqual([
      expect.objectContaining({
        kind: 'swap',
        id: out.id,
        paid: { assetId: null, amount: 1_000_000n },
        received: { assetId: USD, amount: 199n },
      }),
    ]);
    // Nested one level deeper (a router calling the pool) reads the same.
    const nested = poolCall(ME, {
      ...innerPay(POOL, POOL, 0n),
      'inner-txns': [innerAxfer(POOL, ME, 5n)],
    });
    expect(kinds(grouped('G2', nested, pay(ME, POOL, 4n)))).toEqual(['swap']);
  });

  it('sees a swap from the wallet: any own account counts as the person', () => {
    const txs = grouped('G1', axfer(POOL, OWN, 100n), appl(OWN), pay(OWN, POOL, 4n));
    expect(kinds(txs, (a) => a === ME || a === OWN)).toEqual(['swap']);
  });

  it.each([
    ['no app call', grouped('G', axfer(POOL, ME, 1n), pay(ME, POOL, 4n))],
    ['nothing received', grouped('G', appl(ME), pay(ME, POOL, 4n))],
    ['the same asset both ways', grouped('G', pay(POOL, ME, 1n), appl(ME), pay(ME, POOL, 4n))],
    [
      'two assets out',
      grouped('G', axfer(POOL, ME, 1n), appl(ME), pay(ME, POOL, 4n), axfer(ME, POOL, 2n, GLD)),
    ],
    [
      'a rekey inside',
      grouped('G', axfer(POOL, ME, 1n), appl(ME), pay(ME, POOL, 4n, { 'rekey-to': POOL })),
    ],
    [
      'a close-to inside',
      grouped('G', axfer(POOL, ME, 1n), appl(ME), axfer(ME, POOL, 4n, GLD, { 'close-to': POOL })),
    ],
    [
      'a clawback inside',
      grouped('G', axfer(ME, ME, 1n, USD, { sender: POOL }), appl(ME), pay(ME, POOL, 4n)),
    ],
    [
      'a key registration inside',
      grouped(
        'G',
        axfer(POOL, ME, 1n),
        appl(ME),
        pay(ME, POOL, 4n),
        base(ME, { 'tx-type': 'keyreg', 'keyreg-transaction': {} }),
      ),
    ],
    [
      'an opt-in to another asset',
      grouped('G', axfer(POOL, ME, 1n), appl(ME), pay(ME, POOL, 4n), axfer(ME, ME, 0n, GLD)),
    ],
    ["another's app call", grouped('G', axfer(POOL, ME, 1n), appl(POOL), pay(ME, POOL, 4n))],
    [
      "the app moving the person's own funds inside its call",
      grouped(
        'G',
        poolCall(ME, innerAxfer(POOL, ME, 1n), innerPay(ME, POOL, 9n)),
        pay(ME, POOL, 4n),
      ),
    ],
    [
      'an inner rekey',
      grouped(
        'G',
        poolCall(ME, innerAxfer(POOL, ME, 1n), innerPay(POOL, POOL, 0n, { 'rekey-to': ME })),
        pay(ME, POOL, 4n),
      ),
    ],
    [
      'an inner payout of a second asset',
      grouped(
        'G',
        poolCall(ME, innerAxfer(POOL, ME, 1n), innerAxfer(POOL, ME, 1n, GLD)),
        pay(ME, POOL, 4n),
      ),
    ],
  ])('a group with %s is not a swap: one event per transaction', (_, txs) => {
    const events = activityEvents(txs, ME);
    expect(events.map((e) => e.kind)).not.toContain('swap');
    expect(events).toHaveLength(txs.length);
    expect(events.flatMap((e) => e.txs.map((tx) => tx.id))).toEqual(txs.map((tx) => tx.id));
  });

  it('joins only neighbours of one group: a swap cut by the page boundary stays apart', () => {
    const a = grouped('G1', axfer(POOL, ME, 1n), appl(ME));
    const b = grouped('G1', pay(ME, POOL, 4n));
    expect(kinds([...a, pay(ME, OWN, 1n), ...b])).toEqual([
      'transaction',
      'appCall',
      'transaction',
      'transaction',
    ]);
  });

  it('reads an opt-in as an asset added, and a zero transfer from someone else as plain', () => {
    expect(activityEvents([axfer(ME, ME, 0n)], ME)[0]).toMatchObject({
      kind: 'assetAdded',
      assetId: USD,
    });
    expect(kinds([axfer(POOL, ME, 0n)])).toEqual(['transaction']);
    expect(kinds([axfer(ME, ME, 5n)])).toEqual(['transaction']);
  });

  it('reads an opt-out with close-to as an asset removed, with what it closed out', () => {
    const out = axfer(ME, POOL, 0n, USD, { 'close-to': POOL, 'close-amount': 12n });
    expect(activityEvents([out], ME)[0]).toMatchObject({
      kind: 'assetRemoved',
      assetId: USD,
      closeTo: POOL,
      closed: 12n,
    });
    // Someone else's opt-out that closed to this account is money in: a plain row.
    const theirs = axfer(POOL, POOL, 0n, USD, { 'close-to': ME, 'close-amount': 3n });
    expect(kinds([theirs])).toEqual(['transaction']);
    // An opt-out that also sends an amount is not only a removal.
    expect(kinds([axfer(ME, POOL, 2n, USD, { 'close-to': POOL })])).toEqual(['transaction']);
  });

  it('reads key registrations as going online (with rewards by its fee) and offline', () => {
    const online = (fee: bigint) =>
      base(ME, {
        'tx-type': 'keyreg',
        fee,
        'keyreg-transaction': { 'vote-participation-key': 'AAAA' },
      });
    expect(activityEvents([online(2_000_000n)], ME)[0]).toMatchObject({
      kind: 'online',
      rewards: true,
    });
    expect(activityEvents([online(1_000n)], ME)[0]).toMatchObject({
      kind: 'online',
      rewards: false,
    });
    const offline = base(ME, { 'tx-type': 'keyreg', 'keyreg-transaction': {} });
    expect(kinds([offline])).toEqual(['offline']);
    // Closing out of participation for good is neither: plain words.
    const nonPart = base(ME, {
      'tx-type': 'keyreg',
      'keyreg-transaction': { 'non-participation': true },
    });
    expect(kinds([nonPart])).toEqual(['transaction']);
  });

  it('reads an asset creation with its unit name, and a reconfiguration as plain', () => {
    const create = base(ME, {
      'tx-type': 'acfg',
      'created-asset-index': GLD,
      'asset-config-transaction': { params: { 'unit-name': 'GLD', total: 10n } },
    });
    expect(activityEvents([create], ME)[0]).toMatchObject({
      kind: 'assetCreated',
      assetId: GLD,
      unitName: 'GLD',
    });
    const change = base(ME, {
      'tx-type': 'acfg',
      'asset-config-transaction': { 'asset-id': GLD, params: { manager: POOL } },
    });
    expect(kinds([change])).toEqual(['transaction']);
  });

  it('reads a zero payment to itself with rekey-to as a rekey; a payment with one stays a payment', () => {
    expect(activityEvents([pay(ME, ME, 0n, { 'rekey-to': LEDGER })], ME)[0]).toMatchObject({
      kind: 'rekeyed',
      account: ME,
      to: LEDGER,
    });
    expect(kinds([pay(ME, POOL, 5n, { 'rekey-to': LEDGER })])).toEqual(['transaction']);
    expect(kinds([pay(POOL, POOL, 0n, { 'rekey-to': ME })])).toEqual(['transaction']);
  });

  it('reads an app call by its app id, a heartbeat, and unknown types as plain', () => {
    expect(activityEvents([appl(ME, 1008n)], ME)[0]).toMatchObject({
      kind: 'appCall',
      appId: 1008n,
    });
    expect(kinds([appl(ME, 0n)])).toEqual(['transaction']);
    expect(kinds([base(POOL, { 'tx-type': 'hb' })])).toEqual(['heartbeat']);
    expect(kinds([base(ME, { 'tx-type': 'stpf' }), base(ME, { 'tx-type': 'zzz' })])).toEqual([
      'transaction',
      'transaction',
    ]);
    expect(kinds([pay(ME, POOL, 5n), pay(POOL, ME, 5n)])).toEqual(['transaction', 'transaction']);
  });
});

describe('ARC-200 transfers in the activity', () => {
  const holder = algosdk.generateAccount().addr.toString();
  const bob = algosdk.generateAccount().addr.toString();
  const TOKEN = 1004n;
  const isToken = (appId: bigint) => appId === TOKEN;
  // arc200_Transfer(address,address,uint256) as the token logs it (ARC-28).
  const transferLog = (from: string, to: string, value: bigint) =>
    bytesToBase64(
      Uint8Array.from([
        ...hexToBytes(
          eventSelectorHex({
            name: 'arc200_Transfer',
            args: [{ type: 'address' }, { type: 'address' }, { type: 'uint256' }],
          }),
        ),
        ...algosdk.Address.fromString(from).publicKey,
        ...algosdk.Address.fromString(to).publicKey,
        ...hexToBytes(value.toString(16).padStart(64, '0')),
      ]),
    );
  const tokenCall = (logs: string[], extra: Partial<IndexerTransaction> = {}) => ({
    ...appl(holder, TOKEN),
    logs,
    ...extra,
  });

  it('reads a call that sent a listed token as one transfer event, not also an app call', () => {
    const events = activityEvents(
      [tokenCall([transferLog(holder, bob, 12_500_000n)])],
      holder,
      isToken,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      kind: 'tokenTransfer',
      appId: TOKEN,
      direction: 'sent',
      counterparty: bob,
      value: 12_500_000n,
    });
  });

  it('names a transfer to itself and one received through its own call', () => {
    const self = activityEvents([tokenCall([transferLog(holder, holder, 5n)])], holder, isToken);
    expect(self[0]).toMatchObject({ direction: 'self', counterparty: holder });
    const received = activityEvents([tokenCall([transferLog(bob, holder, 5n)])], holder, isToken);
    expect(received[0]).toMatchObject({ direction: 'received', counterparty: bob });
  });

  it('keeps the plain app call for an unlisted app, two transfers, none, or inner moves', () => {
    const log = transferLog(holder, bob, 5n);
    expect(activityEvents([tokenCall([log])], holder)[0]?.kind).toBe('appCall');
    const read = (tx: IndexerTransaction) => activityEvents([tx], holder, isToken)[0]?.kind;
    expect(read(tokenCall([log, transferLog(holder, bob, 6n)]))).toBe('appCall');
    expect(read(tokenCall([]))).toBe('appCall');
    expect(read(tokenCall([transferLog(bob, bob, 5n)]))).toBe('appCall');
    expect(read(tokenCall(['not base64!']))).toBe('appCall');
    expect(read(tokenCall([log], { 'inner-txns': [innerPay(holder, bob, 1n)] as never }))).toBe(
      'appCall',
    );
  });
});

describe('movedAssetIds', () => {
  it('names the asset an app pays out inside its call, so its unit can be read', () => {
    const call = poolCall(ME, {
      ...innerPay(POOL, POOL, 0n),
      'inner-txns': [innerAxfer(POOL, ME, 5n, GLD)],
    });
    expect(movedAssetIds(call)).toEqual([GLD]);
    expect(movedAssetIds(axfer(ME, POOL, 1n))).toEqual([USD]);
  });
});
