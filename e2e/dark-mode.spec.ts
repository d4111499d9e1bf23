import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { fund } from './support/chain';
import { contrastOf } from './support/fit';
import { accountAddress } from './support/navigation';
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

test('both themes at AA: the active header item, More, the review with Show full', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await createWallet(page, { email: 'contrast@example.com' });
  const address = await accountAddress(page);
  await fund(address, 5_000_000);
  await expect(page.getByText('5 Algo').first()).toBeVisible({ timeout: 15_000 });
  const both = async (check?: () => Promise<void>) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expectNoAxeViolations(page);
      await check?.();
    }
  };
  // The header's current page is marked by more than a tint: a bar at 3:1 against the header.
  const current = 'header nav a[aria-current="page"]';
  await both(async () => {
    expect(await contrastOf(page, current)).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(page, current, true)).toBeGreaterThanOrEqual(3);
  });
  // The folded menu at 375 px, its current page included.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await both(async () => {
    expect(await contrastOf(page, '.algow-menu-link[aria-current="page"]')).toBeGreaterThanOrEqual(
      4.5,
    );
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await both();
  await page.keyboard.press('Escape');

  await page.getByRole('group', { name: 'Actions' }).getByRole('link', { name: 'Send' }).click();
  await page
    .getByRole('combobox', { name: 'Pay to address' })
    .fill(algosdk.generateAccount().addr.toString());
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review payment' }).click();
  const showFull = page.getByRole('button', { name: 'Show full' }).first();
  await expect(showFull).toBeVisible();
  await both(async () => {
    const id = await showFull.evaluate((el) => {
      el.setAttribute('data-probe', '1');
      return 'button[data-probe="1"]';
    });
    expect(await contrastOf(page, id)).toBeGreaterThanOrEqual(4.5);
  });
});
