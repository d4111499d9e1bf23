import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { filmWithFakeCamera, writeQrVideo } from './support/fake-camera';
import { createWallet } from './support/wallet';

// A fixed account, so that every Playwright process (the runner and its workers, each of which
// loads this file) asks for the same video.
const account = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(42)));
const mnemonic = algosdk.secretKeyToMnemonic(account.sk);
const video = writeQrVideo(mnemonic);

filmWithFakeCamera(test, video);

test('import an account by scanning its recovery-phrase QR code with the camera', async ({
  page,
}) => {
  await createWallet(page);
  await page.getByRole('banner').getByRole('link', { name: 'New account' }).click();
  await page.getByRole('link', { name: /^Import account/ }).click();

  await page.getByRole('button', { name: 'Scan QR code with camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  await expect(
    page.getByText('The QR code has been read into the recovery phrase field.'),
  ).toBeVisible({ timeout: 20_000 });
  // The camera is off again and the phrase is in the (masked) field, not on the page.
  await expect(page.getByLabel('Camera preview')).toHaveCount(0);
  await expect(page.getByLabel(/Recovery phrase/)).toHaveValue(mnemonic);
  await expect(page.getByText(mnemonic.split(' ').slice(0, 3).join(' '))).toHaveCount(0);

  await page.getByLabel(/Account name/).fill('Scanned');
  await page.getByRole('button', { name: 'Import account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('row', { name: /Scanned/ })).toContainText(account.addr.toString());
});
