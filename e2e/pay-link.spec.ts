import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { algod, fund } from './support/chain';
import { filmWithFakeCamera, writeQrVideo } from './support/fake-camera';
import {
  createWallet,
  createWalletWithKey,
  expectNoAxeViolations,
  importAccount,
  openAccount,
  openWallet,
  STRONG_PASSWORD,
} from './support/wallet';

// Payment links (ARC-26): one a web page hands over through the web+algorand protocol handler
// (/pay/%s), and one the receive page shows as a QR code, read by the payer's camera.

// Fixed accounts, so every Playwright process (runner and workers) films the same video.
const seeded = (byte: number) =>
  algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(byte)));
const shop = seeded(71);
const shopAddress = shop.addr.toString();
const REQUEST = `algorand://${shopAddress}?amount=1250000&note=Invoice%207&label=Coffee%20shop&network=sandbox`;
const video = writeQrVideo(REQUEST);

filmWithFakeCamera(test, video);

async function balance(address: string): Promise<bigint> {
  return BigInt((await algod().accountInformation(address).do()).amount);
}

test('the receive QR, read by the camera, opens a prefilled pay form', async ({ page }) => {
  const payer = algosdk.generateAccount();
  await fund(payer.addr.toString(), 5_000_000);
  const before = await balance(shopAddress).catch(() => 0n);

  await createWalletWithKey(page, 'Shop', algosdk.secretKeyToMnemonic(shop.sk));
  await importAccount(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));

  // The shop's receive page builds exactly the request the camera films.
  await openAccount(page, 'Shop');
  await page.getByRole('link', { name: 'Receive', exact: true }).click();
  await page.getByText('Request an amount').click();
  await page.getByLabel('Amount').fill('1.25');
  await page.getByLabel('Note', { exact: true }).fill('Invoice 7');
  await page.getByLabel('Label').fill('Coffee shop');
  await expect(page.getByLabel('Payment link', { exact: true })).toHaveValue(REQUEST);

  await openAccount(page, 'Payer');
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('button', { name: 'Scan QR code with camera' }).click();
  await expect(page.getByRole('combobox', { name: 'Pay to address' })).toHaveValue(shopAddress, {
    timeout: 20_000,
  });
  await expect(page.getByLabel(/^Amount/)).toHaveValue('1.25');
  await expect(page.getByLabel('Note')).toHaveValue('Invoice 7');
  await expect(page.getByText('Payment request: Coffee shop')).toBeVisible();

  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  expect(await balance(shopAddress)).toBe(before + 1_250_000n);
});

test('a web+algorand link opens the pay screen after unlocking', async ({ page }) => {
  const payer = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 5_000_000);
  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));

  // What the browser opens for a web+algorand: link once the protocol handler is registered;
  // a full load locks the wallet, and unlocking stays on the link.
  const link = `web+algorand://${receiver}?amount=2000000&xnote=Order%2042&fee=2000`;
  await page.goto(`/pay/${encodeURIComponent(link)}`);
  await openWallet(page, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay from' }).click();
  await page.getByRole('option', { name: /^Payer/ }).click();
  await expect(page.getByRole('combobox', { name: 'Pay to address' })).toHaveValue(receiver);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('2');
  await expect(page.getByLabel('Fee')).toHaveValue('0.002');
  // xnote: the payer sees the note but cannot change it.
  await expect(page.getByLabel('Note')).toHaveValue('Order 42');
  await expect(page.getByLabel('Note')).toHaveAttribute('readonly', '');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  expect(await balance(receiver)).toBe(2_000_000n);
  expect(await balance(payer.addr.toString())).toBe(5_000_000n - 2_000_000n - 2_000n);
});

test('a malformed link is explained and nothing is prefilled', async ({ page }) => {
  await createWallet(page);
  await page.goto(`/pay/${encodeURIComponent(`algorand://${shopAddress}?amount=1.5`)}`);
  await openWallet(page, STRONG_PASSWORD);
  await expect(
    page.getByText('The amount in the payment link must be a whole number of base units.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pay to address' })).toHaveValue('');

  // A link for another network is refused before anything can be signed.
  await page.goto(
    `/pay/${encodeURIComponent(`algorand://${shopAddress}?amount=1&network=mainnet`)}`,
  );
  await openWallet(page, STRONG_PASSWORD);
  await expect(page.getByText(/This payment request is for the network mainnet/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
});
