import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { fund } from './support/chain';
import { goInApp } from './support/navigation';
import { E2E_NFD_URL } from './support/ports';
import { createWalletWithKey, expectNoAxeViolations } from './support/wallet';

// Issue 26 in the review: names beside addresses (contact, NFD), "First payment to this
// address" until the account has paid the receiver (the devnet indexer is the judge), and
// "Save as contact" from the review, which names the address at once.

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;
const toRow = (page: Page) => page.getByRole('row', { name: /^To\b/ });
const firstPayment = (page: Page) => page.getByText('First payment to this address');

async function addContact(page: Page, name: string, address: string): Promise<void> {
  await goInApp(page, '/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the review of a payment from Payer. */
async function reviewPayment(page: Page, receiver: string, amount: string): Promise<void> {
  await goInApp(page, '/accounts');
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await expect(toRow(page)).toContainText(short(receiver));
}

/** Both indexer searches for whom Payer paid (pay and axfer), from now on. */
function paidSearches(page: Page): Promise<unknown> {
  const search = (type: string) =>
    page.waitForResponse(
      (r) =>
        r.url().includes('/v2/transactions?') &&
        r.url().includes('address-role=sender') &&
        r.url().includes(`tx-type=${type}`),
    );
  return Promise.all([search('pay'), search('axfer')]);
}

async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
}

test('names in the review, first payment until paid, and Save as contact', async ({ page }) => {
  test.setTimeout(150_000);
  const payer = algosdk.generateAccount();
  const bob = algosdk.generateAccount().addr.toString();
  const carol = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 20_000_000);
  const nfd = await fetch(`${E2E_NFD_URL}/__test/add`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'carol.algo', depositAccount: carol, caAlgo: [carol] }),
  });
  expect(nfd.ok).toBe(true);
  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await addContact(page, 'Bob', bob);

  // A contact never paid: its name, and the first payment noted (not as a danger).
  await reviewPayment(page, bob, '1');
  await expect(toRow(page)).toContainText('Bob · contact');
  await expect(page.getByRole('row', { name: /^From\b/ })).toContainText('Payer · your account');
  await expect(firstPayment(page)).toBeVisible();
  await expect(page.getByRole('button', { name: `Save as contact: ${bob}` })).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // The confirmed send makes the answer stale; it is asked again, now or on the next review.
  const answered = paidSearches(page);
  await send(page);

  // Paid once, confirmed: the next review of a payment to Bob says nothing about it.
  await reviewPayment(page, bob, '2');
  await answered;
  await expect(toRow(page)).toContainText('Bob · contact');
  await expect(firstPayment(page)).toHaveCount(0);

  // An address known only by its NFD name can be saved as a contact from the review.
  await reviewPayment(page, carol, '1');
  await expect(toRow(page)).toContainText('carol.algo · NFD');
  await expect(firstPayment(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Save as contact: ${carol}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(dialog.getByLabel('Address')).toHaveValue(carol);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Carol <i>C</i>');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(toRow(page)).toContainText('Carol <i>C</i> · contact');
  await expect(page.getByRole('button', { name: `Save as contact: ${carol}` })).toHaveCount(0);
  await expect(toRow(page).locator('i')).toHaveCount(0);
});
