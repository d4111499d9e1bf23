import { expect, type Page } from '@playwright/test';

// The wallet's WalletConnect screen as a test drives it, for v2 and v1 dapps alike.

export async function openConnectPage(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WalletConnect' })).toBeVisible();
  await page.getByRole('button', { name: 'Initialize WalletConnect' }).click();
  await expect(page.getByLabel('WalletConnect URI')).toBeVisible({ timeout: 20_000 });
}

export async function pasteUri(page: Page, uri: string): Promise<void> {
  await page.getByLabel('WalletConnect URI').fill(uri);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
}

/** Pastes the dapp's URI and approves its proposal with the named account. */
export async function connectDapp(
  page: Page,
  dapp: { uri: string },
  accountName: string,
): Promise<void> {
  await pasteUri(page, dapp.uri);
  await expect(page.getByRole('heading', { name: /Connection request from/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName}`) }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session added')).toBeVisible();
}
