import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund } from './support/chain';
import { lookAlikeOf } from './support/look-alike';
import { E2E_NFD_URL } from './support/ports';
import { createWalletWithKey, expectNoAxeViolations } from './support/wallet';

// Issue 26 on the pay page: a .algo name resolved through the NFD stand-in and paid at its
// deposit account (the devnet is the judge), names that lead nowhere sign nothing, and a
// look-alike of an own account is held until its last characters are typed again.

async function nfd(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E_NFD_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`NFD stand-in ${path}: ${response.status}`);
}

const payTo = (page: Page) => page.getByRole('combobox', { name: 'Pay to address' });
const review = (page: Page) => page.getByRole('button', { name: 'Review payment' });

async function openPay(page: Page, payer: algosdk.Account): Promise<void> {
  await fund(payer.addr.toString(), 10_000_000);
  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
}

test('pay alice.algo: the deposit account the name resolves to receives the amount', async ({
  page,
}) => {
  const payer = algosdk.generateAccount();
  const deposit = algosdk.generateAccount().addr.toString();
  await nfd('/__test/add', { name: 'alice.algo', depositAccount: deposit });
  await openPay(page, payer);

  await payTo(page).fill('alice.algo');
  await expect(page.getByText('from alice.algo (NFD)')).toBeVisible();
  await expect(page.getByText(`${deposit.slice(0, 6)}…${deposit.slice(-6)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy address ${deposit}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel(/^Amount/).fill('1.25');
  await review(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  const info = await algod().accountInformation(deposit).do();
  expect(BigInt(info.amount)).toBe(1_250_000n);
});

test('unknown name, failing NFD API and a look-alike of an own account', async ({ page }) => {
  const payer = algosdk.generateAccount();
  await openPay(page, payer);
  await page.getByLabel(/^Amount/).fill('1');

  await payTo(page).fill('nobody.algo');
  await expect(
    page.getByText('The name nobody.algo does not exist. Check the spelling.'),
  ).toBeVisible();
  await expect(review(page)).toBeDisabled();

  await nfd('/__test/mode', { mode: '500' });
  try {
    await payTo(page).fill('carol.algo');
    await expect(
      page.getByText(
        'The NFD name service could not be reached, so carol.algo could not be looked up.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(review(page)).toBeDisabled();
  } finally {
    await nfd('/__test/mode', { mode: 'ok' });
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toHaveCount(0);

  const fake = lookAlikeOf(payer.addr.toString());
  await payTo(page).fill(fake);
  await expect(page.getByText('This address only looks like one you know')).toBeVisible();
  await expect(page.getByText('Your account Payer')).toBeVisible();
  // Both addresses in full, the differing characters marked.
  await expect(page.locator('mark').first()).toBeVisible();
  await expect(review(page)).toBeDisabled();
  const retype = page.getByLabel('Retype the last 6 characters of the receiver to go on');
  await retype.fill('AAAAAA' === fake.slice(-6) ? 'BBBBBB' : 'AAAAAA');
  await expect(page.getByText("These are not the receiver's last 6 characters.")).toBeVisible();
  await expect(review(page)).toBeDisabled();
  await expectNoAxeViolations(page);
  await retype.fill(fake.slice(-6));
  await expect(review(page)).toBeEnabled();
  await review(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
});
