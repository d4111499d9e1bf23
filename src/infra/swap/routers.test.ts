// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import algosdk from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDeflexStandIn } from '../../../tools/swap-routers/deflex';
import { startFolksStandIn } from '../../../tools/swap-routers/folks';
import type { SwapRouterStandIn } from '../../../tools/swap-routers/http';
import { findRoute, type StandInMode } from '../../../tools/swap-routers/swap-group';
import {
  balances,
  routerPools,
  startSwapTestBed,
  type SwapTestBed,
} from '../../../tools/swap-routers/test-bed';
import { bytesToBase64 } from '../../core/encoding/base64';
import type { RouterGroupEntry, SwapQuote } from '../../core/swap/quote';
import type { RouterEndpoint, RouterId } from '../../core/swap/router-config';
import {
  checkSwapEffect,
  checkSwapTransactions,
  type GroupEntry,
  type SwapRefusal,
  type SwapTerms,
} from '../../core/swap/swap-check';
import { balanceChanges, type AppliedEffects } from '../../core/transactions/review';
import { sessionStore } from '../session/session';
import { fetchDeflexGroup, fetchDeflexQuote } from './deflex';
import { fetchFolksQuote, prepareFolksGroup } from './folks';
import { RouterError, routerJson } from './router-http';

// The wallet's two router clients against the loopback stand-ins on an in-process devnet (the
// honest route end to end, each planted defect refused by the swap checks), and against a tiny
// hostile server for every odd answer a router could give.

let bed: SwapTestBed;
let deflex: SwapRouterStandIn;
let folks: SwapRouterStandIn;

beforeAll(async () => {
  bed = await startSwapTestBed();
  deflex = await startDeflexStandIn({ algod: bed.algod, pools: routerPools(bed, 'deflex') });
  folks = await startFolksStandIn({ algod: bed.algod, pools: routerPools(bed, 'folks') });
}, 60_000);

afterAll(async () => {
  await deflex?.stop();
  await folks?.stop();
  await bed?.chain.devnet.stop();
});

const SLIPPAGE = 0.5;
const userAddress = () => bed.user.addr.toString();
const endpointOf = (router: RouterId): RouterEndpoint =>
  router === 'deflex' ? { url: deflex.url, apiKey: 'test-key' } : { url: folks.url, apiKey: '' };

function quote(router: RouterId, from: bigint, to: bigint, amount: bigint): Promise<SwapQuote> {
  const common = { endpoint: endpointOf(router), fromAssetId: from, toAssetId: to, amount };
  return router === 'deflex'
    ? fetchDeflexQuote({ ...common, algodUrl: bed.algod.url })
    : fetchFolksQuote({ ...common, network: 'sandbox' });
}

function group(router: RouterId, swap: SwapQuote, slippage = SLIPPAGE) {
  return router === 'deflex'
    ? fetchDeflexGroup(endpointOf(router), swap, userAddress(), slippage)
    : prepareFolksGroup(endpointOf(router), swap, userAddress(), slippage);
}

/** The quote and group for selling 2 Algo for dUSD, with the stand-in in `mode`. */
async function groupInMode(router: RouterId, mode: StandInMode) {
  const standIn = router === 'deflex' ? deflex : folks;
  const swap = await quote(router, 0n, bed.usd, 2_000_000n);
  standIn.setMode(mode);
  try {
    return { swap, entries: await group(router, swap) };
  } finally {
    standIn.setMode('honest');
  }
}

const asChecked = (entries: RouterGroupEntry[]): GroupEntry[] =>
  entries.map(({ txn, presigned }) => ({ txn, presigned: presigned !== undefined }));

const termsOf = (swap: SwapQuote): SwapTerms => ({
  address: userAddress(),
  fromAssetId: swap.fromAssetId,
  toAssetId: swap.toAssetId,
  amountIn: swap.amountIn,
  quotedOut: swap.quotedOut,
  slippagePercent: SLIPPAGE,
});

/** Inner transactions with their own, as the review reads a simulation. */
function appliedOf(result: algosdk.modelsv2.PendingTransactionResponse): AppliedEffects {
  return {
    inner: (result.innerTxns ?? []).map((inner) => ({
      txn: inner.txn.txn,
      effects: appliedOf(inner),
    })),
  };
}

/**
 * The effect check on the group as the node simulates it, unsigned (the pool's payout is an
 * inner transaction): what the review hands the swap page.
 */
async function effectRefusal(
  entries: RouterGroupEntry[],
  swap: SwapQuote,
): Promise<SwapRefusal | null> {
  const txns = entries.map((entry) => entry.txn);
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
  const applied = (group?.txnResults ?? []).map((result) => appliedOf(result.txnResult));
  const changes = balanceChanges(txns, applied).get(userAddress());
  return checkSwapEffect(asChecked(entries), termsOf(swap), {
    failure: group?.failureMessage ?? null,
    changes: changes ?? new Map(),
  });
}

/** Signs the user's entries, passes the router's bytes through, and waits for the group. */
async function submit(entries: RouterGroupEntry[]): Promise<void> {
  const signed = entries.map(({ txn, presigned }) => presigned ?? txn.signTxn(bed.user.sk));
  const { txid } = await bed.chain.algod.sendRawTransaction(signed).do();
  const confirmed = await algosdk.waitForConfirmation(bed.chain.algod, txid, 4);
  expect(confirmed.confirmedRound).toBeGreaterThan(0n);
}

describe('router clients: quotes from the stand-ins', () => {
  it.each(['deflex', 'folks'] as const)(
    "%s quotes what its best pool pays now, read from the pool's state",
    async (router) => {
      const { appIds } = routerPools(bed, router);
      const now = (from: bigint, to: bigint, amount: bigint) =>
        findRoute(bed.chain.algod, appIds, from, to, amount).then((route) => route?.quote);
      const buy = await quote(router, 0n, bed.usd, 2_000_000n);
      expect(buy).toMatchObject({
        router,
        fromAssetId: 0n,
        toAssetId: bed.usd,
        amountIn: 2_000_000n,
        quotedOut: await now(0n, bed.usd, 2_000_000n),
        priceImpact: 0,
      });
      // 2 Algo against 1,000 Algo : 250 (Deflex's best) or 248 dUSD, less the 0.3% fee.
      expect(buy.quotedOut).toBe(router === 'deflex' ? 497_507n : 493_527n);
      const sell = await quote(router, bed.usd, 0n, 250_000n);
      expect(sell.quotedOut).toBe(await now(bed.usd, 0n, 250_000n));
    },
  );

  it("deflex lists the route's pool app to opt into and carries its payload as it came", async () => {
    const buy = await quote('deflex', 0n, bed.usd, 2_000_000n);
    expect(buy.requiredAppOptIns).toEqual([bed.pool.appId]);
    expect(Object.keys(buy.payload as object).sort()).toEqual(['data', 'iv']);
  });

  it('folks states its network fee and asks for no app opt-in', async () => {
    const buy = await quote('folks', 0n, bed.usd, 2_000_000n);
    const { minFee } = await bed.chain.algod.getTransactionParams().do();
    // The input's fee and the call's two (it covers the pool's inner payout).
    expect(buy.fee).toBe(minFee * 3n);
    expect(buy.requiredAppOptIns).toEqual([]);
    expect(typeof buy.payload).toBe('string');
  });

  it.each(['deflex', 'folks'] as const)(
    '%s: a pair no pool trades is a RouterError "no route"',
    async (router) => {
      const error = await routerError(() => quote(router, 0n, bed.gold, 1_000_000n));
      expect(error.message).toBe('no route');
    },
  );

  it.each(['deflex', 'folks'] as const)(
    "%s: the stand-in's 400 comes back as a RouterError with its message",
    async (router) => {
      const error = await routerError(() => quote(router, 0n, bed.usd, 0n));
      expect(error.status).toBe(400);
      expect(error.message).toContain('amount');
    },
  );
});

describe('router clients: honest groups', () => {
  it.each(['deflex', 'folks'] as const)(
    '%s: the user signs every entry, all their own, and the checks pass on the simulation',
    async (router) => {
      const { swap, entries } = await groupInMode(router, 'honest');
      const user = userAddress();
      expect(entries.length).toBeGreaterThan(1);
      for (const entry of entries) {
        expect(entry.presigned).toBeUndefined();
        expect(entry.txn.sender.toString()).toBe(user);
      }
      expect(checkSwapTransactions(asChecked(entries), user)).toBeNull();
      expect(await effectRefusal(entries, swap)).toBeNull();
    },
  );

  it.each([
    ['deflex', 0n, 'usd', 2_000_000n],
    ['folks', 'usd', 0n, 250_000n],
  ] as const)(
    '%s: the group submitted as the wallet would confirms and the quoted output arrives',
    async (router, fromName, toName, amount) => {
      const from = fromName === 'usd' ? bed.usd : fromName;
      const to = toName === 'usd' ? bed.usd : toName;
      const swap = await quote(router, from, to, amount);
      const entries = await group(router, swap);
      expect(checkSwapTransactions(asChecked(entries), userAddress())).toBeNull();
      expect(await effectRefusal(entries, swap)).toBeNull();
      const before = await balances(bed, userAddress());
      await submit(entries);
      const after = await balances(bed, userAddress());
      const fees = entries
        .filter((entry) => entry.presigned === undefined)
        .reduce((sum, entry) => sum + entry.txn.fee, 0n);
      const held = (b: typeof before, asset: bigint) =>
        asset === 0n ? b.base : (b.assets.get(asset) ?? 0n);
      if (to === 0n) {
        expect(after.base).toBe(before.base + swap.quotedOut - fees);
        expect(held(after, from)).toBe(held(before, from) - amount);
      } else {
        expect(held(after, to)).toBe(held(before, to) + swap.quotedOut);
        expect(after.base).toBe(before.base - amount - fees);
      }
    },
  );
});

describe('router clients: every planted defect is refused', () => {
  const cases: [StandInMode, 'transactions' | 'effect', SwapRefusal['code']][] = [
    ['close-to', 'transactions', 'closes'],
    ['rekey', 'transactions', 'rekeys'],
    ['other-sender', 'transactions', 'foreign-sender'],
    ['larger-outflow', 'effect', 'outflow'],
    ['short-output', 'effect', 'shortfall'],
  ];
  for (const router of ['deflex', 'folks'] as const) {
    it.each(cases)(`${router}: %s is refused by the %s check (%s)`, async (mode, by, code) => {
      const { swap, entries } = await groupInMode(router, mode);
      const byTransactions = checkSwapTransactions(asChecked(entries), userAddress());
      if (by === 'transactions') {
        expect(byTransactions?.code).toBe(code);
      } else {
        // Nothing wrong with the transactions themselves: their effect gives them away.
        expect(byTransactions).toBeNull();
        expect((await effectRefusal(entries, swap))?.code).toBe(code);
      }
    });
  }
});

// A router that answers whatever the test says.
type Answer = (req: IncomingMessage, res: ServerResponse) => void;
let answer: Answer = (_req, res) => res.end();
let hostile: Server;
let hostileUrl: string;

beforeAll(async () => {
  hostile = createServer((req, res) => {
    // Read the request whole first, as a real server would.
    req.resume();
    req.on('end', () => answer(req, res));
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  hostileUrl = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  hostile?.closeAllConnections();
  await new Promise<void>((resolve) => (hostile ? hostile.close(() => resolve()) : resolve()));
});

afterEach(() => {
  vi.restoreAllMocks();
});

function json(status: number, body: unknown): Answer {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

function text(status: number, body: string): Answer {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'text/html' });
    res.end(body);
  };
}

/** Runs `call` and hands back its RouterError; anything else (or no error) fails the test. */
async function routerError(call: () => Promise<unknown>): Promise<RouterError> {
  let caught: unknown = new Error('no error');
  try {
    await call();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(RouterError);
  return caught as RouterError;
}

const hostileEndpoint = (): RouterEndpoint => ({ url: hostileUrl, apiKey: 'k' });
const someQuote = (router: RouterId): SwapQuote => ({
  router,
  fromAssetId: 0n,
  toAssetId: 31n,
  amountIn: 1_000_000n,
  quotedOut: 1n,
  requiredAppOptIns: [],
  payload: router === 'deflex' ? { iv: 'a', data: 'b' } : 'a.b',
});

/** The four client calls against the hostile server. */
const calls = {
  deflexQuote: () =>
    fetchDeflexQuote({
      endpoint: hostileEndpoint(),
      algodUrl: 'http://127.0.0.1:4001',
      fromAssetId: 0n,
      toAssetId: 31n,
      amount: 1_000_000n,
    }),
  deflexGroup: () =>
    fetchDeflexGroup(hostileEndpoint(), someQuote('deflex'), 'A'.repeat(58), SLIPPAGE),
  folksQuote: () =>
    fetchFolksQuote({
      endpoint: hostileEndpoint(),
      network: 'testnet',
      fromAssetId: 0n,
      toAssetId: 31n,
      amount: 1_000_000n,
    }),
  folksGroup: () =>
    prepareFolksGroup(hostileEndpoint(), someQuote('folks'), 'A'.repeat(58), SLIPPAGE),
};
const everyCall = Object.entries(calls);

async function expectAll(reply: Answer, message: string | RegExp, status?: number) {
  answer = reply;
  for (const [name, call] of everyCall) {
    const error = await routerError(call);
    if (typeof message === 'string') expect(error.message, name).toBe(message);
    else expect(error.message, name).toMatch(message);
    expect(error.status, name).toBe(status);
  }
}

/** Some real transaction bytes to wrap in odd answers. */
function paymentTxn(): algosdk.Transaction {
  const account = algosdk.generateAccount();
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: account.addr,
    amount: 1,
    suggestedParams: {
      fee: 1000n,
      flatFee: true,
      minFee: 1000n,
      firstValid: 1n,
      lastValid: 100n,
      genesisID: 'x',
      genesisHash: new Uint8Array(32),
    },
  });
}

describe('router clients: hostile and odd answers are RouterErrors', () => {
  it('a body that is not JSON', async () => {
    await expectAll(text(200, '<html>hello</html>'), 'not JSON', 200);
    answer = text(200, '');
    expect((await routerError(calls.deflexQuote)).message).toBe('not JSON');
    await expectAll(text(502, '<html>Bad gateway</html>'), 'HTTP 502', 502);
  });

  it('a 401 is the router refusing its key: RouterError 401, and the session stays open', async () => {
    sessionStore.setState({ status: 'open', walletId: 'w', lastActivity: Date.now() });
    try {
      await expectAll(json(401, { message: 'Invalid API key' }), 'Invalid API key', 401);
      await expectAll(text(401, 'Unauthorized'), 'HTTP 401', 401);
      expect(sessionStore.getState()).toMatchObject({ status: 'open', lastLogoutReason: null });
    } finally {
      sessionStore.setState({ status: 'locked', walletId: null, lastActivity: 0 });
    }
  });

  it("another error status keeps the router's own message, cut short", async () => {
    await expectAll(json(429, { error: 'Too many requests' }), 'Too many requests', 429);
    await expectAll(json(500, { detail: 'x'.repeat(1000) }), 'x'.repeat(300), 500);
    await expectAll(json(503, { message: 42 }), 'HTTP 503', 503);
  });

  it('JSON of the wrong shape', async () => {
    for (const body of [null, 'text', 42, [], {}, { success: true }, { quote: 1 }]) {
      await expectAll(json(200, body), 'unexpected answer');
    }
    answer = json(200, { quote: 5, txnPayload: { iv: 1, data: 'x' } });
    expect((await routerError(calls.deflexQuote)).message).toBe('unexpected answer');
    answer = json(200, { quote: 5, requiredAppOptIns: [-1], txnPayload: { iv: 'a', data: 'b' } });
    expect((await routerError(calls.deflexQuote)).message).toBe('unexpected answer');
    answer = json(200, { txns: [] });
    expect((await routerError(calls.deflexGroup)).message).toBe('unexpected answer');
    answer = json(200, { txns: [{ data: 'AAAA' }] });
    expect((await routerError(calls.deflexGroup)).message).toBe('unexpected answer');
    answer = json(200, { success: true, result: { quoteAmount: '5' } });
    expect((await routerError(calls.folksQuote)).message).toBe('unexpected answer');
    answer = json(200, { success: 'yes', result: [] });
    expect((await routerError(calls.folksGroup)).message).toBe('unexpected answer');
    for (const result of [[], [1], Array<string>(17).fill('AAAA')]) {
      answer = json(200, { success: true, result });
      expect((await routerError(calls.folksGroup)).message).toBe('unexpected answer');
    }
  });

  it("deflex: quote '' or 0 is no route; no whole number up to 2^64 - 1 is malformed", async () => {
    answer = json(200, { quote: '', txnPayload: null, route: [] });
    expect((await routerError(calls.deflexQuote)).message).toBe('no route');
    for (const quoted of [0, '0']) {
      answer = json(200, { quote: quoted, txnPayload: { iv: 'a', data: 'b' } });
      expect((await routerError(calls.deflexQuote)).message, String(quoted)).toBe('no route');
    }
    const malformed = [
      -5,
      '-5',
      1.5,
      '12.5',
      1e300,
      '1e6',
      Number.MAX_SAFE_INTEGER + 2,
      '18446744073709551616',
      '1'.repeat(30),
    ];
    for (const quoted of malformed) {
      answer = json(200, { quote: quoted, txnPayload: { iv: 'a', data: 'b' } });
      expect((await routerError(calls.deflexQuote)).message, String(quoted)).toBe(
        'unexpected answer',
      );
    }
    answer = json(200, { quote: '18446744073709551615', txnPayload: { iv: 'a', data: 'b' } });
    expect((await calls.deflexQuote()).quotedOut).toBe(2n ** 64n - 1n);
    answer = json(200, { quote: 5, txnPayload: null });
    expect((await routerError(calls.deflexQuote)).message).toBe('no route');
  });

  it('folks: success false is the router\'s words, or "no route"', async () => {
    answer = json(200, { success: false, errors: 'x' });
    expect((await routerError(calls.folksQuote)).message).toBe('x');
    expect((await routerError(calls.folksGroup)).message).toBe('x');
    for (const errors of [undefined, ['No route'], { a: 1 }]) {
      answer = json(200, { success: false, errors });
      expect((await routerError(calls.folksQuote)).message).toBe('no route');
      expect((await routerError(calls.folksGroup)).message).toBe('no route');
    }
    answer = json(200, { success: true, result: { quoteAmount: '0', txnPayload: 'p' } });
    expect((await routerError(calls.folksQuote)).message).toBe('no route');
    for (const quoteAmount of ['1'.repeat(30), '18446744073709551616', '-1', '2.5']) {
      answer = json(200, { success: true, result: { quoteAmount, txnPayload: 'p' } });
      expect((await routerError(calls.folksQuote)).message, quoteAmount).toBe('unexpected answer');
    }
  });

  it('a transaction entry that is not base64 or not a transaction', async () => {
    const unsigned = bytesToBase64(algosdk.encodeUnsignedTransaction(paymentTxn()));
    const entry = { data: unsigned, logicSigBlob: false, signature: false };
    const undecodable = [
      { ...entry, data: '!!!' },
      { ...entry, data: 'AAAA' },
      { ...entry, data: 'gA==' },
      { ...entry, logicSigBlob: 'AAAA' },
      { ...entry, logicSigBlob: [1, 2, 3] },
      { ...entry, logicSigBlob: { 0: 128 } },
      { ...entry, signature: { type: 'secret_key', value: 'AAAA' } },
      { ...entry, signature: { type: 'logic_signature', value: 'AAAA' } },
    ];
    for (const bad of undecodable) {
      answer = json(200, { txns: [entry, bad] });
      const error = await routerError(calls.deflexGroup);
      expect(error.message, JSON.stringify(bad)).toBe('undecodable transaction');
    }
    // Bytes that are not even base64 fail the answer's shape.
    answer = json(200, { txns: [{ ...entry, logicSigBlob: '!!!' }] });
    expect((await routerError(calls.deflexGroup)).message).toBe('unexpected answer');
    answer = json(200, { txns: [{ ...entry, logicSigBlob: [256] }] });
    expect((await routerError(calls.deflexGroup)).message).toBe('unexpected answer');

    for (const bad of ['!!!', 'AAAA', 'gA==', 'AAA', '']) {
      answer = json(200, { success: true, result: [unsigned, bad] });
      const error = await routerError(calls.folksGroup);
      expect(error.message, bad).toBe('undecodable transaction');
    }
  });

  it('the same odd answers decode when well formed (the cases above fail for their defect)', async () => {
    const txn = paymentTxn();
    const unsigned = bytesToBase64(algosdk.encodeUnsignedTransaction(txn));
    answer = json(200, { txns: [{ data: unsigned, logicSigBlob: false, signature: false }] });
    const [deflexEntry] = await calls.deflexGroup();
    expect(deflexEntry?.txn.txID()).toBe(txn.txID());
    expect(deflexEntry?.presigned).toBeUndefined();
    answer = json(200, { success: true, result: [unsigned] });
    const [folksEntry] = await calls.folksGroup();
    expect(folksEntry?.txn.txID()).toBe(txn.txID());
  });

  it('a router that never answers times out', async () => {
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => realTimeout(150));
    await expectAll(() => undefined, 'timeout');
    // Headers, then a body that never ends.
    await expectAll((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"quote":');
    }, 'timeout');
  });

  it('a router that is not there is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await routerError(() => routerJson(`http://127.0.0.1:${port}/x`));
    expect(error.message).toBe('unreachable');
  });

  it("the caller's own abort is passed on as it is, not as a router failure", async () => {
    answer = () => undefined;
    const controller = new AbortController();
    const pending = routerJson(hostileUrl, {}, controller.signal);
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
    // Also while the body is on its way.
    answer = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"quote":');
    };
    const reading = new AbortController();
    const stalled = routerJson(hostileUrl, {}, reading.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    reading.abort(new Error('left the page'));
    await expect(stalled).rejects.toThrow('left the page');
  });
});
