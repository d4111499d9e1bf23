import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeflexStandIn } from './deflex';
import type { SwapRouterStandIn } from './http';
import {
  balances,
  optIntoPoolApp,
  startSwapTestBed,
  testRates,
  type SwapTestBed,
} from './test-bed';

let bed: SwapTestBed;
let deflex: SwapRouterStandIn;
beforeAll(async () => {
  bed = await startSwapTestBed();
  deflex = await startDeflexStandIn({
    algod: bed.algod,
    pool: bed.pool,
    rates: testRates(bed.usd, 'deflex'),
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
    signature: { type: string; value: unknown } | false;
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

const algoToUsd = () => fetchQuote({ from: 0n, to: bed.usd, amount: 2_000_000n });

describe('Deflex stand-in: fetchQuote', () => {
  it('quotes at its fixed rate with every field of FetchQuoteResponse', async () => {
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
      quote: 500_000,
      fromASAID: 0,
      toASAID: Number(bed.usd),
      type: 'fixed-input',
      priceBaseline: 0.25,
      userPriceImpact: 0,
      route: [
        {
          percentage: 100,
          path: [
            {
              name: 'DevnetPool',
              in: { id: 0, decimals: 6, unit_name: 'ALGO' },
              out: { id: Number(bed.usd), decimals: 6, unit_name: 'dUSD', price_algo: 3.96 },
            },
          ],
        },
      ],
      // The route's app, as the real API lists it whoever asks.
      requiredAppOptIns: [Number(bed.pool.poolAppId)],
    });
    expect(Object.keys(quote.txnPayload ?? {}).sort()).toEqual(['data', 'iv']);
  });

  it("answers quote '' and no payload for a pair it has no rate for, or a disabled protocol", async () => {
    const none = await fetchQuote({ from: 0n, to: bed.gold, amount: 1_000_000n });
    expect(none).toMatchObject({ quote: '', txnPayload: null, route: [] });
    const disabled = new URL(quoteUrl({ from: 0n, to: bed.usd, amount: 1_000_000n }));
    disabled.searchParams.set('disabledProtocols', 'Humble,Tinyman,DevnetPool');
    expect(await (await fetch(disabled)).json()).toMatchObject({ quote: '' });
  });

  it('answers no route when the pool cannot pay the output', async () => {
    const huge = await fetchQuote({ from: 0n, to: bed.usd, amount: 10n ** 16n });
    expect(huge.quote).toBe('');
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
  it('answers one group: user payment, user app call, the pool payout signed in logicSigBlob', async () => {
    const quote = await algoToUsd();
    const { answer, txns } = await swapGroup(quote);
    const user = bed.user.addr.toString();
    const pool = bed.pool.poolAddress;
    const { minFee } = await bed.chain.algod.getTransactionParams().do();
    expect(txns).toHaveLength(3);
    const [input, call, output] = txns as [
      algosdk.Transaction,
      algosdk.Transaction,
      algosdk.Transaction,
    ];
    expect(input.type).toBe('pay');
    expect(input.sender.toString()).toBe(user);
    expect(input.payment?.receiver.toString()).toBe(pool);
    expect(input.payment?.amount).toBe(2_000_000n);
    expect(input.payment?.closeRemainderTo).toBeUndefined();
    expect(call.type).toBe('appl');
    expect(call.sender.toString()).toBe(user);
    expect(call.applicationCall?.appIndex).toBe(bed.pool.poolAppId);
    expect(call.applicationCall?.onComplete).toBe(algosdk.OnApplicationComplete.NoOpOC);
    expect(output.type).toBe('axfer');
    expect(output.sender.toString()).toBe(pool);
    expect(output.assetTransfer?.receiver.toString()).toBe(user);
    expect(output.assetTransfer?.amount).toBe(500_000n);
    for (const txn of txns) {
      expect(txn.rekeyTo).toBeUndefined();
      expect(txn.fee).toBe(minFee);
    }
    // computeGroupID hashes the transactions as they are, so clear their group id first.
    const ungrouped = answer.txns.map((entry) => {
      const txn = algosdk.decodeUnsignedTransaction(Buffer.from(entry.data, 'base64'));
      txn.group = undefined;
      return txn;
    });
    const groupId = Buffer.from(algosdk.computeGroupID(ungrouped)).toString('base64');
    expect(answer.txns.map((entry) => entry.group)).toEqual([groupId, groupId, groupId]);
    expect(txns.map((txn) => Buffer.from(txn.group ?? []).toString('base64'))).toEqual([
      groupId,
      groupId,
      groupId,
    ]);

    const [first, second, third] = answer.txns;
    expect(first).toMatchObject({ logicSigBlob: false, signature: false });
    expect(second).toMatchObject({ logicSigBlob: false, signature: false });
    expect(third?.signature).toMatchObject({ type: 'logic_signature' });
    const signed = algosdk.decodeSignedTransaction(
      Buffer.from(third?.logicSigBlob as string, 'base64'),
    );
    expect(signed.sig).toHaveLength(64);
    expect(signed.txn.txID()).toBe(output.txID());
    expect(answer.groupMetadata).toEqual([{ labelText: 'Swap through DevnetPool' }]);
  });

  it('puts the asset opt-in first when the quote asked for optIn=true', async () => {
    const quote = await fetchQuote({ from: 0n, to: bed.usd, amount: 1_000_000n, optIn: true });
    const { answer, txns } = await swapGroup(quote);
    expect(txns).toHaveLength(4);
    expect(txns[0]?.assetTransfer).toMatchObject({ assetIndex: bed.usd, amount: 0n });
    expect(txns[0]?.assetTransfer?.receiver.toString()).toBe(bed.user.addr.toString());
    expect(answer.txns.map((entry) => entry.logicSigBlob === false)).toEqual([
      true,
      true,
      true,
      false,
    ]);
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
    const pool = bed.pool.poolAddress;

    const closeTo = await withMode(
      'close-to',
      async () => (await swapGroup(await algoToUsd())).txns,
    );
    expect(closeTo[0]?.payment?.closeRemainderTo?.toString()).toBe(pool);

    const sellUsd = () => fetchQuote({ from: bed.usd, to: 0n, amount: 250_000n });
    const assetCloseTo = await withMode(
      'close-to',
      async () => (await swapGroup(await sellUsd())).txns,
    );
    expect(assetCloseTo[0]?.assetTransfer?.closeRemainderTo?.toString()).toBe(pool);

    const rekey = await withMode('rekey', async () => (await swapGroup(await algoToUsd())).txns);
    expect(rekey.some((txn) => txn.sender.toString() === user && txn.rekeyTo)).toBe(true);

    const larger = await withMode(
      'larger-outflow',
      async () => (await swapGroup(await algoToUsd())).txns,
    );
    expect(larger[0]?.payment?.amount).toBeGreaterThan(2_000_000n);

    const other = await withMode('other-sender', async () => swapGroup(await algoToUsd()));
    const askedToSign = other.txns.filter((_, i) => other.answer.txns[i]?.logicSigBlob === false);
    expect(askedToSign.some((txn) => txn.sender.toString() !== user)).toBe(true);

    // 1% slippage: at least 495,000 promised.
    const short = await withMode(
      'short-output',
      async () => (await swapGroup(await algoToUsd(), 1)).txns,
    );
    expect(short[2]?.assetTransfer?.amount).toBeLessThan(495_000n);

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
    expect(reconfig.at(-1)?.assetConfig?.manager?.toString()).toBe(pool);
    expect(reconfig.at(-1)?.sender.toString()).toBe(user);

    const failing = await withMode('execute-fails', async () => {
      const quote = await algoToUsd();
      return execute(quote);
    });
    expect(failing.status).toBe(500);

    const honest = (await swapGroup(await algoToUsd())).txns;
    expect(honest[0]?.payment?.closeRemainderTo).toBeUndefined();
    expect(honest[2]?.assetTransfer?.amount).toBe(500_000n);
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

  it('swaps on the devnet: the user signs theirs, the pool payout goes as given', async () => {
    await optIntoPoolApp(bed);
    const quote = await algoToUsd();
    expect(quote.requiredAppOptIns).toEqual([Number(bed.pool.poolAppId)]);
    const withAddress = new URL(quoteUrl({ from: 0n, to: bed.usd, amount: 2_000_000n }));
    withAddress.searchParams.set('address', bed.user.addr.toString());
    expect(await (await fetch(withAddress)).json()).toMatchObject({ requiredAppOptIns: [] });

    const user = bed.user.addr.toString();
    const before = await balances(bed, user);
    const poolBefore = await balances(bed, bed.pool.poolAddress);
    const { answer, txns } = await swapGroup(quote);
    const signed = answer.txns.map((entry, i) =>
      entry.logicSigBlob === false
        ? (txns[i] as algosdk.Transaction).signTxn(bed.user.sk)
        : new Uint8Array(Buffer.from(entry.logicSigBlob, 'base64')),
    );
    const { txid } = await bed.chain.algod.sendRawTransaction(signed).do();
    const confirmed = await algosdk.waitForConfirmation(bed.chain.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    const after = await balances(bed, user);
    expect(after.base).toBe(before.base - 2_000_000n - 2_000n);
    expect(after.assets.get(bed.usd)).toBe((before.assets.get(bed.usd) ?? 0n) + 500_000n);
    const poolAfter = await balances(bed, bed.pool.poolAddress);
    expect(poolAfter.base).toBe(poolBefore.base + 2_000_000n - 1_000n);
    expect(poolAfter.assets.get(bed.usd)).toBe((poolBefore.assets.get(bed.usd) ?? 0n) - 500_000n);
  });
});
