// @vitest-environment node
import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../../../devnet/test-support';
import { utf8Encode } from '../../core/encoding/utf8';
import type { GatewayExpectation } from '../../core/gateway/payment-match';
import { setAppConfig, updateSettings } from '../settings/settings-store';
import { randomGatewayNoteId, searchGatewayPayment } from './payment-search';

// The merchant page's search against an in-process devnet: a real payment is found, and
// payments that differ in amount, note (also one that only starts with it), receiver or asset
// are not.

let chain: TestChain;
let payer: Account;
let assetA: bigint;
let assetB: bigint;

const note = (text: string) => utf8Encode(text);

async function pay(to: string, amount: number, text: string): Promise<string> {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: to,
    amount,
    note: note(text),
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(payer.sk));
  return txn.txID();
}

async function sendAsset(from: Account, to: string, assetId: bigint, amount: number, text = '') {
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    assetIndex: assetId,
    note: note(text),
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(from.sk));
  return txn.txID();
}

async function createAsset(): Promise<bigint> {
  const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    total: 1_000_000,
    decimals: 0,
    defaultFrozen: false,
    suggestedParams: await params(chain),
  });
  const result = await sendAndConfirm(chain, txn.signTxn(payer.sk));
  return result.assetIndex ?? 0n;
}

/** A merchant account that holds both test assets. */
async function merchant(): Promise<Account> {
  const account = await fundedAccount(chain, 1_000_000);
  for (const id of [assetA, assetB]) await sendAsset(account, account.addr.toString(), id, 0);
  return account;
}

beforeAll(async () => {
  chain = await startTestChain();
  updateSettings({ env: 'sandbox' });
  setAppConfig({
    env: 'sandbox',
    algod: chain.devnet.algodUrl,
    algodToken: chain.devnet.token,
    indexer: chain.devnet.indexerUrl,
    indexerToken: chain.devnet.token,
  });
  payer = await fundedAccount(chain, 100_000_000);
  assetA = await createAsset();
  assetB = await createAsset();
});
afterAll(() => chain.devnet.stop());

const expectation = (payTo: string, amount: bigint, text: string, assetId?: bigint) =>
  ({ payTo, amount, note: note(text), assetId }) as GatewayExpectation;

/** Payments in atomic groups of 16, so a hundred of them take a few rounds. */
async function payMany(to: string, amount: number, texts: string[]): Promise<void> {
  const suggestedParams = await params(chain);
  for (let i = 0; i < texts.length; i += 16) {
    const txns = texts.slice(i, i + 16).map((text) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: payer.addr,
        receiver: to,
        amount,
        note: note(text),
        suggestedParams,
      }),
    );
    algosdk.assignGroupID(txns);
    await sendAndConfirm(
      chain,
      txns.map((txn) => txn.signTxn(payer.sk)),
    );
  }
}

describe('searchGatewayPayment', () => {
  it('finds the payment with the note and amount, and nothing else', async () => {
    const shop = (await fundedAccount(chain, 1_000_000)).addr.toString();
    const wanted = expectation(shop, 1_234_567n, 'a-wallet/abc');
    await pay(shop, 1_234_566, 'a-wallet/abc');
    await pay(shop, 1_234_568, 'a-wallet/abc');
    await pay(shop, 1_234_567, 'a-wallet/abd');
    await pay(payer.addr.toString(), 1_234_567, 'a-wallet/abc');
    await pay(shop, 1_234_567, 'a-wallet/abc/order-1');
    await pay(shop, 1_234_567, 'a-wallet/abcd');
    expect(await searchGatewayPayment(wanted)).toBeNull();

    const txid = await pay(shop, 1_234_567, 'a-wallet/abc');
    expect(await searchGatewayPayment(wanted)).toBe(txid);
  });

  it('reads on past a full page of other orders whose notes start with the same text', async () => {
    const shop = (await fundedAccount(chain, 1_000_000)).addr.toString();
    const txid = await pay(shop, 3_000, 'INV-1');
    // Newer, so the indexer lists them first (newest first when searching by address).
    const siblings = Array.from({ length: 100 }, (_, i) => `INV-1${i}`);
    await payMany(shop, 3_000, siblings);
    expect(await searchGatewayPayment(expectation(shop, 3_000n, 'INV-1'))).toBe(txid);
    expect(await searchGatewayPayment(expectation(shop, 3_000n, 'INV-2'))).toBeNull();
  });

  it('finds a transfer of the link asset, not of another asset or the coin', async () => {
    const shop = await merchant();
    const shopAddr = shop.addr.toString();
    const wanted = expectation(shopAddr, 5n, 'a-wallet/asset', assetA);
    await sendAsset(payer, shopAddr, assetB, 5, 'a-wallet/asset');
    await sendAsset(payer, shopAddr, assetA, 4, 'a-wallet/asset');
    await pay(shopAddr, 5, 'a-wallet/asset');
    expect(await searchGatewayPayment(wanted)).toBeNull();

    const txid = await sendAsset(payer, shopAddr, assetA, 5, 'a-wallet/asset');
    expect(await searchGatewayPayment(wanted)).toBe(txid);
  });

  it('no longer finds a payment more than 300000 rounds old', async () => {
    const shop = (await fundedAccount(chain, 1_000_000)).addr.toString();
    const wanted = expectation(shop, 7n, 'a-wallet/old');
    const txid = await pay(shop, 7, 'a-wallet/old');
    chain.devnet.advanceRounds(299_999);
    expect(await searchGatewayPayment(wanted)).toBe(txid);
    chain.devnet.advanceRounds(2);
    expect(await searchGatewayPayment(wanted)).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const wanted = expectation(payer.addr.toString(), 1n, 'a-wallet/x');
    await expect(searchGatewayPayment(wanted, controller.signal)).rejects.toThrow();
  });
});

describe('randomGatewayNoteId', () => {
  it('draws 12 base32 characters, differently each time', () => {
    const ids = new Set(Array.from({ length: 20 }, randomGatewayNoteId));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^[a-z2-7]{12}$/);
  });
});
