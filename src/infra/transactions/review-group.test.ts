import type { Algodv2 } from 'algosdk';
import {
  generateAccount,
  makeAssetConfigTxnWithSuggestedParamsFromObject,
  makeAssetCreateTxnWithSuggestedParamsFromObject,
  makeAssetFreezeTxnWithSuggestedParamsFromObject,
  makeAssetTransferTxnWithSuggestedParamsFromObject,
  makePaymentTxnWithSuggestedParamsFromObject,
  waitForConfirmation,
  type SuggestedParams,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startWalletDevnet } from '../../test/devnet-chain';
import { BASE_COIN } from '../../core/transactions/review';
import { currentChain } from '../chain/indexer-client';
import { cachedAssetUnits, rememberAssetUnits } from '../chain/asset-cache';
import { reviewGroup } from './review-group';

let devnet: Devnet;
let algod: Algodv2;
const me = generateAccount();
const thief = generateAccount().addr.toString();
const friend = generateAccount().addr.toString();
const params = (): Promise<SuggestedParams> => algod.getTransactionParams().do();

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await devnet.fund(me.addr.toString(), 10_000_000);
  await devnet.fund(friend, 1_000_000);
}, 60_000);

afterEach(() => devnet.setFaults({ simulate: true }));
afterAll(() => devnet.stop());

const drain = async () =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: me.addr,
    receiver: friend,
    amount: 1_000_000,
    closeRemainderTo: thief,
    suggestedParams: await params(),
  });

describe('reviewGroup', () => {
  it('simulates a close-to and shows the whole balance leaving, then nothing left', async () => {
    const review = await reviewGroup([await drain()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'simulated', failure: undefined });
    expect(review.estimated).toBe(false);
    expect(review.effects).toEqual([
      {
        address: me.addr.toString(),
        changes: [{ assetId: BASE_COIN, delta: -10_000_000n, before: 10_000_000n, after: 0n }],
      },
    ]);
    expect(review.transactions[0]?.dangers).toContainEqual({ code: 'close-to', address: thief });
    // Simulating changed nothing.
    expect((await algod.accountInformation(me.addr).do()).amount).toBe(10_000_000n);
  });

  it("counts only the fees the wallet's own accounts pay", async () => {
    const sp = await params();
    const mine = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: friend,
      amount: 1,
      suggestedParams: sp,
    });
    const theirs = makePaymentTxnWithSuggestedParamsFromObject({
      sender: friend,
      receiver: me.addr,
      amount: 1,
      suggestedParams: { ...sp, fee: 5_000n, flatFee: true },
    });
    const review = await reviewGroup([mine, theirs], [me.addr.toString()]);
    expect(review.totalFee).toBe(mine.fee);
  });

  it('reports why the group would fail', async () => {
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: friend,
      amount: 50_000_000,
      suggestedParams: await params(),
    });
    const review = await reviewGroup([txn], [me.addr.toString()]);
    expect(review.simulation.kind).toBe('simulated');
    expect(review.simulation.kind === 'simulated' && review.simulation.failure?.message).toContain(
      'overspend',
    );
  });

  it('still reviews on a node without simulate, estimating the close from the balance', async () => {
    devnet.setFaults({ simulate: false });
    const review = await reviewGroup([await drain()], [me.addr.toString()]);
    expect(review.simulation).toEqual({ kind: 'unavailable' });
    expect(review.estimated).toBe(true);
    expect(review.effects[0]?.changes[0]).toMatchObject({ delta: -10_000_000n, after: 0n });
  });
});

/** The per-network asset cache lives in local storage, which Node lacks: a Map stands in. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('reviewGroup: asset units and what an asset transaction does', () => {
  let assetId: bigint;

  beforeAll(async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const create = makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      total: 100_000n,
      decimals: 2,
      defaultFrozen: false,
      unitName: 'TEUR',
      assetName: 'Test euro',
      manager: me.addr,
      reserve: me.addr,
      freeze: me.addr,
      clawback: me.addr,
      suggestedParams: await params(),
    });
    await algod.sendRawTransaction(create.signTxn(me.sk)).do();
    assetId = BigInt((await waitForConfirmation(algod, create.txID(), 4)).assetIndex!);
  }, 30_000);

  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => localStorage.clear());

  const transfer = async (asset: bigint) =>
    makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: me.addr,
      amount: 1234,
      assetIndex: asset,
      suggestedParams: await params(),
    });

  it("reads an asset's units from the node once, then from this network's cache", async () => {
    const review = await reviewGroup([await transfer(assetId)], [me.addr.toString()]);
    expect(review.assets.get(assetId)).toMatchObject({ decimals: 2, unitName: 'TEUR' });
    expect(review.missingAssets).toEqual([]);
    const network = currentChain().network;
    expect(cachedAssetUnits(network, assetId)).toMatchObject({ decimals: 2, unitName: 'TEUR' });

    // An id the node does not know is still shown in units when the cache has it.
    rememberAssetUnits(network, 987_654n, { decimals: 3, unitName: 'CACH', name: 'Cached' });
    const cached = await reviewGroup([await transfer(987_654n)], [me.addr.toString()]);
    expect(cached.assets.get(987_654n)).toMatchObject({ decimals: 3, unitName: 'CACH' });
    expect(cached.missingAssets).toEqual([]);
  });

  it('reports an asset whose units cannot be read as missing, so nothing is offered to sign', async () => {
    const review = await reviewGroup([await transfer(555_555n)], [me.addr.toString()]);
    expect(review.assets.has(555_555n)).toBe(false);
    expect(review.missingAssets).toEqual([555_555n]);

    const txn = await transfer(assetId);
    devnet.setFaults({ errorRate: 1 });
    try {
      const down = await reviewGroup([txn], [me.addr.toString()]);
      expect(down.missingAssets).toEqual([assetId]);
    } finally {
      devnet.setFaults({ errorRate: 0 });
    }
  });

  it("a creation: no asset #0, and the new asset's units from the creation itself", async () => {
    const create = makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      total: 5_000n,
      decimals: 1,
      defaultFrozen: true,
      unitName: 'NEW',
      assetName: 'New thing',
      assetURL: 'https://example.com/new',
      manager: me.addr,
      suggestedParams: await params(),
    });
    const review = await reviewGroup([create], [me.addr.toString()]);
    const [described] = review.transactions;
    expect(described?.assetId).toBeUndefined();
    expect(described?.assetConfig?.created).toMatchObject({
      name: 'New thing',
      unitName: 'NEW',
      total: 5_000n,
      decimals: 1,
      url: 'https://example.com/new',
      defaultFrozen: true,
    });
    expect(described?.assetConfig?.roles).toEqual({
      manager: me.addr.toString(),
      reserve: undefined,
      freeze: undefined,
      clawback: undefined,
    });
    const received = review.effects[0]?.changes.find((c) => c.assetId !== BASE_COIN);
    expect(received?.delta).toBe(5_000n);
    expect(review.assets.get(received!.assetId)).toMatchObject({ decimals: 1, unitName: 'NEW' });
    expect(review.missingAssets).toEqual([]);
  });

  it('a reconfiguration: the roles the node has now, whatever the cache holds', async () => {
    rememberAssetUnits(currentChain().network, assetId, {
      decimals: 2,
      unitName: 'TEUR',
      name: 'Test euro',
    });
    const reconfigure = makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      assetIndex: assetId,
      manager: me.addr,
      reserve: friend,
      freeze: me.addr,
      clawback: undefined,
      strictEmptyAddressChecking: false,
      suggestedParams: await params(),
    });
    const review = await reviewGroup([reconfigure], [me.addr.toString()]);
    const mine = me.addr.toString();
    expect(review.assets.get(assetId)?.roles).toEqual({
      manager: mine,
      reserve: mine,
      freeze: mine,
      clawback: mine,
    });
    expect(review.transactions[0]?.assetConfig).toEqual({
      created: undefined,
      roles: { manager: mine, reserve: friend, freeze: mine, clawback: undefined },
    });
    expect(review.missingAssets).toEqual([]);
  });

  it('names a transfer to a receiver not opted in, unless the group opts it in first', async () => {
    const send = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      receiver: friend,
      amount: 5,
      assetIndex: assetId,
      suggestedParams: await params(),
    });
    const review = await reviewGroup([send], [me.addr.toString()]);
    expect(review.notOptedIn).toEqual([{ index: 0, receiver: friend, assetId }]);

    // The receiver's own opt-in before it in the group: the node would accept it.
    const optIn = makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: friend,
      receiver: friend,
      amount: 0,
      assetIndex: assetId,
      suggestedParams: await params(),
    });
    const withOptIn = await reviewGroup([optIn, send], [me.addr.toString()]);
    expect(withOptIn.notOptedIn).toEqual([]);

    // A node that cannot answer tells nothing about the receiver.
    devnet.setFaults({ errorRate: 1 });
    try {
      const down = await reviewGroup([send], [me.addr.toString()]);
      expect(down.notOptedIn).toEqual([]);
    } finally {
      devnet.setFaults({ errorRate: 0 });
    }
    // A receiver that holds the asset (the creator itself) is not named.
    expect((await reviewGroup([await transfer(assetId)], [me.addr.toString()])).notOptedIn).toEqual(
      [],
    );
  });

  it("a freeze: the holder and the holder's amount now", async () => {
    const freeze = makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: me.addr,
      assetIndex: assetId,
      freezeTarget: me.addr,
      frozen: true,
      suggestedParams: await params(),
    });
    const review = await reviewGroup([freeze], [me.addr.toString()]);
    expect(review.transactions[0]?.freeze).toEqual({
      holder: me.addr.toString(),
      frozen: true,
      holding: 100_000n,
    });
  });
});
