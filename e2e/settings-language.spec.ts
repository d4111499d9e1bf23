import { expect, test } from '@playwright/test';
import { openSettingsGroup } from './support/settings';
import { createWallet, expectNoAxeViolations, openWallet, STRONG_PASSWORD } from './support/wallet';

test('settings persist across a reload', async ({ page }) => {
  await createWallet(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('environment')).toHaveText('Environment: Sandbox');
  // Settings for people first; networks and developer settings folded, the wallet's removal
  // last (issue 37).
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    'Language and appearance',
    'Security',
    'Contacts',
    'Networks',
    'Developer settings',
    'Wallet',
  ]);
  await expect(page.getByRole('combobox', { name: 'Environment' })).toBeHidden();
  await expectNoAxeViolations(page);
  await openSettingsGroup(page, 'Networks');
  await expect(sections.nth(4)).toHaveText('Network');

  // Public providers that need registration are not offered.
  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Mainnet' });
  const algodProviders = page.getByRole('combobox', { name: 'Algod host' });
  await expect(algodProviders.locator('option')).toHaveText([
    'Nodely (https://mainnet-api.4160.nodely.dev)',
    'AlgoNode (https://mainnet-api.algonode.cloud)',
  ]);
  await algodProviders.selectOption({ label: 'AlgoNode (https://mainnet-api.algonode.cloud)' });

  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Custom' });
  await page.getByLabel('Algod host').fill('http://127.0.0.1:14001');
  await page.getByRole('button', { name: 'Save servers' }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByRole('switch', { name: 'Developer mode' }).check();

  await page.reload();
  await openWallet(page, STRONG_PASSWORD);
  await page.goto('/settings');
  await openWallet(page, STRONG_PASSWORD);
  await expect(page.getByTestId('environment')).toHaveText('Environment: Custom');
  await openSettingsGroup(page, 'Networks');
  await openSettingsGroup(page, 'Developer settings');
  await expect(page.getByLabel('Algod host')).toHaveValue('http://127.0.0.1:14001');
  await expect(page.getByRole('switch', { name: 'Developer mode' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Mainnet' });
  await expect(page.getByRole('combobox', { name: 'Algod host' })).toHaveValue(
    'https://mainnet-api.algonode.cloud',
  );
});

test('switch the language and keep it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Slovenčina' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Create a new wallet');
  const slovakHeading = await heading.textContent();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(slovakHeading ?? '');
});

test('unknown pages show the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Error 404 - Page not found' })).toBeVisible();
  await expect(page.getByText('The website you are looking for cannot be found.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
});
