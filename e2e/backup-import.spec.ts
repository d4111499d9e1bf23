import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { encodeAddress } from 'algosdk';
import { createVault } from '../src/core/vault/vault';
import { goInApp } from './support/navigation';
import { createWallet, logout, openWallet, STRONG_PASSWORD } from './support/wallet';

const LANDLORD = encodeAddress(new Uint8Array(32).fill(31));

test('back up a wallet, import it under another name and open it', async ({ page }) => {
  await createWallet(page, { name: 'Daily wallet' });
  // A contact travels inside the encrypted backup (issue 26).
  await goInApp(page, '/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill('Landlord');
  await dialog.getByLabel('Address').fill(LANDLORD);
  await dialog.getByLabel('Note (optional)').fill('Rent');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Backup wallet' }).click();
  const download = await downloadPromise;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`Dailywallet.algow.${today}.dat`);
  const backupPath = await download.path();
  const backup = await readFile(backupPath, 'utf8');
  expect(backup).toContain('"format":"algow-vault"');
  expect(backup).not.toContain('Landlord');

  await logout(page);
  await page.getByRole('link', { name: 'Import wallet' }).click();
  const importButton = page.getByRole('button', { name: 'Import wallet' });
  await expect(importButton).toBeDisabled();

  // A file that is not a backup is refused with a clear message.
  await page.getByLabel('Wallet name').fill('Garbage');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'x.dat', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await importButton.click();
  await expect(
    page
      .getByRole('form', { name: 'Import wallet' })
      .getByRole('alert')
      .filter({ hasText: 'This file is not an Algow or A-Wallet backup' }),
  ).toBeVisible();

  // The same name as an existing wallet is refused.
  await page.getByLabel('Wallet name').fill('Daily wallet');
  await page.locator('input[type="file"]').setInputFiles(backupPath);
  await importButton.click();
  await expect(
    page
      .getByRole('form', { name: 'Import wallet' })
      .getByRole('alert')
      .filter({ hasText: 'Wallet with the same name already exists' }),
  ).toBeVisible();

  await page.getByLabel('Wallet name').fill('Restored wallet');
  await importButton.click();
  await openWallet(page, STRONG_PASSWORD, 'Restored wallet');
  // The restored wallet opens on its last active account, the ARC-0076 one.
  await expect(page.getByRole('heading', { name: 'Email account' })).toBeVisible();
  await page.getByRole('link', { name: 'Accounts' }).click();
  // The account page's history names the account in its cells too: wait for the list.
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('row', { name: /^Email account/ })).toBeVisible();
  await goInApp(page, '/contacts');
  const row = page.getByTestId('contact-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Landlord');
  await expect(row).toContainText('Rent');
  await expect(row.getByLabel(LANDLORD)).toBeVisible();
});

test('a backup whose contacts are damaged opens with its accounts and names the skipped ones', async ({
  page,
}) => {
  const watched = encodeAddress(new Uint8Array(32).fill(32));
  const wallet = {
    format: 'algow-wallet',
    version: 1,
    name: 'Old',
    accounts: [{ addr: watched, name: 'Savings', type: 'public' }],
    lastActiveAccount: watched,
    contacts: [
      { name: 'Landlord', address: LANDLORD, note: 'Rent' },
      { name: '', address: watched },
      { name: 'Broken', address: 'not an address' },
    ],
  };
  const { serialized } = await createVault(
    STRONG_PASSWORD,
    new TextEncoder().encode(JSON.stringify(wallet)),
  );
  await page.goto('/import-wallet');
  await page.getByLabel('Wallet name').fill('Damaged');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Damaged.algow.2026-01-01.dat',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(serialized),
  });
  await page.getByRole('button', { name: 'Import wallet' }).click();
  await openWallet(page, STRONG_PASSWORD, 'Damaged');
  await expect(
    page.getByText(
      'All accounts are open, but some contacts in this wallet could not be read and were left out (skipped: 2).',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Savings' })).toBeVisible();
  await goInApp(page, '/contacts');
  await expect(page.getByTestId('contact-row')).toHaveCount(1);
  await expect(page.getByTestId('contact-row')).toContainText('Landlord');
});
