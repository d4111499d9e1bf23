import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund } from './support/chain';
import { createWallet, importAccount } from './support/wallet';

// What happens when the network misbehaves: the answer to a submission is lost, or the node
// refuses the transaction. The user gets a clear message and a payment never goes out twice.

const OFFLINE =
  'Payment has probably not reached the network. Are you offline? Please check you account';

async function balance(address: string): Promise<bigint> {
  return BigInt((await algod().accountInformation(address).do()).amount);
}

async function reviewPayment(page: Page, to: string, amount: string) {
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await page.getByRole('textbox', { name: 'Pay to address' }).fill(to);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
}

test('a lost answer is reported as offline; trying again never pays twice', async ({ page }) => {
  const payer = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 5_000_000);
  await createWallet(page);
  await importAccount(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await reviewPayment(page, receiver, '1');

  // The submission reaches the node, but its answer is lost on the way back.
  let delivered = 0;
  await page.route('**/v2/transactions', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fetch();
    delivered += 1;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible({
    timeout: 20_000,
  });
  expect(delivered).toBe(1);
  // Building a new transaction now could pay twice, so going back is not offered.
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);

  await page.unroute('**/v2/transactions');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  expect(await balance(receiver)).toBe(1_000_000n);
  expect(await balance(payer.addr.toString())).toBe(5_000_000n - 1_000_000n - 1_000n);
});

test('a refusal by the node is shown as the node words it', async ({ page }) => {
  const payer = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 3_000_000);
  await createWallet(page);
  await importAccount(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await reviewPayment(page, receiver, '2');

  // Meanwhile the same key spends most of the balance elsewhere (another device, say).
  const client = algod();
  const spend = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: payer.addr,
    receiver: algosdk.generateAccount().addr,
    amount: 2_500_000,
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(spend.signTxn(payer.sk)).do();
  await algosdk.waitForConfirmation(client, spend.txID(), 4);

  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Error: .*overspend/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(await balance(receiver).catch(() => 0n)).toBe(0n);
});
