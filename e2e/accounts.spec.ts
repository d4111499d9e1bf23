import algosdk from 'algosdk';
import CryptoJS from 'crypto-js';
import { expect, test, type Page } from '@playwright/test';
import { deriveArc76Account } from '../src/core/arc76/arc76';
import { algod, fund } from './support/chain';
import {
  ACCOUNT_PASSWORD,
  createWallet,
  expectNoAxeViolations,
  openWallet,
  STRONG_PASSWORD,
} from './support/wallet';
import { refreshAccount, showActivity } from './support/account-home';

async function accountAddress(page: Page): Promise<string> {
  return ((await page.getByLabel('Address', { exact: true }).textContent()) ?? '').trim();
}

test('a funded account shows its balance, history and transaction detail', async ({ page }) => {
  await createWallet(page);
  const address = await accountAddress(page);
  const txId = await fund(address, 12_345_678);

  await refreshAccount(page);
  await expect(page.getByText('12.345678 Algo').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const activity = await showActivity(page);
  await activity.getByRole('link', { name: `Open transaction ${txId}` }).click();
  await expect(page.getByRole('heading', { name: 'Transaction', exact: true })).toBeVisible();
  // The ID is a chain field: under Technical details.
  await page.getByText('Technical details', { exact: true }).click();
  await expect(page.getByText(txId)).toBeVisible();
  await expect(
    page.getByRole('link', { name: process.env.E2E_DISPENSER_ADDRESS ?? '' }),
  ).toBeVisible();
  // In the asset's units with the token symbol (issue 12), signed as received.
  await expect(page.getByText(/^\+?12\.345678\sAlgo$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('row', { name: /Email account/ })).toContainText('12.345678 Algo');
});

test('an account rekeyed elsewhere is detected when it is opened', async ({ page }) => {
  const email = 'rekeyed@example.com';
  await createWallet(page, { email });
  const address = await accountAddress(page);
  await fund(address, 5_000_000);

  // Another wallet holding the same ARC-0076 key rekeys the account to a foreign address. The
  // key comes from the account password, not the wallet password.
  const { sk, addr } = await deriveArc76Account(email, ACCOUNT_PASSWORD);
  expect(addr).toBe(address);
  expect((await deriveArc76Account(email, STRONG_PASSWORD)).addr).not.toBe(address);
  const target = algosdk.generateAccount().addr.toString();
  const client = algod();
  const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: address,
    amount: 0,
    rekeyTo: target,
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(rekey.signTxn(sk)).do();
  await algosdk.waitForConfirmation(client, rekey.txID(), 4);

  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Email account', exact: true }).click();
  await expect(
    page.getByText(`Information about rekeying to address ${target} has been stored`),
  ).toHaveCount(1);
  await expect(
    page.getByRole('link', { name: `${target.slice(0, 6)}…${target.slice(-6)}` }),
  ).toHaveAttribute('href', `/account/${target}`);
  await expect(page.getByText('account outside this wallet')).toBeVisible();
});

test('45 accounts page by 20 and sort by name and amount', async ({ page }) => {
  const names = Array.from({ length: 45 }, (_, i) => `Watch ${String(i + 1).padStart(2, '0')}`);
  const accounts = names.map((name) => ({ name, addr: algosdk.generateAccount().addr.toString() }));
  await fund(accounts[7]!.addr, 3_000_000);
  const backup = CryptoJS.AES.encrypt(
    JSON.stringify({ name: 'Many', privateAccounts: accounts }),
    STRONG_PASSWORD,
  ).toString();

  await page.goto('/import-wallet');
  await page.getByLabel('Wallet name').fill('Many accounts');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'many.dat', mimeType: 'text/plain', buffer: Buffer.from(backup) });
  await page.getByRole('button', { name: 'Import wallet' }).click();
  await openWallet(page, STRONG_PASSWORD);

  const bodyRows = page.locator('tbody tr');
  await expect(bodyRows).toHaveCount(20);
  // Watch accounts cannot sign: no Pay button on any row.
  await expect(page.getByRole('link', { name: /^Pay from/ })).toHaveCount(0);
  await expect(bodyRows.first()).toContainText('Watch 01');
  await page.getByRole('button', { name: 'Page 3' }).click();
  await expect(bodyRows).toHaveCount(5);
  await expect(bodyRows.last()).toContainText('Watch 45');

  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click();
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(bodyRows.first()).toContainText('Watch 45');

  // Balances arrive one account every 100 ms; the funded one sorts first by amount, descending.
  const amountHeader = page.getByRole('columnheader', { name: /Amount/ });
  await amountHeader.getByRole('button').click();
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows.first()).toContainText('Watch 08', { timeout: 15_000 });
  await expect(bodyRows.first()).toContainText('3.000000 Algo');
  await expectNoAxeViolations(page);
});
