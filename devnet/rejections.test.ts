import algosdk, { type Account, type SuggestedParams } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  note,
  params,
  refusal,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from './test-support';

let chain: TestChain;
let alice: Account;
beforeAll(async () => {
  chain = await startTestChain();
  alice = await fundedAccount(chain, 10_000_000);
});
afterAll(() => chain.devnet.stop());

function pay(
  sp: SuggestedParams,
  overrides: Partial<
    Parameters<typeof algosdk.makePaymentTxnWithSuggestedParamsFromObject>[0]
  > = {},
): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: alice.addr,
    amount: 0,
    suggestedParams: sp,
    ...overrides,
  });
}

const balance = async (a: Account | algosdk.Address): Promise<bigint> =>
  (await chain.algod.accountInformation('addr' in a ? a.addr : a).do()).amount;

describe('signatures', () => {
  it('rejects a forged signature', async () => {
    const txn = pay(await params(chain), { note: note('forged') });
    const signed = algosdk.decodeSignedTransaction(txn.signTxn(alice.sk));
    const sig = new Uint8Array(signed.sig ?? []);
    sig[0] = (sig[0] ?? 0) ^ 0xff;
    const forged = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig }));
    expect(await refusal(chain, forged)).toContain(
      "At least one signature didn't pass verification",
    );
  });

  it('rejects a signature by a key that does not control the account', async () => {
    const mallory = algosdk.generateAccount();
    const txn = pay(await params(chain), { note: note('wrong signer') });
    // algosdk names the signing key as `sgnr` when it is not the sender's.
    expect(await refusal(chain, txn.signTxn(mallory.sk))).toContain(
      `should have been authorized by ${alice.addr} but was actually authorized by ${mallory.addr}`,
    );
    // Without `sgnr` the signature is checked against the sender's key and fails.
    const bare = algosdk.decodeSignedTransaction(txn.signTxn(mallory.sk));
    const unnamed = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig: bare.sig }));
    expect(await refusal(chain, unnamed)).toContain(
      "At least one signature didn't pass verification",
    );
  });

  it('rejects an unsigned transaction', async () => {
    const txn = pay(await params(chain));
    const unsigned = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn }));
    expect(await refusal(chain, unsigned)).toContain('signedtxn has no sig');
  });

  it('rejects a logic signature whose program leaves 0', async () => {
    const program = new Uint8Array([0x01, 0x20, 0x01, 0x00, 0x22]); // #pragma version 1; int 0
    const lsig = new algosdk.LogicSigAccount(program);
    const txn = pay(await params(chain), { sender: lsig.address(), receiver: alice.addr });
    const { blob } = algosdk.signLogicSigTransactionObject(txn, lsig);
    expect(await refusal(chain, blob)).toContain(`transaction ${txn.txID()}: rejected by logic`);
  });
});

describe('ledger rules', () => {
  it('rejects an overspend with algod wording', async () => {
    const sp = await params(chain);
    const txn = pay(sp, { receiver: algosdk.generateAccount().addr, amount: 50_000_000 });
    const message = await refusal(chain, txn.signTxn(alice.sk));
    expect(message).toContain(
      `TransactionPool.Remember: transaction ${txn.txID()}: overspend (account ${alice.addr}`,
    );
    expect(message).toContain('tried to spend {50000000}');
  });

  it('rejects a payment leaving an account below the minimum balance', async () => {
    const sp = await params(chain);
    const newcomer = algosdk.generateAccount();
    const small = pay(sp, { receiver: newcomer.addr, amount: 50_000 });
    expect(await refusal(chain, small.signTxn(alice.sk))).toContain(
      `account ${newcomer.addr} balance 50000 below min 100000 (0 assets)`,
    );
    const poor = await fundedAccount(chain, 1_000_000);
    const drain = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: poor.addr,
      receiver: alice.addr,
      amount: 950_000,
      suggestedParams: sp,
    });
    expect(await refusal(chain, drain.signTxn(poor.sk))).toContain(
      `account ${poor.addr} balance 49000 below min 100000 (0 assets)`,
    );
  });

  it('rejects a replay of a confirmed transaction', async () => {
    const txn = pay(await params(chain), { note: note('once') });
    const signed = txn.signTxn(alice.sk);
    await sendAndConfirm(chain, signed);
    expect(await refusal(chain, signed)).toBe(
      `Network request error. Received status 400 (Bad Request): TransactionPool.Remember: transaction already in ledger: ${txn.txID()}`,
    );
  });

  it('rejects a transaction outside its validity window', async () => {
    const sp = await params(chain);
    const round = BigInt(chain.devnet.currentRound());
    const expired = pay({ ...sp, firstValid: 1n, lastValid: round }, { note: note('late') });
    expect(await refusal(chain, expired.signTxn(alice.sk))).toContain(
      `TransactionPool.Remember: txn dead: round ${round + 1n} outside of 1--${round}`,
    );
    const early = pay({ ...sp, firstValid: round + 10n, lastValid: round + 20n });
    expect(await refusal(chain, early.signTxn(alice.sk))).toContain('txn dead');
    const tooLong = pay({ ...sp, firstValid: round, lastValid: round + 1001n });
    expect(await refusal(chain, tooLong.signTxn(alice.sk))).toContain(
      `invalid : transaction window size excessive (${round}--${round + 1001n})`,
    );
  });

  it('rejects a transaction for another network', async () => {
    const sp = await params(chain);
    const otherHash = pay({ ...sp, genesisHash: new Uint8Array(32).fill(9) });
    expect(await refusal(chain, otherHash.signTxn(alice.sk))).toMatch(
      /tx\.GenesisHash <[A-Z2-7]+> does not match expected <[A-Z2-7]+>/,
    );
    const otherId = pay({ ...sp, genesisID: 'testnet-v1.0' });
    expect(await refusal(chain, otherId.signTxn(alice.sk))).toContain(
      'tx.GenesisID <testnet-v1.0> does not match expected <dockernet-v1>',
    );
  });

  it('requires the minimum fee, pooled over a group', async () => {
    const sp = await params(chain);
    const cheap = pay({ ...sp, fee: 999n, flatFee: true });
    expect(await refusal(chain, cheap.signTxn(alice.sk))).toContain(
      'txgroup had 999 in fees, which is less than the minimum 1 * 1000',
    );
    // One transaction may pay for another.
    const payer = pay({ ...sp, fee: 2000n, flatFee: true }, { note: note('pays for two') });
    const free = pay({ ...sp, fee: 0n, flatFee: true }, { note: note('free ride') });
    algosdk.assignGroupID([payer, free]);
    const before = await balance(alice);
    await sendAndConfirm(chain, [payer.signTxn(alice.sk), free.signTxn(alice.sk)]);
    expect(await balance(alice)).toBe(before - 2000n);
  });

  it('rejects a second transaction holding a lease still in force', async () => {
    const sp = await params(chain);
    const lease = new Uint8Array(32).fill(7);
    await sendAndConfirm(chain, pay(sp, { lease, note: note('lease holder') }).signTxn(alice.sk));
    const second = pay(sp, { lease, note: note('lease taker') });
    expect(await refusal(chain, second.signTxn(alice.sk))).toContain(
      `transaction ${second.txID()} using an overlapping lease`,
    );
  });

  it('rejects a note over 1024 bytes', async () => {
    const txn = pay(await params(chain), { note: new Uint8Array(1025) });
    expect(await refusal(chain, txn.signTxn(alice.sk))).toContain(
      'transaction note too big: 1025 > 1024',
    );
  });

  it('rejects a call to an application that does not exist, in algod words', async () => {
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: alice.addr,
      appIndex: 1234,
      suggestedParams: await params(chain),
    });
    expect(await refusal(chain, txn.signTxn(alice.sk))).toContain(
      'only ClearState is supported for an application (1234) that does not exist',
    );
  });
});

describe('groups', () => {
  it('rejects a group missing a member, and groups over 16', async () => {
    const sp = await params(chain);
    const a = pay(sp, { note: note('member a') });
    const b = pay(sp, { note: note('member b') });
    algosdk.assignGroupID([a, b]);
    expect(await refusal(chain, a.signTxn(alice.sk))).toContain(
      'transactionGroup: incomplete group',
    );

    const many = Array.from({ length: 17 }, (_, i) => pay(sp, { note: note(`big group ${i}`) }));
    const message = await refusal(
      chain,
      many.map((t) => t.signTxn(alice.sk)),
    );
    expect(message).toContain('max group size is 16');
  });

  it('applies a group atomically: one failing member leaves no trace', async () => {
    const sp = await params(chain);
    const bob = algosdk.generateAccount();
    const ok = pay(sp, { receiver: bob.addr, amount: 1_000_000 });
    const bad = pay(sp, { receiver: bob.addr, amount: 1_000_000_000 });
    algosdk.assignGroupID([ok, bad]);
    const before = await balance(alice);
    const round = chain.devnet.currentRound();
    expect(await refusal(chain, [ok.signTxn(alice.sk), bad.signTxn(alice.sk)])).toContain(
      'overspend',
    );
    expect(await balance(alice)).toBe(before);
    expect(await balance(bob.addr)).toBe(0n);
    expect(chain.devnet.currentRound()).toBe(round);
  });

  it('confirms a valid group in a single round', async () => {
    const sp = await params(chain);
    const bob = algosdk.generateAccount();
    const txns = [1, 2, 3].map((i) => pay(sp, { receiver: bob.addr, amount: 200_000 * i }));
    algosdk.assignGroupID(txns);
    const result = await sendAndConfirm(
      chain,
      txns.map((t) => t.signTxn(alice.sk)),
    );
    for (const t of txns) {
      const info = await chain.algod.pendingTransactionInformation(t.txID()).do();
      expect(info.confirmedRound).toBe(result.confirmedRound);
    }
    expect(await balance(bob.addr)).toBe(1_200_000n);
  });
});
