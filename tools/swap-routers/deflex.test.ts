import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteSwap, swapArgs } from './amm';
import { startDeflexStandIn } from './deflex';
import type { SwapRouterStandIn } from './http';
import {
  balances,
  optIntoPoolApp,
  poolNow,
  routerPools,
  startSwapTestBed,
  type SwapTestBed,
} from './test-bed';

let bed: SwapTestBed;
let deflex: SwapRouterStandIn;
beforeAll(async () => {
  bed = await startSwapTestBed();
  deflex = await startDeflexStandIn({
    algod: bed.algod,
    pools: routerPools(bed, 'deflex'),
  });
}, 60_000);
afterAll(async () => {
  await deflex?.stop();
  await bed?.chain.devnet.stop();
});

interface QuoteAnswer {
  quote: string | number;
  requiredAppOptIns: number[];
  txnPayload: { iv: string; data: string } | null;
  [field: string]: unknown;
}

interface ExecuteAnswer {
  txns: {
    data: string;
    group: string;
    logicSigBlob: string | false;
    signature: unknown;
  }[];
  groupMetadata: { labelText: string }[];
}

/** The URL DeflexClient.fetchQuote builds (same parameters, same order, SDK defaults). */
function quoteUrl(query: { from: bigint; to: bigint; amount: bigint; optIn?: boolean }): string {
  const url = new URL(`${deflex.url}/fetchQuote`);
  url.searchParams.append('apiKey', 'test-key');
  url.searchParams.append('algodUri', bed.chain.devnet.algodUrl);
  url.searchParams.append('algodToken', bed.chain.devnet.token);
  url.searchParams.append('algodPort', String(bed.chain.devnet.algodPort));
  url.searchParams.append('feeBps', '10');
  url.searchParams.append('fromASAID', query.from.toString());
  url.searchParams.append('toASAID', query.to.toString());
  url.searchParams.append('amount', query.amount.toString());
  url.searchParams.append('type', 'fixed-input');
  url.searchParams.append('disabledProtocols', 'Humble,Tinyman');
  url.searchParams.append('maxGroupSize', '16');
  url.searchParams.append('maxDepth', '4');
  if (query.optIn !== undefined) url.searchParams.append('optIn', String(query.optIn));
  return url.toString();
}

async function fetchQuote(query: Parameters<typeof quoteUrl>[0]): Promise<QuoteAnswer> {
  const response = await fetch(quoteUrl(query));
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteAnswer;
}

/** As DeflexClient.fetchSwapTransactions posts it. */
function execute(quote: QuoteAnswer, slippage = 1): Promise<Response> {
  return fetch(`${deflex.url}/fetchExecuteSwapTxns`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      apiKey: 'test-key',
      address: bed.user.addr.toString(),
      txnPayloadJSON: quote.txnPayload,
      slippage,
    }),
  });
}

async function swapGroup(quote: QuoteAnswer, slippage = 1) {
  const response = await execute(quote, slippage);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ExecuteAnswer;
  const txns = answer.txns.map((entry) =>
    algosdk.decodeUnsignedTransaction(Buffer.from(entry.data, 'base64')),
  );
  return { answer, txns };
}

async function withMode<T>(mode: string, run: () => Promise<T>): Promise<T> {
  const set = await fetch(`${deflex.url}/__test/mode`, {
    method: 'POST',
    body: JSON.stringify({ mode }),
  });
  expect(await set.json()).toEqual({ mode });
  try {
    return await run();
  } finally {
    deflex.setMode('honest');
  }
}

/** A call's arguments as hex, to compare with swapArgs. */
const hex = (args: readonly Uint8Array[] | undefined) =>
  (args ?? []).map((arg) => Buffer.from(arg).toString('hex'));

const algoToUsd = () => fetchQuote({ from: 0n, to: bed.usd, amount: 2_000_000n });
/** What the better pool pays for 2 Algo now: the quote, read from the pools' global state. */
/** The test bed's pool with app `appId`. */
const poolOf = (appId: bigint | number) =>
  [bed.pool, bed.pool2].find((pool) => pool.appId === BigInt(appId)) ?? bed.pool;

async function twoAlgoNow(): Promise<bigint> {
  const quotes = await Promise.all(
    [bed.pool, bed.pool2].map(async (pool) =>
      quoteSwap(await poolNow(bed, pool), 0n, bed.usd, 2_000_000n),
    ),
  );
  return quotes.reduce((best, quote) => (quote > best ? quote : best));
}

describe('Deflex stand-in: fetchQuote', () => {
  it("quotes the best pool's output with every field of FetchQuoteResponse", async () => {
    const expected = await twoAlgoNow();
    // 2 Algo of 1,000 against 250 dUSD, less 0.3%: 0.4975... dUSD, rounded down.
    expect(expected).toBe(497_507n);
    const response = await fetch(quoteUrl({ from: 0n, to: bed.usd, amount: 2_000_000n }));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const quote = (await response.json()) as QuoteAnswer;
    expect(Object.keys(quote).sort()).toEqual(
      [
        'quote',
        'profit',
        'priceBaseline',
        'userPriceImpact',
        'marketPriceImpact',
        'usdIn',
        'usdOut',
        'route',
        'flattenedRoute',
        'quotes',
        'requiredAppOptIns',
        'txnPayload',
        'protocolFees',
        'fromASAID',
        'toASAID',
        'type',
      ].sort(),
    );
    expect(quote).toMatchObject({
      quote: Number(expected),
      fromASAID: 0,
      toASAID: Number(bed.usd),
      type: 'fixed-input',
      priceBaseline: Number(expected) / 2e6,
      userPriceImpact: 0,
      route: [
        {
          percentage: 100,
          path: [
            {
              name: 'DevnetPool',
              in: { id: 0, decimals: 6, unit_name: 'ALGO' },
              out: { id: Number(bed.usd), decimals: 6, unit_name: 'dUSD', price_algo: 4.004064 },
            },
          ],
        },
      ],
      // The route's app, as the real API lists it whoever asks.
      requiredAppOptIns: [Number(bed.pool.appId)],
    });
    expect(Object.keys(quote.txnPayload ?? {}).sort()).toEqual(['data', 'iv']);
  });

  it("answers quote '' and no payload for a pair no pool trades, or a disabled protocol", async () => {
    const none = await fetchQuote({ from: 0n, to: bed.gold, amount: 1_000_000n });
    expect(none).toMatchObject({ quote: '', txnPayload: null, route: [] });
    const disabled = new URL(quoteUrl({ from: 0n, to: bed.usd, amount: 1_000_000n }));
    disabled.searchParams.set('disabledProtocols', 'Humble,Tinyman,DevnetPool');
    expect(await (await fetch(disabled)).json()).toMatchObject({ quote: '' });
  });

  it('refuses bad parameters with 400 and a JSON message', async () => {
    for (const [name, value] of [
      ['amount', 'ten'],
      ['amount', '0'],
      ['fromASAID', '-1'],
      ['feeBps', '301'],
      ['maxGroupSize', '17'],
      ['referrerAddress', 'NOT-AN-ADDRESS'],
      ['apiKey', ''],
    ] as const) {
      const url = new URL(quoteUrl({ from: 0n, to: bed.usd, amount: 1_000_000n }));
      url.searchParams.set(name, value);
      const response = await fetch(url);
      expect(response.status, name).toBe(400);
      const body = (await response.json()) as { message: string };
      expect(body.message, name).toContain(name);
    }
  });

  it('answers a CORS preflight for the JSON POST', async () => {
    const response = await fetch(`${deflex.url}/fetchExecuteSwapTxns`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });
});

describe('Deflex stand-in: fetchExecuteSwapTxns', () => {
  it('answers one group: user payment, user swap call with the minimum, all for the user to sign', async () => {
    const quote = await algoToUsd();
    // 1% slippage: the call asks for at least 99% of the quote.
    const { answer, txns } = await swapGroup(quote, 1);
    const user = bed.user.addr.toString();
    const pool = bed.pool.address;
    const { minFee } = await bed.chain.algod.getTransactionParams().do();
    expect(txns).toHaveLength(2);
    const [input, call] = txns as [algosdk.Transaction, algosdk.Transaction];
    expect(input.type).toBe('pay');
    expect(input.sender.toString()).toBe(user);
    expect(input.payment?.receiver.toString()).toBe(pool);
    expect(input.payment?.amount).toBe(2_000_000n);
    expect(input.payment?.closeRemainderTo).toBeUndefined();
    expect(input.fee).toBe(minFee);
    expect(call.type).toBe('appl');
    expect(call.sender.toString()).toBe(user);
    expect(call.applicationCall?.appIndex).toBe(bed.pool.appId);
    expect(call.applicationCall?.onComplete).toBe(algosdk.OnApplicationComplete.NoOpOC);
    const minimum = BigInt(quote.quote) - (BigInt(quote.quote) * 100n) / 10_000n;
    expect(hex(call.applicationCall?.appArgs)).toEqual(hex(swapArgs(minimum)));
    expect(call.applicationCall?.foreignAssets).toEqual([bed.usd]);
    // The call pays for the pool's inner payout too.
    expect(call.fee).toBe(minFee * 2n);
    for (const txn of txns) expect(txn.rekeyTo).toBeUndefined();
    // computeGroupID hashes the transactions as they are, so clear their group id first.
    const ungrouped = answer.txns.map((entry) => {
      const txn = algosdk.decodeUnsignedTransaction(Buffer.from(entry.data, 'base64'));
      txn.group = undefined;
      return txn;
    });
    const groupId = Buffer.from(algosdk.computeGroupID(ungrouped)).toString('base64');
    expect(answer.txns.map((entry) => entry.group)).toEqual([groupId, groupId]);
    expect(txns.map((txn) => Buffer.from(txn.group ?? []).toString('base64'))).toEqual([
      groupId,
      groupId,
    ]);
    for (const entry of answer.txns) {
      expect(entry).toMatchObject({ logicSigBlob: false, signature: false });
    }
    expect(answer.groupMetadata).toEqual([{ labelText: 'Swap through DevnetPool' }]);
  });

  it('puts the asset opt-in first when the quote asked for optIn=true', async () => {
    const quote = await fetchQuote({ from: 0n, to: bed.usd, amount: 1_000_000n, optIn: true });
    const { answer, txns } = await swapGroup(quote);
    expect(txns).toHaveLength(3);
    expect(txns[0]?.assetTransfer).toMatchObject({ assetIndex: bed.usd, amount: 0n });
    expect(txns[0]?.assetTransfer?.receiver.toString()).toBe(bed.user.addr.toString());
    expect(answer.txns.every((entry) => entry.logicSigBlob === false)).toBe(true);
  });

  it('refuses a payload it did not issue, and a missing one', async () => {
    const quote = await algoToUsd();
    const forged = { ...quote, txnPayload: { iv: quote.txnPayload?.iv ?? '', data: 'AAAA' } };
    const response = await execute(forged);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Invalid txnPayload: not issued by this router',
    });
    expect((await execute({ ...quote, txnPayload: null })).status).toBe(400);
  });

  it('plants each test mode defect in the group', async () => {
    const user = bed.user.addr.toString();
    const pools = [bed.pool.address, bed.pool2.address];

    const closeTo = await withMode(
      'close-to',
      async () => (await swapGroup(await algoToUsd())).txns,
    );
    // Closed to the route's pool, the input's receiver.
    const pool = closeTo[0]?.payment?.receiver.toString();
    expect(pools).toContain(pool);
    expect(closeTo[0]?.payment?.closeRemainderTo?.toString()).toBe(pool);

    const sellUsd = () => fetchQuote({ from: bed.usd, to: 0n, amount: 250_000n });
    const assetCloseTo = await withMode(
      'close-to',
      async () => (await swapGroup(await sellUsd())).txns,
    );
    expect(assetCloseTo[0]?.assetTransfer?.closeRemainderTo?.toString()).toBe(
      assetCloseTo[0]?.assetTransfer?.receiver.toString(),
    );

    const rekey = await withMode('rekey', async () => (await swapGroup(await algoToUsd())).txns);
    expect(rekey.some((txn) => txn.sender.toString() === user && txn.rekeyTo)).toBe(true);

    const larger = await withMode(
      'larger-outflow',
      async () => (await swapGroup(await algoToUsd())).txns,
    );
    expect(larger[0]?.payment?.amount).toBeGreaterThan(2_000_000n);

    const other = await withMode('other-sender', async () => swapGroup(await algoToUsd()));
    expect(other.txns.some((txn) => txn.sender.toString() !== user)).toBe(true);

    // Trades ahead of the user and asks the pool for no minimum: the pool now pays less than
    // the quote's 1% slippage allows, and the call would take it.
    const shortQuote = await algoToUsd();
    const short = await withMode('short-output', async () => (await swapGroup(shortQuote, 1)).txns);
    expect(hex(short[1]?.applicationCall?.appArgs)).toEqual(hex(swapArgs(0n)));
    const moved = await poolNow(bed, poolOf(short[1]?.applicationCall?.appIndex ?? 0n));
    expect(quoteSwap(moved, 0n, bed.usd, 2_000_000n)).toBeLessThan(
      (BigInt(shortQuote.quote) * 99n) / 100n,
    );

    const keyreg = await withMode(
      'key-registration',
      async () => (await swapGroup(await algoToUsd())).txns,
    );
    expect(keyreg.at(-1)?.type).toBe('keyreg');
    expect(keyreg.at(-1)?.sender.toString()).toBe(user);

    const reconfig = await withMode(
      'asset-reconfiguration',
      async () => (await swapGroup(await algoToUsd())).txns,
    );
    expect(reconfig.at(-1)?.assetConfig?.manager?.toString()).toBe(
      reconfig[0]?.payment?.receiver.toString(),
    );
    expect(reconfig.at(-1)?.sender.toString()).toBe(user);

    const failing = await withMode('execute-fails', async () => {
      const quote = await algoToUsd();
      return execute(quote);
    });
    expect(failing.status).toBe(500);

    const honestQuote = await algoToUsd();
    const honest = (await swapGroup(honestQuote, 0)).txns;
    expect(honest[0]?.payment?.closeRemainderTo).toBeUndefined();
    expect(hex(honest[1]?.applicationCall?.appArgs)).toEqual(
      hex(swapArgs(BigInt(honestQuote.quote))),
    );
  });

  it('refuses an unknown mode and counts the requests each endpoint served', async () => {
    const bad = await fetch(`${deflex.url}/__test/mode`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'sneaky' }),
    });
    expect(bad.status).toBe(400);
    const counts = (await (await fetch(`${deflex.url}/__test/requests`)).json()) as Record<
      string,
      number
    >;
    expect(Object.keys(counts).sort()).toEqual(['fetchExecuteSwapTxns', 'fetchQuote']);
    expect(counts).toEqual(deflex.requests());
    expect(counts.fetchQuote).toBeGreaterThan(10);
  });

  it('swaps on the devnet: the chain pays exactly the quote, the pool keeps the input', async () => {
    const quote = await algoToUsd();
    // The route's pool (the better one now: earlier trades moved the other).
    expect(quote.requiredAppOptIns).toHaveLength(1);
    const pool = poolOf(quote.requiredAppOptIns[0] ?? 0);
    await optIntoPoolApp(bed, pool);
    const withAddress = new URL(quoteUrl({ from: 0n, to: bed.usd, amount: 2_000_000n }));
    withAddress.searchParams.set('address', bed.user.addr.toString());
    expect(await (await fetch(withAddress)).json()).toMatchObject({ requiredAppOptIns: [] });

    const user = bed.user.addr.toString();
    const quoted = BigInt(quote.quote);
    expect(quoted).toBe(await twoAlgoNow());
    const before = await balances(bed, user);
    const poolBefore = await balances(bed, pool.address);
    // No slippage at all: the call asks for the whole quote, and gets it.
    const { txns } = await swapGroup(quote, 0);
    const { txid } = await bed.chain.algod
      .sendRawTransaction(txns.map((txn) => txn.signTxn(bed.user.sk)))
      .do();
    const confirmed = await algosdk.waitForConfirmation(bed.chain.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    const after = await balances(bed, user);
    expect(after.base).toBe(before.base - 2_000_000n - 3_000n);
    expect(after.assets.get(bed.usd)).toBe((before.assets.get(bed.usd) ?? 0n) + quoted);
    const poolAfter = await balances(bed, pool.address);
    expect(poolAfter.base).toBe(poolBefore.base + 2_000_000n);
    expect(poolAfter.assets.get(bed.usd)).toBe((poolBefore.assets.get(bed.usd) ?? 0n) - quoted);
    const state = await poolNow(bed, pool);
    expect(state.assetReserve).toBe(poolAfter.assets.get(bed.usd));
  });

  it('a swap asking for more than the pool pays fails on the chain, nothing moves', async () => {
    const quote = await algoToUsd();
    // Another trade lands between the quote and the swap: the pool pays less than the minimum.
    await withMode('short-output', async () => swapGroup(await algoToUsd(), 1));
    const user = bed.user.addr.toString();
    const before = await balances(bed, user);
    const { txns } = await swapGroup(quote, 0);
    await expect(
      bed.chain.algod.sendRawTransaction(txns.map((txn) => txn.signTxn(bed.user.sk))).do(),
    ).rejects.toThrow();
    expect(await balances(bed, user)).toEqual(before);
  });
});
