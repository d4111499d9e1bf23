import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { deriveArc76Account } from '../src/core/arc76/arc76';
import { seededAccount } from '../src/test/seeded';
import { createWallet, expectNoAxeViolations } from './support/wallet';

// One journey per way of adding an account. Navigation is by clicking links: a reload locks
// the wallet, by design.

async function openChooser(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'New account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New account' })).toBeVisible();
}

async function choose(page: Page, title: string): Promise<void> {
  await openChooser(page);
  await page.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The words in the numbered phrase slots, space-separated. */
async function shownPhrase(page: Page): Promise<string> {
  const slots = page.getByTestId('mnemonic-words').locator('[data-word]');
  return (await slots.allTextContents()).join(' ');
}

/** A toast (the same text also appears in the last-error line). */
function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

async function expectSavedOnAccounts(page: Page, name: string, address: string): Promise<void> {
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(toast(page, `Account ${name} has been added to the wallet`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(address);
}

test('new basic account: the challenge rejects a wrong word and saves with the right one', async ({
  page,
}) => {
  await createWallet(page);
  await openChooser(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^New basic account/ }).click();
  await expect(page).toHaveURL(/\/new-account\?mode=basic$/);

  // The phrase is masked until the user asks for it.
  const masked = Array(25).fill('••••••').join(' ');
  expect(await shownPhrase(page)).toBe(masked);
  await page.getByRole('button', { name: 'Show phrase' }).click();
  const firstPhrase = await shownPhrase(page);
  expect(algosdk.mnemonicToSecretKey(firstPhrase).addr.toString()).toBe(
    await page.getByTestId('new-account-address').textContent(),
  );

  // "Create new" replaces the account.
  await page.getByRole('button', { name: 'Create new' }).click();
  await expect.poll(() => shownPhrase(page)).not.toBe(firstPhrase);
  const mnemonic = await shownPhrase(page);
  const address = algosdk.mnemonicToSecretKey(mnemonic).addr.toString();
  await expect(page.getByTestId('new-account-address')).toHaveText(address);
  await page.getByRole('button', { name: 'Hide phrase' }).click();
  expect(await shownPhrase(page)).toBe(masked);

  // Optional QR code of the phrase, 500 x 500.
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const qr = page.getByRole('img', { name: 'QR code of the recovery phrase' });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((canvas: HTMLCanvasElement) => [canvas.width, canvas.height]))
    .toEqual([500, 500]);
  await expectNoAxeViolations(page);
  // No three words of the phrase in a row, whatever joins them: one word alone, or even two
  // ("new" and "account" are list words), may be in the URL by chance.
  const url = decodeURIComponent(page.url());
  const phraseWords = mnemonic.split(' ');
  for (let i = 0; i + 2 < phraseWords.length; i++) {
    const [a, b, c] = phraseWords.slice(i, i + 3) as [string, string, string];
    expect(url).not.toMatch(new RegExp(`\\b${a}\\W+${b}\\W+${c}\\b`));
  }

  await page.getByRole('button', { name: 'Start challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your recovery phrase' });
  await expect(dialog.getByLabel(/Word number 1/)).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('Plase set account name')).toBeVisible();

  const [first, second] = mnemonic.split(' ') as [string, string];
  await dialog.getByLabel(/Account name/).fill('Savings');
  await dialog.getByLabel(/Word number 1/).fill(second === first ? 'wrong' : second);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(
    toast(
      page,
      'The word does not match word number 1 of the recovery phrase. No account was created.',
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(/Word number 1/).fill(`  ${first} `);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectSavedOnAccounts(page, 'Savings', address);
  await expect(page.getByRole('row', { name: /Savings/ })).toContainText('Recovery phrase');
});

test('page states live in the URL: back and forward, reset, drop phrase', async ({ page }) => {
  await createWallet(page);
  await choose(page, 'Watch account');
  await page.getByLabel('Address').fill('SOMETHING');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'New account' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Watch account' })).toBeVisible();
  // Leaving a state clears what was typed in it.
  await expect(page.getByLabel('Address')).toHaveValue('');

  await page.getByRole('link', { name: 'Go back' }).click();
  await page.getByRole('link', { name: /^New basic account/ }).click();
  await page.getByRole('button', { name: 'Drop phrase' }).click();
  await expect(page).toHaveURL(/\/new-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New account' })).toBeVisible();
});

test('import an account from its recovery phrase; a duplicate changes nothing', async ({
  page,
}) => {
  // A fixed key: with a random one, swapping two words keeps the checksum once in 2048 phrases.
  const account = seededAccount('e2e import');
  const mnemonic = algosdk.secretKeyToMnemonic(account.sk);
  const address = account.addr.toString();
  await createWallet(page);
  await choose(page, 'Import account');
  await expectNoAxeViolations(page);

  const phrase = page.getByLabel(/Recovery phrase/);
  const submit = page.getByRole('button', { name: 'Import account' });
  await phrase.fill(mnemonic.split(' ').slice(0, 24).join(' '));
  await page.getByLabel(/Account name/).fill('Imported');
  await submit.click();
  await expect(page.getByText('A recovery phrase has 25 words, this one has 24.')).toBeVisible();

  // Two words swapped: still 25 words, but the checksum no longer matches.
  const words = mnemonic.split(' ');
  const swapped = [words[1], words[0], ...words.slice(2)].join(' ');
  await phrase.fill(swapped);
  await submit.click();
  await expect(
    page.getByText(
      'This recovery phrase is not valid. Check the spelling and the order of the words.',
    ),
  ).toBeVisible();

  // Masked by default, with a keyboard-reachable show/hide toggle.
  await expect(phrase).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show or hide the recovery phrase' }).click();
  await expect(phrase).toHaveAttribute('type', 'text');

  // Extra spaces, line breaks and capitals are accepted.
  await phrase.fill(`  ${mnemonic.toUpperCase().split(' ').join('  ')}\n`);
  await submit.click();
  await expectSavedOnAccounts(page, 'Imported', address);

  await choose(page, 'Import account');
  await page.getByLabel(/Recovery phrase/).fill(mnemonic);
  await page.getByLabel(/Account name/).fill('Again');
  await page.getByRole('button', { name: 'Import account' }).click();
  await expect(
    toast(page, 'This address is already in the wallet as "Imported". Nothing was changed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/mode=import$/);
});

test('watch account: the address is validated', async ({ page }) => {
  const address = algosdk.generateAccount().addr.toString();
  await createWallet(page);
  await choose(page, 'Watch account');
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: 'Add watch account' });
  await submit.click();
  await expect(page.getByText('Plase set account name')).toBeVisible();
  await expect(page.getByText('Please enter the address.')).toBeVisible();

  await page.getByLabel(/Account name/).fill('Friend');
  await page
    .getByLabel('Address')
    .fill(address.slice(0, 20) + (address[20] === 'A' ? 'B' : 'A') + address.slice(21));
  await submit.click();
  await expect(page.getByText('This is not a valid address.')).toBeVisible();

  await page.getByLabel('Address').fill(` ${address} `);
  await submit.click();
  await expectSavedOnAccounts(page, 'Friend', address);
  await expect(page.getByRole('row', { name: /Friend/ })).toContainText('Watch only');
});

test('multisig account: own accounts, 58-character lines and the threshold', async ({ page }) => {
  const friends = [0, 1].map(() => algosdk.generateAccount().addr.toString()) as [string, string];
  await createWallet(page);
  const own = (await page.getByLabel('Address', { exact: true }).textContent())?.trim() ?? '';
  await choose(page, 'Multisignature account');

  await page.getByRole('combobox', { name: 'Own accounts' }).click();
  await page.getByRole('option', { name: /Email account/ }).click();
  await page.keyboard.press('Escape');
  await page
    .getByLabel('Other addresses')
    .fill(`${friends[0]}\n${friends[1].slice(0, 57)}\n  ${friends[1]}  `);
  await expect(page.getByText('Not counted (not 58 characters): line 2')).toBeVisible();
  await expect(page.getByTestId('multisig-count')).toHaveText('Accounts in the multisig: 3');
  await expect(page.getByTestId('multisig-summary')).toHaveText('2 of 3 signatures required');
  await expectNoAxeViolations(page);

  // The number input and the slider share the value in 1..3; a typed 9 is not clamped to 3: it
  // stays, its range message shows and creation waits until it is corrected.
  const threshold = page.getByRole('textbox', { name: /threshold/ });
  const create = page.getByRole('button', { name: 'Create multisig account' });
  await threshold.fill('9');
  await threshold.blur();
  await expect(threshold).toHaveValue('9');
  await expect(
    page.getByText('The threshold must be a whole number from 1 to 3 (the number of accounts).'),
  ).toBeVisible();
  await expect(page.getByTestId('multisig-summary')).toHaveCount(0);
  await expect(create).toBeDisabled();
  await threshold.fill('3');
  await expect(page.getByTestId('multisig-summary')).toHaveText('3 of 3 signatures required');
  await expect(create).toBeEnabled();
  const slider = page.getByRole('slider', { name: /threshold/ });
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(threshold).toHaveValue('2');

  const params = { version: 1, threshold: 2, addrs: [own, friends[0], friends[1]] };
  const address = algosdk.multisigAddress(params).toString();
  await expect(page.getByTestId('multisig-address')).toHaveText(address);
  await page.getByLabel(/Account name/).fill('Team vault');
  await create.click();
  await expectSavedOnAccounts(page, 'Team vault', address);
  await expect(page.getByRole('row', { name: /Team vault/ })).toContainText('Multisig');
});

test('email and password account (ARC-0076)', async ({ page }) => {
  const email = 'second@example.com';
  const password = 'a-long-and-unique-passphrase-for-arc76';
  await createWallet(page);
  await openChooser(page);
  await page.getByRole('link', { name: /^Email and password account/ }).click();
  await expect(page).toHaveURL(/\/new-account\/email-password$/);
  await expectNoAxeViolations(page);

  const emailField = page.getByRole('textbox', { name: 'Email' });
  await emailField.fill('not-an-email');
  await page.getByLabel(/^Password/).fill('too-short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await expect(page.getByText('The password must have at least 16 characters.')).toBeVisible();
  await expect(page.getByText('Plase set account name')).toBeVisible();

  await emailField.fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Account name/).fill('Derived');
  await page.getByRole('button', { name: 'Create account' }).click();
  const { addr } = await deriveArc76Account(email, password);
  await expect(page).toHaveURL(/\/accounts$/, { timeout: 30_000 });
  await expectSavedOnAccounts(page, 'Derived', addr);
  await expect(page.getByRole('row', { name: /Derived/ })).toContainText('Email account');
});

test('vanity address: search in workers, cancel, then save through the challenge', async ({
  page,
}) => {
  await createWallet(page);
  await choose(page, 'Vanity address');
  await expectNoAxeViolations(page);
  const pattern = page.getByLabel('Text to find');

  // The segmented control's radios are visually hidden behind their labels.
  await page.getByText('Ends with', { exact: true }).click();
  await pattern.fill('ab');
  await expect(
    page.getByText('An address can only end with one of these characters: A, E, I, M, Q, U, Y, 4.'),
  ).toBeVisible();

  // A long pattern runs until cancelled.
  await page.getByText('Starts with', { exact: true }).click();
  await pattern.fill('ZZZZZZ');
  await page.getByRole('button', { name: 'Start search' }).click();
  await expect(page.getByText(/^Tried [\d,]+ addresses/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel search' }).click();
  await expect(page.getByRole('button', { name: 'Start search' })).toBeEnabled();

  await pattern.fill('AB');
  await page.getByRole('button', { name: 'Start search' }).click();
  await expect(page.getByText(/^Found a matching address after/)).toBeVisible({ timeout: 30_000 });
  const address = (await page.getByTestId('new-account-address').textContent()) ?? '';
  expect(address).toMatch(/^AB[A-Z2-7]{56}$/);

  await page.getByRole('button', { name: 'Show phrase' }).click();
  const mnemonic = await shownPhrase(page);
  expect(algosdk.mnemonicToSecretKey(mnemonic).addr.toString()).toBe(address);

  await page.getByRole('button', { name: 'Start challenge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your recovery phrase' });
  await dialog.getByLabel(/Word number 1/).fill(mnemonic.split(' ')[0]!);
  await dialog.getByLabel(/Account name/).fill('Vanity');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectSavedOnAccounts(page, 'Vanity', address);
});
