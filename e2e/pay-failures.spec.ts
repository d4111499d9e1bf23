import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund, setFaults } from './support/chain';
import { createWalletWithKey } from './support/wallet';

// What happens when the network misbehaves while a payment is sent: the node's answer is lost,
// it answers 500 or a proxy's HTML page after accepting, it fails before accepting, or it
// refuses. The receiver is paid exactly once, and while the outcome is unknown the review
// offers no way back to build a second payment.

const OFFLINE =
  'Payment has probably not reached the network. Are you offline? Please check you account';
const CONFIRMED = /The payment has been processed in round \d+/;

async function balance(address: string): Promise<bigint> {
  return BigInt((await algod().accountInformation(address).do()).amount);
}

async function reviewPayment(page: Page, to: string, amount: string) {
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(to);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
}

async function payerWallet(page: Page, microAlgos = 5_000_000) {
  const payer = algosdk.generateAccount();
  await fund(payer.addr.toString(), microAlgos);
  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  return payer.addr.toString();
}

test.afterEach(() => setFaults({ submission: 'none', submissionFaultSender: '', simulate: true }));

test('a lost answer: the wallet finds the payment confirmed and never pays twice', async ({
  page,
}) => {
  const payer = await payerWallet(page);
  const receiver = algosdk.generateAccount().addr.toString();
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
  await expect(page.getByText(CONFIRMED)).toBeVisible({ timeout: 20_000 });
  expect(delivered).toBe(1);
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  expect(await balance(receiver)).toBe(1_000_000n);
  expect(await balance(payer)).toBe(5_000_000n - 1_000_000n - 1_000n);
});

for (const fault of ['error-after', 'html-after'] as const) {
  test(`the node answers ${fault === 'error-after' ? '500' : 'an HTML page'} after accepting: confirmed, paid exactly once`, async ({
    page,
  }) => {
    const payer = await payerWallet(page);
    const receiver = algosdk.generateAccount().addr.toString();
    await reviewPayment(page, receiver, '1');
    await setFaults({ submission: fault, submissionFaultCount: 1, submissionFaultSender: payer });
    await page.getByRole('button', { name: 'Send to network' }).click();
    await expect(page.getByText(CONFIRMED)).toBeVisible({ timeout: 20_000 });
    // Nothing offers a second payment: no way back, no send button.
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    expect(await balance(receiver)).toBe(1_000_000n);
  });
}

test('a 500 before accepting: unknown, no way back; trying again sends the same bytes once', async ({
  page,
}) => {
  const payer = await payerWallet(page);
  const receiver = algosdk.generateAccount().addr.toString();
  await reviewPayment(page, receiver, '1');
  await setFaults({
    submission: 'error-before',
    submissionFaultCount: 1,
    submissionFaultSender: payer,
  });
  const submitted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v2/transactions')) {
      submitted.push(Buffer.from(request.postDataBuffer() ?? []).toString('base64'));
    }
  });
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  expect(await balance(receiver).catch(() => 0n)).toBe(0n);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(CONFIRMED)).toBeVisible({ timeout: 20_000 });
  expect(submitted).toHaveLength(2);
  expect(submitted[1]).toBe(submitted[0]);
  expect(await balance(receiver)).toBe(1_000_000n);
  expect(await balance(payer)).toBe(5_000_000n - 1_000_000n - 1_000n);
});

test('a refusal by the node is shown as the node words it', async ({ page }) => {
  const payer = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 3_000_000);
  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
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
  // Refused: nothing can arrive any more, so building a new payment is safe.
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  expect(await balance(receiver).catch(() => 0n)).toBe(0n);
});

test('a node without simulate: the review says so and the payment still goes through', async ({
  page,
}) => {
  await payerWallet(page);
  const receiver = algosdk.generateAccount().addr.toString();
  await setFaults({ simulate: false });
  await reviewPayment(page, receiver, '1');
  await expect(page.getByText(/This node cannot simulate transactions/)).toBeVisible();
  await expect(page.getByText(/^You send 1\.001\sAlgo$/)).toBeVisible();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(CONFIRMED)).toBeVisible({ timeout: 20_000 });
  expect(await balance(receiver)).toBe(1_000_000n);
});
