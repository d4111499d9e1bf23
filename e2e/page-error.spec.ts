import { expect, test, type Page } from '@playwright/test';
import { createWallet } from './support/wallet';

// Issue 11, no blank pages: a page that throws while rendering is replaced by a message with a
// way back, inside the app frame, and the wallet stays open. To make a real page throw without
// touching the app, a browser API it calls while rendering is broken: the vanity search form
// formats its figures with Intl.NumberFormat. Navigation is by clicking links: a reload locks
// the wallet, by design.

const ERROR_TITLE = 'Something went wrong on this page.';

/** Makes `new Intl.NumberFormat(...)` throw (broken = true) or work again (false). */
async function breakNumberFormat(page: Page, broken: boolean): Promise<void> {
  await page.evaluate((broken) => {
    const holder = window as unknown as { __originalNumberFormat?: typeof Intl.NumberFormat };
    holder.__originalNumberFormat ??= Intl.NumberFormat;
    Intl.NumberFormat = broken
      ? (function () {
          throw new RangeError('Intl.NumberFormat is broken in this test');
        } as unknown as typeof Intl.NumberFormat)
      : holder.__originalNumberFormat;
  }, broken);
}

async function openVanityPage(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New account' })).toBeVisible();
  await page.getByRole('link', { name: /^Vanity address/ }).click();
}

test('a page that throws shows a message and a way back; the wallet stays open', async ({
  page,
}) => {
  await createWallet(page);
  await breakNumberFormat(page, true);
  await openVanityPage(page);

  const error = page.getByTestId('page-error');
  await expect(error.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();
  await expect(
    error.getByText('Your wallet is still open. Try again, or go back to your accounts.'),
  ).toBeVisible();
  // The frame around the page is still there, and so is the session.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vanity address' })).toHaveCount(0);

  // Back to the accounts: the wallet's account is listed, no password was asked for.
  await error.getByRole('link', { name: 'Back to accounts' }).click();
  await expect(page.getByRole('row', { name: /Email account/ })).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toHaveCount(0);

  // The page fails again while the API is broken; "Try again" renders it once it works.
  await openVanityPage(page);
  await expect(error.getByRole('heading', { name: ERROR_TITLE })).toBeVisible();
  await breakNumberFormat(page, false);
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vanity address' })).toBeVisible();
  await expect(page.getByLabel('Text to find')).toBeVisible();
  await expect(page.getByTestId('page-error')).toHaveCount(0);
});

test('the message is translated', async ({ page }) => {
  // Wide enough for the Hungarian header row (narrower, it folds into the menu).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await createWallet(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Magyar' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await breakNumberFormat(page, true);
  await page.getByRole('banner').getByRole('link', { name: 'Új fiók', exact: true }).click();
  await page.getByRole('link', { name: /^Egyedi cím/ }).click();
  const error = page.getByTestId('page-error');
  await expect(error.getByRole('heading', { name: 'Hiba történt ezen az oldalon.' })).toBeVisible();
  await expect(error.getByRole('link', { name: 'Vissza a fiókokhoz' })).toBeVisible();
  await expect(error.getByRole('button', { name: 'Próbálja újra' })).toBeVisible();
});
