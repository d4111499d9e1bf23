import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { createPool, quoteSwap, readPoolState, type PoolState } from '../tools/swap-routers/amm';
import { startDeflexStandIn } from '../tools/swap-routers/deflex';
import { startFolksStandIn } from '../tools/swap-routers/folks';
import type { SwapRouterStandIn } from '../tools/swap-routers/http';
import type { StandInMode } from '../tools/swap-routers/swap-group';
import { algod, fund, setFaults } from './support/chain';
import { createTestAsset, holdingOf, sendAsset } from './support/assets';
import { goInApp } from './support/navigation';
import {
  E2E_ALGOD_PORT,
  E2E_DEFLEX_PORT,
  E2E_FOLKS_PORT,
  E2E_INDEXER_PORT,
  E2E_IPFS_PORT,
  E2E_NFD_PORT,
  E2E_TOKEN,
} from './support/ports';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// Swaps against loopback stand-ins of both routers, quoting from and building groups for
// constant-product pool apps on the devnet (tools/swap-routers/amm.ts): quotes side by side, the
// route's app opt-in, the trade through the shared review (paid exactly once through a 500 after
// accepting, and the chain paying exactly what the review showed), and groups that differ from
// their quote refused before anything is signed.

let assetId: bigint;
let deflexPool: PoolState;
let deflex: SwapRouterStandIn;
let folks: SwapRouterStandIn;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const made = await createTestAsset({
    name: 'Swap dollar',
    unitName: 'SUSD',
    decimals: 2,
    total: 100_000_000n,
  });
  assetId = made.assetId;
  // Two pools of 10,000 Algo each, the creator trading ahead in the stand-ins' short-output mode.
  await fund(made.creator.addr.toString(), 25_000_000_000);
  const pool = (assetLiquidity: bigint) =>
    createPool({
      algod: algod(),
      creator: made.creator,
      assetId,
      baseLiquidity: 10_000_000_000n,
      assetLiquidity,
    });
  // 1 Algo buys 1.99 SUSD from router A's pool (20,000 SUSD deep) and 1.89 from router B's
  // (19,000): the constant product less the 0.3% fee, rounded down.
  deflexPool = await pool(2_000_000n);
  const folksPool = await pool(1_900_000n);
  const node = { url: `http://127.0.0.1:${E2E_ALGOD_PORT}`, token: E2E_TOKEN };
  const trader = made.creator;
  deflex = await startDeflexStandIn({
    algod: node,
    pools: { appIds: [deflexPool.appId, folksPool.appId], trader },
    port: E2E_DEFLEX_PORT,
  });
  folks = await startFolksStandIn({
    algod: node,
    pools: { appIds: [folksPool.appId], trader },
    port: E2E_FOLKS_PORT,
  });
});

test.afterAll(async () => {
  await Promise.all([deflex?.stop(), folks?.stop()]);
});

test.afterEach(async () => {
  deflex.setMode('honest');
  folks.setMode('honest');
  await setFaults({ submission: 'none', submissionFaultSender: '', feePerByte: 0 });
});

/** A wallet with a fresh funded account that holds the destination asset, on its swap page. */
async function swapper(page: Page, email: string): Promise<algosdk.Account> {
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 10_000_000);
  await sendAsset(user, user.addr.toString(), assetId, 0n);
  await createWallet(page, { email });
  await importAccount(page, 'Trader', algosdk.secretKeyToMnemonic(user.sk));
  await goInApp(page, `/swap/${user.addr.toString()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await page.getByRole('combobox', { name: 'You receive' }).click();
  await page.getByRole('option', { name: /Swap dollar/ }).click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('1');
  return user;
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function balance(address: string): Promise<bigint> {
  return (await algod().accountInformation(address).do()).amount;
}

async function minBalance(address: string): Promise<bigint> {
  return (await algod().accountInformation(address).do()).minBalance;
}

/** Micro-Algos as the review writes them: significant decimals only. */
const algo = (micro: bigint) => (Number(micro) / 1e6).toString();

test("quotes from both routers, the route's opt-in in the same review, swap once through a 500 after accepting", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Privacy: the page talks to the configured node, indexer, routers, the network's NFD API
  // (names beside the review's addresses) and verified-asset list, nobody else.
  const origins = new Set<string>();
  page.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url())) origins.add(new URL(request.url()).origin);
  });
  const user = await swapper(page, 'swap-honest@example.com');
  const address = user.addr.toString();
  // No slippage: the pool's call asks for the whole quote, so the chain pays it or nothing.
  await page.getByRole('textbox', { name: 'Slippage (%)' }).fill('0');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(card(page, 'Deflex').getByTestId('quote-deflex')).toHaveText(/^1\.99\sSUSD$/);
  await expect(card(page, 'Folks Router').getByTestId('quote-folks')).toHaveText(/^1\.89\sSUSD$/);
  await expect(card(page, 'Deflex').getByText('Better quote')).toBeVisible();
  await expectNoAxeViolations(page);

  // Router A's route needs its app: the opt-in is part of the same review and the same Send.
  await expect(card(page, 'Deflex')).toContainText('This route also opts the account in');
  const before = await balance(address);
  await card(page, 'Deflex').getByRole('button', { name: 'Swap with Deflex' }).click();
  // One trade on top: what is paid and what arrives at least, then its terms.
  const trade = page.getByRole('region', { name: 'Review swap' });
  await expect(trade).toBeVisible({ timeout: 20_000 });
  await expect(trade.getByTestId('swap-pay')).toHaveText(/^1\sAlgo$/);
  // What the pool's state pays for 1 Algo now, and so at least what arrives.
  const quoted = quoteSwap(await readPoolState(algod(), deflexPool.appId), 0n, assetId, 1_000_000n);
  expect(quoted).toBe(199n);
  await expect(trade.getByTestId('swap-receive')).toHaveText(/^1\.99\sSUSD$/);
  await expect(trade).toContainText('Deflex');
  await expect(trade).toContainText(/Apps? \d+, sent first with this swap/);
  // The transactions fold under Details: the input and the pool app's call, both signed here.
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('Not signed by this wallet')).toHaveCount(0);
  await expect(page.getByText('First payment to this address')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Save as contact/ })).toHaveCount(0);
  await expect(page.getByText(/it can do whatever the application's code allows/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send to network' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  const total = await page.getByTestId('review-total').textContent();
  const minBefore = await minBalance(address);
  await setFaults({ submission: 'error-after', submissionFaultSender: address });
  await page.getByRole('button', { name: 'Send to network' }).click();
  const result = page.getByRole('region', { name: 'The swap has been confirmed' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByTestId('swap-result')).toContainText(/You paid 1\sAlgo/);
  await expect(result.getByTestId('swap-result')).toContainText(/You received 1\.99\sSUSD/);
  await expect(result.getByRole('link', { name: 'Done' })).toBeVisible();

  // The chain paid exactly the review's 1.99 SUSD, once, through the pool's inner transaction.
  expect(await holdingOf(address, assetId)).toBe(quoted);
  // The amount, the input's fee, the call's two (it pays for the pool's payout) and the opt-in's
  // (its minimum balance stays the account's).
  expect(before - (await balance(address))).toBe(1_000_000n + 4_000n);
  // The review's Total is what the chain charged over both groups (the opt-in's fee too) plus
  // the minimum balance the opt-in locked, said beneath it.
  const locked = (await minBalance(address)) - minBefore;
  expect(locked).toBeGreaterThan(0n);
  expect(total?.replace(/\s/g, ' ')).toBe(
    `Total${algo(1_004_000n + locked)} AlgoOf this, ${algo(locked)} Algo stays locked as minimum balance while the account stays opted in`,
  );
  expect(deflex.requests().fetchExecuteSwapTxns).toBe(1);
  await result.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/${address}$`));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const loopback = (port: number) => `http://127.0.0.1:${port}`;
  // The verified-asset list, served beside the IPFS gateway, is read when an asset list first
  // renders, which this journey may end before (a failed first try in a clean-clone run): the
  // gateway's origin is allowed, not required.
  origins.delete(loopback(E2E_IPFS_PORT));
  expect([...origins].sort()).toEqual(
    [
      new URL(page.url()).origin,
      loopback(E2E_ALGOD_PORT),
      loopback(E2E_INDEXER_PORT),
      loopback(E2E_DEFLEX_PORT),
      loopback(E2E_FOLKS_PORT),
      loopback(E2E_NFD_PORT),
    ].sort(),
  );
});

test('router B: prepared group signed and confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await swapper(page, 'swap-folks@example.com');
  await page.getByRole('checkbox', { name: 'Ask Deflex' }).uncheck();
  await page.getByRole('button', { name: 'Get quote' }).click();
  await card(page, 'Folks Router').getByRole('button', { name: 'Swap with Folks Router' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText('The swap has been confirmed')).toBeVisible({ timeout: 45_000 });
  expect(await holdingOf(user.addr.toString(), assetId)).toBe(189n);
});

test("a router's fee below what the node asks per byte: the review says so before signing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await swapper(page, 'swap-fee@example.com');
  await page.getByRole('checkbox', { name: 'Ask Deflex' }).uncheck();
  // The router's group keeps its flat 0.001 per transaction; the node now prices bytes.
  await setFaults({ feePerByte: 25 });
  await page.getByRole('button', { name: 'Get quote' }).click();
  await card(page, 'Folks Router').getByRole('button', { name: 'Swap with Folks Router' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Fee too small for the network' });
  await expect(alert).toContainText(
    /The network asks 0\.00\d{1,4}\sAlgo for transaction \d+ as it will be signed, and its fee is 0\.001\sAlgo/,
    { timeout: 20_000 },
  );
  expect(await holdingOf(user.addr.toString(), assetId)).toBe(0n);
});

const refusals: [StandInMode, RegExp][] = [
  ['close-to', /would close the account/],
  ['rekey', /hand control of the account to another key/],
  ['larger-outflow', /would send 2\sAlgo, more than the 1\sAlgo quoted/],
  ['other-sender', /would be signed by this account but is sent from/],
  // The router trades ahead of the user and asks the pool for no minimum: the simulation shows
  // what the moved pool would pay.
  ['short-output', /receive 1\.9\d\sSUSD, less than the 1\.99\sSUSD the quote and slippage allow/],
  // Moves no coins, so only the allow-list of the user's transaction kinds stops it.
  ['key-registration', /Transaction 3 is a key registration/],
  ['asset-reconfiguration', /Transaction 3 changes or destroys an asset/],
];

test('a group that differs from its quote is refused and nothing is signed', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await swapper(page, 'swap-refused@example.com');
  const address = user.addr.toString();
  await page.getByRole('checkbox', { name: 'Ask Folks Router' }).uncheck();
  const before = await balance(address);
  await page.getByRole('button', { name: 'Get quote' }).click();
  for (const [mode, reason] of refusals) {
    deflex.setMode(mode);
    await page.getByRole('button', { name: 'Get quote' }).click();
    await card(page, 'Deflex').getByRole('button', { name: 'Swap with Deflex' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This swap was refused' });
    await expect(alert).toContainText(reason, { timeout: 20_000 });
    await expect(alert).toContainText('Nothing was signed or sent.');
    await expect(page.getByRole('button', { name: 'Send to network' })).toHaveCount(0);
    await alert.getByRole('button', { name: 'Back' }).click();
  }
  expect(await holdingOf(address, assetId)).toBe(0n);
  // Nothing at all was sent, not even the route's opt-in.
  expect(before - (await balance(address))).toBe(0n);
});

test('a router that fails to give the transactions: an error with Back and a new quote', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await swapper(page, 'swap-execute-fails@example.com');
  const address = user.addr.toString();
  await page.getByRole('checkbox', { name: 'Ask Deflex' }).uncheck();
  const before = await balance(address);
  folks.setMode('execute-fails');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await card(page, 'Folks Router').getByRole('button', { name: 'Swap with Folks Router' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'The router did not give the transactions' });
  await expect(alert).toContainText('The route is no longer available', { timeout: 20_000 });
  await expect(alert).toContainText('Nothing was signed or sent.');
  await expect(page.getByRole('button', { name: 'Send to network' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A new quote from the same form; the router works again and the swap goes through.
  folks.setMode('honest');
  await alert.getByRole('button', { name: 'Get a new quote' }).click();
  await expect(card(page, 'Folks Router').getByTestId('quote-folks')).toHaveText(/^1\.89\sSUSD$/);
  expect(before - (await balance(address))).toBe(0n);
  await card(page, 'Folks Router').getByRole('button', { name: 'Swap with Folks Router' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText('The swap has been confirmed')).toBeVisible({ timeout: 45_000 });
  expect(await holdingOf(address, assetId)).toBe(189n);
});

test("a quote error is a toast with the router's message", async ({ page }) => {
  test.setTimeout(90_000);
  await swapper(page, 'swap-quote-toast@example.com');
  await page.route('**/fetchQuote?**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ message: 'Rate limit reached' }),
    }),
  );
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(
    page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'No deflex quotes available. Rate limit reached' }),
  ).toBeVisible();
  await expect(card(page, 'Deflex').getByText('No quote from this router.')).toBeVisible();
  await expect(card(page, 'Folks Router').getByTestId('quote-folks')).toHaveText(/^1\.89\sSUSD$/);
});
