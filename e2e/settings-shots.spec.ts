import { expect, test } from '@playwright/test';
import { openSettingsGroup } from './support/settings';
import { shootEveryWay } from './support/shots';
import { createWallet, expectNoAxeViolations } from './support/wallet';

// Settings for people (issue 37 item 8): axe on the page in both themes, folded and open, and
// with SETTINGS_SHOTS=<folder> screenshots at 375 and 1280 px, en and hu, light and dark.

const SHOTS = process.env.SETTINGS_SHOTS;

test('Settings passes axe in light and dark, folded and open; screenshots on request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createWallet(page);
  await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  if (SHOTS) await shootEveryWay(page, SHOTS, 'settings', { fullPage: true });

  await openSettingsGroup(page, 'Networks');
  await openSettingsGroup(page, 'Developer settings');
  await expect(page.getByRole('combobox', { name: 'Environment' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Developer mode' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  if (SHOTS) await shootEveryWay(page, SHOTS, 'settings-open', { fullPage: true });
});
