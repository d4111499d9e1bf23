import type { Locator, Page } from '@playwright/test';

// Screenshots for a person to judge: every combination of English and Hungarian, light and
// dark, 375 and 1280 px, named `<name>-<lang>-<width>-<scheme>.png` in `folder`. The page is
// left in English, light, 1280 px wide.

export interface ShotOptions {
  /** The part under judgement, scrolled into view before each shot (not the page's top). */
  focus?: Locator;
  fullPage?: boolean;
  height?: number;
}

export async function shootEveryWay(
  page: Page,
  folder: string,
  name: string,
  { focus, fullPage = false, height = 800 }: ShotOptions = {},
): Promise<void> {
  const language = page.locator('header select').first();
  for (const lang of ['en', 'hu']) {
    await page.setViewportSize({ width: 1280, height });
    await language.selectOption(lang);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height });
        await focus?.scrollIntoViewIfNeeded();
        // Layout and theme transitions settle (reduced motion is on, fonts may still swap).
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${folder}/${name}-${lang}-${width}-${scheme}.png`,
          fullPage,
        });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height });
  await language.selectOption('en');
  await page.emulateMedia({ colorScheme: 'light' });
}
