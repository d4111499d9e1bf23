import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteSwap, swapArgs } from './amm';
import { startFolksStandIn } from './folks';
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
let folks: SwapRouterStandIn;
beforeAll(async () => {
  bed = await startSwapTestBed();
  folks = await startFolksStandIn({
    algod: bed.algod,
    pools: routerPools(bed, 'folks'),
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
/** What Folks' one pool (the test bed's second) pays for `amount` of `from` now. */
const poolPays = async (from: bigint, to: bigint, amount: bigint) =>
  quoteSwap(await poolNow(bed, bed.pool2), from, to, amount);
const hex = (args: readonly Uint8Array[] | undefined) =>
  (args ?? []).map((arg) => Buffer.from(arg).toString('hex'));

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
    // 2 Algo of 1,000 against 248 dUSD, less 0.3%: worse than the Deflex stand-in's best pool.
    expect(BigInt(body.result.quoteAmount)).toBe(493_527n);
    expect(BigInt(body.result.quoteAmount)).toBe(await poolPays(0n, bed.usd, 2_000_000n));
    expect(body.result.priceImpact).toBe(0);
    // The input's fee and the call's, which covers the pool's inner payout.
    expect(body.result.microalgoTxnsFee).toBe(3_000);
    expect(typeof body.result.txnPayload).toBe('string');
  });

  it('answers {success: false} for a pair no pool trades', async () => {
    for (const [from, to, amount] of [
      [0n, bed.gold, 1_000_000n],
      [bed.usd, bed.gold, 1_000_000n],
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
  it('answers base64 transactions, all unsigned for the user: input and swap call', async () => {
    const result = await algoToUsd();
    const { entries, txns } = await swapGroup(result, 100);
    const user = bed.user.addr.toString();
    expect(entries.map((entry) => entry.signed)).toEqual([false, false]);
    const [input, call] = txns as [algosdk.Transaction, algosdk.Transaction];
    expect(input.sender.toString()).toBe(user);
    expect(input.payment?.receiver.toString()).toBe(bed.pool2.address);
    expect(input.payment?.amount).toBe(2_000_000n);
    expect(call.sender.toString()).toBe(user);
    expect(call.applicationCall?.appIndex).toBe(bed.pool2.appId);
    expect(call.applicationCall?.foreignAssets).toEqual([bed.usd]);
    // 1% of the quote off, as Folks' mulScale rounds.
    const minimum = BigInt(result.quoteAmount) - BigInt(result.quoteAmount) / 100n;
    expect(hex(call.applicationCall?.appArgs)).toEqual(hex(swapArgs(minimum)));
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
    const pool = bed.pool2.address;
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
    expect(other.txns.some((txn) => txn.sender.toString() !== user)).toBe(true);
    // Trades ahead (the pool then pays under the 1% slippage) and asks for no minimum.
    const quoted = BigInt((await algoToUsd()).quoteAmount);
    const short = await txnsIn('short-output', 100);
    expect(hex(short[1]?.applicationCall?.appArgs)).toEqual(hex(swapArgs(0n)));
    expect(await poolPays(0n, bed.usd, 2_000_000n)).toBeLessThan(quoted - quoted / 100n);
    const honest = await swapGroup(await algoToUsd(), 0);
    expect(hex(honest.txns[1]?.applicationCall?.appArgs)).toEqual(
      hex(swapArgs(await poolPays(0n, bed.usd, 2_000_000n))),
    );
  });

  it('counts the requests each endpoint served', async () => {
    const counts = (await (await fetch(`${folks.url}/__test/requests`)).json()) as Record<
      string,
      number
    >;
    expect(Object.keys(counts).sort()).toEqual(['fetch/discount', 'fetch/quote', 'prepare/swap']);
    expect(counts).toEqual(folks.requests());
  });

  it('swaps on the devnet: what simulate shows is what the chain pays, to the base unit', async () => {
    await optIntoPoolApp(bed, bed.pool2);
    const user = bed.user.addr.toString();
    const before = await balances(bed, user);
    const poolBefore = await balances(bed, bed.pool2.address);
    const result = await quote(bed.usd, 0n, 250_000n);
    const quoted = BigInt(result.quoteAmount);
    expect(quoted).toBe(await poolPays(bed.usd, 0n, 250_000n));
    const { txns } = await swapGroup(result);
    // The wallet's review simulates the group first, unsigned.
    const simulated = await bed.chain.algod
      .simulateTransactions(
        new algosdk.modelsv2.SimulateRequest({
          txnGroups: [
            new algosdk.modelsv2.SimulateRequestTransactionGroup({
              txns: txns.map((txn) => new algosdk.SignedTransaction({ txn })),
            }),
          ],
          allowEmptySignatures: true,
        }),
      )
      .do();
    const group = simulated.txnGroups[0];
    expect(group?.failureMessage).toBeUndefined();
    const payout = group?.txnResults[1]?.txnResult.innerTxns?.[0]?.txn.txn;
    expect(payout?.payment?.receiver.toString()).toBe(user);
    expect(payout?.payment?.amount).toBe(quoted);
    const { txid } = await bed.chain.algod
      .sendRawTransaction(txns.map((txn) => txn.signTxn(bed.user.sk)))
      .do();
    const confirmed = await algosdk.waitForConfirmation(bed.chain.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    const after = await balances(bed, user);
    // The user pays three minimum fees: the input's and the call's two.
    expect(after.base).toBe(before.base + quoted - 3_000n);
    expect(after.assets.get(bed.usd)).toBe((before.assets.get(bed.usd) ?? 0n) - 250_000n);
    const poolAfter = await balances(bed, bed.pool2.address);
    expect(poolAfter.base).toBe(poolBefore.base - quoted);
    expect(poolAfter.assets.get(bed.usd)).toBe((poolBefore.assets.get(bed.usd) ?? 0n) + 250_000n);
  });
});
