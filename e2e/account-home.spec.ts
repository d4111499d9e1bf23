import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { deriveArc76Account } from '../src/core/arc76/arc76';
import { openAccountMore, openDangerZone, showActivity } from './support/account-home';
import { algod, fund } from './support/chain';
import { accountAddress } from './support/navigation';
import {
  ACCOUNT_PASSWORD,
  addWatchAccount,
  createWallet,
  expectNoAxeViolations,
  importAccount,
  openAccount,
} from './support/wallet';

// The account home (issue 25): balance and at most three primary actions, the rest under More,
// Rekey and Delete only in the danger zone (behind a link at the bottom), and an activity a
// person can read on a phone.

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

async function send(
  from: algosdk.Account | { addr: string; sk: Uint8Array },
  to: string,
  amount: number,
) {
  const client = algod();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(txn.signTxn(from.sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);
}

async function expectHome(page: Page) {
  const actions = page.getByRole('group', { name: 'Actions' });
  const primary = actions.getByRole('link');
  const count = await primary.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  for (const name of await primary.allInnerTexts())
    expect(['Send', 'Receive', 'Swap']).toContain(name);
  await expect(actions.getByRole('button', { name: 'More' })).toBeVisible();
  // Rekey and Delete exist once each, in the danger zone only, folded behind its link.
  await expect(page.getByRole('region', { name: 'Danger zone' })).toHaveCount(0);
  const zone = await openDangerZone(page);
  await expect(page.getByRole('button', { name: 'Rekey', exact: true })).toHaveCount(1);
  await expect(zone.getByRole('button', { name: 'Rekey', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete account' })).toHaveCount(1);
  await expect(zone.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await expect(actions.getByText(/Rekey|Delete/)).toHaveCount(0);
}

test('the home: three primary actions, the rest in More, danger apart; light and dark', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // An email of its own: the ARC-0076 address is the same wherever the email is reused.
  await createWallet(page, { email: 'home-actions@example.com' });
  const address = await accountAddress(page);
  await fund(address, 3_000_000);
  await expect(page.getByText('3 Algo').first()).toBeVisible({ timeout: 12_000 });
  await expect(page.getByText('Email account', { exact: true }).last()).toBeVisible();
  await expectHome(page);

  // More: reachable by keyboard, grouped, without Rekey or Delete.
  const more = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'More' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(menu.locator('[role="menuitem"]:focus')).toHaveCount(1);
  for (const item of ['Opt in to an asset', 'Connect to a dapp', 'Payment gateway', 'Refresh'])
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  for (const label of ['Assets', 'Dapps', 'Tools'])
    await expect(menu.getByText(label, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /Rekey|Delete/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expectNoAxeViolations(page);

  // Each danger has its own confirmation.
  const zone = page.getByRole('region', { name: 'Danger zone' });
  await zone.getByRole('button', { name: 'Rekey', exact: true }).click();
  const rekey = page.getByRole('dialog', { name: 'Rekey this account?' });
  await expect(rekey.getByRole('link', { name: 'Continue to rekey' })).toBeVisible();
  await rekey.getByRole('button', { name: 'Cancel' }).click();
  await zone.getByRole('button', { name: 'Delete account' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete this account?' });
  await expect(remove).toContainText(address);
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeHidden();

  // Chain internals are folded away until asked for.
  await expect(page.getByText('Reward base')).toBeHidden();
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('Reward base')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
});

test('activity on a phone: a list with own names, signed amounts and spam folded', async ({
  page,
}) => {
  const email = 'home@example.com';
  await createWallet(page, { email });
  const wallet = await accountAddress(page);
  const { sk } = await deriveArc76Account(email, ACCOUNT_PASSWORD);
  const savings = algosdk.generateAccount();
  const stranger = algosdk.generateAccount();
  await fund(wallet, 5_000_000);
  await fund(savings.addr.toString(), 2_000_000);
  await fund(stranger.addr.toString(), 1_000_000);
  await importAccount(page, 'Savings', algosdk.secretKeyToMnemonic(savings.sk));

  // Between two own accounts, both ways, and a zero-amount lure from a stranger.
  await send({ addr: wallet, sk }, savings.addr.toString(), 1_250_000);
  await send(savings, wallet, 250_000);
  await send(stranger, wallet, 0);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('link', { name: 'Email account', exact: true }).click();
  const activity = await showActivity(page);
  await expect(activity.getByRole('table')).toHaveCount(0);
  const items = activity.getByRole('listitem');
  await expect(items.filter({ hasText: 'To Savings' })).toContainText('\u22121.25\u00a0Algo');
  await expect(items.filter({ hasText: 'From Savings' })).toContainText('+0.25\u00a0Algo');
  await expect(
    items.filter({ hasText: 'From Savings' }).getByRole('img', { name: 'Received' }),
  ).toBeVisible();
  await expect(activity.getByText(`From ${short(stranger.addr.toString())}`)).toHaveCount(0);
  const spam = activity.getByRole('button', { name: 'Possible spam (1)' });
  await expect(spam).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
  await spam.click();
  await expect(activity.getByText(`From ${short(stranger.addr.toString())}`)).toBeVisible();
  // Nothing is cut or scrolls sideways at 375 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // Tapping a line opens the transaction, and Back returns to the activity.
  await items.filter({ hasText: 'From Savings' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a watch account offers Receive and More, never Send or Rekey', async ({ page }) => {
  await createWallet(page);
  await addWatchAccount(page, 'Watched', algosdk.generateAccount().addr.toString());
  await openAccount(page, 'Watched');
  await expect(page.getByText('Watch account', { exact: true })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Actions' });
  await expect(actions.getByRole('link', { name: 'Receive' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Send' })).toHaveCount(0);
  await expect(actions.getByRole('link', { name: 'Swap' })).toHaveCount(0);
  await openDangerZone(page);
  await expect(page.getByRole('button', { name: 'Rekey', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete account' })).toBeVisible();
  await openAccountMore(page, 'Refresh');
});
