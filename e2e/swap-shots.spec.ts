import fs from 'node:fs';
import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { createPool } from '../tools/swap-routers/amm';
import { startDeflexStandIn } from '../tools/swap-routers/deflex';
import type { SwapRouterStandIn } from '../tools/swap-routers/http';
import { algod, fund } from './support/chain';
import { createTestAsset, sendAsset } from './support/assets';
import { goInApp } from './support/navigation';
import { E2E_ALGOD_PORT, E2E_DEFLEX_PORT, E2E_TOKEN } from './support/ports';
import { shootEveryWay } from './support/shots';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// Issue 37 items 2 and 4: the swap's review as one trade and its result, and a payment's
// review, at 375 and 1280 px in English and Hungarian, light and dark; the decision (total and
// Send) in view without scrolling on a phone and at 1280x800; axe in both themes.

const SHOTS = process.env.SWAP_SHOTS ?? '/tmp/shots-swap';
let assetId: bigint;
let deflex: SwapRouterStandIn;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const made = await createTestAsset({
    name: 'Demo dollar',
    unitName: 'dUSD',
    decimals: 2,
    total: 100_000_000n,
  });
  assetId = made.assetId;
  await fund(made.creator.addr.toString(), 1_100_000_000);
  // 1,000 Algo : 252 dUSD: 4 Algo buy 1 dUSD after the pool's 0.3% fee, rounded down.
  const pool = await createPool({
    algod: algod(),
    creator: made.creator,
    assetId,
    baseLiquidity: 1_000_000_000n,
    assetLiquidity: 25_200n,
  });
  deflex = await startDeflexStandIn({
    algod: { url: `http://127.0.0.1:${E2E_ALGOD_PORT}`, token: E2E_TOKEN },
    pools: { appIds: [pool.appId], trader: made.creator },
    port: E2E_DEFLEX_PORT,
  });
});

test.afterAll(async () => {
  await deflex?.stop();
});

/** Total and Send both fully in the window, at 375x700 and 1280x800. */
async function expectDecisionInView(page: Page): Promise<void> {
  for (const size of [
    { width: 375, height: 700 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByTestId('review-total')).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Send to network' })).toBeInViewport({
      ratio: 1,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function axeBothThemes(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('swap review and result, payment review: decision in view, axe, screenshots', async ({
  page,
}) => {
  // On request only: it does not finish within its time on a shared machine yet (issue 37).
  test.skip(!process.env.SWAP_SHOTS, 'screenshots on request (SWAP_SHOTS=folder)');
  test.setTimeout(300_000);
  const user = algosdk.generateAccount();
  const address = user.addr.toString();
  await fund(address, 10_000_000);
  await sendAsset(user, address, assetId, 0n);
  await page.setViewportSize({ width: 1280, height: 800 });
  await createWallet(page, { email: 'swap-shots@example.com' });
  await importAccount(page, 'Trader', algosdk.secretKeyToMnemonic(user.sk));

  // A payment's review: the total and Send stay in the bar at the bottom.
  await goInApp(page, `/accounts/pay/${address}`);
  await page
    .getByRole('combobox', { name: 'Pay to address' })
    .fill(algosdk.generateAccount().addr.toString());
  await page.getByRole('textbox', { name: 'Amount' }).fill('1.5');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('button', { name: 'Send to network' })).toBeEnabled({
    timeout: 20_000,
  });
  await expect(page.getByTestId('review-total')).toHaveText(/^Total1\.501\sAlgo$/);
  await expectDecisionInView(page);
  await axeBothThemes(page);
  await shootEveryWay(page, SHOTS, 'payment-review');

  // The swap: one review with the route's opt-in, one Send, then the result with Done.
  await goInApp(page, `/swap/${address}`);
  await page
    .getByRole('checkbox', { name: 'Ask Folks Router' })
    .uncheck()
    .catch(() => undefined);
  await page.getByRole('combobox', { name: 'You receive' }).click();
  await page.getByRole('option', { name: /Demo dollar/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('4');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await page.getByRole('button', { name: 'Swap with Deflex' }).click();
  await expect(page.getByRole('region', { name: 'Review swap' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Send to network' })).toBeEnabled({
    timeout: 20_000,
  });
  await expectDecisionInView(page);
  await axeBothThemes(page);
  await shootEveryWay(page, SHOTS, 'swap-review');
  await page.getByRole('button', { name: 'Send to network' }).click();
  const result = page.getByRole('region', { name: 'The swap has been confirmed' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByTestId('swap-result')).toContainText(/You paid 4\sAlgo/);
  await expect(result.getByTestId('swap-result')).toContainText(/You received 1\sdUSD/);
  await axeBothThemes(page);
  // The focus is found by test id: the region's name changes with the language of each shot.
  await shootEveryWay(page, SHOTS, 'swap-result', { focus: page.getByTestId('swap-result') });
});
