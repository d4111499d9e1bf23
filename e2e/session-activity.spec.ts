import { expect, test, type Page } from '@playwright/test';
import { createWallet, expectNoAxeViolations } from './support/wallet';

// The session lasts 5 minutes from the last activity (a constant, the same in every build);
// page.clock jumps the wallet's clock forward instead of waiting.

const warning = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Your session is about to end' });
const UNSAVED = 'The recovery phrase you generated has not been saved yet.';

test('activity keeps the session open; the last minute offers to stay signed in', async ({
  page,
}) => {
  await page.clock.install();
  await createWallet(page);
  const accounts = page.getByRole('banner').getByRole('link', { name: 'Accounts', exact: true });

  // Ten minutes of use: a page change, a key press, a click, each 2.5 minutes apart.
  for (let i = 0; i < 4; i++) {
    await page.clock.fastForward('02:30');
    if (i % 2 === 0) await accounts.click();
    else await page.keyboard.press('Shift');
  }
  await expect(warning(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();

  // Left alone: after four minutes the dialog asks, with the focus on "Stay signed in".
  await page.clock.fastForward('04:10');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText(/You will be logged out in 0:[0-5]\d/);
  await expect(warning(page)).not.toContainText(UNSAVED);
  const stay = warning(page).getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(warning(page)).toBeHidden();
  await expect(page.getByRole('button', { name: /Session ends in [45]:\d\d/ })).toBeVisible();

  // Four more minutes are fine; without an answer the wallet locks as before.
  await page.clock.fastForward('04:10');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(warning(page)).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
  await expect(
    page.getByText('Your session has timed out. Please open the wallet again.'),
  ).toBeVisible();
  await expect(warning(page)).toBeHidden();
});

test('the warning says an unsaved generated phrase will be lost; "Log out now" logs out', async ({
  page,
}) => {
  await page.clock.install();
  await createWallet(page);
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^New basic account/ }).click();
  await expect(page.getByTestId('new-account-address')).toHaveText(/^[A-Z2-7]{58}$/);

  await page.clock.fastForward('04:10');
  await expect(warning(page)).toContainText(`${UNSAVED} It will be lost when you are logged out.`);
  await expectNoAxeViolations(page);
  await warning(page).getByRole('button', { name: 'Log out now' }).click();
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
  await expect(page.getByText('Your session has timed out.')).toBeHidden();
});
