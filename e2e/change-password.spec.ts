import { expect, test } from '@playwright/test';
import { createWallet, logout, openWallet, STRONG_PASSWORD } from './support/wallet';

const NEW_PASSWORD = 'Another-Long-Passphrase-42';

test('change the wallet password', async ({ page }) => {
  await createWallet(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Change password' });

  await section.getByLabel('Current password').fill(STRONG_PASSWORD);
  await section.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await section.getByLabel('Repeat new password').fill('something else');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Passwords does not match');

  await section.getByLabel('Current password').fill('not-the-password');
  await section.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByRole('alert')).toHaveText('Password is incorrect');

  await section.getByLabel('Current password').fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password has been changed')).toBeVisible();

  await logout(page);
  await openWallet(page, STRONG_PASSWORD);
  await expect(
    page
      .getByRole('form', { name: 'Open your wallet' })
      .getByRole('alert')
      .filter({ hasText: 'Authentication failed' }),
  ).toBeVisible();
  await page.getByLabel('Wallet password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Open wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Email account' })).toBeVisible();
});
