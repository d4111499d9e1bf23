import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet } from './server';
import {
  algodFetch,
  fundedAccount,
  indexerFetch,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain.devnet.stop());

const message = async (res: Response): Promise<string> =>
  ((await res.json()) as { message: string }).message;

async function signedPayment(): Promise<Uint8Array> {
  const a = await fundedAccount(chain, 1_000_000);
  return algosdk
    .makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: a.addr,
      amount: 0,
      suggestedParams: await params(chain),
    })
    .signTxn(a.sk);
}

const post = (body: Uint8Array, contentType = 'application/x-binary'): Promise<Response> =>
  algodFetch(chain, '/v2/transactions', {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { 'Content-Type': contentType },
  });

describe('bad input never hurts the node', () => {
  it('answers garbage, truncated msgpack and empty bodies with a 400', async () => {
    const good = await signedPayment();
    const round = chain.devnet.currentRound();
    const cases: [Uint8Array, string][] = [
      [new Uint8Array([0xc1, 0x00, 0x01]), 'msgpack decode error'],
      [good.slice(0, good.length - 10), 'unexpected end of data'],
      [new Uint8Array(), 'empty txgroup'],
      [new Uint8Array([0x81, 0xa1, 0x78, 0x01]), 'msgpack decode error'],
      [new Uint8Array([0xdd, 0xff, 0xff, 0xff, 0xff]), 'unexpected end of data'],
      [new Uint8Array(200_000).fill(0x91), 'unexpected end of data'], // deeply nested arrays
      [new TextEncoder().encode('{"txn": {}}'), 'msgpack decode error'],
    ];
    for (const [body, expected] of cases) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await message(res)).toContain(expected);
    }
    expect(chain.devnet.currentRound()).toBe(round);
    // The node still works afterwards.
    expect((await post(good)).status).toBe(200);
  });

  it('refuses a signed transaction with an unknown field', async () => {
    const map = algosdk.msgpackRawDecodeAsMap(await signedPayment()) as Map<string, unknown>;
    map.set('zzz', 1);
    const res = await post(algosdk.msgpackRawEncode(map));
    expect(res.status).toBe(400);
    expect(await message(res)).toContain('non-canonical encoding or unknown field');
  });

  it('refuses a wrong content type and a body over the cap', async () => {
    const res = await post(await signedPayment(), 'application/json');
    expect(res.status).toBe(400);
    expect(await message(res)).toContain('unsupported content type application/json');
    const huge = await post(new Uint8Array(2 * 1024 * 1024));
    expect(huge.status).toBe(400);
    expect(await message(huge)).toContain('request body too large');
  });

  it('refuses unknown query parameters and malformed path parameters', async () => {
    const res = await algodFetch(chain, '/v2/status?verbose=1');
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('Unknown parameter detected: verbose');
    const bad = await algodFetch(chain, '/v2/accounts/not-an-address');
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('failed to parse the address');
    const badRound = await algodFetch(chain, '/v2/status/wait-for-block-after/-4');
    expect(badRound.status).toBe(400);
    const escape = await algodFetch(chain, '/v2/accounts/%E0%A4%A');
    expect(escape.status).toBe(400);
    const format = await algodFetch(
      chain,
      `/v2/accounts/${chain.devnet.dispenser.addr}?format=xml`,
    );
    expect(format.status).toBe(400);
  });

  it('answers unknown paths and methods like echo does', async () => {
    const missing = await algodFetch(chain, '/v2/nothing');
    expect(missing.status).toBe(404);
    expect(await message(missing)).toBe('Not Found');
    const method = await algodFetch(chain, '/v2/status', { method: 'POST', body: 'x' });
    expect(method.status).toBe(405);
  });
});

describe('tokens and CORS', () => {
  it('refuses a missing or wrong token with 401, and takes the token in either header', async () => {
    const none = await fetch(`${chain.devnet.algodUrl}/v2/status`);
    expect(none.status).toBe(401);
    expect(await message(none)).toBe('Invalid API Token');
    const wrong = await algodFetch(chain, '/v2/status', {
      headers: { 'X-Algo-API-Token': 'b'.repeat(64) },
    });
    expect(wrong.status).toBe(401);
    const bearer = await fetch(`${chain.devnet.algodUrl}/v2/status`, {
      headers: { Authorization: `Bearer ${chain.devnet.token}` },
    });
    expect(bearer.status).toBe(200);
    const indexer = await fetch(`${chain.devnet.indexerUrl}/v2/transactions`);
    expect(indexer.status).toBe(401);
    expect((await indexerFetch(chain, '/v2/transactions')).status).toBe(200);
    // Health checks need no token, as on LocalNet.
    expect((await fetch(`${chain.devnet.algodUrl}/health`)).status).toBe(200);
    expect((await fetch(`${chain.devnet.indexerUrl}/health`)).status).toBe(200);
  });

  it('answers CORS preflights, private network access included', async () => {
    const res = await fetch(`${chain.devnet.algodUrl}/v2/transactions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://wallet.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-algo-api-token,content-type',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-algo-api-token,content-type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-private-network')).toBe('true');
    const get = await indexerFetch(chain, '/health', {
      headers: { Origin: 'https://wallet.example' },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('fault knobs', () => {
  it('adds latency', async () => {
    chain.devnet.setFaults({ latencyMs: 150 });
    try {
      const started = Date.now();
      await chain.algod.status().do();
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      chain.devnet.setFaults({ latencyMs: 0 });
    }
  });

  it('answers 500s at the given rate, and 401 for everything', async () => {
    chain.devnet.setFaults({ errorRate: 1 });
    const failing = await algodFetch(chain, '/v2/status');
    expect(failing.status).toBe(500);
    expect(await message(failing)).toContain('fault injection');
    chain.devnet.setFaults({ errorRate: 0, unauthorized: true });
    expect((await algodFetch(chain, '/v2/status')).status).toBe(401);
    expect((await indexerFetch(chain, '/v2/transactions')).status).toBe(401);
    // The admin endpoint stays usable, so that a test can switch the fault off again.
    const off = await algodFetch(chain, '/devnet/faults', {
      method: 'POST',
      body: '{"unauthorized":false}',
    });
    expect(off.status).toBe(200);
    expect((await algodFetch(chain, '/v2/status')).status).toBe(200);
    expect(() => chain.devnet.setFaults({ errorRate: 2 })).toThrow(RangeError);
  });

  it('accepts but never confirms submissions when told to drop them', async () => {
    const signed = await signedPayment();
    const round = chain.devnet.currentRound();
    chain.devnet.setFaults({ dropSubmissions: true });
    try {
      const { txid } = await chain.algod.sendRawTransaction(signed).do();
      const info = await chain.algod.pendingTransactionInformation(txid).do();
      expect(info.confirmedRound).toBeUndefined();
      expect(info.poolError).toBe('');
      expect(chain.devnet.currentRound()).toBe(round);
      const pending = await chain.algod.pendingTransactionsInformation().do();
      expect(pending.topTransactions.map((t) => t.txn.txID())).toContain(txid);
      // Invalid submissions are still refused.
      expect(await refusal(chain, new Uint8Array([0xc1]))).toContain('msgpack decode error');
    } finally {
      chain.devnet.setFaults({ dropSubmissions: false });
    }
  });
});

describe('admin endpoints', () => {
  it('funds an address, advances rounds and describes the chain', async () => {
    const target = algosdk.generateAccount().addr.toString();
    const fund = await algodFetch(chain, '/devnet/fund', {
      method: 'POST',
      body: JSON.stringify({ address: target, amount: '2500000' }),
    });
    expect(fund.status).toBe(200);
    const { txId } = (await fund.json()) as { txId: string };
    expect(
      (await chain.algod.pendingTransactionInformation(txId).do()).confirmedRound,
    ).toBeGreaterThan(0n);
    expect((await chain.algod.accountInformation(target).do()).amount).toBe(2_500_000n);

    const round = chain.devnet.currentRound();
    const advance = await algodFetch(chain, '/devnet/advance', {
      method: 'POST',
      body: '{"rounds":3}',
    });
    expect(await advance.json()).toEqual({ round: round + 3 });

    const info = (await (await algodFetch(chain, '/devnet/info')).json()) as Record<
      string,
      unknown
    >;
    expect(info).toMatchObject({
      genesisId: 'dockernet-v1',
      dispenser: chain.devnet.dispenser.addr,
    });
    // Not the phrase, nor any two of its words in a row (one word may be in the JSON by chance).
    const words = chain.devnet.dispenser.mnemonic.split(' ');
    const served = JSON.stringify(info);
    expect(served).not.toContain(words.join(' '));
    words.slice(1).forEach((word, i) => expect(served).not.toContain(`${words[i]} ${word}`));

    const bad = await algodFetch(chain, '/devnet/fund', {
      method: 'POST',
      body: '{"address":"x","amount":1}',
    });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toContain('not a valid Algorand address');
    const noToken = await fetch(`${chain.devnet.adminUrl}/info`);
    expect(noToken.status).toBe(401);
  });
});

describe('state file', () => {
  it('saves the chain and replays it at the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'devnet-state-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = await startTestChain({ stateFile });
      const alice = await fundedAccount(first, 3_000_000);
      const bob = algosdk.generateAccount();
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: alice.addr,
        receiver: bob.addr,
        amount: 1_000_000,
        suggestedParams: await first.algod.getTransactionParams().do(),
      });
      await sendAndConfirm(first, txn.signTxn(alice.sk));
      first.devnet.advanceRounds(4);
      const round = first.devnet.currentRound();
      const dispenser = first.devnet.dispenser;
      await first.devnet.stop();
      expect(JSON.parse(await readFile(stateFile, 'utf8'))).toMatchObject({ lastRound: round });

      const second = await startDevnet({ algodPort: 0, indexerPort: 0, stateFile });
      try {
        expect(second.currentRound()).toBe(round);
        expect(second.dispenser).toEqual(dispenser);
        const algod = new algosdk.Algodv2(second.token, 'http://127.0.0.1', second.algodPort);
        expect((await algod.accountInformation(bob.addr).do()).amount).toBe(1_000_000n);
        expect(
          (await algod.pendingTransactionInformation(txn.txID()).do()).confirmedRound,
        ).toBeGreaterThan(0n);
      } finally {
        await second.stop();
      }
      await expect(
        startDevnet({
          algodPort: 0,
          indexerPort: 0,
          stateFile,
          dispenserMnemonic: algosdk.secretKeyToMnemonic(algosdk.generateAccount().sk),
        }),
      ).rejects.toThrow(/another dispenser/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
