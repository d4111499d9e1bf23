import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { algod, fund } from './support/chain';
import { goInApp } from './support/navigation';
import { createWalletWithKey } from './support/wallet';

// A Hungarian types amounts with a decimal comma: "1,5" pays 1.5 coins, never 15, and what the
// form cannot read for sure is refused before review.

// The Hungarian header folds at 1280 px; at 1920 its links stay in the banner.
test.use({ viewport: { width: 1920, height: 1080 } });

async function balance(address: string): Promise<bigint> {
  const info = await algod().accountInformation(address).do();
  return BigInt(info.amount);
}

test('in Hungarian, "1,5" pays exactly 1.5 coins', async ({ page }) => {
  const payer = algosdk.generateAccount();
  const payerAddress = payer.addr.toString();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(payerAddress, 10_000_000);

  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));

  await page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('hu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  await goInApp(page, `/accounts/pay/${payerAddress}`);
  const amount = page.getByRole('textbox', { name: 'Összeg' });
  await expect(amount).toBeVisible();
  // The fee is field text in the language too.
  await expect(page.getByRole('textbox', { name: 'Díj' })).toHaveValue('0,001');
  await page.getByRole('combobox', { name: 'Címzett címe' }).fill(receiver);

  // Both marks as decimals: refused with an example in Hungarian, nothing to review.
  await amount.fill('1.234,5');
  await page.getByRole('button', { name: 'Fizetés ellenőrzése' }).click();
  await expect(
    page.getByText(
      /Az elválasztójelek miatt az összeg nem egyértelmű\. Adja meg így: 1\s234\s567,5\./,
    ),
  ).toBeVisible();

  // Set max writes the maximum (10 - 0.1 - 0.001) with a decimal comma, which reads back.
  await page.getByRole('button', { name: 'Maximum', exact: true }).click();
  await expect(amount).toHaveValue('9,899');

  await amount.fill('1,5');
  await page.getByRole('button', { name: 'Fizetés ellenőrzése' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fizetés ellenőrzése' })).toBeVisible();
  // The review shows significant decimals (issue 37 item 4): 1,5, not 1,500000.
  await expect(page.getByText(/^1,5\sAlgo$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Küldés a hálózatra' }).click();
  await expect(page.getByText(/A fizetés a\(z\) \d+\. körben feldolgozásra került\./)).toBeVisible({
    timeout: 20_000,
  });
  expect(await balance(receiver)).toBe(1_500_000n);
  expect(await balance(payerAddress)).toBe(10_000_000n - 1_500_000n - 1_000n);
});
