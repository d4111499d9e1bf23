import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { deriveArc76Account } from '../src/core/arc76/arc76';
import { algod, fund } from './support/chain';
import { ACCOUNT_PASSWORD, createWallet, expectNoAxeViolations } from './support/wallet';
import { refreshAccount, showActivity } from './support/account-home';

// The account history in words and units: asset amounts in the asset's decimals and unit name,
// − for sent and + for received, own accounts by name, types in words, a copyable id, the
// network by its name, separators by language, and a pager that knows its last page.

const MINUS = '\u2212';
const NBSP = '\u00a0';

async function walletAddress(page: Page): Promise<string> {
  const address = ((await page.getByLabel('Address', { exact: true }).textContent()) ?? '').trim();
  expect(algosdk.isValidAddress(address)).toBe(true);
  return address;
}

async function confirm(txns: algosdk.Transaction[], keys: Uint8Array[]): Promise<void> {
  const client = algod();
  if (txns.length > 1) algosdk.assignGroupID(txns);
  await client.sendRawTransaction(txns.map((t, i) => t.signTxn(keys[i]!))).do();
  await algosdk.waitForConfirmation(client, txns.at(-1)!.txID(), 4);
}

/** Another party creates TUSD (2 decimals); the wallet opts in and receives 12.34 TUSD. */
async function receiveTusd(wallet: string, walletKey: Uint8Array, other: algosdk.Account) {
  const client = algod();
  const suggestedParams = await client.getTransactionParams().do();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: other.addr,
    total: 1_000_000n,
    decimals: 2,
    defaultFrozen: false,
    assetName: 'Test dollar',
    unitName: 'TUSD',
    suggestedParams,
  });
  await client.sendRawTransaction(create.signTxn(other.sk)).do();
  const created = await algosdk.waitForConfirmation(client, create.txID(), 4);
  const assetIndex = BigInt(created.assetIndex ?? 0);
  const axfer = (sender: string, receiver: string, amount: number) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount,
      assetIndex,
      suggestedParams,
    });
  await confirm(
    [axfer(wallet, wallet, 0), axfer(other.addr.toString(), wallet, 1234)],
    [walletKey, other.sk],
  );
}

test('history reads in units, directions, names and the language separators', async ({
  page,
  context,
}) => {
  const email = 'history@example.com';
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createWallet(page, { email });
  const wallet = await walletAddress(page);
  const { sk } = await deriveArc76Account(email, ACCOUNT_PASSWORD);
  const other = algosdk.generateAccount();
  await fund(other.addr.toString(), 5_000_000);
  // 12,345.6789 of the base coin: grouped differently in en and hu.
  await fund(wallet, 12_345_678_900);
  await receiveTusd(wallet, sk, other);
  const sent = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: wallet,
    receiver: other.addr,
    amount: 1_500_000,
    suggestedParams: await algod().getTransactionParams().do(),
  });
  await confirm([sent], [sk]);

  await refreshAccount(page);
  const history = await showActivity(page);
  const rowOf = (id: string) =>
    history
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Open transaction ${id}` }) });
  const sentRow = rowOf(sent.txID());
  await expect(sentRow).toContainText(`${MINUS}1.5${NBSP}Algo`);
  // What happened in words (the other side), the chain's type under it.
  const otherAddress = other.addr.toString();
  await expect(sentRow.getByRole('link')).toHaveText(
    `To ${otherAddress.slice(0, 6)}…${otherAddress.slice(-6)}`,
  );
  await expect(sentRow.getByRole('cell').first()).toContainText('Payment');
  const tusd = history.getByRole('row').filter({ hasText: 'Asset transfer' });
  await expect(tusd.filter({ hasText: `+12.34${NBSP}TUSD` })).toHaveCount(1);
  // The opt-in is an event in words, with no amount.
  const added = history.getByRole('row').filter({ hasText: 'Added TUSD' });
  await expect(added).toHaveCount(1);
  await expect(added).not.toContainText(`0${NBSP}TUSD`);
  await expect(tusd).toHaveCount(1);
  const funded = history.getByRole('row').filter({ hasText: `+12,345.6789${NBSP}Algo` });
  await expect(funded.getByRole('cell').first()).toContainText('Payment');
  await expect(history).not.toContainText('1234');

  await expectNoAxeViolations(page);

  await sentRow.getByRole('link', { name: `Open transaction ${sent.txID()}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction' })).toBeVisible();
  // Words first; the chain's fields (network, type, genesis, the ID) under Technical details.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    `To ${otherAddress.slice(0, 6)}…${otherAddress.slice(-6)}`,
  );
  await expect(page.getByText('Genesis ID', { exact: true })).toBeHidden();
  await page.getByText('Technical details', { exact: true }).click();
  const field = (label: string) =>
    page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(field('Network')).toHaveText('Sandbox');
  await expect(field('Genesis ID')).toHaveText('dockernet-v1');
  await expect(field('Type')).toHaveText('Payment');
  await expect(field('Amount')).toHaveText(`${MINUS}1.5${NBSP}Algo`);
  await expect(field('Fee')).toHaveText(`0.001${NBSP}Algo`);
  await expect(field('Sender')).toContainText('Email account');
  await expect(field('Receiver').getByRole('link')).toHaveText(other.addr.toString());
  // Save as contact beside the stranger only, never beside an own account.
  await expect(field('Receiver').getByRole('button', { name: /^Save as contact/ })).toBeVisible();
  await expect(field('Sender').getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy ID' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sent.txID());
  await expectNoAxeViolations(page);

  // Hungarian: comma decimals, space-grouped thousands, and the words follow.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(field('Összeg')).toHaveText(`${MINUS}1,5${NBSP}Algo`);
  await expect(field('Hálózat')).toHaveText('Sandbox');
  await expect(field('Típus')).toHaveText('Fizetés');
  await page.goBack();
  const huHistory = page.getByRole('tabpanel', { name: 'Tevékenység' });
  await expect(huHistory.getByRole('row').filter({ hasText: `+12,34${NBSP}TUSD` })).toHaveCount(1);
  await expect(
    huHistory.getByRole('row').filter({ hasText: `+12${NBSP}345,6789${NBSP}Algo` }),
  ).toHaveCount(1);
  await expect(
    huHistory.getByRole('row').filter({ hasText: `${MINUS}1,5${NBSP}Algo` }),
  ).toContainText('Fizetés');
});

test('the pager stops at the last page', async ({ page }) => {
  await createWallet(page, { email: 'pager@example.com' });
  const wallet = await walletAddress(page);
  const other = algosdk.generateAccount();
  await fund(other.addr.toString(), 10_000_000);
  const suggestedParams = await algod().getTransactionParams().do();
  const payment = (i: number) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: other.addr,
      receiver: wallet,
      amount: 100_000 + i,
      suggestedParams,
    });
  // 16 + 8 payments: 24 transactions, one page of 20 and one of 4.
  await confirm(
    Array.from({ length: 16 }, (_, i) => payment(i)),
    Array(16).fill(other.sk),
  );
  await confirm(
    Array.from({ length: 8 }, (_, i) => payment(16 + i)),
    Array(8).fill(other.sk),
  );

  await refreshAccount(page);
  const history = await showActivity(page);
  const rows = history.getByRole('row').filter({ has: page.getByRole('link') });
  const next = history.getByRole('button', { name: 'Next page' });
  const previous = history.getByRole('button', { name: 'Previous page' });
  await expect(rows).toHaveCount(20);
  await expect(next).toBeEnabled();
  await expect(previous).toBeDisabled();
  await expect(rows.first()).toContainText(`+0.100023${NBSP}Algo`);
  await next.click();
  await expect(history.getByText('Page 2')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(rows.last()).toContainText(`+0.1${NBSP}Algo`);
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();
  await expectNoAxeViolations(page);
  await previous.click();
  await expect(rows).toHaveCount(20);
});
