import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  indexerFetch,
  note,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

/**
 * A small, known history: three payments from `payer` with notes and amounts chosen for the
 * filters, an asset created and sent to r1, then a payment to r2.
 */
let chain: TestChain;
let payer: Account;
let r1: Account;
let r2: Account;
let assetId: bigint;
const rounds: Record<string, bigint> = {};
const ids: Record<string, string> = {};

async function payment(to: Account, amount: number, text: string): Promise<void> {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: to.addr,
    amount,
    note: note(text),
    suggestedParams: await params(chain),
  });
  rounds[text] = (await sendAndConfirm(chain, txn.signTxn(payer.sk))).confirmedRound ?? 0n;
  ids[text] = txn.txID();
}

beforeAll(async () => {
  chain = await startTestChain();
  payer = await fundedAccount(chain, 50_000_000);
  r1 = await fundedAccount(chain, 1_000_000);
  r2 = await fundedAccount(chain, 1_000_000);
  await payment(r1, 100_000, 'algow:one');
  await payment(r2, 200_000, 'algow:two');
  await payment(r1, 300_000, 'other:three');

  const sp = await params(chain);
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    total: 1000,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'IDX',
    assetName: 'Indexer Test',
    suggestedParams: sp,
  });
  assetId = (await sendAndConfirm(chain, create.signTxn(payer.sk))).assetIndex ?? 0n;
  const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: r1.addr,
    receiver: r1.addr,
    amount: 0,
    assetIndex: assetId,
    suggestedParams: sp,
  });
  const send = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: r1.addr,
    amount: 250,
    assetIndex: assetId,
    suggestedParams: sp,
  });
  algosdk.assignGroupID([optIn, send]);
  await sendAndConfirm(chain, [optIn.signTxn(r1.sk), send.signTxn(payer.sk)]);
  await payment(r2, 400_000, 'algow:four');
});
afterAll(() => chain.devnet.stop());

const txIds = (r: { transactions: algosdk.indexerModels.Transaction[] }): (string | undefined)[] =>
  r.transactions.map((t) => t.id);

describe('transaction search', () => {
  it('filters by note prefix, oldest first, with a next-token', async () => {
    const res = await chain.indexer.searchForTransactions().notePrefix(note('algow:')).do();
    expect(txIds(res)).toEqual([ids['algow:one'], ids['algow:two'], ids['algow:four']]);
    expect(res.currentRound).toBe(BigInt(chain.devnet.currentRound()));
    expect(res.nextToken).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const empty = await chain.indexer.searchForTransactions().notePrefix(note('nothing')).do();
    expect(empty.transactions).toEqual([]);
    expect(empty.nextToken).toBeUndefined();
  });

  it('bounds amounts strictly', async () => {
    const res = await chain.indexer
      .searchForTransactions()
      .address(payer.addr)
      .currencyGreaterThan(100_000)
      .currencyLessThan(400_000)
      .do();
    expect(txIds(res)).toEqual([ids['other:three'], ids['algow:two']]);
  });

  it('filters by asset, and bounds asset amounts when asset-id is given', async () => {
    const all = await chain.indexer.searchForTransactions().assetID(assetId).do();
    expect(all.transactions.map((t) => t.txType)).toEqual(['acfg', 'axfer', 'axfer']);
    expect(all.transactions[0]?.createdAssetIndex).toBe(assetId);
    const moved = await chain.indexer
      .searchForTransactions()
      .assetID(assetId)
      .currencyGreaterThan(0)
      .do();
    expect(moved.transactions.map((t) => t.assetTransferTransaction?.amount)).toEqual([250n]);
    const byAsset = await chain.indexer.lookupAssetTransactions(assetId).txType('axfer').do();
    expect(byAsset.transactions.length).toBe(2);
  });

  it('filters by round range, inclusive, and refuses round with a range', async () => {
    const from = rounds['algow:two'] ?? 0n;
    const to = rounds['other:three'] ?? 0n;
    const res = await chain.indexer.searchForTransactions().minRound(from).maxRound(to).do();
    expect(txIds(res)).toEqual([ids['algow:two'], ids['other:three']]);
    const exact = await chain.indexer.searchForTransactions().round(to).do();
    expect(txIds(exact)).toEqual([ids['other:three']]);
    const bad = await indexerFetch(chain, `/v2/transactions?round=${to}&min-round=${from}`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'cannot specify round and min-round/max-round' });
  });

  it('filters by type, address role and signature type', async () => {
    const toR1 = await chain.indexer
      .searchForTransactions()
      .address(r1.addr)
      .addressRole('receiver')
      .do();
    // Filtering by address lists the newest first.
    expect(toR1.transactions.map((t) => t.txType)).toEqual(['axfer', 'axfer', 'pay', 'pay', 'pay']);
    const pays = await chain.indexer
      .searchForTransactions()
      .address(r1.addr)
      .addressRole('receiver')
      .txType('pay')
      .do();
    expect(pays.transactions.map((t) => t.paymentTransaction?.amount)).toEqual([
      300_000n,
      100_000n,
      1_000_000n,
    ]);
    const sent = await chain.indexer
      .searchForTransactions()
      .address(r1.addr)
      .addressRole('sender')
      .do();
    expect(sent.transactions.length).toBe(1);
    const sigs = await chain.indexer.searchForTransactions().sigType('msig').do();
    expect(sigs.transactions).toEqual([]);
  });

  it('pages with limit and next, in both orders, without gaps or repeats', async () => {
    const everything = await chain.indexer.searchForTransactions().do();
    const paged: (string | undefined)[] = [];
    let next: string | undefined;
    for (;;) {
      const req = chain.indexer.searchForTransactions().limit(2);
      const page: algosdk.indexerModels.TransactionsResponse = await (
        next ? req.nextToken(next) : req
      ).do();
      if (page.transactions.length === 0) break;
      paged.push(...txIds(page));
      next = page.nextToken;
    }
    expect(paged).toEqual(txIds(everything));
    expect(new Set(paged).size).toBe(paged.length);

    const newestFirst = await chain.indexer.lookupAccountTransactions(payer.addr).do();
    const pagedDesc: (string | undefined)[] = [];
    next = undefined;
    for (;;) {
      const req = chain.indexer.lookupAccountTransactions(payer.addr).limit(3);
      const page: algosdk.indexerModels.TransactionsResponse = await (
        next ? req.nextToken(next) : req
      ).do();
      if (page.transactions.length === 0) break;
      pagedDesc.push(...txIds(page));
      next = page.nextToken;
    }
    expect(pagedDesc).toEqual(txIds(newestFirst));
    const confirmedRounds = newestFirst.transactions.map((t) => t.confirmedRound ?? 0n);
    expect([...confirmedRounds].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(
      confirmedRounds,
    );
  });

  it('looks a transaction up by id', async () => {
    const res = await chain.indexer.lookupTransactionByID(ids['algow:one'] ?? '').do();
    const t = res.transaction;
    expect(t.confirmedRound).toBe(rounds['algow:one']);
    expect(t.paymentTransaction?.receiver).toBe(r1.addr.toString());
    expect(t.genesisId).toBe('dockernet-v1');
    expect(t.roundTime).toBeGreaterThan(1_600_000_000);
    expect(t.signature?.sig?.length).toBe(64);
    expect(Buffer.from(t.note ?? []).toString()).toBe('algow:one');
    const missing = await indexerFetch(chain, `/v2/transactions/${'A'.repeat(52)}`);
    expect(missing.status).toBe(404);
  });

  it('answers bad parameters with a 400 and the indexer wording', async () => {
    const cases: [string, string][] = [
      ['/v2/transactions?note-prefix=%%%', 'unable to parse base64 data'],
      ['/v2/transactions?next=nope', 'unable to parse next token'],
      ['/v2/transactions?tx-type=xyz', 'unknown tx-type'],
      ['/v2/transactions?address=NOTANADDRESS', 'unable to parse address'],
      ['/v2/transactions?limit=-1', 'Invalid format for parameter limit'],
      ['/v2/transactions?min-round=9&max-round=3', 'min-round must be less than max-round'],
      ['/v2/transactions?bogus=1', 'Unknown parameter detected: bogus'],
    ];
    for (const [path, message] of cases) {
      const res = await indexerFetch(chain, path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toContain(message);
    }
  });
});

describe('accounts', () => {
  it('answers 404 for an address it never saw, while algod answers 200', async () => {
    const stranger = algosdk.generateAccount().addr;
    const res = await indexerFetch(chain, `/v2/accounts/${stranger}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: `no accounts found for address: ${stranger}` });
    expect((await chain.algod.accountInformation(stranger).do()).amount).toBe(0n);
  });

  it('rewinds an account to a past round', async () => {
    const at = async (round: bigint) =>
      (await chain.indexer.lookupAccountByID(r1.addr).round(round).do()).account;
    expect((await at(rounds['algow:one'] ?? 0n)).amount).toBe(1_100_000n);
    expect((await at(rounds['other:three'] ?? 0n)).amount).toBe(1_400_000n);
    expect((await at(rounds['other:three'] ?? 0n)).round).toBe(rounds['other:three']);
    const now = (await chain.indexer.lookupAccountByID(r1.addr).do()).account;
    expect(now.amount).toBe(1_400_000n - 1000n);
    expect(now.assets?.[0]).toMatchObject({ assetId, amount: 250n, isFrozen: false });
    const before = await indexerFetch(chain, `/v2/accounts/${r1.addr}?round=1`);
    expect(before.status).toBe(404);
  });

  it('lists an account’s assets and searches accounts by asset', async () => {
    const holdings = await chain.indexer.lookupAccountAssets(r1.addr).do();
    expect(holdings.assets.map((a) => a.assetId)).toEqual([assetId]);
    const holders = await chain.indexer
      .searchAccounts()
      .assetID(assetId)
      .currencyGreaterThan(0)
      .do();
    expect(holders.accounts.map((a) => a.address).sort()).toEqual(
      [payer.addr.toString(), r1.addr.toString()].sort(),
    );
  });
});

describe('required fields of the OpenAPI specs', () => {
  // Copied from reference/indexer.oas3.yml and algod.oas3.yml (`required` of each schema).
  const INDEXER_TXN = ['fee', 'first-valid', 'last-valid', 'sender', 'tx-type'];
  const INDEXER_ACCOUNT = [
    'address',
    'amount',
    'amount-without-pending-rewards',
    'min-balance',
    'pending-rewards',
    'rewards',
    'round',
    'status',
    'total-apps-opted-in',
    'total-assets-opted-in',
    'total-box-bytes',
    'total-boxes',
    'total-created-apps',
    'total-created-assets',
  ];
  const ALGOD_ACCOUNT = [
    'address',
    'amount',
    'amount-without-pending-rewards',
    'min-balance',
    'pending-rewards',
    'rewards',
    'round',
    'status',
    'total-apps-opted-in',
    'total-assets-opted-in',
    'total-created-apps',
    'total-created-assets',
  ];
  const get = async (res: Response): Promise<Record<string, unknown>> => {
    expect(res.status).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const expectKeys = (obj: unknown, keys: string[]): void => {
    for (const key of keys) expect(obj, key).toHaveProperty([key]);
  };

  it('writes every required field', async () => {
    const txns = await get(await indexerFetch(chain, '/v2/transactions'));
    expectKeys(txns, ['current-round', 'transactions']);
    for (const t of txns.transactions as Record<string, unknown>[]) {
      expectKeys(t, INDEXER_TXN);
      if (t['tx-type'] === 'pay') expectKeys(t['payment-transaction'], ['amount', 'receiver']);
      if (t['tx-type'] === 'axfer') {
        expectKeys(t['asset-transfer-transaction'], ['amount', 'asset-id', 'receiver']);
      }
    }
    const account = await get(await indexerFetch(chain, `/v2/accounts/${r1.addr}`));
    expectKeys(account, ['account', 'current-round']);
    expectKeys(account.account, INDEXER_ACCOUNT);
    for (const h of (account.account as { assets: unknown[] }).assets)
      expectKeys(h, ['amount', 'asset-id', 'is-frozen']);
    const asset = await get(await indexerFetch(chain, `/v2/assets/${assetId}`));
    expectKeys(asset, ['asset', 'current-round']);
    expectKeys(asset.asset, ['index', 'params']);
    expectKeys((asset.asset as { params: unknown }).params, ['creator', 'decimals', 'total']);
    const health = await get(await indexerFetch(chain, '/health'));
    expectKeys(health, ['db-available', 'is-migrating', 'message', 'round', 'version']);

    const algodAccount = await get(
      await fetch(`${chain.devnet.algodUrl}/v2/accounts/${r1.addr}`, {
        headers: { 'X-Algo-API-Token': chain.devnet.token },
      }),
    );
    expectKeys(algodAccount, ALGOD_ACCOUNT);
    const params = await get(
      await fetch(`${chain.devnet.algodUrl}/v2/transactions/params`, {
        headers: { 'X-Algo-API-Token': chain.devnet.token },
      }),
    );
    expectKeys(params, [
      'consensus-version',
      'fee',
      'genesis-hash',
      'genesis-id',
      'last-round',
      'min-fee',
    ]);
  });
});
