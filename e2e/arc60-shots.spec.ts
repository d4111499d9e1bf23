import { test, type Page } from '@playwright/test';
import { accountAddress, goInApp } from './support/navigation';
import { shootEveryWay } from './support/shots';
import { createWallet } from './support/wallet';
import { openSettingsGroup } from './support/settings';

// Screenshots of /arc60 with a verified signature (the shared secret-output pieces), at 375 and
// 1280 px, English and Hungarian, light and dark. On request only: ARC60_SHOTS=/tmp/some-folder.

const OUT = process.env.ARC60_SHOTS;
test.skip(!OUT, 'screenshots on request (ARC60_SHOTS=folder)');

const shoot = (page: Page, name: string) => shootEveryWay(page, OUT!, name, { fullPage: true });

test('the ARC-60 page signed and verified', async ({ page }) => {
  test.setTimeout(240_000);
  await createWallet(page);
  const address = await accountAddress(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByRole('switch', { name: 'Developer mode' }).check();
  await goInApp(page, `/arc60/${address}`);
  await page.getByRole('textbox', { name: /Statement/ }).fill('Sign in to the example dapp');
  await page.getByRole('button', { name: 'Review' }).click();
  await shoot(page, 'arc60-review');
  await page
    .getByRole('region', { name: 'Sign-in request to sign' })
    .getByRole('button', { name: 'Sign' })
    .click();
  await page.getByRole('region', { name: 'Signature' }).waitFor();
  await shoot(page, 'arc60-signed');
});
