import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeAddress } from 'algosdk';
import { goInApp } from './support/navigation';
import {
  STRONG_PASSWORD,
  createWallet,
  expectNoAxeViolations,
  logout,
  openWallet,
} from './support/wallet';

// The address book (issue 26): kept inside the encrypted wallet, so it comes back with the
// password and with nothing else.

const ALICE = encodeAddress(new Uint8Array(32).fill(21));
const BOB = encodeAddress(new Uint8Array(32).fill(22));
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

async function openContacts(page: Page) {
  await goInApp(page, '/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
}

async function fillContact(page: Page, fields: { name?: string; address?: string; note?: string }) {
  const dialog = page.getByRole('dialog');
  if (fields.name !== undefined) await dialog.getByLabel('Name').fill(fields.name);
  if (fields.address !== undefined) await dialog.getByLabel('Address').fill(fields.address);
  if (fields.note !== undefined) await dialog.getByLabel('Note (optional)').fill(fields.note);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

const rows = (page: Page) => page.getByTestId('contact-row');

test('contacts are added, edited, searched and removed, and survive logout', async ({ page }) => {
  test.setTimeout(120_000);
  await createWallet(page);
  await openContacts(page);
  await expect(page.getByText(/No contacts yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Refused: an empty name and an address that is not one; nothing is saved.
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await fillContact(page, { name: '   ', address: `${ALICE.slice(0, -1)}A` });
  await expect(dialog.getByText('Enter a name.')).toBeVisible();
  await expect(dialog.getByText('This is not a valid Algorand address.')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillContact(page, { name: 'Alice', address: ALICE, note: 'Rent' });
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Alice');
  await expect(rows(page)).toContainText(short(ALICE));
  await expect(rows(page)).toContainText('Rent');

  // Edited through its own button, keyboard first.
  await page.getByRole('button', { name: 'Edit Alice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit contact' }).getByLabel('Name')).toHaveValue(
    'Alice',
  );
  await fillContact(page, { name: 'Alice Smith', note: 'Rent and bills' });
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(rows(page)).toContainText('Alice Smith');
  await expect(rows(page)).toContainText('Rent and bills');

  // A second contact, a duplicate address offered as a merge (declined), then search.
  await page.getByRole('button', { name: 'Add contact' }).click();
  await fillContact(page, { name: 'Bob', address: BOB });
  await page.getByRole('button', { name: 'Add contact' }).click();
  await fillContact(page, { name: 'Al', address: ALICE });
  await expect(
    page.getByText('Alice Smith already has this address. Merge the two into one contact?'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(2);
  const search = page.getByLabel('Search contacts');
  await search.fill('bills');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Alice Smith');
  await search.fill(BOB.slice(-6).toLowerCase());
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Bob');
  await search.fill('');

  // Kept in the wallet: back after logout and login.
  await logout(page);
  await openWallet(page, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openContacts(page);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText('Alice Smith');

  // Removed only after its own confirmation.
  await page.getByRole('button', { name: 'Remove Bob' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove contact' });
  await expect(confirm).toContainText(BOB);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Bob' }).click();
  await confirm.getByRole('button', { name: 'Remove contact' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByText('Bob', { exact: true })).toBeHidden();
});

/** Presses Tab until `target` has the focus: it can be reached from the keyboard, in order. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('search, add, edit and remove work from the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await createWallet(page);
  await openContacts(page);
  // Start the focus order at the page's heading, then only keys.
  await page.getByRole('heading', { level: 1, name: 'Contacts' }).click();
  const add = page.getByRole('button', { name: 'Add contact' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Alice');
  await tabTo(page, dialog.getByLabel('Address'));
  await page.keyboard.type(ALICE);
  await tabTo(page, dialog.getByLabel('Note (optional)'));
  await page.keyboard.type('Rent');
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  // Escape leaves a dialog without saving.
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Bob');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);

  await tabTo(page, page.getByLabel('Search contacts'));
  await page.keyboard.type('rent');
  await expect(rows(page)).toHaveCount(1);

  await tabTo(page, page.getByRole('button', { name: 'Edit Alice' }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit contact' });
  await expect(edit.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type(' Smith');
  await tabTo(page, edit.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(edit).toBeHidden();
  await expect(rows(page)).toContainText('Alice Smith');

  await tabTo(page, page.getByRole('button', { name: 'Remove Alice Smith' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Remove contact' });
  await tabTo(page, confirm.getByRole('button', { name: 'Remove contact' }));
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(0);
});

test('a second contact for an address merges into one, with the name chosen and both notes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createWallet(page);
  await openContacts(page);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await fillContact(page, { name: 'Alice', address: ALICE, note: 'Rent' });
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await fillContact(page, { name: 'Landlady', address: ALICE, note: 'Keys' });
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(
    dialog.getByText('Alice already has this address. Merge the two into one contact?'),
  ).toBeVisible();
  await expect(dialog.getByText('Both notes are kept, one under the other.')).toBeVisible();
  const keep = dialog.getByRole('radiogroup', { name: 'Name to keep' });
  await expect(keep.getByRole('radio', { name: 'Landlady' })).toBeChecked();
  await keep.getByRole('radio', { name: 'Alice' }).check();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Alice');
  await expect(rows(page)).not.toContainText('Landlady');
  await expect(rows(page)).toContainText('Rent');
  await expect(rows(page)).toContainText('Keys');
  // Kept in the wallet as one contact.
  await logout(page);
  await openWallet(page, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openContacts(page);
  await expect(rows(page)).toHaveCount(1);
});

test('the contacts page passes axe in light and dark', async ({ page }) => {
  test.setTimeout(120_000);
  await createWallet(page);
  await openContacts(page);
  await page.getByRole('button', { name: 'Add contact' }).click();
  await fillContact(page, { name: 'Alice', address: ALICE, note: 'Rent' });
  await expect(rows(page)).toHaveCount(1);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // The list.
    await expectNoAxeViolations(page);
    // The add form: empty, with its refusals, and with the merge it offers.
    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add contact' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectNoAxeViolations(page);
    await fillContact(page, { name: ' ', address: 'NOT-AN-ADDRESS' });
    await expect(dialog.getByText('Enter a name.')).toBeVisible();
    await expectNoAxeViolations(page);
    await fillContact(page, { name: 'Al', address: ALICE, note: 'Gym' });
    await expect(dialog.getByRole('radiogroup', { name: 'Name to keep' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The remove confirmation.
    await page.getByRole('button', { name: 'Remove Alice' }).click();
    await expect(page.getByRole('dialog', { name: 'Remove contact' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
