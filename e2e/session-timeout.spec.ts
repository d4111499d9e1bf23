import { expect, test } from '@playwright/test';
import { createWallet } from './support/wallet';

test('the session warns in the last minute, extends on click and times out', async ({ page }) => {
  await page.clock.install();
  await createWallet(page);
  const timer = page.getByRole('button', { name: /Session ends in/ });
  await expect(timer).toHaveAccessibleName(/Session ends in [45]:\d\d/);

  await page.clock.fastForward('04:10');
  await expect(timer).toHaveAttribute('data-warning', 'true');
  await timer.click();
  await expect(timer).not.toHaveAttribute('data-warning', 'true');
  await expect(timer).toHaveAccessibleName(/Session ends in [45]:\d\d/);

  await page.clock.fastForward('05:02');
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
  await expect(
    page.getByText('Your session has timed out. Please open the wallet again.'),
  ).toBeVisible();
});
