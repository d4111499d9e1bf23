import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signAndConfirm } from './support/assets';
import { algod, fund } from './support/chain';
import { lookAlikeOf } from './support/look-alike';
import { goInApp } from './support/navigation';
import { E2E_NFD_URL } from './support/ports';
import { shootEveryWay } from './support/shots';
import { createWallet, importAccount } from './support/wallet';

// Screenshots of the receiver fields that take .algo names and of the paid-before look-alike
// warning, at 375 and 1280 px, English and Hungarian, light and dark, for a person to judge.
// Run on request only: RECEIVER_SHOTS=/tmp/some-folder.

const OUT = process.env.RECEIVER_SHOTS;
test.skip(!OUT, 'screenshots on request (RECEIVER_SHOTS=folder)');

const shoot = (page: Page, name: string, focus: Locator) =>
  shootEveryWay(page, OUT!, name, { focus, height: 900 });

test('receiver fields with names, and the paid-before look-alike', async ({ page }) => {
  test.setTimeout(300_000);
  const deposit = algosdk.generateAccount().addr.toString();
  const name = `shop${Math.floor(Math.random() * 1e9)}.algo`;
  await fetch(`${E2E_NFD_URL}/__test/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, depositAccount: deposit }),
  });
  const payer = algosdk.generateAccount();
  const scammer = algosdk.generateAccount();
  const paidBefore = lookAlikeOf(scammer.addr.toString());
  await Promise.all([
    fund(payer.addr.toString(), 10_000_000),
    fund(scammer.addr.toString(), 1_000_000),
  ]);
  const suggestedParams = await algod().getTransactionParams().do();
  await signAndConfirm(
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: payer.addr,
      receiver: paidBefore,
      amount: 1_000_000,
      suggestedParams,
    }),
    payer.sk,
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await createWallet(page);
  await importAccount(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(scammer.addr.toString());
  await expect(page.getByText('An address you paid before')).toBeVisible();
  await shoot(page, 'pay-lookalike', page.locator('mark').last());

  await goInApp(page, '/payment-gateway/');
  await page.getByRole('switch', { name: 'Build a payment link' }).check();
  await page.getByLabel('Pay to').fill(name);
  await page.getByLabel('Amount', { exact: true }).fill('1.5');
  await expect(page.getByText(`from ${name} (NFD)`)).toBeVisible();
  await shoot(page, 'gateway-name', page.locator('textarea').first());
  await page.getByLabel('Pay to').fill('nobodyshop.algo');
  await expect(page.getByText('does not exist')).toBeVisible();
  await shoot(page, 'gateway-unknown', page.locator('textarea').first());

  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Multisignature account/ }).click();
  await page.getByLabel('Add an address or .algo name').fill(name);
  await expect(page.getByText(`from ${name} (NFD)`)).toBeVisible();
  await shoot(page, 'multisig-member', page.getByRole('status').last());

  await goInApp(page, '/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill('Shop');
  await dialog.getByLabel('Address').fill(name);
  await expect(dialog.getByText(`from ${name} (NFD)`)).toBeVisible();
  await shoot(page, 'contact-name', page.getByRole('dialog'));
  // A whole address wraps in the box on a phone, so what is saved can be read before saving.
  await dialog.getByRole('textbox', { name: 'Address' }).fill(deposit);
  await shoot(page, 'contact-address', page.getByRole('dialog'));
});
