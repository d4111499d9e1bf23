import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund } from './support/chain';
import { goInApp } from './support/navigation';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// Issue 37 item 7: a contact's name in the receiver field picks that contact the way a .algo
// name resolves; several are a combobox chosen from with the keyboard; a word naming nobody
// says so; a contact's Send opens Pay with that contact chosen.

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

async function addContact(page: Page, name: string, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
}

test('a typed contact name pays that contact; several are chosen from the keyboard', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const payer = algosdk.generateAccount();
  const anna = algosdk.generateAccount().addr.toString();
  const annaBerg = algosdk.generateAccount().addr.toString();
  const bob = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 10_000_000);

  await createWallet(page);
  await importAccount(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await goInApp(page, '/contacts');
  await addContact(page, 'Anna Kovács', anna);
  await addContact(page, 'Anna Berg', annaBerg);
  await addContact(page, 'Bob Smith', bob);

  // A contact's Send opens Pay with that contact chosen and named.
  await page.getByRole('link', { name: 'Send to Bob Smith' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  const payTo = page.getByRole('combobox', { name: 'Pay to address' });
  await expect(payTo).toHaveValue(bob);
  await expect(page.getByText('Bob Smith · Contact')).toBeVisible();

  await goInApp(page, '/accounts');
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill('1.5');
  const review = page.getByRole('button', { name: 'Review payment' });

  // A word that names nobody and is not an address.
  await payTo.fill('Zoltán');
  await expect(
    page.getByRole('alert').filter({ hasText: 'No contact or account named Zoltán' }),
  ).toHaveText('No contact or account named Zoltán, and not an address');
  await expect(review).toBeDisabled();

  // Two Annas: a combobox, chosen with the arrow keys and Enter.
  await payTo.fill('anna');
  await expect(payTo).toHaveAttribute('aria-expanded', 'true');
  const options = page
    .getByRole('listbox', { name: 'Your contacts and accounts' })
    .getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(review).toBeDisabled();
  await expectNoAxeViolations(page);
  await payTo.press('ArrowDown');
  await payTo.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  const second = (await options.nth(1).textContent()) ?? '';
  await payTo.press('Enter');
  await expect(payTo).toHaveValue(second.startsWith('Anna Berg') ? annaBerg : anna);
  await expect(page.getByRole('listbox')).toHaveCount(0);

  // One whole word that names exactly one contact picks her, as a .algo name resolves.
  await payTo.fill('kovács');
  await expect(page.getByText('Anna Kovács · Contact')).toBeVisible();
  await expect(page.getByText(short(anna))).toBeVisible();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await review.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Anna Kovács');
  await expect(page.getByText('Address Pay To seems to be malformed.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  const info = await algod().accountInformation(anna).do();
  expect(info.amount).toBe(1_500_000n);
});
