import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { twoFactorAccountOf } from '../tools/two-factor-provider/server';
import { totpFromManualKey } from '../tools/two-factor-provider/totp';
import { E2E_TWO_FACTOR_SECRET } from './support/ports';
import { createWallet, expectNoAxeViolations } from './support/wallet';

// 2FA account setup against the provider stand-in: the hot account signs the ARC-14 auth
// transaction (suggested params from the e2e devnet), the test plays the authenticator app by
// computing the TOTP code from the manual key shown on the page.

const hot = algosdk.generateAccount();
const cold = algosdk.generateAccount();

async function openChooser(page: Page): Promise<void> {
  // Links only: a reload locks the wallet, by design.
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
}

async function importAccount(page: Page, name: string, account: algosdk.Account): Promise<void> {
  await openChooser(page);
  await page.getByRole('link', { name: /^Import account/ }).click();
  await page.getByLabel(/Recovery phrase/).fill(algosdk.secretKeyToMnemonic(account.sk));
  await page.getByLabel(/Account name/).fill(name);
  await page.getByRole('button', { name: 'Import account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

async function choose(page: Page, label: string, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('set up a 2FA account with a code from the authenticator app', async ({ page }) => {
  await createWallet(page);
  await importAccount(page, 'Hot wallet', hot);
  await importAccount(page, 'Cold storage', cold);

  await openChooser(page);
  await page.getByRole('link', { name: /^Two-factor account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor account' })).toBeVisible();
  // The only provider of the network is preselected.
  await expect(page.getByRole('combobox', { name: '2FA provider' })).toHaveValue(
    'E2E 2FA provider',
  );

  // Hot and cold must differ.
  const request = page.getByRole('button', { name: 'Request QR code' });
  await choose(page, 'Hot account', /^Hot wallet/);
  await choose(page, 'Cold account (recovery)', /^Hot wallet/);
  await expect(page.getByText('The hot and the cold account must be different.')).toBeVisible();
  await expect(request).toBeDisabled();
  await choose(page, 'Cold account (recovery)', /^Cold storage/);
  await request.click();

  const qr = page.getByRole('img', {
    name: 'QR code with the 2FA secret for your authenticator app',
  });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const manualKey = page.getByLabel('Manual entry key');
  await expect(manualKey).toHaveText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  const key = (await manualKey.textContent())!.replace(/\s/g, '');
  // The secret stays out of the URL.
  expect(page.url()).not.toContain(key);
  await expectNoAxeViolations(page);

  await page.getByLabel('Account name').fill('Vault');
  const confirm = page.getByRole('button', { name: 'Confirm and save' });
  const code = page.getByLabel('Code from the authenticator app');
  await code.pressSequentially('123');
  await expect(confirm).toBeDisabled(); // the mask 999-999 is not complete
  await code.fill('');
  await code.pressSequentially(totpFromManualKey(key));
  await expect(code).toHaveValue(/^\d{3}-\d{3}$/);
  await confirm.click();

  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText('2FA account Vault has been created')).toBeVisible();
  const twoFactorAccount = twoFactorAccountOf(
    E2E_TWO_FACTOR_SECRET,
    hot.addr.toString(),
    cold.addr.toString(),
  );
  const addrs = [hot.addr.toString(), cold.addr.toString(), twoFactorAccount].sort();
  const multisig = algosdk.multisigAddress({ version: 1, threshold: 2, addrs }).toString();
  await expect(page.getByRole('row', { name: /Vault/ }).first()).toContainText(multisig);
  // The technical 2faApi account is stored but hidden.
  await expect(page.getByRole('cell', { name: '2FA Vault', exact: true })).toHaveCount(0);
  await expect(page.getByText(twoFactorAccount)).toHaveCount(0);
});

test('a wrong code is refused and can be corrected', async ({ page }) => {
  await createWallet(page);
  const other = algosdk.generateAccount();
  await importAccount(page, 'Phone', other);
  await importAccount(page, 'Paper', algosdk.generateAccount());

  await openChooser(page);
  await page.getByRole('link', { name: /^Two-factor account/ }).click();
  await choose(page, 'Hot account', /^Phone/);
  await choose(page, 'Cold account (recovery)', /^Paper/);
  await page.getByRole('button', { name: 'Request QR code' }).click();
  const manualKey = page.getByLabel('Manual entry key');
  await expect(manualKey).not.toBeEmpty();
  const key = (await manualKey.textContent())!.replace(/\s/g, '');

  await page.getByLabel('Account name').fill('Second');
  const code = page.getByLabel('Code from the authenticator app');
  const right = totpFromManualKey(key);
  await code.pressSequentially(String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid PIN' }),
  ).toBeVisible();

  await code.fill('');
  await code.pressSequentially(totpFromManualKey(key));
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('cell', { name: 'Second', exact: true })).toBeVisible();
});
