import { expect, test, type Page } from '@playwright/test';
import { createWallet, expectNoAxeViolations } from './support/wallet';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test('dark mode follows the system and every main screen stays readable', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await expectNoAxeViolations(page);

  await createWallet(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Email account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  // The account page's history rows name the account too: the list's row starts with it.
  await expect(page.getByRole('row', { name: /^Email account/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Pay from Email account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the appearance setting overrides the system and is kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await createWallet(page);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  const appearance = page.getByRole('combobox', { name: 'Appearance' });
  await expect(appearance).toHaveValue('auto');
  expect(await scheme(page)).toBe('dark');

  await appearance.selectOption({ label: 'Light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Kept across a reload (the login page already shows it), whatever the system says.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('algow-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
});
