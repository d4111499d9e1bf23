import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createWallet, logout, openWallet, STRONG_PASSWORD } from './support/wallet';

test('back up a wallet, import it under another name and open it', async ({ page }) => {
  await createWallet(page, { name: 'Daily wallet' });
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Backup wallet' }).click();
  const download = await downloadPromise;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`Dailywallet.algow.${today}.dat`);
  const backupPath = await download.path();
  const backup = await readFile(backupPath, 'utf8');
  expect(backup).toContain('"format":"algow-vault"');

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
});
