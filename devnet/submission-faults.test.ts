import algosdk, { type Account } from 'algosdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionFault } from './node';
import { algodFetch, fundedAccount, params, startTestChain, type TestChain } from './test-support';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain.devnet.stop());
afterEach(() => chain.devnet.setFaults({ submission: 'none', submissionFaultSender: '' }));

const FAULT_MESSAGE = 'devnet fault injection: internal server error';

interface Payment {
  payer: Account;
  receiver: algosdk.Address;
  txid: string;
  signed: Uint8Array;
}

/** A signed 1 Algo payment to a new account. */
async function newPayment(): Promise<Payment> {
  const payer = await fundedAccount(chain, 5_000_000);
  const receiver = algosdk.generateAccount().addr;
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver,
    amount: 1_000_000,
    suggestedParams: await params(chain),
  });
  return { payer, receiver, txid: txn.txID(), signed: txn.signTxn(payer.sk) };
}

const submit = (signed: Uint8Array, init: RequestInit = {}): Promise<Response> =>
  algodFetch(chain, '/v2/transactions', {
    method: 'POST',
    body: new Uint8Array(signed),
    headers: { 'Content-Type': 'application/x-binary' },
    ...init,
  });

const balance = async (address: algosdk.Address): Promise<bigint> =>
  (await chain.algod.accountInformation(address).do()).amount;

/** Paid exactly once, and algod's pending endpoint shows the transaction confirmed. */
async function expectPaidOnce(p: Payment): Promise<void> {
  const info = await chain.algod.pendingTransactionInformation(p.txid).do();
  expect(info.confirmedRound).toBeGreaterThan(0n);
  expect(await balance(p.receiver)).toBe(1_000_000n);
  expect(await balance(p.payer.addr)).toBe(5_000_000n - 1_000_000n - 1000n);
  // The wallet's retry of the same bytes is refused as a duplicate: nothing is paid twice.
  const retry = await submit(p.signed);
  expect(retry.status).toBe(400);
  expect(await retry.text()).toContain(`transaction already in ledger: ${p.txid}`);
  expect(await balance(p.receiver)).toBe(1_000_000n);
}

describe('submission faults', () => {
  it('error-before: a 500, and nothing is accepted', async () => {
    const p = await newPayment();
    const round = chain.devnet.currentRound();
    chain.devnet.setFaults({ submission: 'error-before' });
    const refused = chain.algod.sendRawTransaction(p.signed).do();
    await expect(refused).rejects.toMatchObject({ response: { status: 500 } });
    await expect(refused).rejects.toThrow(FAULT_MESSAGE);
    expect(chain.devnet.currentRound()).toBe(round);
    await expect(chain.algod.pendingTransactionInformation(p.txid).do()).rejects.toThrow(
      /txn does not exist/,
    );
    expect(await balance(p.receiver)).toBe(0n);
  });

  it('error-after: a 500 for a transaction that confirms', async () => {
    const p = await newPayment();
    chain.devnet.setFaults({ submission: 'error-after' });
    const res = await submit(p.signed);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: FAULT_MESSAGE });
    await expectPaidOnce(p);
  });

  it("html-after: a proxy's HTML 502 for a transaction that confirms", async () => {
    const p = await newPayment();
    chain.devnet.setFaults({ submission: 'html-after' });
    const res = await submit(p.signed);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html');
    expect(await res.text()).toContain('<title>502 Bad Gateway</title>');
    await expect(chain.algod.sendRawTransaction(p.signed).do()).rejects.toMatchObject({
      response: { status: 400 },
    });
    await expectPaidOnce(p);
  });

  it('reset-after: a dropped connection for a transaction that confirms', async () => {
    const p = await newPayment();
    chain.devnet.setFaults({ submission: 'reset-after' });
    await expect(submit(p.signed)).rejects.toThrow(TypeError);
    await expectPaidOnce(p);
  });

  it('hang-after: no answer at all for a transaction that confirms', async () => {
    const p = await newPayment();
    chain.devnet.setFaults({ submission: 'hang-after' });
    const started = Date.now();
    await expect(submit(p.signed, { signal: AbortSignal.timeout(300) })).rejects.toThrow(
      /aborted|timeout/i,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    await expectPaidOnce(p);
  });

  it('still refuses an invalid submission with its 400, and does not count it', async () => {
    const round = chain.devnet.currentRound();
    for (const fault of ['error-after', 'html-after', 'reset-after', 'hang-after'] as const) {
      chain.devnet.setFaults({ submission: fault, submissionFaultCount: 1 });
      const res = await submit(new Uint8Array([0xc1]));
      expect(res.status, fault).toBe(400);
      expect(await res.text()).toContain('msgpack decode error');
    }
    expect(chain.devnet.currentRound()).toBe(round);
    const info = (await (await algodFetch(chain, '/devnet/info')).json()) as {
      faults: { submission: SubmissionFault; submissionFaultCount: number };
    };
    expect(info.faults).toMatchObject({ submission: 'hang-after', submissionFaultCount: 1 });
  });

  it('applies to the next N submissions only, then answers normally again', async () => {
    const setting = await algodFetch(chain, '/devnet/faults', {
      method: 'POST',
      body: JSON.stringify({ submission: 'error-after', submissionFaultCount: 1 }),
    });
    expect(setting.status).toBe(200);
    expect(await setting.json()).toMatchObject({
      faults: { submission: 'error-after', submissionFaultCount: 1 },
    });

    const first = await newPayment();
    expect((await submit(first.signed)).status).toBe(500);
    const second = await newPayment();
    const { txid } = await chain.algod.sendRawTransaction(second.signed).do();
    expect(txid).toBe(second.txid);
    await expectPaidOnce(first);
    await expectPaidOnce(second);

    // Two faulty submissions, then back to normal; error-before counts too.
    chain.devnet.setFaults({ submission: 'error-before', submissionFaultCount: 2 });
    const third = await newPayment();
    expect((await submit(third.signed)).status).toBe(500);
    expect((await submit(third.signed)).status).toBe(500);
    expect((await submit(third.signed)).status).toBe(200);
    await expectPaidOnce(third);

    // A fault set without a count applies to every submission.
    chain.devnet.setFaults({ submission: 'error-after', submissionFaultCount: 5 });
    chain.devnet.setFaults({ submission: 'error-after' });
    for (let i = 0; i < 3; i++) {
      expect((await submit((await newPayment()).signed)).status).toBe(500);
    }
  });

  it('with a sender, only that sender\'s submissions get the fault', async () => {
    const mine = await newPayment();
    const other = await newPayment();
    chain.devnet.setFaults({
      submission: 'error-before',
      submissionFaultCount: 1,
      submissionFaultSender: mine.payer.addr.toString(),
    });
    expect((await submit(other.signed)).status).toBe(200);
    expect((await submit(mine.signed)).status).toBe(500);
    expect(await balance(mine.receiver).catch(() => 0n)).toBe(0n);
    // The count was spent on the matching submission only: now back to normal.
    expect((await submit(mine.signed)).status).toBe(200);
  });

  it('validates the knobs', async () => {
    expect(() => chain.devnet.setFaults({ submission: 'explode' as SubmissionFault })).toThrow(
      RangeError,
    );
    expect(() => chain.devnet.setFaults({ submissionFaultCount: -1 })).toThrow(RangeError);
    expect(() => chain.devnet.setFaults({ submissionFaultCount: 1.5 })).toThrow(RangeError);
    for (const body of [
      { submission: 'explode' },
      { submissionFaultCount: -1 },
      { simulate: 'no' },
      { submissions: 'error-after' },
    ]) {
      const res = await algodFetch(chain, '/devnet/faults', {
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('a hung submission', () => {
  it('does not keep the devnet from stopping', async () => {
    const own = await startTestChain({ faults: { submission: 'hang-after' } });
    const payer = await fundedAccount(own, 1_000_000);
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: payer.addr,
      receiver: payer.addr,
      amount: 0,
      suggestedParams: await own.algod.getTransactionParams().do(),
    });
    const round = own.devnet.currentRound();
    const hanging = fetch(`${own.devnet.algodUrl}/v2/transactions`, {
      method: 'POST',
      body: new Uint8Array(txn.signTxn(payer.sk)),
      headers: { 'X-Algo-API-Token': own.devnet.token, 'Content-Type': 'application/x-binary' },
    });
    const settled = hanging.then(
      () => 'answered',
      () => 'dropped',
    );
    for (let i = 0; i < 100 && own.devnet.currentRound() === round; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(own.devnet.currentRound()).toBe(round + 1);
    const started = Date.now();
    await own.devnet.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await settled).toBe('dropped');
  });
});
