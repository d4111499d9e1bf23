import algosdk, { type Account } from 'algosdk';
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
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain.devnet.stop());

async function selfPayment(
  sender: string | algosdk.Address,
  text: string,
): Promise<algosdk.Transaction> {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount: 0,
    note: note(text),
    suggestedParams: await params(chain),
  });
}

describe('rekeying', () => {
  let owner: Account;
  let newKey: Account;

  beforeAll(async () => {
    owner = await fundedAccount(chain);
    newKey = algosdk.generateAccount();
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: owner.addr,
      receiver: owner.addr,
      amount: 0,
      rekeyTo: newKey.addr,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, rekey.signTxn(owner.sk));
  });

  it('shows the auth address in algod and the indexer', async () => {
    const info = await chain.algod.accountInformation(owner.addr).do();
    expect(info.authAddr?.toString()).toBe(newKey.addr.toString());
    const indexed = await chain.indexer.lookupAccountByID(owner.addr).do();
    expect(indexed.account.authAddr?.toString()).toBe(newKey.addr.toString());
    const history = await chain.indexer.lookupAccountTransactions(owner.addr).rekeyTo(true).do();
    expect(history.transactions[0]?.rekeyTo?.toString()).toBe(newKey.addr.toString());
  });

  it('refuses the old key', async () => {
    const txn = await selfPayment(owner.addr, 'old key');
    expect(await refusal(chain, txn.signTxn(owner.sk))).toContain(
      `should have been authorized by ${newKey.addr} but was actually authorized by ${owner.addr}`,
    );
  });

  it('accepts the new key, and the indexer shows who signed', async () => {
    const txn = await selfPayment(owner.addr, 'new key');
    await sendAndConfirm(chain, txn.signTxn(newKey.sk));
    const indexed = await chain.indexer.lookupTransactionByID(txn.txID()).do();
    expect(indexed.transaction.authAddr?.toString()).toBe(newKey.addr.toString());
  });

  it('rekeys back to the account itself, clearing the auth address', async () => {
    const back = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: owner.addr,
      receiver: owner.addr,
      amount: 0,
      rekeyTo: owner.addr,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, back.signTxn(newKey.sk));
    expect((await chain.algod.accountInformation(owner.addr).do()).authAddr).toBeUndefined();
    await sendAndConfirm(chain, (await selfPayment(owner.addr, 'own key again')).signTxn(owner.sk));
  });
});

describe('multisig', () => {
  const signers = [algosdk.generateAccount(), algosdk.generateAccount(), algosdk.generateAccount()];
  const [s1, s2, s3] = signers as [Account, Account, Account];
  const msigParams = { version: 1, threshold: 2, addrs: signers.map((s) => s.addr) };
  const msigAddr = algosdk.multisigAddress(msigParams);

  beforeAll(async () => {
    await chain.devnet.fund(msigAddr.toString(), 5_000_000);
  });

  it('rejects fewer signatures than the threshold', async () => {
    const txn = await selfPayment(msigAddr, 'one of two');
    const partial = algosdk.signMultisigTransaction(txn, msigParams, s1.sk).blob;
    expect(await refusal(chain, partial)).toContain(
      'multisig validation failed: invalid number of signatures',
    );
  });

  it('accepts the threshold, and the indexer shows the subsignatures', async () => {
    const txn = await selfPayment(msigAddr, 'two of two');
    const a = algosdk.signMultisigTransaction(txn, msigParams, s1.sk).blob;
    const b = algosdk.signMultisigTransaction(txn, msigParams, s3.sk).blob;
    await sendAndConfirm(chain, algosdk.mergeMultisigTransactions([a, b]));
    const indexed = await chain.indexer.lookupTransactionByID(txn.txID()).do();
    const msig = indexed.transaction.signature?.multisig;
    expect(msig?.threshold).toBe(2);
    expect(msig?.version).toBe(1);
    expect(msig?.subsignature?.filter((s) => s.signature).length).toBe(2);
    const account = await chain.indexer.lookupAccountByID(msigAddr).do();
    expect(account.account.sigType).toBe('msig');
  });

  it('rejects a subsignature that does not verify', async () => {
    const txn = await selfPayment(msigAddr, 'bad subsig');
    const a = algosdk.signMultisigTransaction(txn, msigParams, s1.sk).blob;
    const b = algosdk.signMultisigTransaction(txn, msigParams, s2.sk).blob;
    const merged = algosdk.decodeSignedTransaction(algosdk.mergeMultisigTransactions([a, b]));
    const msig = merged.msig;
    if (!msig) throw new Error('expected a multisig');
    const sig = new Uint8Array(msig.subsig[1]?.s ?? []);
    sig[5] = (sig[5] ?? 0) ^ 1;
    const tampered = new algosdk.SignedTransaction({
      txn,
      msig: { ...msig, subsig: msig.subsig.map((s, i) => (i === 1 ? { pk: s.pk, s: sig } : s)) },
    });
    expect(await refusal(chain, algosdk.encodeMsgpack(tampered))).toContain(
      "At least one signature didn't pass verification",
    );
  });

  it('rejects a multisig whose keys or threshold are not the account’s', async () => {
    const txn = await selfPayment(msigAddr, 'wrong preimage');
    const other = { version: 1, threshold: 1, addrs: signers.map((s) => s.addr) };
    const blob = algosdk.signMultisigTransaction(txn, other, s1.sk).blob;
    // algosdk names the preimage's address as `sgnr`, which is not the account's authorizer.
    expect(await refusal(chain, blob)).toContain('should have been authorized by');

    const decoded = algosdk.decodeSignedTransaction(
      algosdk.signMultisigTransaction(txn, msigParams, s1.sk).blob,
    );
    const msig = decoded.msig;
    if (!msig) throw new Error('expected a multisig');
    const badVersion = new algosdk.SignedTransaction({ txn, msig: { ...msig, v: 2 } });
    expect(await refusal(chain, algosdk.encodeMsgpack(badVersion))).toContain(
      'multisig validation failed: unknown version',
    );
    const badThreshold = new algosdk.SignedTransaction({ txn, msig: { ...msig, thr: 4 } });
    expect(await refusal(chain, algosdk.encodeMsgpack(badThreshold))).toContain(
      'multisig validation failed: invalid threshold',
    );
  });

  it('lets a multisig account be the rekey target of another account', async () => {
    const owner = await fundedAccount(chain);
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: owner.addr,
      receiver: owner.addr,
      amount: 0,
      rekeyTo: msigAddr,
      suggestedParams: await params(chain),
    });
    await sendAndConfirm(chain, rekey.signTxn(owner.sk));
    const txn = await selfPayment(owner.addr, 'signed by the multisig');
    const a = algosdk.signMultisigTransaction(txn, msigParams, s1.sk).blob;
    const b = algosdk.signMultisigTransaction(txn, msigParams, s2.sk).blob;
    await sendAndConfirm(chain, algosdk.mergeMultisigTransactions([a, b]));
  });
});
