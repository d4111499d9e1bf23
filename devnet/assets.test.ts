import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
let creator: Account;
let holder: Account;
let assetId: bigint;

beforeAll(async () => {
  chain = await startTestChain();
  creator = await fundedAccount(chain, 10_000_000);
  holder = await fundedAccount(chain, 1_000_000);
});
afterAll(() => chain.devnet.stop());

const transfer = async (
  from: Account,
  to: algosdk.Address,
  amount: number,
  extra: { assetSender?: algosdk.Address; closeRemainderTo?: algosdk.Address } = {},
): Promise<algosdk.Transaction> =>
  algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    assetIndex: assetId,
    suggestedParams: await params(chain),
    ...extra,
  });

describe('an asset through its whole life', () => {
  it('creates an asset and reports its id', async () => {
    const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1_000_000n,
      decimals: 2,
      defaultFrozen: false,
      unitName: 'DVT',
      assetName: 'Devnet Token',
      assetURL: 'https://example.com/dvt',
      manager: creator.addr,
      reserve: creator.addr,
      freeze: creator.addr,
      clawback: creator.addr,
      suggestedParams: await params(chain),
    });
    const result = await sendAndConfirm(chain, txn.signTxn(creator.sk));
    expect(result.assetIndex).toBeGreaterThan(1000n);
    assetId = result.assetIndex ?? 0n;

    const asset = await chain.algod.getAssetByID(assetId).do();
    expect(asset.params?.name).toBe('Devnet Token');
    expect(asset.params?.unitName).toBe('DVT');
    expect(asset.params?.total).toBe(1_000_000n);
    expect(asset.params?.creator.toString()).toBe(creator.addr.toString());
    const info = await chain.algod.accountInformation(creator.addr).do();
    expect(info.totalCreatedAssets).toBe(1);
    expect(info.minBalance).toBe(200_000n);
    expect(info.assets?.[0]?.amount).toBe(1_000_000n);
  });

  it('refuses a transfer to an account that has not opted in', async () => {
    const txn = await transfer(creator, holder.addr, 10);
    expect(await refusal(chain, txn.signTxn(creator.sk))).toContain(
      `receiver error: must optin, asset ${assetId} missing from ${holder.addr}`,
    );
  });

  it('opts in and transfers in one group', async () => {
    const optIn = await transfer(holder, holder.addr, 0);
    const send = await transfer(creator, holder.addr, 500);
    algosdk.assignGroupID([optIn, send]);
    await sendAndConfirm(chain, [optIn.signTxn(holder.sk), send.signTxn(creator.sk)]);
    const holding = await chain.algod.accountAssetInformation(holder.addr, assetId).do();
    expect(holding.assetHolding?.amount).toBe(500n);
    const info = await chain.algod.accountInformation(holder.addr).do();
    expect(info.minBalance).toBe(200_000n);
    expect(info.totalAssetsOptedIn).toBe(1);
  });

  it('freezes the holding, which stops its transfers', async () => {
    const freeze = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: assetId,
      freezeTarget: holder.addr,
      frozen: true,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, freeze.signTxn(creator.sk));
    const holding = await chain.algod.accountAssetInformation(holder.addr, assetId).do();
    expect(holding.assetHolding?.isFrozen).toBe(true);
    const back = await transfer(holder, creator.addr, 1);
    expect(await refusal(chain, back.signTxn(holder.sk))).toContain(
      `asset ${assetId} frozen in ${holder.addr}`,
    );
  });

  it('lets only the freeze address freeze', async () => {
    const freeze = algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      assetIndex: assetId,
      freezeTarget: holder.addr,
      frozen: false,
      suggestedParams: await params(chain),
    });
    expect(await refusal(chain, freeze.signTxn(holder.sk))).toContain(
      `freeze not allowed: sender ${holder.addr}, freeze ${creator.addr}`,
    );
  });

  it('claws back from a frozen holding', async () => {
    const clawback = await transfer(creator, creator.addr, 500, { assetSender: holder.addr });
    await sendAndConfirm(chain, clawback.signTxn(creator.sk));
    expect(
      (await chain.algod.accountAssetInformation(holder.addr, assetId).do()).assetHolding?.amount,
    ).toBe(0n);
    const indexed = await chain.indexer.lookupTransactionByID(clawback.txID()).do();
    expect(indexed.transaction.assetTransferTransaction?.sender).toBe(holder.addr.toString());

    const stranger = await fundedAccount(chain);
    const notClawback = await transfer(stranger, stranger.addr, 1, { assetSender: creator.addr });
    expect(await refusal(chain, notClawback.signTxn(stranger.sk))).toContain(
      'clawback not allowed',
    );
  });

  it('reconfigures: a cleared address cannot be set again', async () => {
    const sp = await params(chain);
    const config = algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: assetId,
      manager: creator.addr,
      reserve: holder.addr,
      freeze: creator.addr,
      clawback: undefined,
      strictEmptyAddressChecking: false,
      suggestedParams: sp,
    });
    await sendAndConfirm(chain, config.signTxn(creator.sk));
    const asset = await chain.algod.getAssetByID(assetId).do();
    expect(asset.params?.reserve?.toString()).toBe(holder.addr.toString());
    expect(asset.params?.clawback).toBeUndefined();

    const notManager = algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      assetIndex: assetId,
      manager: holder.addr,
      reserve: holder.addr,
      freeze: holder.addr,
      clawback: holder.addr,
      suggestedParams: sp,
    });
    expect(await refusal(chain, notManager.signTxn(holder.sk))).toContain(
      'this transaction should be issued by the manager',
    );
  });

  it('closes a holding out to the creator, even when frozen', async () => {
    const close = await transfer(holder, creator.addr, 0, { closeRemainderTo: creator.addr });
    await sendAndConfirm(chain, close.signTxn(holder.sk));
    const info = await chain.algod.accountInformation(holder.addr).do();
    expect(info.totalAssetsOptedIn).toBe(0);
    expect(info.minBalance).toBe(100_000n);
  });

  it('destroys the asset once the creator holds all of it', async () => {
    const destroy = algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      assetIndex: assetId,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, destroy.signTxn(creator.sk));
    await expect(chain.algod.getAssetByID(assetId).do()).rejects.toThrow(/asset does not exist/);
    const info = await chain.algod.accountInformation(creator.addr).do();
    expect(info.totalCreatedAssets).toBe(0);
    expect(info.minBalance).toBe(100_000n);

    await expect(chain.indexer.lookupAssetByID(assetId).do()).rejects.toThrow(/404/);
    const indexed = await chain.indexer.lookupAssetByID(assetId).includeAll(true).do();
    expect(indexed.asset.deleted).toBe(true);
    expect(indexed.asset.destroyedAtRound).toBeGreaterThan(0n);

    // The whole life, as algosdk decodes it from the indexer.
    const history = await chain.indexer.searchForTransactions().assetID(assetId).do();
    expect(history.transactions.map((t) => t.txType)).toEqual([
      'acfg',
      'axfer',
      'axfer',
      'afrz',
      'axfer',
      'acfg',
      'axfer',
      'acfg',
    ]);
    const [created, , , frozen] = history.transactions;
    expect(created?.assetConfigTransaction?.params?.name).toBe('Devnet Token');
    expect(frozen?.assetFreezeTransaction).toMatchObject({
      address: holder.addr.toString(),
      newFreezeStatus: true,
    });
    expect(history.transactions.at(-1)?.assetConfigTransaction?.assetId).toBe(assetId);
  });
});

describe('asset search in the indexer', () => {
  it('finds assets by name, unit and creator, and pages them', async () => {
    const maker = await fundedAccount(chain, 10_000_000);
    const sp = await params(chain);
    const ids: bigint[] = [];
    for (const [name, unit] of [
      ['Alpha Coin', 'ALPHA'],
      ['Beta Coin', 'BETA'],
      ['Gamma Token', 'GAM'],
    ] as const) {
      const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: maker.addr,
        total: 100,
        decimals: 0,
        defaultFrozen: false,
        unitName: unit,
        assetName: name,
        suggestedParams: sp,
      });
      ids.push((await sendAndConfirm(chain, txn.signTxn(maker.sk))).assetIndex ?? 0n);
    }
    const coins = await chain.indexer.searchForAssets().name('coin').do();
    expect(coins.assets.map((a) => a.params.name)).toEqual(['Alpha Coin', 'Beta Coin']);
    const beta = await chain.indexer.searchForAssets().unit('BETA').do();
    expect(beta.assets.map((a) => a.index)).toEqual([ids[1]]);
    const byCreator = await chain.indexer.searchForAssets().creator(maker.addr).limit(2).do();
    expect(byCreator.assets.map((a) => a.index)).toEqual(ids.slice(0, 2));
    expect(byCreator.nextToken).toBe(String(ids[1]));
    const rest = await chain.indexer
      .searchForAssets()
      .creator(maker.addr)
      .nextToken(byCreator.nextToken ?? '')
      .do();
    expect(rest.assets.map((a) => a.index)).toEqual([ids[2]]);

    const account = await chain.indexer.lookupAccountByID(maker.addr).do();
    expect(account.account.createdAssets?.map((a) => a.index)).toEqual(ids);
    expect(account.account.assets?.length).toBe(3);
    const created = await chain.indexer.lookupAccountCreatedAssets(maker.addr).limit(2).do();
    expect(created.assets.map((a) => a.index)).toEqual(ids.slice(0, 2));
    const apps = await chain.indexer.lookupAccountCreatedApplications(maker.addr).do();
    expect(apps.applications).toEqual([]);
    const balances = await chain.indexer.lookupAssetBalances(ids[0] ?? 0n).do();
    expect(balances.balances.map((b) => b.address)).toEqual([maker.addr.toString()]);
  });
});
