import { randomBytes } from 'node:crypto';
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
let account: Account;
beforeAll(async () => {
  chain = await startTestChain();
  account = await fundedAccount(chain, 10_000_000);
});
afterAll(() => chain.devnet.stop());

const keys = () => ({
  voteKey: new Uint8Array(randomBytes(32)),
  selectionKey: new Uint8Array(randomBytes(32)),
  stateProofKey: new Uint8Array(randomBytes(64)),
});

describe('key registration', () => {
  it('brings an account online with its participation keys', async () => {
    const sp = await params(chain);
    const k = keys();
    const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      ...k,
      voteFirst: sp.firstValid,
      voteLast: BigInt(sp.firstValid) + 100_000n,
      voteKeyDilution: 1000,
      suggestedParams: sp,
    });
    await sendAndConfirm(chain, txn.signTxn(account.sk));

    const info = await chain.algod.accountInformation(account.addr).do();
    expect(info.status).toBe('Online');
    expect(info.participation?.voteParticipationKey).toEqual(k.voteKey);
    expect(info.participation?.selectionParticipationKey).toEqual(k.selectionKey);
    expect(info.participation?.stateProofKey).toEqual(k.stateProofKey);
    expect(info.participation?.voteLastValid).toBe(BigInt(sp.firstValid) + 100_000n);
    expect(info.participation?.voteKeyDilution).toBe(1000n);

    const indexed = await chain.indexer.lookupAccountByID(account.addr).do();
    expect(indexed.account.status).toBe('Online');
    expect(indexed.account.participation?.voteFirstValid).toBe(sp.firstValid);
    const txns = await chain.indexer.searchForTransactions().txType('keyreg').do();
    expect(txns.transactions[0]?.keyregTransaction?.voteParticipationKey).toEqual(k.voteKey);
  });

  it('makes the account eligible for incentives when the go-online fee is paid', async () => {
    const other = await fundedAccount(chain, 10_000_000);
    const sp = await params(chain);
    const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: other.addr,
      ...keys(),
      voteFirst: sp.firstValid,
      voteLast: BigInt(sp.firstValid) + 1000n,
      voteKeyDilution: 100,
      suggestedParams: { ...sp, fee: 2_000_000n, flatFee: true },
    });
    await sendAndConfirm(chain, txn.signTxn(other.sk));
    expect((await chain.algod.accountInformation(other.addr).do()).incentiveEligible).toBe(true);
  });

  it('takes the account offline again', async () => {
    const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, txn.signTxn(account.sk));
    const info = await chain.algod.accountInformation(account.addr).do();
    expect(info.status).toBe('Offline');
    expect(info.participation).toBeUndefined();
    expect((await chain.indexer.lookupAccountByID(account.addr).do()).account.status).toBe(
      'Offline',
    );
  });

  it('refuses keys whose voting period has already ended', async () => {
    const sp = await params(chain);
    chain.devnet.advanceRounds(5);
    const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      ...keys(),
      voteFirst: 1n,
      voteLast: sp.firstValid,
      voteKeyDilution: 10,
      suggestedParams: sp,
    });
    expect(await refusal(chain, txn.signTxn(account.sk))).toContain(
      'transaction tries to mark an account as online with last voting round in the past',
    );
  });

  it('refuses keys that are only partly given', async () => {
    const sp = await params(chain);
    const { voteKey, selectionKey } = keys();
    const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      voteKey,
      selectionKey,
      voteFirst: sp.firstValid,
      voteLast: BigInt(sp.firstValid) + 10n,
      voteKeyDilution: 10,
      suggestedParams: sp,
    });
    expect(await refusal(chain, txn.signTxn(account.sk))).toContain('stateproof key is zero');
  });

  it('marks an account non-participating for good', async () => {
    const other = await fundedAccount(chain);
    const sp = await params(chain);
    const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: other.addr,
      nonParticipation: true,
      suggestedParams: sp,
    });
    await sendAndConfirm(chain, txn.signTxn(other.sk));
    expect((await chain.algod.accountInformation(other.addr).do()).status).toBe('NotParticipating');
    const again = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: other.addr,
      suggestedParams: sp,
    });
    expect(await refusal(chain, again.signTxn(other.sk))).toContain(
      'cannot change online/offline status of non-participating account',
    );
  });
});

describe('round timer', () => {
  it('makes empty rounds every N seconds when asked to', async () => {
    const timed = await startTestChain({ roundIntervalSeconds: 0.2 });
    try {
      const start = timed.devnet.currentRound();
      const status = await timed.algod.statusAfterBlock(start).do();
      expect(status.lastRound).toBe(BigInt(start + 1));
    } finally {
      await timed.devnet.stop();
    }
  });
});
