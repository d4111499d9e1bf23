import algosdk, { type Account } from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fundedAccount,
  params,
  sendAndConfirm,
  startTestChain,
  type TestChain,
} from '../../../devnet/test-support';
import { currentChain } from './indexer-client';
import { paidReceivers } from './paid-receivers';
import { setAppConfig, updateSettings } from '../settings/settings-store';

let chain: TestChain;
let sender: Account;

beforeAll(async () => {
  chain = await startTestChain();
  updateSettings({ env: 'sandbox' });
  setAppConfig({
    env: 'sandbox',
    indexer: chain.devnet.indexerUrl,
    indexerToken: chain.devnet.token,
  });
  sender = await fundedAccount(chain, 20_000_000);
});
afterAll(() => chain.devnet.stop());

const newAddress = () => algosdk.generateAccount().addr;

async function pay(from: Account, to: algosdk.Address, closeTo?: algosdk.Address) {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount: 200_000,
    closeRemainderTo: closeTo,
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(from.sk));
}

async function axfer(
  from: Account,
  to: algosdk.Address,
  assetIndex: bigint,
  assetSender?: algosdk.Address,
) {
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount: assetSender ? 1 : from.addr.equals(to) ? 0 : 5,
    assetIndex,
    assetSender,
    suggestedParams: await params(chain),
  });
  await sendAndConfirm(chain, txn.signTxn(from.sk));
}

describe('paidReceivers against the devnet indexer', () => {
  it('collects payment receivers and close-to addresses, not senders to the account', async () => {
    const alice = newAddress();
    await pay(sender, alice);
    const closer = await fundedAccount(chain, 1_000_000);
    const heir = newAddress();
    await pay(closer, sender.addr, heir);

    expect(await paidReceivers(sender.addr.toString())).toEqual(new Set([alice.toString()]));
    expect(await paidReceivers(closer.addr.toString())).toEqual(
      new Set([sender.addr.toString(), heir.toString()]),
    );
  });

  it('collects asset receivers, not opt-ins nor the holder a clawback took from', async () => {
    const creator = await fundedAccount(chain, 10_000_000);
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: creator.addr,
      total: 1_000n,
      decimals: 0,
      defaultFrozen: false,
      clawback: creator.addr,
      suggestedParams: await params(chain),
    });
    const assetId = (await sendAndConfirm(chain, create.signTxn(creator.sk))).assetIndex ?? 0n;
    const holder = await fundedAccount(chain, 1_000_000);
    await axfer(holder, holder.addr, assetId);
    await axfer(creator, holder.addr, assetId);
    const taker = await fundedAccount(chain, 1_000_000);
    await axfer(taker, taker.addr, assetId);
    // The creator claws one unit back from the holder and gives it to the taker.
    await axfer(creator, taker.addr, assetId, holder.addr);

    expect(await paidReceivers(holder.addr.toString())).toEqual(new Set());
    expect(await paidReceivers(creator.addr.toString())).toEqual(new Set([holder.addr.toString()]));
  });

  it('reads only the pages it is allowed: older receivers beyond them count as never paid', async () => {
    const payer = await fundedAccount(chain, 10_000_000);
    const [oldest, middle, newest] = [newAddress(), newAddress(), newAddress()];
    for (const to of [oldest, middle, newest]) await pay(payer, to);
    const address = payer.addr.toString();

    const twoPages = await paidReceivers(address, undefined, currentChain(), {
      pageSize: 1,
      maxPages: 2,
    });
    expect(twoPages).toEqual(new Set([newest.toString(), middle.toString()]));
    const all = await paidReceivers(address, undefined, currentChain(), {
      pageSize: 2,
      maxPages: 2,
    });
    expect(all).toEqual(new Set([oldest, middle, newest].map(String)));
  });
});
