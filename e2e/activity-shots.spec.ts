import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { refreshAccount, showActivity } from './support/account-home';
import { algod, fund } from './support/chain';
import { shootEveryWay } from './support/shots';
import { createWalletWithKey, openAccount } from './support/wallet';

// Screenshots of an account's activity and of one transaction's page (received, sent, asset-free
// payments with a note), English and Hungarian, light and dark, 375 and 1280 px, for a person to
// judge. Run on request only: ACTIVITY_SHOTS=/tmp/some-folder.

const OUT = process.env.ACTIVITY_SHOTS;
test.skip(!OUT, 'screenshots on request (ACTIVITY_SHOTS=folder)');

async function pay(from: algosdk.Account, to: string, amount: number, note: string) {
  const client = algod();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    note: new TextEncoder().encode(note),
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(txn.signTxn(from.sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);
  return txn.txID();
}

test('activity list and a transaction page', async ({ page }) => {
  test.setTimeout(240_000);
  const me = algosdk.generateAccount();
  const friend = algosdk.generateAccount();
  await fund(me.addr.toString(), 5_000_000);
  await fund(friend.addr.toString(), 5_000_000);
  await pay(friend, me.addr.toString(), 1_250_000, 'Ebéd a múlt hétről');
  const sent = await pay(me, friend.addr.toString(), 300_000, 'Thanks for lunch');
  await createWalletWithKey(page, 'Daily', algosdk.secretKeyToMnemonic(me.sk));
  await openAccount(page, 'Daily');
  await refreshAccount(page);
  const activity = await showActivity(page);
  const open = activity.getByRole('link', { name: `Open transaction ${sent}` });
  await expect(open).toBeVisible({ timeout: 20_000 });
  await shootEveryWay(page, OUT!, 'activity', { fullPage: true });
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await shootEveryWay(page, OUT!, 'detail', { fullPage: true });
});
