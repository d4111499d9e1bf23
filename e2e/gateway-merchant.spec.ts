import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import algosdk from 'algosdk';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { encodeGatewayLink, type CallbackConfig } from '../src/core/gateway/gateway-link';
import { fund } from './support/chain';
import { goInApp } from './support/navigation';
import { E2E_ALGOD_PORT, E2E_INDEXER_PORT, E2E_PREVIEW_PORT } from './support/ports';
import { createWalletWithKey, expectNoAxeViolations } from './support/wallet';

// The merchant payment page (/gateway/{b64}/{settings}): a customer without a wallet opens it,
// pays it from the wallet in another browser, the page turns to paid within one poll and posts
// only the txId to the merchant's success URL, once. The merchant is a loopback HTTPS stand-in
// with a self-signed certificate made at start.

interface Post {
  path: string;
  body: string;
}
let server: Server;
let shopUrl = '';
let certDir = '';
const posts: Post[] = [];

test.beforeAll(async () => {
  certDir = mkdtempSync(path.join(tmpdir(), 'algow-merchant-'));
  const key = path.join(certDir, 'key.pem');
  const cert = path.join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST')
        posts.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString() });
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Shop</title><h1>Shop ${req.method} ${req.url}</h1>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shopUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(certDir, { recursive: true, force: true });
});

function gatewayPath(payTo: string, amount: bigint, settings?: CallbackConfig): string {
  return encodeGatewayLink({ payTo, amount, noteIsEditable: true, label: 'Coffee shop' }, settings);
}

/** A customer's browser: no wallet, the shop's self-signed certificate accepted. */
async function customer(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, ...options });
  return { context, page: await context.newPage() };
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a customer pays the merchant page from the web wallet; the shop gets txId once', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const shop = algosdk.generateAccount().addr.toString();
  const payer = algosdk.generateAccount();
  await fund(payer.addr.toString(), 5_000_000);
  const link = gatewayPath(shop, 1_250_000n, {
    success: `${shopUrl}/paid?order=7`,
    cancel: `${shopUrl}/cancel`,
  });

  const merchant = await customer(browser, { viewport: { width: 1280, height: 900 } });
  const origins = new Set<string>();
  merchant.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  await merchant.page.goto(link);
  const m = merchant.page;
  await expect(m.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(m.getByTestId('merchant-amount')).toHaveText('1.25 Algo');
  await expect(m.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(m.getByText('0.001 Algo')).toBeVisible();
  await expect(m.getByText('Coffee shop')).toBeVisible();
  // Where the customer will be sent is on the page before anything is paid.
  await expect(m.getByText(`${shopUrl}/paid?order=7`)).toBeVisible();
  await expect(m.getByText(`${shopUrl}/cancel`)).toBeVisible();
  await expect(m.getByRole('img', { name: 'Algo logo' })).toBeVisible();
  await expect(m.getByRole('img', { name: 'QR code of the payment link' })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  const note = (await m.getByText(/^a-wallet\/[a-z2-7]{12}$/).textContent()) ?? '';
  // A reload watches for the same generated note.
  await m.reload();
  await expect(m.getByText(note, { exact: true })).toBeVisible();
  await expect(m.getByRole('link', { name: 'Pay with a wallet app' })).toHaveAttribute(
    'href',
    new RegExp(`^algorand://${shop}\\?amount=1250000&xnote=a-wallet%2F[a-z2-7]{12}&label=`),
  );
  await expect(m.getByRole('button', { name: 'Magyar' })).toBeVisible();
  await expectNoAxeViolations(m);
  await screenshot(m, 'merchant-1280-en-light');

  // The customer's wallet opens the "web wallet" button's address (its own pay route).
  const webWallet = await m
    .getByRole('link', { name: 'Pay with the web wallet' })
    .getAttribute('href');
  expect(webWallet).toMatch(/^\/pay\/algorand%3A%2F%2F/);
  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await goInApp(page, webWallet ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay from' }).click();
  await page.getByRole('option', { name: /^Payer/ }).click();
  await expect(page.getByRole('combobox', { name: 'Pay to address' })).toHaveValue(shop);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('1.25');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  const txId = (await page.getByRole('link', { name: /^[A-Z2-7]{52}$/ }).textContent()) ?? '';
  expect(txId).toMatch(/^[A-Z2-7]{52}$/);

  // Within one poll (5 s) plus the request, the merchant page says paid.
  await expect(m.getByText('Payment received')).toBeVisible({ timeout: 12_000 });
  await expect(m.getByText(txId, { exact: true })).toBeVisible();
  await screenshot(m, 'merchant-1280-en-paid');
  await expect(m.getByText(/Continuing to the merchant in \d+ s\./)).toBeVisible();
  expect(posts).toEqual([]);
  await m.waitForURL(`${shopUrl}/paid?order=7`, { timeout: 15_000 });
  await expect(m.getByRole('heading', { name: 'Shop POST /paid?order=7' })).toBeVisible();
  expect(posts).toEqual([{ path: '/paid?order=7', body: `txId=${txId}` }]);
  // Back on the merchant page the payment shows again, but nothing is posted a second time.
  await m.goBack();
  await expect(m.getByText('Payment received')).toBeVisible({ timeout: 12_000 });
  await expect(
    m.getByText('The payment was already passed to the merchant from this page.'),
  ).toBeVisible();
  await m.waitForTimeout(11_000);
  expect(posts).toHaveLength(1);

  // Privacy: the page talked to the preview, the configured nodes and the shop only.
  const allowed = new Set([
    `http://127.0.0.1:${E2E_PREVIEW_PORT}`,
    `http://127.0.0.1:${E2E_ALGOD_PORT}`,
    `http://127.0.0.1:${E2E_INDEXER_PORT}`,
    shopUrl,
  ]);
  expect([...origins].filter((origin) => !allowed.has(origin))).toEqual([]);
  await merchant.context.close();
});

test('cancel goes to the cancel URL, or shows cancelled without one', async ({ browser }) => {
  const shop = algosdk.generateAccount().addr.toString();
  const { context, page } = await customer(browser);
  await page.goto(gatewayPath(shop, 500_000n, { cancel: `${shopUrl}/cancel` }));
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await page.waitForURL(`${shopUrl}/cancel`);
  await expect(page.getByRole('heading', { name: 'Shop GET /cancel' })).toBeVisible();

  await page.goto(gatewayPath(shop, 500_000n));
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by QR code' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'QR code of the payment link' })).toHaveCount(0);
  await context.close();
});

test('malformed links get a clear message', async ({ browser }) => {
  const shop = algosdk.generateAccount().addr.toString();
  const { context, page } = await customer(browser);
  await page.goto('/gateway/not*base64!');
  await expect(page.getByText('This payment page cannot be shown')).toBeVisible();
  await expect(
    page.getByText('The payment link in this address is not valid base64 text.'),
  ).toBeVisible();

  const good = gatewayPath(shop, 1_000n);
  const http = Buffer.from('{"success":"http://shop.example/ok"}').toString('base64url');
  await page.goto(`${good}/${http}`);
  await expect(page.getByText('URL address must start with https:// protocol')).toBeVisible();
  await page.goto(`${good}/bm90IGpzb24`);
  await expect(
    page.getByText('The callback settings in this address are not valid base64 JSON.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('the merchant page at 375 px in Hungarian and dark mode', async ({ browser }) => {
  const shop = algosdk.generateAccount().addr.toString();
  const { context, page } = await customer(browser, {
    viewport: { width: 375, height: 800 },
    colorScheme: 'dark',
  });
  await page.goto(gatewayPath(shop, 2_000_000n, { success: `${shopUrl}/paid` }));
  await page.getByRole('button', { name: 'Magyar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fizetés' })).toBeVisible();
  await expect(page.getByTestId('merchant-amount')).toHaveText('2 Algo');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('img', { name: 'A fizetési hivatkozás QR-kódja' })).toHaveAttribute(
    'src',
    /^data:image\/png/,
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await screenshot(page, 'merchant-375-hu-dark');
  await context.close();
});
