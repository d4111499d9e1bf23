import { test, type Page } from '@playwright/test';
import { shootEveryWay } from './support/shots';
import { createWallet } from './support/wallet';

// Screenshots of the app frame (header, footer, folded menu) on the login page and the account
// home, at 375 and 1280 px, English and Hungarian, light and dark, for a person to judge and to
// compare with an earlier build's. Run on request only: FRAME_SHOTS=/tmp/some-folder.

const OUT = process.env.FRAME_SHOTS;
test.skip(!OUT, 'screenshots on request (FRAME_SHOTS=folder)');

const shoot = (page: Page, name: string) => shootEveryWay(page, OUT!, name);

test('login page and account home in the app frame', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Create a new wallet' }).waitFor();
  await shoot(page, 'login');
  await createWallet(page);
  await shoot(page, 'home');
  // 800 px in Czech folds the header too, where the open menu is a column beside the page.
  for (const width of [375, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await page
      .locator('header select')
      .first()
      .selectOption(width === 375 ? 'en' : 'cs');
    const burger = page.locator('button[aria-controls="main-menu"]');
    if (!(await burger.isVisible())) continue;
    await burger.click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/menu-${width}.png` });
    await burger.click();
  }
});
