import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, STRONG_PASSWORD } from './support/wallet';

// A first visit: nothing stored yet. The start page leads to the import page, and a new wallet
// can start with a recovery-phrase account (new, through the challenge, or imported) instead
// of the email account; the wallet then opens on the existing new-account page for it.

async function startWallet(page: Page, choice: string, name: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await page.getByLabel('First account').selectOption({ label: choice });
  // No email is asked for these.
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Wallet password\s*\*?$/).fill(STRONG_PASSWORD);
  await page.getByLabel('Wallet name').fill(name);
  await page.getByRole('button', { name: 'Create wallet and continue' }).click();
}

async function expectOnlyAccount(page: Page, name: string, address: string): Promise<void> {
  await expect(page).toHaveURL(/\/accounts$/);
  const rows = page.getByRole('row').filter({ hasText: /[A-Z2-7]{6}/ });
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(address);
  await expect(rows).toHaveCount(1);
}

test('the empty start page links to the import page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await expect(page.getByText('Have a backup file from Algow or A-Wallet?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Import wallet' }).click();
  await expect(page).toHaveURL(/\/import-wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import wallet' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
});

test('a new wallet starting with a new recovery phrase, confirmed by the challenge', async ({
  page,
}) => {
  await startWallet(page, 'New recovery phrase', 'Phrase wallet');
  await expect(page).toHaveURL(/\/new-account\?mode=basic$/);
  await page.getByRole('button', { name: 'Show phrase' }).click();
  const words = await page.getByTestId('mnemonic-words').locator('[data-word]').allTextContents();
  const address = algosdk.mnemonicToSecretKey(words.join(' ')).addr.toString();
  await expect(page.getByTestId('new-account-address')).toHaveText(address);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Start challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your recovery phrase' });
  // The word asked for is whichever position the dialog names.
  const asked = Number((await dialog.textContent())?.match(/Word number (\d+)/)?.[1]);
  expect(asked).toBeGreaterThanOrEqual(1);
  await dialog.getByLabel(/Account name/).fill('First savings');
  await dialog.getByLabel(/Word number \d+/).fill(words[asked - 1]!);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectOnlyAccount(page, 'First savings', address);
  await expectNoAxeViolations(page);
});

test('a new wallet starting with an imported recovery phrase', async ({ page }) => {
  const account = algosdk.generateAccount();
  const address = account.addr.toString();
  await startWallet(page, 'Import recovery phrase', 'Imported wallet');
  await expect(page).toHaveURL(/\/new-account\?mode=import$/);
  await expectNoAxeViolations(page);
  await page.getByLabel(/Recovery phrase/).fill(algosdk.secretKeyToMnemonic(account.sk));
  await page.getByLabel(/Account name/).fill('Old account');
  await page.getByRole('button', { name: 'Import account' }).click();
  await expectOnlyAccount(page, 'Old account', address);
  await expectNoAxeViolations(page);
});
