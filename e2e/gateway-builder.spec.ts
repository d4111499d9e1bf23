import algosdk from 'algosdk';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openAccountMore } from './support/account-home';
import { accountAddress, goInApp } from './support/navigation';
import { E2E_CONFIG_JSON } from './support/ports';
import { createWallet, expectNoAxeViolations } from './support/wallet';

const EMAIL = 'builder@example.com';
const REQUIRED = 'Please fill in at least account, amount and asset';
const NOT_HTTPS = 'URL address must start with https:// protocol';
const SUCCESS_URL = 'https://shop.example.com/paid?order=1042';
const CANCEL_URL = 'https://shop.example.com/cart';
const LINK_KEYS = ['note', 'xnote', 'label', 'noteB64', 'amount', 'asset', 'fee', 'network'];
// Blocked so that page.route sees the app's own requests (config.json), not a worker's.
test.use({ serviceWorkers: 'block' });

const fromBase64Url = (text: string) => Buffer.from(text, 'base64url').toString('utf8');
const output = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('build a gateway link from the account page, check its outputs and try it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createWallet(page, { email: EMAIL });
  const address = await accountAddress(page);
  expect(algosdk.isValidAddress(address)).toBe(true);

  await openAccountMore(page, 'Payment gateway');
  await expect(page).toHaveURL(new RegExp(`/payment-gateway/${address}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment gateway' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();

  // Off mode: the link's parameters and the callback keys, with an example.
  const params = page.getByRole('region', { name: 'Allowed parameters' });
  for (const key of [...LINK_KEYS, 'success', 'cancel']) {
    await expect(params.locator('code', { hasText: new RegExp(`^${key}$`) })).toBeVisible();
  }
  await expect(
    params.getByText(`algorand://${address}?amount=1500000&xnote=order-1042`),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const buildMode = page.getByRole('switch', { name: 'Build a payment link' });
  await buildMode.check();
  await expect(params).toBeHidden();
  await expect(page.getByLabel('Pay to')).toHaveValue(address);
  await expect(page.getByRole('status').filter({ hasText: REQUIRED })).toBeVisible();

  await page.getByLabel('Amount', { exact: true }).fill('1.5');
  await page.getByLabel('Success URL').fill('http://shop.example.com/paid');
  await expect(page.getByText(NOT_HTTPS)).toBeVisible();
  await expect(page.getByText(REQUIRED)).toBeHidden();
  await expect(output(page, 'Payment info')).toBeHidden();

  await page.getByLabel('Success URL').fill(SUCCESS_URL);
  await page.getByLabel('Cancel URL').fill(CANCEL_URL);
  await page.getByLabel('Matching symbol').fill('order-1042');
  await page.getByLabel('Fee', { exact: true }).fill('0.002');
  await expect(page.getByText(NOT_HTTPS)).toBeHidden();

  const expectedInfo = `algorand://${address}?amount=1500000&xnote=order-1042&fee=2000`;
  await expect(output(page, 'Payment info')).toHaveValue(expectedInfo);
  const infoB64 = await output(page, 'Payment info (URL-safe base64)').inputValue();
  expect(fromBase64Url(infoB64)).toBe(expectedInfo);
  const settingsB64 = await output(page, 'Callback configuration (URL-safe base64)').inputValue();
  expect(JSON.parse(fromBase64Url(settingsB64))).toEqual({
    success: SUCCESS_URL,
    cancel: CANCEL_URL,
  });
  expect(await output(page, 'Callback configuration').inputValue()).toBe(
    JSON.stringify({ success: SUCCESS_URL, cancel: CANCEL_URL }),
  );

  const origin = new URL(page.url()).origin;
  const expectedLink = `${origin}/gateway/${infoB64}/${settingsB64}`;
  await expect(output(page, 'Payment link')).toHaveValue(expectedLink);
  const html = await output(page, 'HTML button').inputValue();
  expect(
    html.startsWith(`<a href="${expectedLink}" target="_blank" rel="noopener noreferrer"`),
  ).toBe(true);
  expect(html.endsWith('>Pay with Algow</a>')).toBe(true);
  // Every quote and bracket is the markup's own: nothing typed reached the snippet unescaped.
  expect(html.match(/</g)).toHaveLength(2);
  expect(html.match(/"/g)).toHaveLength(8);
  await expect(
    page.getByRole('button', { name: 'Copy Payment info (URL-safe base64)' }),
  ).toBeVisible();

  const tryIt = page.getByRole('link', { name: 'Open the payment page' });
  await expect(tryIt).toHaveAttribute('href', expectedLink);
  await expect(tryIt).toHaveAttribute('target', '_blank');
  await expect(tryIt).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoAxeViolations(page);
  await screenshot(page, 'builder-1280-en-light');

  // The merchant page is public; it is built apart (/gateway/...), so only its loading is
  // checked here, and that it is not the not-found page once its route exists.
  const merchant = await page.context().newPage();
  await merchant.goto(expectedLink);
  await expect(merchant).toHaveURL(expectedLink);
  await expect(merchant.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(merchant.getByText('Something went wrong')).toHaveCount(0);
  if (readFileSync('src/app/router.tsx', 'utf8').includes("path: 'gateway/")) {
    await expect(merchant.getByRole('heading', { name: /Page not found/ })).toHaveCount(0);
  }
  await merchant.close();
});

test('the builder in Hungarian, dark, at 375 px reads amounts with a decimal comma', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await createWallet(page, { email: EMAIL });
  const address = await accountAddress(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Magyar' });
  await goInApp(page, `/payment-gateway/${address}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fizetési átjáró' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'builder-375-hu-dark-off');

  await page.getByRole('switch', { name: 'Fizetési hivatkozás készítése' }).check();
  await page.getByLabel('Összeg', { exact: true }).fill('1,5');
  await page.getByLabel('Sikeres fizetés URL-je').fill(SUCCESS_URL);
  await expect(page.getByRole('textbox', { name: 'Fizetési adat', exact: true })).toHaveValue(
    `algorand://${address}?amount=1500000`,
  );
  await expectNoAxeViolations(page);
  // Long outputs wrap inside the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'builder-375-hu-dark-on');
});

test('donate and success are public pages; donate needs an address in config.json', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
  await expect(page.getByText('Donations are not set up for this deployment.')).toBeVisible();
  await expectNoAxeViolations(page);

  const donationAddress = algosdk.generateAccount().addr.toString();
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ...JSON.parse(E2E_CONFIG_JSON), donationAddress }),
    }),
  );
  await page.reload();
  const link = `algorand://${donationAddress}`;
  await expect(
    page.getByRole('img', { name: 'QR code of the donation payment link' }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(page.getByText(donationAddress)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Donate with a wallet app/ })).toHaveAttribute(
    'href',
    link,
  );
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole('link', { name: 'Donate with this web wallet' })).toHaveAttribute(
    'href',
    `${origin}/pay/${encodeURIComponent(link)}`,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'donate-1280-en-light');

  await page.goto('/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/Thank you!/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Magyar' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sikeres fizetés' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'success-375-hu-dark');
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1, name: 'Adományozás' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'donate-375-hu-dark');
});
