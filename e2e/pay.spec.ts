import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { startRekey } from './support/account-home';
import { createTestAsset, sendAsset } from './support/assets';
import { algod, fund } from './support/chain';
import { E2E_ALGOD_PORT } from './support/ports';
import {
  addWatchAccount,
  createWalletWithKey,
  expectNoAxeViolations,
  importAccount,
  openAccount,
} from './support/wallet';

// Payments signed in the browser and verified by the devnet: coins, an asset, and a rekey
// followed by a payment the new key signs.

async function balance(address: string): Promise<bigint> {
  const info = await algod().accountInformation(address).do();
  return BigInt(info.amount);
}

async function assetBalance(address: string, assetId: bigint): Promise<bigint> {
  const info = await algod().accountAssetInformation(address, assetId).do();
  return BigInt(info.assetHolding?.amount ?? 0);
}

async function fillPayTo(page: Page, address: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(address);
}

async function sendAndConfirm(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  const txid = await page.getByRole('link', { name: /^[A-Z2-7]{52}$/ }).textContent();
  return txid ?? '';
}

test('pay coins from a key account: confirmed round shown, balances moved', async ({ page }) => {
  const payer = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(payer.addr.toString(), 10_000_000);

  await createWalletWithKey(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
  // The accounts list offers Pay on rows that can sign.
  await page.getByRole('link', { name: 'Pay from Payer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible();

  // Review stays disabled without a pay-to; a malformed one is refused with the spec's text.
  await expect(page.getByRole('button', { name: 'Review payment' })).toBeDisabled();
  // One character changed in the middle breaks the checksum.
  const typo = receiver.slice(0, 20) + (receiver[20] === 'A' ? 'B' : 'A') + receiver.slice(21);
  await fillPayTo(page, typo);
  await page.getByLabel(/^Amount/).fill('1.5');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('Address Pay To seems to be malformed.')).toBeVisible();

  // Above the maximum (10 - 0.1 - fee) the spec's balance message shows as typed, the amount is
  // left as it is and Review waits.
  await fillPayTo(page, receiver);
  await page.getByLabel(/^Amount/).fill('9.9');
  await expect(page.getByText('It seems your balance is below desired pay amount')).toBeVisible();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('9.9');
  await expect(page.getByRole('button', { name: 'Review payment' })).toBeDisabled();
  await page.getByRole('button', { name: 'Set max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('9.899');

  await page.getByLabel(/^Amount/).fill('1.5');
  await page.getByLabel('Note').fill('thanks for the coffee');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review payment' })).toBeVisible();
  await expect(page.getByText(/^1\.5\sAlgo$/)).toBeVisible();
  await expect(page.getByText('thanks for the coffee')).toBeVisible();
  await expectNoAxeViolations(page);

  const txid = await sendAndConfirm(page);
  expect(await balance(receiver)).toBe(1_500_000n);
  expect(await balance(payer.addr.toString())).toBe(10_000_000n - 1_500_000n - 1_000n);
  const confirmed = await algod().pendingTransactionInformation(txid).do();
  expect(new TextDecoder().decode(confirmed.txn.txn.note)).toBe('thanks for the coffee');

  // The confirmed transaction opens in the detail page.
  await page.getByRole('link', { name: txid }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction/${txid}$`));
});

test('pay an asset in its own decimals', async ({ page }) => {
  const client = algod();
  const creator = algosdk.generateAccount();
  const holder = algosdk.generateAccount();
  const receiver = algosdk.generateAccount();
  await Promise.all([
    fund(creator.addr.toString(), 5_000_000),
    fund(holder.addr.toString(), 5_000_000),
    fund(receiver.addr.toString(), 5_000_000),
  ]);
  const params = await client.getTransactionParams().do();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    total: 1_000_000n,
    decimals: 2,
    defaultFrozen: false,
    unitName: 'EUR',
    assetName: 'Test Euro',
    suggestedParams: params,
  });
  await client.sendRawTransaction(create.signTxn(creator.sk)).do();
  const created = await algosdk.waitForConfirmation(client, create.txID(), 4);
  const assetId = BigInt(created.assetIndex!);
  for (const account of [holder, receiver]) {
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: account.addr,
      receiver: account.addr,
      amount: 0,
      assetIndex: assetId,
      suggestedParams: params,
    });
    await client.sendRawTransaction(optIn.signTxn(account.sk)).do();
    await algosdk.waitForConfirmation(client, optIn.txID(), 4);
  }
  const give = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: creator.addr,
    receiver: holder.addr,
    amount: 10_000,
    assetIndex: assetId,
    suggestedParams: params,
  });
  await client.sendRawTransaction(give.signTxn(creator.sk)).do();
  await algosdk.waitForConfirmation(client, give.txID(), 4);

  await createWalletWithKey(page, 'Asset holder', algosdk.secretKeyToMnemonic(holder.sk));
  await openAccount(page, 'Asset holder');
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: /Test Euro \(EUR\)/ }).click();
  // An account that never opted in is named in words before review, not by the node's error.
  const stranger = algosdk.generateAccount().addr.toString();
  await fillPayTo(page, stranger);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review payment' }).click();
  // The devnet has an ARC-59 router: the inbox is offered (e2e/inbox.spec.ts sends through it).
  await expect(
    page.getByText(
      `${stranger} has not opted in to Test Euro (${assetId.toString()}), so a plain payment would be refused.`,
    ),
  ).toBeVisible();
  await fillPayTo(page, receiver.addr.toString());
  await page.getByRole('button', { name: 'Set max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue('100');
  await page.getByLabel(/^Amount/).fill('12.34');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('row', { name: /^Amount/ })).toContainText('12.34 EUR');
  await sendAndConfirm(page);

  expect(await assetBalance(receiver.addr.toString(), assetId)).toBe(1234n);
  expect(await assetBalance(holder.addr.toString(), assetId)).toBe(10_000n - 1234n);
});

test('rekey an account to another own account, then pay with the new key', async ({ page }) => {
  const original = algosdk.generateAccount();
  const newKey = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(original.addr.toString(), 5_000_000);

  await createWalletWithKey(page, 'Savings', algosdk.secretKeyToMnemonic(original.sk));
  await importAccount(page, 'New key', algosdk.secretKeyToMnemonic(newKey.sk));
  await openAccount(page, 'Savings');
  await startRekey(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Rekey account' })).toBeVisible();
  await page.locator('label', { hasText: 'Own account' }).nth(1).click();
  await page.getByRole('combobox', { name: 'Rekey to own account' }).click();
  await page.getByRole('option', { name: /^New key/ }).click();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('This transaction rekeys the account')).toBeVisible();
  await sendAndConfirm(page);
  await expect(
    page.getByText(
      `Information about rekeying to address ${newKey.addr.toString()} has been stored`,
    ),
  ).toBeVisible();
  const info = await algod().accountInformation(original.addr).do();
  expect(info.authAddr?.toString()).toBe(newKey.addr.toString());

  // The next payment from Savings is signed by the new key (the devnet checks the authorizer).
  await page.getByRole('link', { name: 'Done', exact: true }).click();
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await fillPayTo(page, receiver);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review payment' }).click();
  // Who signs is under the review's technical details.
  await page.getByText('Technical details').click();
  await expect(
    page.getByRole('row', { name: /Sign with/ }).getByText(newKey.addr.toString()),
  ).toBeVisible();
  await sendAndConfirm(page);
  expect(await balance(receiver)).toBe(1_000_000n);
});

test('a rekey to a watch account needs its first characters typed, after a plain warning', async ({
  page,
}) => {
  const original = algosdk.generateAccount();
  const watched = algosdk.generateAccount().addr.toString();
  await fund(original.addr.toString(), 5_000_000);

  await createWalletWithKey(page, 'Savings', algosdk.secretKeyToMnemonic(original.sk));
  await addWatchAccount(page, 'Watched', watched);

  await openAccount(page, 'Savings');
  await startRekey(page);
  // A watch account is not offered as an own account to rekey to.
  await page.locator('label', { hasText: 'Own account' }).nth(1).click();
  await page.getByRole('combobox', { name: 'Rekey to own account' }).click();
  await expect(page.getByRole('option', { name: /^Savings/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Watched/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.locator('label', { hasText: 'External account' }).click();
  await page.getByRole('textbox', { name: 'Rekey to address' }).fill(watched);
  await page.getByRole('button', { name: 'Review payment' }).click();
  const warning = page
    .getByRole('alert')
    .filter({ hasText: 'Control of this account leaves the wallet' });
  await expect(warning).toContainText(`This wallet does not hold the key of ${watched}`);
  const send = page.getByRole('button', { name: 'Send to network' });
  await expect(send).toBeDisabled();
  const confirm = page.getByRole('textbox', { name: /To confirm, type the first 6 characters/ });
  await confirm.fill(watched.slice(1, 7));
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('rekey-away.png'), fullPage: true });
  await confirm.fill(watched.slice(0, 6).toLowerCase());
  await expect(send).toBeEnabled();
  await sendAndConfirm(page);
  const info = await algod().accountInformation(original.addr).do();
  expect(info.authAddr?.toString()).toBe(watched);
});

test("an asset payment's review waits for the asset's units: Retry when they cannot be read, Send only once they show", async ({
  page,
}) => {
  const { creator, assetId } = await createTestAsset({
    name: 'Slow Euro',
    unitName: 'SEUR',
    decimals: 2,
  });
  const holder = algosdk.generateAccount();
  const receiver = algosdk.generateAccount();
  await Promise.all([
    fund(holder.addr.toString(), 5_000_000),
    fund(receiver.addr.toString(), 5_000_000),
  ]);
  for (const account of [holder, receiver])
    await sendAsset(account, account.addr.toString(), assetId, 0n);
  await sendAsset(creator, holder.addr.toString(), assetId, 10_000n);

  await createWalletWithKey(page, 'Asset holder', algosdk.secretKeyToMnemonic(holder.sk));
  await openAccount(page, 'Asset holder');
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: /Slow Euro \(SEUR\)/ }).click();
  await fillPayTo(page, receiver.addr.toString());
  await page.getByLabel(/^Amount/).fill('12.34');

  // The form cached the units; without them the review must ask the node, which fails first.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('algow.assetUnits.')) localStorage.removeItem(key);
  });
  const assetUrl = `http://127.0.0.1:${E2E_ALGOD_PORT}/v2/assets/${assetId.toString()}`;
  await page.route(assetUrl, (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Review payment' }).click();
  const send = page.getByRole('button', { name: 'Send to network' });
  const incomplete = page.getByRole('alert').filter({ hasText: 'The review is not complete' });
  await expect(incomplete).toContainText(`The details of asset #${assetId.toString()}`);
  await expect(page.getByRole('row', { name: /^Amount/ })).toContainText(
    `1234 base units of asset #${assetId.toString()}`,
  );
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  // Retry while the node is slow: still no Send, and no base units shown as if they were units.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(assetUrl);
  await page.route(assetUrl, async (route) => {
    await released;
    await route.continue();
  });
  await incomplete.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('row', { name: /^Amount/ })).toContainText(
    `Loading the details of asset #${assetId.toString()}`,
  );
  await expect(send).toBeDisabled();
  release();
  await expect(page.getByRole('row', { name: /^Amount/ })).toContainText('12.34 SEUR');
  await expect(incomplete).toHaveCount(0);
  await expect(send).toBeEnabled();
  await sendAndConfirm(page);
  expect(await assetBalance(receiver.addr.toString(), assetId)).toBe(1234n);
});
