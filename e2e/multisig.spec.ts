import algosdk from 'algosdk';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totpFromManualKey } from '../tools/two-factor-provider/totp';
import { refreshAccount } from './support/account-home';
import { algod, fund } from './support/chain';
import { createTestAsset, holdingOf } from './support/assets';
import { goInApp } from './support/navigation';
import {
  createWallet,
  createWalletWithKey,
  expectNoAxeViolations,
  importAccount,
  openAccount,
  openWallet,
  STRONG_PASSWORD,
} from './support/wallet';

// Multisig proposals between two wallets (spec 000 sections 2-4): wallet A proposes a payment
// from a 2-of-3 multisig and signs it; the link carries the proposal to wallet B, which holds
// the same multisig account and another of its keys; B signs and sends, the devnet confirms.

const [alice, bob, carol] = [0, 1, 2].map(() => algosdk.generateAccount()) as [
  algosdk.Account,
  algosdk.Account,
  algosdk.Account,
];
const addrs = [alice, bob, carol].map((a) => a.addr.toString());
const params = { version: 1, threshold: 2, addrs };
const multisig = algosdk.multisigAddress(params).toString();
const newAddress = () => algosdk.generateAccount().addr.toString();

/** The multisig page: own accounts first, then the typed lines, in this order. */
async function addMultisig(page: Page, own: string | null, others: string[]): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Multisignature account/ }).click();
  if (own) {
    await page.getByRole('combobox', { name: 'Own accounts' }).click();
    await page.getByRole('option', { name: new RegExp(own) }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByLabel('Other addresses').fill(others.join('\n'));
  await expect(page.getByTestId('multisig-address')).toHaveText(multisig);
  await page.getByLabel(/Account name/).fill('Team vault');
  await page.getByRole('button', { name: 'Create multisig account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

async function newWallet(browser: Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createWallet(page, { name });
  return { context, page };
}

/** Wallet A: Alice's key and the multisig (Alice chosen as own account, Bob and Carol typed). */
async function aliceWallet(browser: Browser, name: string, funds: number) {
  const wallet = await newWallet(browser, name);
  await fund(multisig, funds);
  await importAccount(wallet.page, 'Alice', algosdk.secretKeyToMnemonic(alice.sk));
  await addMultisig(wallet.page, 'Alice', [addrs[1]!, addrs[2]!]);
  return wallet;
}

/** The pay screen of an account: a payment to `receiver`, taken to review. */
async function reviewPayment(page: Page, account: string, receiver: string, amount: string) {
  await openAccount(page, account);
  // The accounts list may have cached the balance from before the funding: read it again.
  await refreshAccount(page);
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await expect(page.getByText(/^Maximum /)).not.toHaveText(/^Maximum 0 /);
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Review payment' }).click();
}

const signatures = (page: Page) => page.getByRole('region', { name: 'Signatures', exact: true });

test('2-of-3 multisig proposal passed by link between two wallets and sent', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const receiver = newAddress();
  const a = await aliceWallet(browser, 'Wallet A', 3_000_000);

  // A proposes a payment and signs it with Alice.
  await reviewPayment(a.page, 'Team vault', receiver, '0.25');
  await expect(a.page.getByRole('region', { name: 'Multisig transaction' })).toContainText(
    receiver,
  );
  await expect(signatures(a.page)).toContainText('Signed 0 of 2 required');
  const send = a.page.getByRole('button', { name: 'Send to network' });
  await expect(send).toBeDisabled();
  await a.page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signatures(a.page)).toContainText('Signed 1 of 2 required');
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(a.page);
  await a.page.screenshot({ path: test.info().outputPath('review-desktop.png'), fullPage: true });
  await a.page.setViewportSize({ width: 390, height: 844 });
  await a.page.screenshot({ path: test.info().outputPath('review-phone.png'), fullPage: true });
  const link = await a.page.getByRole('textbox', { name: 'Link to the proposal' }).inputValue();
  expect(link).toMatch(new RegExp(`/multisig/${multisig}/[A-Za-z0-9_-]+$`));

  // Wallet B: Bob's key and the same multisig (all three addresses typed in the same order).
  const b = await newWallet(browser, 'Wallet B');
  await importAccount(b.page, 'Bob', algosdk.secretKeyToMnemonic(bob.sk));
  await addMultisig(b.page, null, addrs);

  // B opens the link (a new page load locks the wallet: B unlocks it first).
  await b.page.goto(link);
  await openWallet(b.page, STRONG_PASSWORD);
  await expect(signatures(b.page)).toContainText('Signed 1 of 2 required');
  await expect(b.page.getByRole('region', { name: 'Multisig transaction' })).toContainText(
    '0.250000 Algo',
  );
  // Bob is the only own account left that can sign: no choice to make.
  await expect(b.page.getByRole('checkbox', { name: /Bob/ })).toBeChecked();
  await b.page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signatures(b.page)).toContainText('Signed 2 of 2 required');
  await b.page.getByRole('button', { name: 'Send to network' }).click();
  await expect(b.page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 30_000 });

  const info = await algod().accountInformation(receiver).do();
  expect(info.amount).toBe(250_000n);
  await a.context.close();
  await b.context.close();
});

/** Carol signs the page's proposal elsewhere (here: the test, with her key); pasted back. */
async function addCarolsSignature(page: Page): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Proposal or link from a co-signer' });
  const text = await page.getByRole('textbox', { name: /Proposal text/ }).inputValue();
  const signed = algosdk.decodeSignedTransaction(Buffer.from(text, 'base64url'));
  const carols = algosdk.appendSignMultisigTransaction(
    algosdk.createMultisigTransaction(signed.txn, params),
    params,
    carol.sk,
  ).blob;
  await box.fill(Buffer.from(carols).toString('base64url'));
  await page.getByRole('button', { name: 'Combine' }).click();
  await expect(signatures(page)).toContainText('Signed 2 of 2 required');
}

test('a proposal pasted back is combined; bad input is explained', async ({ browser }) => {
  test.setTimeout(120_000);
  const receiver = newAddress();
  const a = await aliceWallet(browser, 'Combiner', 1_000_000);
  await reviewPayment(a.page, 'Team vault', receiver, '0.2');
  await a.page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signatures(a.page)).toContainText('Signed 1 of 2 required');

  const box = a.page.getByRole('textbox', { name: 'Proposal or link from a co-signer' });
  const combine = a.page.getByRole('button', { name: 'Combine' });
  await box.fill('this is not a proposal');
  await combine.click();
  await expect(a.page.getByText('The proposal is not valid base64url text.').first()).toBeVisible();

  await addCarolsSignature(a.page);
  await a.page.getByRole('button', { name: 'Send to network' }).click();
  await expect(a.page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 30_000 });
  await a.context.close();
});

test('a 2FA account pays with the hot key and the provider co-signature', async ({ page }) => {
  test.setTimeout(150_000);
  const [hot, cold] = [algosdk.generateAccount(), algosdk.generateAccount()];
  const receiver = newAddress();
  await createWalletWithKey(page, 'Hot wallet', algosdk.secretKeyToMnemonic(hot.sk));
  await importAccount(page, 'Cold storage', algosdk.secretKeyToMnemonic(cold.sk));

  // The 2FA account, set up as two-factor.spec.ts does in detail.
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Two-factor account/ }).click();
  await page.getByRole('combobox', { name: 'Hot account' }).click();
  await page.getByRole('option', { name: /^Hot wallet/ }).click();
  await page.getByRole('combobox', { name: 'Cold account (recovery)' }).click();
  await page.getByRole('option', { name: /^Cold storage/ }).click();
  await page.getByRole('button', { name: 'Request QR code' }).click();
  const manualKey = page.getByLabel('Manual entry key');
  await expect(manualKey).not.toBeEmpty();
  const key = (await manualKey.textContent())!.replace(/\s/g, '');
  await page.getByLabel('Account name').fill('Vault');
  await page
    .getByLabel('Code from the authenticator app')
    .pressSequentially(totpFromManualKey(key));
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  const vault = (await page.getByRole('row', { name: /Vault/ }).first().textContent())!.match(
    /[A-Z2-7]{58}/,
  )![0];
  await fund(vault, 1_000_000);

  // The accounts list's 2FA column carries a code to the pay screen (in navigation state).
  await page.getByRole('banner').getByRole('link', { name: 'Accounts', exact: true }).click();
  await page.getByLabel('2FA code for Vault').pressSequentially('123456');
  await page.getByRole('link', { name: 'Pay from Vault' }).click();
  await expect(page.getByText(/^Maximum /)).not.toHaveText(/^Maximum 0 /);
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await page.getByRole('textbox', { name: 'Amount' }).fill('0.3');
  await page.getByRole('button', { name: 'Review payment' }).click();

  // The hot key signs; the provider adds the second signature for a code.
  await page.getByRole('checkbox', { name: /Hot wallet/ }).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signatures(page)).toContainText('Signed 1 of 2 required');
  const block = page.getByRole('region', { name: '2FA code' });
  await block.getByRole('button', { name: 'Sign the authorization request' }).click();
  const code = block.getByLabel('Code from the authenticator app');
  const sign = block.getByRole('button', { name: 'Sign with the 2FA provider' });
  await expect(code).toHaveValue('123-456');
  await code.fill('');
  await code.pressSequentially('123');
  await expect(sign).toBeDisabled();
  await code.fill('');
  await code.pressSequentially(totpFromManualKey(key));
  await expectNoAxeViolations(page);
  await sign.click();
  await expect(signatures(page)).toContainText('Signed 2 of 2 required');
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 30_000 });
  expect((await algod().accountInformation(receiver).do()).amount).toBe(300_000n);
});

test('a multisig account opts in to an asset through a proposal', async ({ browser }) => {
  test.setTimeout(150_000);
  const { assetId } = await createTestAsset({ name: 'Vault token', unitName: 'VLT' });
  const a = await aliceWallet(browser, 'Opt-in vault', 1_000_000);
  await goInApp(a.page, `/account/optin/${multisig}`);
  await a.page.getByLabel('Asset ID or name').fill(assetId.toString());
  await a.page.getByRole('button', { name: 'Find' }).click();
  await expect(a.page.getByRole('heading', { name: 'Vault token' })).toBeVisible();
  // A multisig account cannot opt in with one click: it gets an unsigned proposal instead.
  await expect(a.page.getByRole('button', { name: 'Opt in', exact: true })).toHaveCount(0);
  await a.page.getByRole('button', { name: 'Create a multisig proposal' }).click();
  await expect(a.page).toHaveURL(new RegExp(`/multisig/${multisig}/[A-Za-z0-9_-]+$`));
  const proposal = a.page.getByRole('region', { name: 'Multisig transaction' });
  // The co-signers see the transaction in words: its kind, the asset's units, the network.
  await expect(proposal).toContainText('Asset opt-in');
  await expect(proposal).toContainText(/0\sVLT/);
  await expect(proposal).toContainText('Sandbox');
  await expect(signatures(a.page)).toContainText('Signed 0 of 2 required');
  await a.page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signatures(a.page)).toContainText('Signed 1 of 2 required');
  await addCarolsSignature(a.page);
  await a.page.getByRole('button', { name: 'Send to network' }).click();
  await expect(a.page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 30_000 });
  expect(await holdingOf(multisig, assetId)).toBe(0n);
  await a.context.close();
});
