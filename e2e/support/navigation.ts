import type { Page } from '@playwright/test';

/** The open account's address, as the overview shows it. */
export async function accountAddress(page: Page): Promise<string> {
  return ((await page.getByLabel('Address', { exact: true }).textContent()) ?? '').trim();
}

/** Client-side navigation: a reload would lock the wallet, and the header may be collapsed. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
