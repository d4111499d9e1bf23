import { randomBytes } from 'node:crypto';
import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { refreshAccount, showActivity } from './support/account-home';
import { algod, fund } from './support/chain';
import { accountAddress } from './support/navigation';
import { E2E_ALGOD_PORT, E2E_TOKEN } from './support/ports';
import {
  createWallet,
  createWalletWithKey,
  expectNoAxeViolations,
  openAccount,
} from './support/wallet';

// The activity in a person's words (issues 25, 26, 27): a sender saved as a contact from the
// activity is named there at once, on a phone and on a wide screen, and can be paid by name
// (the chain is the judge: paid exactly once); heartbeats read in words with their fields
// under Technical details. SHOTS_DIR=<folder> also keeps screenshots for a person to judge.

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;
const PHONE = { width: 375, height: 800 };
const WIDE = { width: 1280, height: 900 };

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function axeLightAndDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function send(from: algosdk.Account, to: string, amount: number): Promise<string> {
  const client = algod();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to,
    amount,
    suggestedParams: await client.getTransactionParams().do(),
  });
  await client.sendRawTransaction(txn.signTxn(from.sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);
  return txn.txID();
}

const balance = async (address: string) =>
  BigInt((await algod().accountInformation(address).do()).amount);

async function language(page: Page, lang: 'en' | 'hu'): Promise<void> {
  await page
    .getByRole('combobox', { name: /^(Language|Nyelv)$/ })
    .first()
    .selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const lineOf = (activity: Locator, text: string) =>
  activity.getByRole('listitem').filter({ hasText: text });

test('save a sender as contact from the activity, see the name, pay it by name once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = 'activity-names@example.com';
  await page.setViewportSize(PHONE);
  await createWallet(page, { email });
  const wallet = await accountAddress(page);
  const carol = algosdk.generateAccount();
  const carolAddress = carol.addr.toString();
  await fund(carolAddress, 5_000_000);
  const received = await send(carol, wallet, 1_500_000);
  await refreshAccount(page);

  // Phone: the stranger is a short address with Save as contact beside the line.
  const activity = await showActivity(page);
  await expect(activity.getByRole('table')).toHaveCount(0);
  const strangerLine = lineOf(activity, `From ${short(carolAddress)}`);
  await expect(strangerLine).toContainText('+1.5\u00a0Algo');
  const save = strangerLine.getByRole('button', {
    name: `Save as contact: ${short(carolAddress)}`,
  });
  await expect(save).toBeVisible();
  await axeLightAndDark(page);
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await expect(dialog.getByLabel('Address')).toHaveValue(carolAddress);
  await dialog.getByLabel('Name').fill('Carol Example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Named at once, the short address still beside it, nothing more to save for her.
  const carolLine = lineOf(activity, 'From Carol Example');
  await expect(carolLine).toContainText(short(carolAddress));
  await expect(carolLine.getByRole('button')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'activity-375-en-light');
  await axeLightAndDark(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'activity-375-en-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Wide: the table names her too.
  await page.setViewportSize(WIDE);
  const carolRow = activity.getByRole('row').filter({ hasText: 'From Carol Example' });
  await expect(carolRow).toContainText('+1.5\u00a0Algo');
  await expect(carolRow.getByRole('button')).toHaveCount(0);
  await shot(page, 'activity-1280-en-light');
  await axeLightAndDark(page);

  // The detail names the sender as a contact and offers no second save.
  await carolRow.getByRole('link', { name: `Open transaction ${received}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  const sender = page
    .locator('dt', { hasText: /^Sender$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(sender).toContainText('Carol Example');
  await expect(sender).toContainText('Contact');
  await expect(sender.getByRole('button')).toHaveCount(0);
  await shot(page, 'detail-1280-en-light');
  await axeLightAndDark(page);

  // Hungarian, both widths.
  await language(page, 'hu');
  const huSender = page
    .locator('dt', { hasText: /^Küldő$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(huSender).toContainText('Névjegy');
  await page.setViewportSize(PHONE);
  await shot(page, 'detail-375-hu-light');
  await page.goBack();
  const huActivity = page.getByRole('tabpanel', { name: 'Tevékenység' });
  await expect(lineOf(huActivity, 'Küldő: Carol Example')).toBeVisible();
  await shot(page, 'activity-375-hu-light');
  await page.setViewportSize(WIDE);
  await expect(
    huActivity.getByRole('row').filter({ hasText: 'Küldő: Carol Example' }),
  ).toBeVisible();
  await shot(page, 'activity-1280-hu-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'activity-1280-hu-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await language(page, 'en');

  // Pay her by name from the receiver suggestions.
  const before = await balance(carolAddress);
  await page.getByRole('group', { name: 'Actions' }).getByRole('link', { name: 'Send' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill('carol ex');
  await page.getByRole('option', { name: /^Carol Example · Contact/ }).click();
  await expect(page.getByRole('combobox', { name: 'Pay to address' })).toHaveValue(carolAddress);
  await page.getByLabel(/^Amount/).fill('0.75');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Carol Example');
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  expect((await balance(carolAddress)) - before).toBe(750_000n);
});

/** Takes `account` online for rewards (2 Algo fee), as a node runner's wallet would. */
async function goOnlineEligible(account: algosdk.Account): Promise<void> {
  const client = algod();
  const params = await client.getTransactionParams().do();
  const txn = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    voteKey: randomBytes(32),
    selectionKey: randomBytes(32),
    stateProofKey: randomBytes(64),
    voteFirst: params.firstValid,
    voteLast: params.firstValid + 100_000n,
    voteKeyDilution: 317n,
    suggestedParams: { ...params, fee: 2_000_000n, flatFee: true },
  });
  await client.sendRawTransaction(txn.signTxn(account.sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);
}

async function heartbeat(address: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_ALGOD_PORT}/devnet/heartbeat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Algo-API-Token': E2E_TOKEN },
    body: JSON.stringify({ address }),
  });
  if (!response.ok) throw new Error(`heartbeat: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { txId: string }).txId;
}

test('a heartbeat reads in words in the activity and the detail', async ({ page }) => {
  test.setTimeout(90_000);
  const node = algosdk.generateAccount();
  await fund(node.addr.toString(), 10_000_000);
  await goOnlineEligible(node);
  const txId = await heartbeat(node.addr.toString());

  await createWalletWithKey(page, 'Node runner', algosdk.secretKeyToMnemonic(node.sk));
  await openAccount(page, 'Node runner');
  await page.setViewportSize(PHONE);
  const activity = await showActivity(page);
  const line = lineOf(activity, 'Heartbeat: kept the account online');
  await expect(line).toBeVisible();
  await shot(page, 'heartbeat-375-en-light');
  await page.setViewportSize(WIDE);
  const row = activity.getByRole('row').filter({ hasText: 'Heartbeat: kept the account online' });
  await expect(row.getByRole('link', { name: `Open transaction ${txId}` })).toHaveText(
    'Heartbeat: kept the account online',
  );
  await axeLightAndDark(page);

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  await expect(page.getByText('Heartbeat: kept the account online')).toBeVisible();
  const field = (label: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(field('Account kept online')).toContainText('Node runner');
  // The heartbeat's sender is algod's heartbeat logic signature: nobody to save.
  await expect(page.getByRole('button', { name: /^Save as contact/ })).toHaveCount(0);
  await expect(field('Key dilution')).toBeHidden();
  await page.getByText('Technical details', { exact: true }).click();
  await expect(field('Key dilution')).toHaveText('317');
  await expect(field('Vote key')).not.toBeEmpty();
  await shot(page, 'heartbeat-detail-1280-en-light');
  await axeLightAndDark(page);
  await language(page, 'hu');
  await expect(page.getByText('Életjel: a fiók online maradt')).toBeVisible();
  await page.setViewportSize(PHONE);
  await shot(page, 'heartbeat-detail-375-hu-light');
});
