import { expect, test, type Page } from '@playwright/test';
import { startLedgerDevice, type LedgerDevice } from '../tools/ledger-device/device';
import { E2E_LEDGER_DEVICE_PORT } from './support/ports';
import { createWallet, expectNoAxeViolations } from './support/wallet';

// Ledger accounts through the software device behind the HTTP APDU transport (the Speculos
// protocol): the real hw-app-algorand code runs in the browser, without Node's Buffer.

let device: LedgerDevice;

test.beforeAll(async () => {
  device = await startLedgerDevice({ port: E2E_LEDGER_DEVICE_PORT });
});
test.afterAll(() => device.stop());
test.afterEach(() => device.setMode('ok'));

async function openLedgerPage(page: Page): Promise<void> {
  // Links only: a reload locks the wallet, by design.
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Ledger account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger account' })).toBeVisible();
}

async function connect(page: Page, slot: number): Promise<void> {
  await page.getByLabel('Slot number').fill(String(slot));
  await page.getByRole('button', { name: 'Connect' }).click();
}

test('connect slots 0 and 1, verify on the device, save both', async ({ page }) => {
  await createWallet(page);
  await openLedgerPage(page);
  await expect(page.getByText('Development device')).toBeVisible();

  await connect(page, 0);
  const account = page.getByRole('region', { name: 'Account in slot 0' });
  await expect(account).toContainText(device.addressOf(0));
  await expect(page.getByLabel('Account name')).toHaveValue('Ledger 0');
  await page.getByLabel('Account name').fill('Nano main');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByText('Ledger account Nano main has been saved')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nano main/ })).toContainText(device.addressOf(0));

  await openLedgerPage(page);
  await connect(page, 1);
  const second = page.getByRole('region', { name: 'Account in slot 1' });
  await expect(second).toContainText(device.addressOf(1));
  // The primary address identifies the device: slot 0's address.
  await expect(second.getByText(device.addressOf(0))).toBeVisible();
  await page.getByRole('button', { name: 'Show address on device' }).click();
  await expect(
    page.getByText('The device showed this address and you confirmed it.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Account name').fill('Nano savings');
  await page.getByRole('button', { name: 'Save account' }).click();

  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('row', { name: /Nano savings/ })).toContainText(device.addressOf(1));
  await expect(page.getByRole('row', { name: /Nano main/ })).toContainText(device.addressOf(0));

  // The same slot again is refused, not stored twice.
  await openLedgerPage(page);
  await connect(page, 1);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'already in the wallet' }),
  ).toBeVisible();
});

test('device errors: locked (0x6b0c), wrong app, rejected on the device, bad slot', async ({
  page,
}) => {
  await createWallet(page);
  await openLedgerPage(page);

  device.setMode('locked');
  await connect(page, 0);
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Please connect your Ledger device (0x6b0c)' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  device.setMode('wrong-app');
  await connect(page, 0);
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Open the Algorand app on your Ledger device' }),
  ).toBeVisible();

  device.setMode('ok');
  await connect(page, 3);
  await expect(page.getByRole('region', { name: 'Account in slot 3' })).toContainText(
    device.addressOf(3),
  );
  device.setMode('reject');
  await page.getByRole('button', { name: 'Show address on device' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'rejected on the Ledger device (0x6986)' }),
  ).toBeVisible();

  // A slot outside 0..2147483647 never reaches the device.
  device.clearLog();
  await page.getByLabel('Slot number').fill('2147483648');
  await page.getByLabel('Slot number').blur();
  await expect(page.getByLabel('Slot number')).toHaveValue('2147483648');
  await expect(
    page.getByText('The slot must be a whole number from 0 to 2147483647'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect' })).toBeDisabled();
  await page.getByLabel('Slot number').press('Enter');
  expect(device.apduLog()).toEqual([]);
});
