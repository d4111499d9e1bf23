import { expect, test, type Locator, type Page } from '@playwright/test';
import { createWallet } from './support/wallet';
import { openSettingsGroup } from './support/settings';

const LANGUAGES = ['en', 'hu', 'it', 'nl', 'sk', 'cs'] as const;
const WIDTHS = [375, 768, 1024, 1280, 1440, 1920] as const;
const HEIGHT = 800;

/** The header's own language menu: the only select in the banner, whatever its label. */
async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * Every box of `controls` lies fully inside the viewport, none scrolled or pushed off; retried
 * while the header settles after a resize and the menu slides in.
 */
async function expectInside(controls: Locator, width: number, where: string): Promise<void> {
  await expect(() => boxesInside(controls, width, where)).toPass({ timeout: 5_000 });
}

async function boxesInside(controls: Locator, width: number, where: string): Promise<void> {
  const count = await controls.count();
  expect(count, where).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const control = controls.nth(i);
    const box = await control.boundingBox();
    const name = `${where}: ${(await control.textContent())?.trim() || (await control.getAttribute('aria-label'))}`;
    expect(box, name).not.toBeNull();
    if (!box) continue;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width + 0.5);
    expect(box.y + box.height, name).toBeLessThanOrEqual(HEIGHT + 0.5);
  }
}

/** Links and buttons of the header (and of the open menu), the language select included. */
const controlsIn = (area: Locator) =>
  area.locator('a:visible, button:visible, select:visible, [role="button"]:visible');

test('every header control is on screen at every width, in every language', async ({ page }) => {
  test.setTimeout(120_000);
  await createWallet(page);
  const banner = page.getByRole('banner');
  const burger = banner.locator('button[aria-controls="main-menu"]');
  const menu = page.locator('#main-menu');

  for (const language of LANGUAGES) {
    await page.setViewportSize({ width: 1920, height: HEIGHT });
    await switchLanguage(page, language);
    // At full width the whole row is in the header: the links and Logout, no burger.
    await expect(burger).toHaveCount(0);
    const links = banner.getByRole('navigation').getByRole('link');
    const linkNames = await links.allTextContents();
    expect(linkNames.length, language).toBeGreaterThanOrEqual(5);
    const logoutName = (await banner.getByRole('button').last().textContent())?.trim() ?? '';
    expect(logoutName, language).not.toBe('');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      const where = `${language} @ ${width}px`;
      if (width <= 768) await expect(burger, where).toBeVisible();
      // Issue 25: from 1280 px every language fits the whole row, so Logout stays in sight.
      if (width >= 1280) await expect(burger, where).toHaveCount(0);
      await expectInside(controlsIn(banner), width, where);

      if ((await burger.count()) === 0) {
        // Not folded: every link and Logout are in the header itself.
        await expect(banner.getByRole('navigation').getByRole('link')).toHaveText(linkNames);
        await expect(banner.getByRole('button', { name: logoutName, exact: true })).toBeVisible();
        continue;
      }
      // Folded: the header keeps no links of its own, and the burger opens all of them + Logout.
      await expect(banner.getByRole('navigation')).toHaveCount(0);
      await expect(burger).toHaveAttribute('aria-expanded', 'false');
      await burger.click();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link')).toHaveText(linkNames);
      await expect(menu.getByRole('button', { name: logoutName, exact: true })).toBeVisible();
      await expectInside(controlsIn(menu), width, `${where}, menu`);
      await burger.click();
      await expect(menu.getByRole('link')).toHaveCount(0);
    }
  }

  // Locked: only the brand and the language menu, which fit anywhere.
  await page.setViewportSize({ width: 1920, height: HEIGHT });
  await banner.getByRole('button').last().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
  for (const width of [375, 1920]) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expect(burger).toHaveCount(0);
    await expectInside(controlsIn(banner), width, `locked @ ${width}px`);
  }
});

test('an error is shown once: a toast, then the last-error line until the page changes', async ({
  page,
}) => {
  // A browser without protocol handlers: registering fails with the app's own translated text.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'registerProtocolHandler', { value: undefined });
  });
  await createWallet(page);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByRole('button', { name: 'Register protocol handler' }).click();

  const text = 'This browser does not support protocol handlers';
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByTestId('last-error')).toHaveCount(0);
  // The toast sits below the header, not over Logout or the language menu.
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // Once the toast is gone, the line keeps it (still only once on the page) under the header.
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('last-error')).toHaveText(`Last error: ${text}`);
  await expect(page.getByText(text)).toHaveCount(1);
  // In the page's flow: at the top of the page it starts below the fixed header.
  await page.evaluate(() => window.scrollTo(0, 0));
  const line = await page.getByTestId('last-error').boundingBox();
  expect(line!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

  // The next page starts clean.
  await page.getByRole('banner').getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByTestId('last-error')).toHaveCount(0);
});
