import algosdk from 'algosdk';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { deriveArc76Account } from '../src/core/arc76/arc76';
import { accountAddress, goInApp } from './support/navigation';
import { refreshAccount } from './support/account-home';
import { shootEveryWay } from './support/shots';
import { algod, fund } from './support/chain';
import { ACCOUNT_PASSWORD, createWallet, expectNoAxeViolations } from './support/wallet';

const EMAIL = 'receiver@example.com';
const QR_NAME = 'QR code of the payment link';
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
/** Every way (en/hu, light/dark, 375/1280) on request: RECEIVE_SHOTS=folder. */
const SHOTS = process.env.RECEIVE_SHOTS;

/** The account creates an asset of its own, so it holds one with 2 decimals. */
async function createHeldAsset(address: string): Promise<bigint> {
  await fund(address, 1_000_000);
  const { sk } = await deriveArc76Account(EMAIL, ACCOUNT_PASSWORD);
  const client = algod();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: address,
    total: 1_000_000n,
    decimals: 2,
    defaultFrozen: false,
    assetName: 'Euro coin',
    unitName: 'EURC',
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(create.signTxn(sk)).do();
  const confirmed = await algosdk.waitForConfirmation(client, create.txID(), 4);
  return BigInt(confirmed.assetIndex ?? 0);
}

/**
 * Reads the QR code shown on the page with qr-scanner, the app's own scanner library, served
 * from node_modules under the app's origin so the page's Content-Security-Policy allows it.
 */
async function decodeQr(page: Page): Promise<string> {
  await page.route('**/__e2e/qr-scanner/*.js', (route) =>
    route.fulfill({
      path: join('node_modules/qr-scanner', basename(new URL(route.request().url()).pathname)),
      contentType: 'text/javascript',
    }),
  );
  const image = page.getByRole('img', { name: QR_NAME });
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  return image.evaluate(async (img) => {
    const url = '/__e2e/qr-scanner/qr-scanner.min.js';
    const { default: QrScanner } = (await import(url)) as {
      default: {
        scanImage(
          source: HTMLImageElement,
          options: { returnDetailedScanResult: true },
        ): Promise<{ data: string }>;
      };
    };
    // The code's own pixels (400 px), not the smaller size the page lays it out at.
    const full = new Image();
    full.src = (img as HTMLImageElement).src;
    await full.decode();
    return (await QrScanner.scanImage(full, { returnDetailedScanResult: true })).data;
  });
}

test('build a payment request for an own account and read its QR code back', async ({ page }) => {
  await createWallet(page, { email: EMAIL });
  const address = ((await page.getByLabel('Address', { exact: true }).textContent()) ?? '').trim();
  expect(algosdk.isValidAddress(address)).toBe(true);
  const assetId = await createHeldAsset(address);

  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Email account', exact: true }).click();
  await refreshAccount(page);
  const receive = page.getByRole('link', { name: 'Receive', exact: true });
  if ((await receive.count()) > 0) {
    await receive.click();
  } else {
    await page.evaluate((addr) => {
      history.pushState({}, '', `/receive-payment/${addr}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  }
  await expect(page).toHaveURL(new RegExp(`/receive-payment/${address}$`));
  await expect(
    page.getByRole('heading', { name: 'Receive payment to Email account' }),
  ).toBeVisible();
  // The first screen is the code: the address's QR, the address, Copy, the network by name.
  await expect(page.getByLabel('Address', { exact: true })).toHaveText(address);
  await expect(page.getByRole('main')).toContainText('Network: Sandbox');
  await expect(page.getByRole('main')).not.toContainText('xnote');
  await expect(page.getByRole('button', { name: 'Copy address' })).toBeVisible();
  expect(await decodeQr(page)).toBe(`algorand://${address}?network=sandbox`);
  await expect(page.getByRole('textbox', { name: 'Payment link' })).toBeHidden();

  await page.getByText('Request an amount').click();
  await page.getByLabel('Amount').fill('2.5');
  await page.getByLabel('Note', { exact: true }).fill('Invoice 17');
  await page.getByLabel('Label').fill('Alice & Co');
  await expect(page.getByText('Asking for 2.5 Algo')).toBeVisible();
  await page.getByText('Technical details').click();
  const link = page.getByRole('textbox', { name: 'Payment link' });
  await expect(link).toHaveValue(
    `algorand://${address}?amount=2500000&note=Invoice%2017&label=Alice%20%26%20Co&network=sandbox`,
  );
  const decimals = page.locator('dt:text-is("Decimals") + dd');
  await expect(decimals).toHaveText('6');

  // An asset the account holds: its decimals, its base units, and xnote for a fixed note.
  await page
    .getByLabel('Asset')
    .selectOption({ label: `Euro coin (EURC), ID ${assetId.toString()}` });
  await expect(decimals).toHaveText('2');
  await page.getByLabel('Amount').fill('12.34');
  await page.getByRole('switch', { name: /The payer may edit the note/ }).uncheck();
  const expected = `algorand://${address}?amount=1234&asset=${assetId.toString()}&xnote=Invoice%2017&label=Alice%20%26%20Co&network=sandbox`;
  await expect(link).toHaveValue(expected);
  await expect(page.getByText('Asking for 12.34 EURC')).toBeVisible();

  expect(await decodeQr(page)).toBe(expected);
  await expect(page.getByRole('link', { name: /\/pay\// })).toHaveAttribute(
    'href',
    `${new URL(page.url()).origin}/pay/${encodeURIComponent(expected)}`,
  );
  await expectNoAxeViolations(page);
  if (SCREENSHOTS)
    await page.screenshot({ path: join(SCREENSHOTS, 'desktop.png'), fullPage: true });

  // Out of bounds: a clear message and no QR code for a request that cannot be paid.
  await page.getByLabel('Amount').fill('1000000000');
  await expect(page.getByText('The largest amount is 999,999,999.')).toBeVisible();
  await expect(page.getByRole('img', { name: QR_NAME })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Amount').fill('1');
  await expect(link).toHaveValue(expected.replace('amount=1234', 'amount=100'));
  await expectNoAxeViolations(page);
  if (SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, 'phone.png'), fullPage: true });
});

test('at 375 px Receive opens on the QR code, readable in both themes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await createWallet(page);
  const address = await accountAddress(page);
  await goInApp(page, `/receive-payment/${address}`);
  const code = page.getByRole('img', { name: QR_NAME });
  await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);
  // The whole code on the first screen, without scrolling.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(code).toBeInViewport({ ratio: 1 });
  await expect(page.getByLabel('Address', { exact: true })).toBeInViewport();
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page);
  }
  if (!SHOTS) return;
  await shootEveryWay(page, SHOTS, 'receive');
  await page.getByText('Request an amount').click();
  await page.getByLabel('Amount').fill('2.5');
  await page.getByText('Technical details').click();
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  await shootEveryWay(page, SHOTS, 'receive-request', { fullPage: true });
});

test('an address that is not one, or not in the wallet, gets a clear message', async ({ page }) => {
  await createWallet(page);
  const go = (path: string) =>
    page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  await go('/receive-payment/NOT-AN-ADDRESS');
  await expect(page.getByText('Not an account address')).toBeVisible();
  await expect(page.getByText('"NOT-AN-ADDRESS" is not a valid account address.')).toBeVisible();
  await expectNoAxeViolations(page);

  const stranger = algosdk.generateAccount().addr.toString();
  await go(`/receive-payment/${stranger}`);
  await expect(page.getByText('Account not in this wallet')).toBeVisible();
  await expect(
    page.getByText(`The account ${stranger} is not in this wallet.`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to accounts' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
});
