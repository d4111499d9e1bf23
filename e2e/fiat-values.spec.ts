import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { startPriceApi, type PriceApiStandIn } from '../tools/price-api/server';
import { fund } from './support/chain';
import { E2E_CONFIG_JSON } from './support/ports';
import { createWalletWithKey, openAccount, openWallet, STRONG_PASSWORD } from './support/wallet';

// Values beside amounts (issue 41): the price stand-in answers CoinGecko's shape with the coin
// at 0.25 USD / 92.5 HUF; the home, the accounts list and the review show values, a broken
// price source shows none and the wallet works on, no price request carries an address, and
// "Hide balances" hides amounts everywhere but the review.

// Beside support/ports.ts's stand-ins (base + 31 to 39), moved by E2E_PORT_BASE as they are.
const E2E_PRICE_PORT = Number(process.env.E2E_PORT_BASE ?? 14000) + 40;

let prices: PriceApiStandIn;
test.beforeAll(async () => {
  prices = await startPriceApi({ port: E2E_PRICE_PORT });
});
test.afterAll(async () => {
  await prices.stop();
});

/** The app's config.json with the stand-in as the sandbox's price source. */
async function withPriceSource(page: Page): Promise<void> {
  const config = { ...JSON.parse(E2E_CONFIG_JSON), prices: { sandbox: prices.url } };
  await page.route('**/config.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }),
  );
}

/** Every URL the page asks of the price source, as it leaves the browser. */
function priceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(prices.url)) seen.push(request.url());
  });
  return seen;
}

const balanceValue = (page: Page) => page.getByTestId('fiat-value').first();

async function chooseCurrency(page: Page, code: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByLabel('Currency').selectOption(code);
}

test('values in USD and HUF on the home and the list, beside the amount in the review; a broken source shows none; hide balances', async ({
  page,
}) => {
  prices.reset();
  const payer = algosdk.generateAccount();
  const address = payer.addr.toString();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(address, 49_200_000);
  await withPriceSource(page);
  const asked = priceRequests(page);

  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await expect(page.getByTestId('accounts-total')).toContainText('≈ 12.30 USD');
  await openAccount(page, 'Payer');
  await expect(balanceValue(page)).toHaveText('≈ 12.30 USD');

  await chooseCurrency(page, 'HUF');
  await openAccount(page, 'Payer');
  await expect(balanceValue(page)).toHaveText('≈ 4,551 HUF');
  await chooseCurrency(page, 'USD');

  // Hidden: every amount and value on the home and the list, remembered on this device.
  const hide = page.getByRole('button', { name: 'Hide balances' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await openAccount(page, 'Payer');
  await expect(page.getByText(/49\.2\sAlgo/)).toHaveCount(0);
  await expect(balanceValue(page)).toHaveText('••••');
  const stored = await page.evaluate(() => localStorage.getItem('algow.settings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ hideBalances: true });

  // The review is never hidden: what is signed is what was seen, its value beside it.
  await page.getByRole('banner').getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page.getByTestId('accounts-total')).toContainText('Total: ••••');
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await page.getByLabel(/^Amount/).fill('4');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  const amount = page.getByText(/^4\sAlgo$/);
  await expect(amount).toBeVisible();
  await expect(amount.locator('xpath=..')).toContainText('≈ 1.00 USD');

  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'false');

  // Asked by asset id only: no address of the wallet's on the wire, no cookie, no referrer.
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) {
    expect(url).not.toContain(address);
    expect(url).not.toContain(receiver);
  }
  for (const { headers } of prices.requests()) {
    expect(headers.cookie).toBeUndefined();
    expect(headers.referer).toBeUndefined();
  }

  // A source answering 500, then nonsense: no value anywhere, and the balance still shows.
  for (const mode of ['500', 'absurd'] as const) {
    prices.setMode(mode);
    const before = prices.requests().length;
    await page.reload();
    await openWallet(page, STRONG_PASSWORD);
    await openAccount(page, 'Payer');
    await expect.poll(() => prices.requests().length).toBeGreaterThan(before);
    await expect(page.getByText(/49\.2\sAlgo/).first()).toBeVisible();
    await expect(page.getByTestId('fiat-value')).toHaveCount(0);
  }
});
