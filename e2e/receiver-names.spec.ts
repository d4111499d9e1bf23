import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { signAndConfirm } from './support/assets';
import { algod, fund } from './support/chain';
import { lookAlikeOf } from './support/look-alike';
import { goInApp } from './support/navigation';
import { E2E_NFD_URL } from './support/ports';
import { createWallet, createWalletWithKey, expectNoAxeViolations } from './support/wallet';

// Issue 26 beyond the pay page: .algo names in the other receiver fields (asset transfer, asset
// revoke, gateway builder, multisig members, contacts) and the look-alike guard against an
// address the account paid before, planted the way address poisoning works.

async function nfd(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${E2E_NFD_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`NFD stand-in ${path}: ${response.status}`);
}

/** A name of this test's own, so specs running side by side never rename each other's. */
const uniqueName = (stem: string) => `${stem}${Math.floor(Math.random() * 1e9)}.algo`;
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-6)}`;

async function addName(stem: string, depositAccount: string): Promise<string> {
  const name = uniqueName(stem);
  await nfd('/__test/add', { name, depositAccount });
  return name;
}

async function pay(sender: algosdk.Account, receiver: string, amount: number): Promise<void> {
  const suggestedParams = await algod().getTransactionParams().do();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    receiver,
    amount,
    suggestedParams,
  });
  await signAndConfirm(txn, sender.sk);
}

async function optIn(account: algosdk.Account, assetId: bigint): Promise<void> {
  const suggestedParams = await algod().getTransactionParams().do();
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: account.addr,
    amount: 0,
    assetIndex: assetId,
    suggestedParams,
  });
  await signAndConfirm(txn, account.sk);
}

/** Where a found name leads, shown under its field before any review. */
async function expectResolved(page: Page, name: string, deposit: string): Promise<void> {
  await expect(page.getByText(`from ${name} (NFD)`)).toBeVisible();
  await expect(page.getByText(short(deposit))).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy address ${deposit}` })).toBeVisible();
}

const notFound = (name: string) => `The name ${name} does not exist. Check the spelling.`;

test('an asset paid to a .algo name reaches its deposit account once; revoke takes a name too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const client = algod();
  const issuer = algosdk.generateAccount();
  const deposit = algosdk.generateAccount();
  await Promise.all([
    fund(issuer.addr.toString(), 10_000_000),
    fund(deposit.addr.toString(), 1_000_000),
  ]);
  const suggestedParams = await client.getTransactionParams().do();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: issuer.addr,
    total: 1_000n,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'NAME',
    assetName: 'Name test',
    clawback: issuer.addr,
    manager: issuer.addr,
    suggestedParams,
  });
  await client.sendRawTransaction(create.signTxn(issuer.sk)).do();
  const created = await algosdk.waitForConfirmation(client, create.txID(), 4);
  const assetId = BigInt(created.assetIndex!);
  await optIn(deposit, assetId);
  const name = await addName('asa', deposit.addr.toString());

  await createWalletWithKey(page, 'Issuer', algosdk.secretKeyToMnemonic(issuer.sk));
  await page.getByRole('link', { name: 'Pay from Issuer' }).click();
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: /Name test \(NAME\)/ }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(name);
  await expectResolved(page, name, deposit.addr.toString());
  await page.getByLabel(/^Amount/).fill('7');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  const holding = await client.accountAssetInformation(deposit.addr.toString(), assetId).do();
  expect(holding.assetHolding?.amount).toBe(7n);

  // Revoke: the receiver field resolves a name too; an unknown one holds the form.
  await goInApp(page, `/asset/revoke/${assetId}`);
  await page.getByLabel('Holder address').fill(deposit.addr.toString());
  await page.getByLabel('Receiver').fill('nobodyrevoke.algo');
  await expect(page.getByText(notFound('nobodyrevoke.algo'))).toBeVisible();
  await page.getByLabel('Amount').fill('2');
  const revokeReceiver = algosdk.generateAccount();
  await fund(revokeReceiver.addr.toString(), 1_000_000);
  await optIn(revokeReceiver, assetId);
  const revokeName = await addName('revoke', revokeReceiver.addr.toString());
  await page.getByLabel('Receiver').fill(revokeName);
  await expectResolved(page, revokeName, revokeReceiver.addr.toString());
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Review/ }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  const revoked = await client
    .accountAssetInformation(revokeReceiver.addr.toString(), assetId)
    .do();
  expect(revoked.assetHolding?.amount).toBe(2n);
});

test('gateway pay-to, multisig members and a contact take .algo names', async ({ page }) => {
  test.setTimeout(120_000);
  const deposit = algosdk.generateAccount().addr.toString();
  const name = await addName('shop', deposit);
  await createWallet(page);

  // Gateway builder: an unknown name says so and builds no link; a found one builds it.
  await goInApp(page, '/payment-gateway/');
  await page.getByRole('switch', { name: 'Build a payment link' }).check();
  await page.getByLabel('Pay to').fill('nobodyshop.algo');
  await expect(page.getByText(notFound('nobodyshop.algo'))).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('1.5');
  await expect(page.getByText('Correct the marked fields to get the link.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Payment info', exact: true })).toBeHidden();
  await page.getByLabel('Pay to').fill(name);
  await expectResolved(page, name, deposit);
  await expect(page.getByRole('textbox', { name: 'Payment info', exact: true })).toHaveValue(
    new RegExp(deposit),
  );
  await expectNoAxeViolations(page);

  // Multisig: a member by name joins the other addresses as the address it resolves to.
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Multisignature account/ }).click();
  const member = page.getByLabel('Add an address or .algo name');
  const add = page.getByRole('button', { name: 'Add to other addresses' });
  await member.fill('nobodymember.algo');
  await expect(page.getByText(notFound('nobodymember.algo'))).toBeVisible();
  await expect(add).toBeDisabled();
  await member.fill(name);
  await expectResolved(page, name, deposit);
  await expectNoAxeViolations(page);
  await member.press('Enter');
  await expect(page.getByLabel('Other addresses')).toHaveValue(deposit);
  await expect(member).toHaveValue('');
  await expect(page.getByTestId('multisig-count')).toHaveText('Accounts in the multisig: 1');

  // Contact: saved with the deposit account, not the name.
  await goInApp(page, '/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill('Shop');
  await dialog.getByLabel('Address').fill('nobodycontact.algo');
  await expect(dialog.getByText(notFound('nobodycontact.algo'))).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Address').fill(name);
  await expectResolved(page, name, deposit);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('contact-row').filter({ hasText: 'Shop' });
  await expect(row).toContainText(short(deposit));
  await expect(row).not.toContainText('.algo');
});

test('a planted look-alike of an address paid before is folded and guarded', async ({ page }) => {
  test.setTimeout(120_000);
  const payer = algosdk.generateAccount();
  // The scammer's address has a key (it sends); the address the payer really paid is made to
  // share its first and last 4 characters, which is the same likeness the other way round.
  const scammer = algosdk.generateAccount();
  const paidBefore = lookAlikeOf(scammer.addr.toString());
  await Promise.all([
    fund(payer.addr.toString(), 10_000_000),
    fund(scammer.addr.toString(), 1_000_000),
  ]);
  await pay(payer, paidBefore, 1_000_000);
  await pay(scammer, payer.addr.toString(), 0);

  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  await page.getByRole('row', { name: /Payer/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payer' })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText('Possible spam (1)')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Send', exact: true }).click();
  const payTo = page.getByRole('combobox', { name: 'Pay to address' });
  // Neither the paid address nor the spam sender is ever offered.
  await payTo.fill(scammer.addr.toString().slice(0, 4));
  await expect(page.getByRole('listbox', { name: 'Your contacts and accounts' })).toHaveCount(0);
  await payTo.fill(scammer.addr.toString());
  await page.getByLabel(/^Amount/).fill('1');
  await expect(page.getByText('This address only looks like one you know')).toBeVisible();
  await expect(page.getByText('An address you paid before')).toBeVisible();
  await expect(page.getByText(paidBefore)).toBeVisible();
  const review = page.getByRole('button', { name: 'Review payment' });
  await expect(review).toBeDisabled();
  const retype = page.getByLabel('Retype the last 6 characters of the receiver to go on');
  await retype.fill(scammer.addr.toString().slice(-5));
  await expect(review).toBeDisabled();
  await expectNoAxeViolations(page);
  await retype.fill(scammer.addr.toString().slice(-6));
  await expect(review).toBeEnabled();

  // The address really paid before is not a look-alike of anything: no warning.
  await payTo.fill(paidBefore);
  await expect(page.getByText('This address only looks like one you know')).toHaveCount(0);
  await expect(review).toBeEnabled();
});
