import algosdk from 'algosdk';
import { openAccountMore } from './support/account-home';
import { expect, test, type Page } from '@playwright/test';
import {
  createWallet,
  expectNoAxeViolations,
  importAccount,
  openAccount,
  STRONG_PASSWORD,
} from './support/wallet';

const MASK = '••••••';

async function shownWords(page: Page): Promise<string> {
  const slots = page.getByTestId('recovery-phrase-words').locator('[data-word]');
  return (await slots.allTextContents()).join(' ');
}

test('a key account shows its recovery phrase after the wallet password, masked until revealed', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  const key = algosdk.generateAccount();
  const mnemonic = algosdk.secretKeyToMnemonic(key.sk);
  await createWallet(page);
  // The email (ARC-0076) account has no recovery phrase to show.
  await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Show recovery phrase' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await importAccount(page, 'Paper key', mnemonic);
  await openAccount(page, 'Paper key');

  await openAccountMore(page, 'Show recovery phrase');
  const dialog = page.getByRole('dialog', { name: 'Recovery phrase of Paper key' });
  const password = dialog.getByLabel('Wallet password');
  await password.fill('Not-The-Wallet-Password-1');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password is incorrect');
  await expect(page.getByTestId('recovery-phrase-words')).toBeHidden();

  await password.fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Recovery phrase (25 words)')).toBeVisible({ timeout: 30_000 });
  expect(await shownWords(page)).toBe(Array(25).fill(MASK).join(' '));
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Reveal' }).click();
  expect(await shownWords(page)).toBe(mnemonic);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Hide' }).click();
  expect(await shownWords(page)).toBe(Array(25).fill(MASK).join(' '));

  // Copied, and taken off the clipboard again 30 s later.
  await dialog.getByRole('button', { name: 'Copy recovery phrase' }).click();
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  expect(await clipboard()).toBe(mnemonic);
  await page.clock.fastForward('00:31');
  await expect.poll(clipboard).toBe('');

  // Closing forgets it: the next look asks for the password again.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('recovery-phrase-words')).toHaveCount(0);
  await openAccountMore(page, 'Show recovery phrase');
  await expect(dialog.getByLabel('Wallet password')).toHaveValue('');
});
