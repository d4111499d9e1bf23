import algosdk from 'algosdk';
import CryptoJS from 'crypto-js';
import { accountAddress, goInApp } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund, setFaults } from './support/chain';
import { createWallet, expectNoAxeViolations, openWallet, STRONG_PASSWORD } from './support/wallet';
import { openAccountMore } from './support/account-home';

// Live balances, node failures, phone cards, the network filter note and test coins.

/** A wallet of watch accounts from a backup file; the open page comes next. */
async function importWatchWallet(
  page: Page,
  accounts: { name: string; addr: string; network?: string }[],
): Promise<void> {
  const backup = CryptoJS.AES.encrypt(
    JSON.stringify({ name: 'Watching', privateAccounts: accounts }),
    STRONG_PASSWORD,
  ).toString();
  await page.goto('/import-wallet');
  await page.getByLabel('Wallet name').fill('Watching');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'watching.dat', mimeType: 'text/plain', buffer: Buffer.from(backup) });
  await page.getByRole('button', { name: 'Import wallet' }).click();
}

async function balanceOnChain(address: string): Promise<bigint> {
  return BigInt((await algod().accountInformation(address).do()).amount);
}

test.afterEach(async () => {
  await setFaults({ errorRate: 0 });
});

test('the balance updates on its own when the account is funded', async ({ page }) => {
  await createWallet(page, { email: 'live@example.com' });
  const address = await accountAddress(page);
  await expect(page.getByText(/^0\sAlgo$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'Address of Email account' });
  await expect(qr.getByRole('img', { name: 'QR code of the account address' })).toBeVisible();
  await expect(qr).toContainText(address);
  await qr.getByRole('button', { name: 'Close' }).click();

  await fund(address, 2_345_678);
  // No reload, no Refresh click: the page reads the account again by itself.
  await expect(page.getByText('2.345678 Algo').first()).toBeVisible({ timeout: 12_000 });
  await expectNoAxeViolations(page);
});

test('"Get test coins" funds the account from the devnet dispenser', async ({ page }) => {
  await createWallet(page, { email: 'coins@example.com' });
  const address = await accountAddress(page);
  const before = await balanceOnChain(address);

  await openAccountMore(page, 'Get test coins');
  await expect(
    page.getByText('10 Algo from the test dispenser arrived in this account'),
  ).toBeVisible();
  expect((await balanceOnChain(address)) - before).toBe(10_000_000n);
  await expect(page.getByText(/^10\sAlgo$/).first()).toBeVisible();
});

test('a failing node shows an error with Retry, never an empty state', async ({ page }) => {
  await importWatchWallet(page, [
    { name: 'Watched', addr: algosdk.generateAccount().addr.toString() },
  ]);
  await setFaults({ errorRate: 1 });
  await openWallet(page, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible({
    timeout: 30_000,
  });

  const listError = page.getByRole('alert').filter({ hasText: 'Some balances could not' });
  await expect(listError).toBeVisible();
  await expect(listError.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Watched/ })).toContainText('not loaded');

  await page.getByRole('row', { name: /Watched/ }).click();
  const balanceError = page
    .getByRole('alert')
    .filter({ hasText: 'The balance could not be loaded from the node.' });
  await expect(balanceError).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The assets could not be loaded' }),
  ).toBeVisible();
  await expect(page.getByText('No other assets in this account.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await setFaults({ errorRate: 0 });
  await balanceError.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('No other assets in this account.')).toBeVisible();
  await expect(page.getByText(/^0\sAlgo$/).first()).toBeVisible();
  await expect(balanceError).toHaveCount(0);
});

test('on a phone the accounts list shows cards with Pay and Connect', async ({ page }) => {
  await createWallet(page, { email: 'phone@example.com' });
  const address = await accountAddress(page);
  await goInApp(page, '/accounts');
  await page.setViewportSize({ width: 375, height: 740 });

  const card = page.getByRole('listitem', { name: 'Email account' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(card).toContainText('0.000000 Algo');
  // The kind in words on its badge (the account's default name is the same words).
  await expect(card.getByText('Email account', { exact: true })).toHaveCount(2);
  await expect(card.getByRole('link', { name: 'Pay from Email account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Connect Email account to a dapp' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/connect/${address}$`));
});

test('the accounts page says how many accounts the network filter hides', async ({ page }) => {
  const other = (name: string) => ({
    name,
    addr: algosdk.generateAccount().addr.toString(),
    network: 'mainnet-v1.0',
  });
  await importWatchWallet(page, [other('Main one'), other('Main two')]);
  await openWallet(page, STRONG_PASSWORD);

  // Opening runs the key derivation: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Accounts', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Accounts hidden by the network filter: 2')).toBeVisible();
  await expect(page.getByText('There are no accounts in this wallet yet.')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show all accounts' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(
    page.getByRole('checkbox', { name: 'Only accounts of the current network' }),
  ).not.toBeChecked();
});
