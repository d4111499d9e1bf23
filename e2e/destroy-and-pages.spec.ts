import { expect, test } from '@playwright/test';
import { createWallet, expectNoAxeViolations } from './support/wallet';

test('destroy a wallet after confirming its name', async ({ page }) => {
  await createWallet(page, { name: 'Throwaway' });
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Destroy wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Destroy wallet Throwaway?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Destroy' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type the wallet name to confirm').fill('Throwaway');
  await confirm.click();
  await expect(page.getByText('Wallet has been destroyed')).toBeVisible();
  // No wallet is left, so the new-wallet form is back.
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
});

test('FAQ opens its first question; the privacy policy has five', async ({ page }) => {
  await createWallet(page);
  await page.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('button', { name: 'What is Algow?' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Where are my keys stored?' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.locator('[data-accordion-control]')).toHaveCount(8);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.locator('[data-accordion-control]')).toHaveCount(5);
});

test('the app frame works in a phone-sized window', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createWallet(page);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
