import CryptoJS from 'crypto-js';
import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund } from './support/chain';
import { expectNoAxeViolations, openAccount, openWallet } from './support/wallet';

// HD (ARC-52) accounts from an A-Wallet backup pay on the devnet, which verifies the signature:
// the automatic "Main account" (m/44'/283'/0'/0/0), a derived account (index 1, whose phrase
// A-Wallet keeps only on the root) and one whose stored index does not give its address.
// The phrase and its first address are A-Wallet's own test fixture; the others are
// @algorandfoundation/xhd-wallet-api's derivation of the same phrase.
const PASSWORD = 'old a-wallet password';
const PHRASE =
  'soup wet release six craft offer matter open cotton stuff advance bomb boat indicate refuse icon retire behind loud cement range arch print reveal';
const MAIN = '3HTMYRJO5URBLNGZDHEGCXUPAUGR6LRZZ5YZBLATWLFY7OEPJL53VQO5TE';
const SECOND = 'UGAW6JOHBQADZX7ZQOAGZVJ3S65O7IDNQZJXSOG6CIYD5CGO6JBMAKFK2U';
/** Account index 2 of the phrase, stored with index 5: the wallet must refuse to sign. */
const TAMPERED = 'YOYB2ZVITOHKPWWYKIEYDMD46ZKQC55FA4WP7H6HCKERCJNJ32XJYR62KI';

const backup = CryptoJS.AES.encrypt(
  JSON.stringify({
    name: 'Vue HD wallet',
    privateAccounts: [
      {
        name: 'Main account',
        addr: MAIN,
        address: MAIN,
        type: 'hd',
        hdMnemonic: PHRASE,
        hdRootAddr: MAIN,
        hdAccountIndex: 0,
      },
      { name: 'Second HD', addr: SECOND, type: 'hd', hdRootAddr: MAIN, hdAccountIndex: 1 },
      { name: 'Tampered HD', addr: TAMPERED, type: 'hd', hdRootAddr: MAIN, hdAccountIndex: 5 },
    ],
  }),
  PASSWORD,
).toString();

async function balance(address: string): Promise<bigint> {
  return BigInt((await algod().accountInformation(address).do()).amount);
}

async function importAndOpen(page: Page): Promise<void> {
  await page.goto('/import-wallet');
  await page.getByLabel('Wallet name').fill('From A-Wallet');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'VueHDwallet.algow.2025-01-01.dat',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(backup),
  });
  await page.getByRole('button', { name: 'Import wallet' }).click();
  await openWallet(page, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
}

async function reviewPayment(page: Page, from: string, to: string, amount: string) {
  await openAccount(page, from);
  await page.getByRole('main').getByRole('link', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(to);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
}

async function sendAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
}

test('HD accounts imported from A-Wallet sign payments the chain accepts', async ({
  page,
}, testInfo) => {
  const receiver = algosdk.generateAccount().addr.toString();
  await Promise.all([fund(MAIN, 5_000_000), fund(TAMPERED, 1_000_000)]);
  await importAndOpen(page);
  const secondBefore = await balance(SECOND);

  // The root account (account index 0) pays the derived one.
  await reviewPayment(page, 'Main account', SECOND, '1.25');
  await expectNoAxeViolations(page);
  await sendAndConfirm(page);
  expect((await balance(SECOND)) - secondBefore).toBe(1_250_000n);

  // The derived account (index 1) signs with the root's phrase.
  await reviewPayment(page, 'Second HD', receiver, '0.5');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('review-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await sendAndConfirm(page);
  await page.screenshot({ path: testInfo.outputPath('sent.png'), fullPage: true });
  expect(await balance(receiver)).toBe(500_000n);

  // A stored index that does not derive the address: refused before anything is sent.
  const tamperedBefore = await balance(TAMPERED);
  await reviewPayment(page, 'Tampered HD', receiver, '0.2');
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(
    page.getByText(
      "The HD wallet's recovery phrase does not derive this account's address, so it cannot sign.",
    ),
  ).toBeVisible();
  await expect(page.getByText(/processed in round/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('refused.png'), fullPage: true });
  expect(await balance(TAMPERED)).toBe(tamperedBefore);
  expect(await balance(receiver)).toBe(500_000n);
});
