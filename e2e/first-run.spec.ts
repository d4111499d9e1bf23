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

test('the start page grades the password only once typing starts, and says why a second password on request', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await expect(page.getByTestId('password-strength')).toHaveCount(0);
  await page.getByLabel('Email').fill('alice@example.com');
  const password = page.getByLabel(/^Wallet password\s*\*?$/);
  await expect(password).toBeVisible();
  await expect(page.getByTestId('password-strength')).toHaveCount(0);
  await password.pressSequentially('Co');
  await expect(page.getByTestId('password-strength')).toHaveText(/weak/);
  await password.fill('');
  await expect(page.getByTestId('password-strength')).toHaveCount(0);

  // One sentence about the account password; the standard's name only in the explanation.
  await expect(
    page.getByText('A second password only for the email account', { exact: false }),
  ).toBeVisible();
  const explanation = page.getByText(/ARC-0076/);
  await expect(explanation).toBeHidden();
  const why = page.getByRole('button', { name: 'Why a second password?' });
  await expect(why).toHaveAttribute('aria-expanded', 'false');
  await page.getByLabel(/^Account password\s*\*?$/).focus();
  await page.keyboard.press('Tab');
  await expect(why).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(why).toHaveAttribute('aria-expanded', 'true');
  await expect(explanation).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the start page passes axe in ${scheme} mode, closed and with everything shown`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('alice@example.com');
    await page.getByLabel(/^Wallet password\s*\*?$/).fill(STRONG_PASSWORD);
    await expect(page.getByTestId('password-strength')).toHaveText(/strong/);
    await page.getByRole('button', { name: 'Why a second password?' }).click();
    await expect(page.getByText(/ARC-0076/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
