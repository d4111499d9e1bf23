import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_SENDER } from './node';
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

type Json = Record<string, unknown>;

/** Registers participation keys with exactly `fee` µAlgo; returns the first valid round. */
async function goOnline(c: TestChain, who: Account, fee: number): Promise<bigint> {
  const sp = await params(c);
  const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: who.addr,
    voteKey: new Uint8Array(randomBytes(32)),
    selectionKey: new Uint8Array(randomBytes(32)),
    stateProofKey: new Uint8Array(randomBytes(64)),
    voteFirst: sp.firstValid,
    voteLast: BigInt(sp.firstValid) + 10_000n,
    voteKeyDilution: 100,
    suggestedParams: { ...sp, fee: BigInt(fee), flatFee: true },
  });
  await sendAndConfirm(c, txn.signTxn(who.sk));
  return BigInt(sp.firstValid);
}

async function goOffline(who: Account): Promise<void> {
  const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: who.addr,
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(who.sk));
}

const algodAccount = async (who: Account): Promise<Json> =>
  (await (await algodFetch(chain, `/v2/accounts/${who.addr.toString()}`)).json()) as Json;

const indexerAccount = async (who: Account): Promise<Json> =>
  ((await (await indexerFetch(chain, `/v2/accounts/${who.addr.toString()}`)).json()) as Json)
    .account as Json;

const admin = (path: string, body: unknown): Promise<Response> =>
  algodFetch(chain, `/devnet/${path}`, { method: 'POST', body: JSON.stringify(body) });

describe('incentive eligibility', () => {
  it('is not granted by a go-online fee of 1,999,999 µAlgo, and omitted as algod omits false', async () => {
    const who = await fundedAccount(chain, 10_000_000);
    await goOnline(chain, who, 1_999_999);
    const raw = await algodAccount(who);
    expect(raw.status).toBe('Online');
    expect(raw).not.toHaveProperty('incentive-eligible');
    expect(raw).not.toHaveProperty('last-proposed');
    expect(await indexerAccount(who)).not.toHaveProperty('incentive-eligible');
    expect((await chain.algod.accountInformation(who.addr).do()).incentiveEligible).toBeUndefined();
  });

  it('is granted by 2,000,000 µAlgo, in algod (JSON and msgpack) and the indexer', async () => {
    const who = await fundedAccount(chain, 10_000_000);
    const firstValid = await goOnline(chain, who, 2_000_000);

    const raw = await algodAccount(who);
    expect(raw['incentive-eligible']).toBe(true);
    // algod takes the registration's first valid round as the last heartbeat.
    expect(raw['last-heartbeat']).toBe(Number(firstValid));
    const info = await chain.algod.accountInformation(who.addr).do();
    expect(info.incentiveEligible).toBe(true);
    expect(BigInt(info.lastHeartbeat ?? 0)).toBe(firstValid);

    const packed = await algodFetch(chain, `/v2/accounts/${who.addr.toString()}?format=msgpack`);
    const decoded = algosdk.decodeMsgpack(
      new Uint8Array(await packed.arrayBuffer()),
      algosdk.modelsv2.Account,
    );
    expect(decoded.incentiveEligible).toBe(true);
    expect(BigInt(decoded.lastHeartbeat ?? 0)).toBe(firstValid);

    const indexed = await indexerAccount(who);
    expect(indexed['incentive-eligible']).toBe(true);
    expect(indexed['last-heartbeat']).toBe(Number(firstValid));
    const listed = await chain.indexer.searchAccounts().do();
    const mine = listed.accounts.find((a) => a.address.toString() === who.addr.toString());
    expect(mine?.incentiveEligible).toBe(true);
  });

  it('survives going offline and a cheaper registration, as in algod; closing ends it', async () => {
    const who = await fundedAccount(chain, 10_000_000);
    await goOnline(chain, who, 2_000_000);
    // algod keeps it on a graceful offline, so the account may come back without paying again.
    await goOffline(who);
    expect((await algodAccount(who))['incentive-eligible']).toBe(true);
    await goOnline(chain, who, 1000);
    expect((await algodAccount(who))['incentive-eligible']).toBe(true);

    // Closing the account clears its whole record.
    await goOffline(who);
    const sp = await params(chain);
    const close = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: who.addr,
      receiver: chain.devnet.dispenser.addr,
      amount: 0,
      closeRemainderTo: chain.devnet.dispenser.addr,
      suggestedParams: sp,
    });
    await sendAndConfirm(chain, close.signTxn(who.sk));
    await chain.devnet.fund(who.addr.toString(), 1_000_000);
    const after = await algodAccount(who);
    expect(after).not.toHaveProperty('incentive-eligible');
    expect(after).not.toHaveProperty('last-heartbeat');
  });
});

describe('heartbeats (POST /devnet/heartbeat)', () => {
  let who: Account;
  let txId: string;
  let hbRound: number;
  beforeAll(async () => {
    who = await fundedAccount(chain, 10_000_000);
    await goOnline(chain, who, 2_000_000);
    const res = await admin('heartbeat', { address: who.addr.toString() });
    expect(res.status).toBe(200);
    ({ txId, round: hbRound } = (await res.json()) as { txId: string; round: number });
  });

  it('refuses accounts a free heartbeat is not allowed for, in algod words', async () => {
    const offline = await fundedAccount(chain);
    const res = await admin('heartbeat', { address: offline.addr.toString() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe(
      `free heartbeat is not allowed for Offline ${offline.addr.toString()}`,
    );
    const notEligible = await fundedAccount(chain);
    await goOnline(chain, notEligible, 1000);
    const again = await admin('heartbeat', { address: notEligible.addr.toString() });
    expect(((await again.json()) as Json).message).toBe(
      `free heartbeat is not allowed when not IncentiveEligible ${notEligible.addr.toString()}`,
    );
    expect((await admin('heartbeat', { address: 'nope' })).status).toBe(400);
  });

  it("updates the account's last heartbeat to the heartbeat's round", async () => {
    expect((await algodAccount(who))['last-heartbeat']).toBe(hbRound);
    expect((await indexerAccount(who))['last-heartbeat']).toBe(hbRound);
  });

  it('shows the confirmed hb transaction on algod, with the heartbeat fields', async () => {
    const pending = await chain.algod.pendingTransactionInformation(txId).do();
    expect(pending.confirmedRound).toBe(BigInt(hbRound));
    const txn = pending.txn.txn;
    expect(txn.type).toBe(algosdk.TransactionType.hb);
    expect(txn.sender.toString()).toBe(HEARTBEAT_SENDER);
    expect(txn.fee).toBe(0n);
    expect(txn.heartbeat?.address.toString()).toBe(who.addr.toString());
    const account = await chain.algod.accountInformation(who.addr).do();
    expect(txn.heartbeat?.voteID).toEqual(account.participation?.voteParticipationKey);
    expect(txn.heartbeat?.keyDilution).toBe(100n);
    expect(txn.heartbeat?.seed.length).toBe(32);
    expect(txn.heartbeat?.proof.sig.length).toBe(64);
    expect(pending.txn.lsig?.logic).toBeDefined();

    const raw = (await (await algodFetch(chain, `/v2/transactions/pending/${txId}`)).json()) as {
      txn: { txn: Json };
    };
    expect(raw.txn.txn.type).toBe('hb');
    expect(raw.txn.txn.hb).toMatchObject({ a: who.addr.toString(), kd: 100 });
  });

  it('shows it in the indexer: by id, in the account history and by tx-type=hb', async () => {
    const raw = (await (await indexerFetch(chain, `/v2/transactions/${txId}`)).json()) as {
      transaction: Json;
    };
    const t = raw.transaction;
    expect(t['tx-type']).toBe('hb');
    expect(t.fee).toBe(0);
    expect(t.sender).toBe(HEARTBEAT_SENDER);
    expect(t.signature).toHaveProperty('logicsig.logic');
    const hb = t['heartbeat-transaction'] as Json;
    for (const key of ['hb-address', 'hb-key-dilution', 'hb-proof', 'hb-seed', 'hb-vote-id']) {
      expect(hb).toHaveProperty(key);
    }
    expect(hb['hb-address']).toBe(who.addr.toString());
    expect(Object.keys(hb['hb-proof'] as Json).sort()).toEqual([
      'hb-pk',
      'hb-pk1sig',
      'hb-pk2',
      'hb-pk2sig',
      'hb-sig',
    ]);

    const byId = await chain.indexer.lookupTransactionByID(txId).do();
    expect(byId.transaction.heartbeatTransaction?.hbAddress).toBe(who.addr.toString());
    expect(byId.transaction.heartbeatTransaction?.hbKeyDilution).toBe(100n);

    const history = await chain.indexer.lookupAccountTransactions(who.addr).do();
    expect(history.transactions[0]?.id).toBe(txId);
    expect(history.transactions[0]?.txType).toBe('hb');

    const byType = await chain.indexer.searchForTransactions().txType('hb').do();
    expect(byType.transactions.map((x) => x.id)).toContain(txId);
    const lsigs = await chain.indexer.searchForTransactions().sigType('lsig').do();
    expect(lsigs.transactions.map((x) => x.id)).toContain(txId);
  });

  it('refuses a submitted heartbeat: the devnet cannot check its proof', async () => {
    const pending = await chain.algod.pendingTransactionInformation(txId).do();
    expect(await refusal(chain, algosdk.encodeMsgpack(pending.txn))).toContain(
      'transactions of type hb are not supported by this devnet',
    );
  });
});

describe('last proposed (POST /devnet/proposed)', () => {
  it('sets last-proposed in algod and the indexer, the current round by default', async () => {
    const who = await fundedAccount(chain);
    const res = await admin('proposed', { address: who.addr.toString() });
    expect(res.status).toBe(200);
    const round = chain.devnet.currentRound();
    expect(await res.json()).toEqual({ address: who.addr.toString(), lastProposed: round });
    expect((await algodAccount(who))['last-proposed']).toBe(round);
    expect((await indexerAccount(who))['last-proposed']).toBe(round);
    expect((await chain.algod.accountInformation(who.addr).do()).lastProposed).toBe(round);

    await admin('proposed', { address: who.addr.toString(), round: 1 });
    expect((await algodAccount(who))['last-proposed']).toBe(1);
    chain.devnet.setLastProposed(who.addr.toString(), 2);
    expect((await indexerAccount(who))['last-proposed']).toBe(2);
  });

  it('refuses future rounds and accounts that do not exist', async () => {
    const who = await fundedAccount(chain);
    const future = await admin('proposed', {
      address: who.addr.toString(),
      round: chain.devnet.currentRound() + 1,
    });
    expect(future.status).toBe(400);
    const nobody = algosdk.generateAccount().addr.toString();
    const missing = await admin('proposed', { address: nobody });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).message).toBe(`account ${nobody} does not exist`);
  });
});

describe('state file', () => {
  it('replays heartbeats after a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'devnet-hb-'));
    const stateFile = join(dir, 'state.json');
    try {
      const first = await startTestChain({ stateFile });
      const who = await fundedAccount(first, 10_000_000);
      await goOnline(first, who, 2_000_000);
      const txid = first.devnet.heartbeat(who.addr.toString());
      const round = first.devnet.currentRound();
      const mnemonic = first.devnet.dispenser.mnemonic;
      await first.devnet.stop();

      const second = await startTestChain({ stateFile, dispenserMnemonic: mnemonic });
      try {
        const info = await second.algod.accountInformation(who.addr).do();
        expect(info.incentiveEligible).toBe(true);
        expect(info.lastHeartbeat).toBe(round);
        const found = await second.indexer.lookupTransactionByID(txid).do();
        expect(found.transaction.txType).toBe('hb');
      } finally {
        await second.devnet.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
