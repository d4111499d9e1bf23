import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { deriveArc76Account } from '../src/core/arc76/arc76';
import { createTestAsset, sendAsset, signAndConfirm } from './support/assets';
import { algod } from './support/chain';
import { expectNoSideScroll } from './support/fit';
import { accountAddress, goInApp } from './support/navigation';
import { shootEveryWay } from './support/shots';
import { ACCOUNT_PASSWORD, createWallet, expectNoAxeViolations } from './support/wallet';

// A menu and a home that fit (issue 37 item 6): an empty account's first step, the asset list
// led by the network's coin with chain facts on the asset's own page, the More menu between
// header and footer in every language and width, tabs on one row, and no page wider than the
// window. Screenshots on request (HOME_SHOTS=folder).

const SHOTS = process.env.HOME_SHOTS;
const WIDTHS = [375, 1280] as const;

async function optIn(email: string, address: string, assetId: bigint) {
  const { sk } = await deriveArc76Account(email, ACCOUNT_PASSWORD);
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: address,
    amount: 0,
    assetIndex: assetId,
    suggestedParams: await algod().getTransactionParams().do(),
  });
  await signAndConfirm(txn, sk);
}

test('an empty account starts with Receive and Get test coins; the danger zone waits below', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createWallet(page, { email: 'home-empty@example.com' });
  const steps = page.getByRole('region', { name: 'Add funds to start' });
  await expect(steps.getByRole('link', { name: 'Receive Algo' })).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Get test coins' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Danger zone' })).toHaveCount(0);
  const assets = page.getByRole('tabpanel', { name: 'Assets' }).getByRole('listitem');
  await expect(assets).toHaveCount(1);
  await expect(assets.first()).toContainText('Algo');
  if (SHOTS) await shootEveryWay(page, SHOTS, 'home-empty', { fullPage: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSideScroll(page);
      await expectNoAxeViolations(page);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await steps.getByRole('button', { name: 'Get test coins' }).click();
  await expect(page.getByText('10 Algo').first()).toBeVisible({ timeout: 15_000 });
  await expect(steps).toHaveCount(0);
});

test('the asset list: the coin first, names and units, facts on the asset page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = 'home-assets@example.com';
  await createWallet(page, { email });
  const address = await accountAddress(page);
  await page.getByRole('button', { name: 'Get test coins' }).click();
  await expect(page.getByText('10 Algo').first()).toBeVisible({ timeout: 15_000 });
  const { creator, assetId } = await createTestAsset({
    name: 'Demo Dollar',
    unitName: 'dUSD',
    decimals: 2,
  });
  const nft = await createTestAsset({ name: 'Sunset picture', unitName: 'ART', total: 1n });
  await optIn(email, address, assetId);
  await optIn(email, address, nft.assetId);
  await sendAsset(creator, address, assetId, 123_456n);
  await sendAsset(nft.creator, address, nft.assetId, 1n);

  const panel = page.getByRole('tabpanel', { name: 'Assets' });
  const rows = panel.getByRole('listitem');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.nth(0)).toContainText('Algo');
  await expect(rows.nth(1)).toContainText('Demo Dollar');
  await expect(rows.nth(1)).toContainText('1,234.56\u00a0dUSD');
  // No chain ids or creators in the list, and the NFT only under Collectibles.
  await expect(panel).not.toContainText(assetId.toString());
  await expect(panel).not.toContainText('Sunset picture');
  await page.getByRole('tab', { name: 'Collectibles' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Collectibles' })).toContainText(
    'Sunset picture',
  );
  await page.getByRole('tab', { name: 'Assets' }).click();
  if (SHOTS) await shootEveryWay(page, SHOTS, 'home-funded', { fullPage: true });

  await rows.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Dollar' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Asset ID/ })).toContainText(assetId.toString());
  await expect(page.getByRole('row', { name: /^Frozen/ })).toContainText('No');
  await expect(page.getByRole('row', { name: /^Creator/ })).toContainText(creator.addr.toString());
  await expect(page.getByText('1,234.56 dUSD')).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSideScroll(page);
  }
  await expectNoAxeViolations(page);
  if (SHOTS) await shootEveryWay(page, SHOTS, 'asset-page');
});

test('More fits between header and footer, tabs stay on one row, in every language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await createWallet(page, { email: 'home-fit@example.com' });
  const address = await accountAddress(page);
  await page.getByRole('button', { name: 'Get test coins' }).click();
  await expect(page.getByText('10 Algo').first()).toBeVisible({ timeout: 15_000 });
  const language = page.locator('header select').first();
  const more = page
    .getByRole('main')
    .getByRole('button', { name: /^(More|Továbbiak|Altro|Meer|Viac|Více)$/ });
  for (const lang of ['en', 'hu', 'it', 'nl', 'sk', 'cs']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await language.selectOption(lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The tabs: one row, none cut.
      const tops = await page
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size, `${lang} ${width}: tabs on one row`).toBe(1);
      await more.scrollIntoViewIfNeeded();
      await more.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      expect(box.y, `${lang} ${width}: below the header`).toBeGreaterThanOrEqual(56);
      expect(box.y + box.height, `${lang} ${width}: above the footer`).toBeLessThanOrEqual(
        800 - 44,
      );
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The last item can be reached (by scrolling inside the menu) and is then fully in view.
      const last = menu.getByRole('menuitem').last();
      await last.scrollIntoViewIfNeeded();
      const item = (await last.boundingBox())!;
      expect(item.y + item.height).toBeLessThanOrEqual(800 - 44);
      if (SHOTS && (lang === 'en' || lang === 'hu'))
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          await menu.evaluate((m) => m.scrollTo(0, 0));
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${SHOTS}/more-${lang}-${width}-${scheme}.png` });
        }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  }
  await language.selectOption('en');
  // The main pages: nothing wider than the window at either width.
  for (const path of [
    `/account/${address}`,
    '/accounts',
    '/connect',
    `/account/connect/${address}`,
    '/settings',
    '/new-account',
    '/vote',
  ]) {
    await goInApp(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSideScroll(page);
    }
  }
});
