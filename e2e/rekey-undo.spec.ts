import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { openAccountMore } from './support/account-home';
import { algod, fund } from './support/chain';
import {
  addWatchAccount,
  createWallet,
  expectNoAxeViolations,
  importAccount,
  openAccount,
} from './support/wallet';

// Issue 27 item 5, judged by the devnet: "Undo rekey" gives control back (no auth-addr left)
// and is reviewed as an undo, not a danger; a watch account becomes one the wallet signs for
// with the right recovery phrase, and a wrong one changes nothing.

/** Another wallet's rekey: `account` signs a zero payment to itself that rekeys it to `to`. */
async function rekeyOnChain(account: algosdk.Account, to: string): Promise<void> {
  const client = algod();
  const params = await client.getTransactionParams().do();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: account.addr,
    receiver: account.addr,
    amount: 0,
    rekeyTo: to,
    suggestedParams: params,
  });
  await client.sendRawTransaction(txn.signTxn(account.sk)).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);
}

async function authAddress(address: string): Promise<string | undefined> {
  return (await algod().accountInformation(address).do()).authAddr?.toString();
}

async function axeLightAndDark(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('Undo rekey gives control back to the account, reviewed as an undo, signed by the auth key', async ({
  page,
}) => {
  const savings = algosdk.generateAccount();
  const newKey = algosdk.generateAccount();
  await fund(savings.addr.toString(), 5_000_000);
  await rekeyOnChain(savings, newKey.addr.toString());
  expect(await authAddress(savings.addr.toString())).toBe(newKey.addr.toString());

  await createWallet(page);
  await importAccount(page, 'Savings', algosdk.secretKeyToMnemonic(savings.sk));
  await importAccount(page, 'New key', algosdk.secretKeyToMnemonic(newKey.sk));
  await openAccount(page, 'Savings');
  const zone = page.getByRole('region', { name: 'Danger zone' });
  await expect(zone).toContainText(`This account is rekeyed to ${newKey.addr.toString()}`);
  await zone.getByRole('link', { name: 'Undo rekey' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Rekey account' })).toBeVisible();
  await page.getByRole('button', { name: 'Review payment' }).click();
  // An undo, in words: no red danger row, no "rekeys the account" alarm, nothing to type.
  const undoRow = page.getByRole('row', { name: /Undo rekey/ });
  await expect(undoRow).toContainText("Gives control back to this account's own key");
  await expect(page.getByRole('row', { name: /^Rekey to/ })).toHaveCount(0);
  await expect(page.getByText('This transaction rekeys the account')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /To confirm, type/ })).toHaveCount(0);
  await expect(
    page.getByText('This transaction gives control of the account back to its own key.'),
  ).toBeVisible();
  // The current auth key signs.
  await page.getByText('Technical details').click();
  await expect(
    page.getByRole('row', { name: /Sign with/ }).getByText(newKey.addr.toString()),
  ).toBeVisible();
  await axeLightAndDark(page);

  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  expect(await authAddress(savings.addr.toString())).toBeUndefined();

  // Signing for itself again: no undo on offer any more.
  await page.getByRole('link', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Savings' })).toBeVisible();
  // Nothing to undo: the danger zone is folded behind its link again.
  await expect(page.getByRole('button', { name: 'Rekey or delete this account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Undo rekey' })).toHaveCount(0);
});

test('a watch account becomes a key account with its phrase; a wrong phrase changes nothing', async ({
  page,
}) => {
  const watched = algosdk.generateAccount();
  const stranger = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(watched.addr.toString(), 5_000_000);

  await createWallet(page);
  await addWatchAccount(page, 'Watched', watched.addr.toString());
  await openAccount(page, 'Watched');
  await expect(page.getByRole('link', { name: 'Send', exact: true })).toHaveCount(0);

  await openAccountMore(page, 'Add recovery phrase');
  const dialog = page.getByRole('dialog', { name: 'Add recovery phrase' });
  await expect(dialog).toBeVisible();
  await axeLightAndDark(page);
  const phrase = dialog.getByLabel(/Recovery phrase/);
  await phrase.fill(algosdk.secretKeyToMnemonic(stranger.sk));
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toContainText('This recovery phrase belongs to another account');
  await axeLightAndDark(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Still a watch account: nothing to send with, and the phrase is offered again.
  await expect(page.getByRole('link', { name: 'Send', exact: true })).toHaveCount(0);

  await openAccountMore(page, 'Add recovery phrase');
  // The field was cleared on closing.
  await expect(phrase).toHaveValue('');
  await phrase.fill(algosdk.secretKeyToMnemonic(watched.sk));
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Watched now has its key: you can send from it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  expect(BigInt((await algod().accountInformation(receiver).do()).amount)).toBe(1_000_000n);
});

test('a rekeyed watch account takes the phrase of its auth key, not its own', async ({ page }) => {
  const watched = algosdk.generateAccount();
  const auth = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(watched.addr.toString(), 5_000_000);
  await rekeyOnChain(watched, auth.addr.toString());

  await createWallet(page);
  await addWatchAccount(page, 'Watched', watched.addr.toString());
  await openAccount(page, 'Watched');
  await openAccountMore(page, 'Add recovery phrase');
  const dialog = page.getByRole('dialog', { name: 'Add recovery phrase' });
  await dialog.getByLabel(/Recovery phrase/).fill(algosdk.secretKeyToMnemonic(auth.sk));
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(
    page.getByText('The key Watched is rekeyed to was added: you can send from it.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  expect(BigInt((await algod().accountInformation(receiver).do()).amount)).toBe(1_000_000n);
});
