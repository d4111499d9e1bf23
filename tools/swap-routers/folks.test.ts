import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFolksStandIn } from './folks';
import type { SwapRouterStandIn } from './http';
import {
  balances,
  optIntoPoolApp,
  startSwapTestBed,
  testRates,
  type SwapTestBed,
} from './test-bed';

let bed: SwapTestBed;
let folks: SwapRouterStandIn;
beforeAll(async () => {
  bed = await startSwapTestBed();
  folks = await startFolksStandIn({
    algod: bed.algod,
    pool: bed.pool,
    rates: testRates(bed.usd, 'folks'),
  });
}, 60_000);
afterAll(async () => {
  await folks?.stop();
  await bed?.chain.devnet.stop();
});

interface QuoteResult {
  quoteAmount: string | number;
  priceImpact: number;
  microalgoTxnsFee: number;
  txnPayload: string;
}
type Wrapped<T> = { success: true; result: T } | { success: false; errors: unknown };

/**
 * GET {base}/fetch/quote as FolksRouterClient.fetchSwapQuote sends it through axios (parameters
 * in its order, undefined ones left out).
 */
async function fetchQuote(
  from: bigint,
  to: bigint,
  amount: bigint,
  extra: Record<string, string> = {},
): Promise<Response> {
  const params = new URLSearchParams({
    network: 'testnet',
    fromAsset: from.toString(),
    toAsset: to.toString(),
    amount: amount.toString(),
    type: 'FIXED_INPUT',
    maxGroupSize: '16',
    feeBps: '10',
    ...extra,
  });
  return fetch(`${folks.url}/fetch/quote?${params}`, { headers: { 'x-api-key': 'test-key' } });
}

async function quote(from: bigint, to: bigint, amount: bigint): Promise<QuoteResult> {
  const response = await fetchQuote(from, to, amount);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Wrapped<QuoteResult>;
  if (!body.success) throw new Error(`no quote: ${JSON.stringify(body.errors)}`);
  return body.result;
}

/** GET {base}/prepare/swap as prepareSwapTransactions sends it. */
function prepare(result: QuoteResult, slippageBps = 100): Promise<Response> {
  const params = new URLSearchParams({
    userAddress: bed.user.addr.toString(),
    slippageBps: String(slippageBps),
    txnPayload: result.txnPayload,
  });
  return fetch(`${folks.url}/prepare/swap?${params}`);
}

/** The answer's entries: unsigned ones decoded as such, signed ones as signed. */
async function swapGroup(result: QuoteResult, slippageBps = 100) {
  const response = await prepare(result, slippageBps);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Wrapped<string[]>;
  if (!body.success) throw new Error('prepare failed');
  const entries = body.result.map((base64) => {
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    const decoded = algosdk.msgpackRawDecode(bytes) as Map<string, unknown> | object;
    const isSigned = decoded instanceof Map ? decoded.has('txn') : 'txn' in decoded;
    return isSigned
      ? { bytes, signed: true, txn: algosdk.decodeSignedTransaction(bytes).txn }
      : { bytes, signed: false, txn: algosdk.decodeUnsignedTransaction(bytes) };
  });
  return { entries, txns: entries.map((entry) => entry.txn) };
}

async function withMode<T>(mode: string, run: () => Promise<T>): Promise<T> {
  const set = await fetch(`${folks.url}/__test/mode`, {
    method: 'POST',
    body: JSON.stringify({ mode }),
  });
  expect(await set.json()).toEqual({ mode });
  try {
    return await run();
  } finally {
    folks.setMode('honest');
  }
}

const algoToUsd = () => quote(0n, bed.usd, 2_000_000n);

describe('Folks stand-in: fetch/quote', () => {
  it('answers {success, result} with quoteAmount, priceImpact, microalgoTxnsFee, txnPayload', async () => {
    const response = await fetchQuote(0n, bed.usd, 2_000_000n);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await response.json()) as Wrapped<QuoteResult>;
    expect(body.success).toBe(true);
    if (!body.success) return;
    expect(Object.keys(body.result).sort()).toEqual([
      'microalgoTxnsFee',
      'priceImpact',
      'quoteAmount',
      'txnPayload',
    ]);
    // 0.248 dUSD per Algo: worse than the Deflex stand-in's 0.25 on the same pair.
    expect(BigInt(body.result.quoteAmount)).toBe(496_000n);
    expect(body.result.priceImpact).toBe(0);
    expect(body.result.microalgoTxnsFee).toBe(2_000);
    expect(typeof body.result.txnPayload).toBe('string');
  });

  it('answers {success: false} for a pair it has no rate for, or one the pool cannot pay', async () => {
    for (const [from, to, amount] of [
      [0n, bed.gold, 1_000_000n],
      [bed.usd, bed.gold, 1_000_000n],
      [0n, bed.usd, 10n ** 16n],
    ] as const) {
      const response = await fetchQuote(from, to, amount);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it('refuses bad parameters with 400 and a JSON message', async () => {
    for (const [name, value] of [
      ['network', 'voimain'],
      ['amount', '1.5'],
      ['toAsset', ''],
      ['type', 'fixed-input'],
      ['maxGroupSize', '17'],
      ['referrer', 'nobody'],
    ] as const) {
      const response = await fetchQuote(0n, bed.usd, 1_000_000n, { [name]: value });
      expect(response.status, name).toBe(400);
      const body = (await response.json()) as { success: boolean; message: string };
      expect(body.success).toBe(false);
      expect(body.message, name).toContain(name);
    }
  });

  it('answers a CORS preflight allowing the x-api-key header', async () => {
    const response = await fetch(`${folks.url}/fetch/quote`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/x-api-key/i);
  });

  it('answers the user fee discount as 0', async () => {
    const params = new URLSearchParams({
      network: 'testnet',
      userAddress: bed.user.addr.toString(),
    });
    const response = await fetch(`${folks.url}/fetch/discount?${params}`);
    expect(await response.json()).toEqual({ success: true, result: 0 });
  });
});

describe('Folks stand-in: prepare/swap', () => {
  it('answers base64 transactions: two unsigned for the user, the pool payout signed', async () => {
    const { entries, txns } = await swapGroup(await algoToUsd());
    const user = bed.user.addr.toString();
    expect(entries.map((entry) => entry.signed)).toEqual([false, false, true]);
    const [input, call, output] = txns as [
      algosdk.Transaction,
      algosdk.Transaction,
      algosdk.Transaction,
    ];
    expect(input.sender.toString()).toBe(user);
    expect(input.payment?.receiver.toString()).toBe(bed.pool.poolAddress);
    expect(input.payment?.amount).toBe(2_000_000n);
    expect(call.sender.toString()).toBe(user);
    expect(call.applicationCall?.appIndex).toBe(bed.pool.poolAppId);
    expect(output.sender.toString()).toBe(bed.pool.poolAddress);
    expect(output.assetTransfer?.receiver.toString()).toBe(user);
    expect(output.assetTransfer?.amount).toBe(496_000n);
    const groups = txns.map((txn) => Buffer.from(txn.group ?? []).toString('base64'));
    expect(new Set(groups).size).toBe(1);
    expect(txns[0]?.group).toHaveLength(32);
  });

  it('refuses a payload it did not issue', async () => {
    const result = await algoToUsd();
    const response = await prepare({ ...result, txnPayload: `x${result.txnPayload}` });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('plants each test mode defect in the group', async () => {
    const user = bed.user.addr.toString();
    const pool = bed.pool.poolAddress;
    const txnsIn = async (mode: string, slippageBps = 100) =>
      withMode(mode, async () => (await swapGroup(await algoToUsd(), slippageBps)).txns);

    expect((await txnsIn('close-to'))[0]?.payment?.closeRemainderTo?.toString()).toBe(pool);
    const sellUsd = await withMode(
      'close-to',
      async () => (await swapGroup(await quote(bed.usd, 0n, 250_000n))).txns,
    );
    expect(sellUsd[0]?.assetTransfer?.closeRemainderTo?.toString()).toBe(pool);
    expect(
      (await txnsIn('rekey')).some((txn) => txn.sender.toString() === user && txn.rekeyTo),
    ).toBe(true);
    expect((await txnsIn('larger-outflow'))[0]?.payment?.amount).toBeGreaterThan(2_000_000n);
    const other = await withMode('other-sender', async () => swapGroup(await algoToUsd()));
    const unsigned = other.entries.filter((entry) => !entry.signed);
    expect(unsigned.some((entry) => entry.txn.sender.toString() !== user)).toBe(true);
    // 1% of 496,000 is 4,960: at least 491,040 promised.
    expect((await txnsIn('short-output', 100))[2]?.assetTransfer?.amount).toBeLessThan(491_040n);
    expect((await swapGroup(await algoToUsd())).txns[2]?.assetTransfer?.amount).toBe(496_000n);
  });

  it('counts the requests each endpoint served', async () => {
    const counts = (await (await fetch(`${folks.url}/__test/requests`)).json()) as Record<
      string,
      number
    >;
    expect(Object.keys(counts).sort()).toEqual(['fetch/discount', 'fetch/quote', 'prepare/swap']);
    expect(counts).toEqual(folks.requests());
  });

  it('swaps on the devnet: the user signs the unsigned ones, the signed one goes as given', async () => {
    await optIntoPoolApp(bed);
    const user = bed.user.addr.toString();
    const before = await balances(bed, user);
    const poolBefore = await balances(bed, bed.pool.poolAddress);
    const { entries } = await swapGroup(await quote(bed.usd, 0n, 250_000n));
    // The wallet's review simulates the group first, its own members unsigned.
    const simulated = await bed.chain.algod
      .simulateTransactions(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [
            new algosdk.modelsv2.SimulateRequestTransactionGroup({
              txns: entries.map((entry) =>
                entry.signed
                  ? algosdk.decodeSignedTransaction(entry.bytes)
                  : new algosdk.SignedTransaction({ txn: entry.txn }),
              ),
            }),
          ],
          allowEmptySignatures: true,
        }),
      )
      .do();
    expect(simulated.txnGroups[0]?.failureMessage).toBeUndefined();
    const signed = entries.map((entry) =>
      entry.signed ? entry.bytes : entry.txn.signTxn(bed.user.sk),
    );
    const { txid } = await bed.chain.algod.sendRawTransaction(signed).do();
    const confirmed = await algosdk.waitForConfirmation(bed.chain.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    const after = await balances(bed, user);
    // 250,000 dUSD base units buy 995,000 µAlgo; the user pays two fees.
    expect(after.base).toBe(before.base + 995_000n - 2_000n);
    expect(after.assets.get(bed.usd)).toBe((before.assets.get(bed.usd) ?? 0n) - 250_000n);
    const poolAfter = await balances(bed, bed.pool.poolAddress);
    expect(poolAfter.base).toBe(poolBefore.base - 995_000n - 1_000n);
    expect(poolAfter.assets.get(bed.usd)).toBe((poolBefore.assets.get(bed.usd) ?? 0n) + 250_000n);
  });
});
