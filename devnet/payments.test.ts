import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENESIS_HASH_B64, MIN_BALANCE } from './constants';
import {
  algodFetch,
  fundedAccount,
  note,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain.devnet.stop());

describe('node endpoints', () => {
  it('reports status, params and versions with every required field', async () => {
    const status = await chain.algod.status().do();
    expect(status.lastRound).toBe(BigInt(chain.devnet.currentRound()));
    expect(status.lastVersion).toMatch(/^https:\/\/github.com\/algorandfoundation\/specs\/tree\//);
    expect(status.nextVersionSupported).toBe(true);

    const sp = await params(chain);
    expect(sp.genesisID).toBe('dockernet-v1');
    expect(Buffer.from(sp.genesisHash ?? new Uint8Array()).toString('base64')).toBe(
      GENESIS_HASH_B64,
    );
    expect(sp.minFee).toBe(1000n);

    const versions = await chain.algod.versionsCheck().do();
    expect(versions.genesisId).toBe('dockernet-v1');
    expect(Buffer.from(versions.genesisHashB64).toString('base64')).toBe(GENESIS_HASH_B64);

    const raw = (await (await algodFetch(chain, '/v2/status')).json()) as Record<string, unknown>;
    for (const key of [
      'catchup-time',
      'last-round',
      'last-version',
      'next-version',
      'next-version-round',
      'next-version-supported',
      'stopped-at-unsupported-round',
      'time-since-last-round',
    ]) {
      expect(raw).toHaveProperty(key);
    }
    await chain.algod.healthCheck().do();
  });

  it('keeps the genesis hash fixed across restarts', async () => {
    const other = await startTestChain();
    try {
      expect(other.devnet.genesisHash).toBe(chain.devnet.genesisHash);
      expect(other.devnet.dispenser.addr).not.toBe(chain.devnet.dispenser.addr);
    } finally {
      await other.devnet.stop();
    }
  });

  it('answers 200 with amount 0 for an account algod never saw', async () => {
    const info = await chain.algod.accountInformation(algosdk.generateAccount().addr).do();
    expect(info.amount).toBe(0n);
    expect(info.minBalance).toBe(MIN_BALANCE);
    expect(info.status).toBe('Offline');
  });
});

describe('payments', () => {
  it('confirms a payment through waitForConfirmation, one round per group', async () => {
    const alice = await fundedAccount(chain, 5_000_000);
    const bob = algosdk.generateAccount();
    const before = chain.devnet.currentRound();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: bob.addr,
      amount: 1_234_567,
      note: note('first payment'),
      suggestedParams: await params(chain),
    });
    const result = await sendAndConfirm(chain, txn.signTxn(alice.sk));

    expect(result.confirmedRound).toBe(BigInt(before + 1));
    expect(result.poolError).toBe('');
    expect(result.txn.txn.txID()).toBe(txn.txID());
    expect(result.txn.txn.payment?.amount).toBe(1_234_567n);
    expect((await chain.algod.accountInformation(bob.addr).do()).amount).toBe(1_234_567n);
    expect((await chain.algod.accountInformation(alice.addr).do()).amount).toBe(
      5_000_000n - 1_234_567n - 1000n,
    );
  });

  it('serves pending info as JSON too, with the wire shape of the signed transaction', async () => {
    const alice = await fundedAccount(chain);
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: alice.addr,
      amount: 0,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, txn.signTxn(alice.sk));
    const res = await algodFetch(chain, `/v2/transactions/pending/${txn.txID()}`);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as {
      'pool-error': string;
      'confirmed-round': number;
      txn: { sig: string; txn: { snd: string; type: string; gh: string } };
    };
    expect(body['pool-error']).toBe('');
    expect(body['confirmed-round']).toBeGreaterThan(0);
    expect(body.txn.txn.snd).toBe(alice.addr.toString());
    expect(body.txn.txn.type).toBe('pay');
    expect(body.txn.txn.gh).toBe(GENESIS_HASH_B64);
    expect(typeof body.txn.sig).toBe('string');

    const missing = await algodFetch(chain, `/v2/transactions/pending/${'A'.repeat(52)}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'txn does not exist' });
  });

  it('closes an account with close-remainder-to and reports the closing amount', async () => {
    const alice = await fundedAccount(chain, 3_000_000);
    const carol = await fundedAccount(chain, 1_000_000);
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: carol.addr,
      amount: 500_000,
      closeRemainderTo: carol.addr,
      suggestedParams: await params(chain),
    });
    const result = await sendAndConfirm(chain, txn.signTxn(alice.sk));
    expect(result.closingAmount).toBe(3_000_000n - 500_000n - 1000n);
    expect((await chain.algod.accountInformation(alice.addr).do()).amount).toBe(0n);
    expect((await chain.algod.accountInformation(carol.addr).do()).amount).toBe(3_999_000n);

    const indexed = await chain.indexer.lookupTransactionByID(txn.txID()).do();
    expect(indexed.transaction.closingAmount).toBe(2_499_000n);
    expect(indexed.transaction.paymentTransaction?.closeRemainderTo).toBe(carol.addr.toString());
    await expect(chain.indexer.lookupAccountByID(alice.addr).do()).rejects.toThrow(/404/);
    const closed = await chain.indexer.lookupAccountByID(alice.addr).includeAll(true).do();
    expect(closed.account.deleted).toBe(true);
    expect(closed.account.closedAtRound).toBe(result.confirmedRound);
  });

  it('holds wait-for-block-after until the next round exists', async () => {
    const round = chain.devnet.currentRound();
    let answered = false;
    const waiting = chain.algod
      .statusAfterBlock(round)
      .do()
      .then((s) => {
        answered = true;
        return s;
      });
    await new Promise((r) => setTimeout(r, 150));
    expect(answered).toBe(false);
    chain.devnet.advanceRounds(1);
    const status = await waiting;
    expect(status.lastRound).toBe(BigInt(round + 1));
    // A round already passed answers at once.
    expect((await chain.algod.statusAfterBlock(round).do()).lastRound).toBe(BigInt(round + 1));
  });

  it('confirms the dispenser funding through the programmatic API', async () => {
    const dave = algosdk.generateAccount();
    const txid = await chain.devnet.fund(dave.addr.toString(), 7_000_000n);
    const info = await chain.algod.pendingTransactionInformation(txid).do();
    expect(info.confirmedRound).toBeGreaterThan(0n);
    expect(info.txn.txn.sender.toString()).toBe(chain.devnet.dispenser.addr);
    expect((await chain.algod.accountInformation(dave.addr).do()).amount).toBe(7_000_000n);
  });
});
