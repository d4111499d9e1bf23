import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe-core run by hand, not through @axe-core/playwright: its AxeBuilder injects 550 KB twice
 * per check and finishes in a new blank page, about 2 s a check on CI; injected once per
 * document and run with axe.run it is about 0.8 s, same rules, same engine
 * (the app has no frames, which are the only thing AxeBuilder's partial runs add).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** Every rule but 'region', as the checks always ran. */
const AXE_OPTIONS: RunOptions = { rules: { region: { enabled: false } } };

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9-Staple';
/** The email account's own ARC-0076 password: never the wallet password. */
export const ACCOUNT_PASSWORD = 'Email-Account-Passphrase-2026-Separate';

/** Each test gets a fresh browser context, so IndexedDB starts empty. */
export async function createWallet(
  page: Page,
  {
    name = 'Main wallet',
    email = 'alice@example.com',
    password = STRONG_PASSWORD,
    accountPassword = ACCOUNT_PASSWORD,
  } = {},
): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Wallet password\s*\*?$/).fill(password);
  await page.getByLabel(/^Account password\s*\*?$/).fill(accountPassword);
  await page.getByLabel('Wallet name').fill(name);
  await page.getByRole('button', { name: 'Create Wallet and Account' }).click();
  await expect(page.getByRole('heading', { name: 'Email account' })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * A wallet whose first account is the key account of `mnemonic`, made through the form's
 * "Import recovery phrase" choice and the import page it opens: what createWallet followed by
 * importAccount leaves (that account, on the accounts list) without the email account, whose
 * own key derivation (PBKDF2, 999,999 rounds) doubled the cost of a new wallet. For journeys
 * where the email account is not under test; the wallet's Argon2id is the production one.
 */
export async function createWalletWithKey(
  page: Page,
  accountName: string,
  mnemonic: string,
  { name = 'Main wallet', password = STRONG_PASSWORD } = {},
): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
  await page.getByLabel('First account').selectOption({ label: 'Import recovery phrase' });
  await page.getByLabel(/^Wallet password\s*\*?$/).fill(password);
  await page.getByLabel('Wallet name').fill(name);
  await page.getByRole('button', { name: 'Create wallet and continue' }).click();
  await expect(page).toHaveURL(/\/new-account\?mode=import$/, { timeout: 30_000 });
  await page.getByLabel(/Recovery phrase/).fill(mnemonic);
  await page.getByLabel(/Account name/).fill(accountName);
  await page.getByRole('button', { name: 'Import account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

export async function openWallet(page: Page, password: string, walletName?: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
  if (walletName) {
    await page.getByRole('combobox', { name: /^Wallet/ }).selectOption({ label: walletName });
  }
  await page.getByLabel('Wallet password').fill(password);
  await page.getByRole('button', { name: 'Open wallet' }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A toast or dialog still fading in is half transparent: judge colours once finite
  // transitions have settled (spinners run for ever and are not waited for). Two frames first,
  // so a transition a colour-scheme switch has just caused has started and is seen: without
  // them, an accordion's colours were judged mid-change once (rekey-undo, clean-clone run).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Imports a key account by its mnemonic through the new-account page (in-app links only). */
export async function importAccount(page: Page, name: string, mnemonic: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Import account/ }).click();
  await page.getByLabel(/Recovery phrase/).fill(mnemonic);
  await page.getByLabel(/Account name/).fill(name);
  await page.getByRole('button', { name: 'Import account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

/** Opens an account's overview from the accounts list. */
export async function openAccount(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Accounts', exact: true }).click();
  // The list, not the page left behind: a review there names the same account in its rows.
  await expect(page).toHaveURL(/\/accounts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await page.getByRole('row', { name: new RegExp(name) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Adds a watch-only account through the chooser (links only: a reload locks the wallet). */
export async function addWatchAccount(page: Page, name: string, address: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Watch account/ }).click();
  await page.getByLabel(/Account name/).fill(name);
  await page.getByLabel('Address').fill(address);
  await page.getByRole('button', { name: 'Add watch account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}
