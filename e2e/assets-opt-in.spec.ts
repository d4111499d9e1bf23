import algosdk from 'algosdk';
import { openAccountMore } from './support/account-home';
import { accountAddress, goInApp } from './support/navigation';
import { expect, test } from '@playwright/test';
import { fund, setFaults } from './support/chain';
import { createTestAsset, holdingOf, sendAsset } from './support/assets';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// /account/optin/{account} against the devnet: search, opt in (through a node that answers
// 500 after accepting), receive, opt out; the devnet's holdings are the judge.

test.afterEach(() => setFaults({ submission: 'none', submissionFaultSender: '' }));

test('find by name, opt in once, receive, then opt out', async ({ page }) => {
  const unique = `Ocelot ${Date.now().toString(36)}`;
  const { creator, assetId } = await createTestAsset({ name: unique, unitName: 'OCE' });
  await createWallet(page);
  const address = await accountAddress(page);
  await fund(address, 2_000_000);

  await openAccountMore(page, 'Opt in to an asset');
  await expect(page.getByRole('heading', { level: 1, name: 'Opt in to an asset' })).toBeVisible();
  await page.getByLabel('Asset ID or name').fill('999999999');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Asset not found')).toBeVisible();

  await page.getByLabel('Asset ID or name').fill(unique.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  // One answer: shown at once, no extra click.
  await expect(page.getByRole('heading', { name: unique })).toBeVisible();
  await expect(page.getByRole('link', { name: creator.addr.toString() }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Opt in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/raises the account's minimum balance by 0\.1/)).toBeVisible();
  await setFaults({ submission: 'error-after', submissionFaultSender: address });
  await dialog.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(`Opted in to ${unique}`)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/${address}$`), { timeout: 10_000 });
  expect(await holdingOf(address, assetId)).toBe(0n);

  // Holding it, the account can receive it.
  await sendAsset(creator, address, assetId, 5n);
  expect(await holdingOf(address, assetId)).toBe(5n);

  // Opt-out is offered only at a zero balance; found by id this time.
  await goInApp(page, `/account/optin/${address}`);
  await page.getByLabel('Asset ID or name').fill(assetId.toString());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('This account already holds this asset.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opt out' })).toHaveCount(0);
});

test('opt out at zero, and an account that cannot cover the minimum balance is refused', async ({
  page,
}) => {
  const { assetId } = await createTestAsset({ name: 'Zero heron', unitName: 'HER' });
  // A fresh account: the email account is the same in every test and keeps its coins.
  const user = algosdk.generateAccount();
  const address = user.addr.toString();
  await fund(address, 200_500);
  await createWallet(page);
  await importAccount(page, 'Heron keeper', algosdk.secretKeyToMnemonic(user.sk));

  await goInApp(page, `/account/optin/${address}`);
  await page.getByLabel('Asset ID or name').fill(assetId.toString());
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Opt in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toContainText('needs 0.0005');
  await expect(dialog.getByRole('button', { name: 'Send to network' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await fund(address, 1_000_000);
  await goInApp(page, `/account/${address}`);
  await goInApp(page, `/account/optin/${address}`);
  await page.getByLabel('Asset ID or name').fill(assetId.toString());
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Opt in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to network' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/${address}$`), { timeout: 30_000 });
  expect(await holdingOf(address, assetId)).toBe(0n);

  await goInApp(page, `/account/optin/${address}`);
  await page.getByLabel('Asset ID or name').fill(assetId.toString());
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Opt out' }).click();
  const out = page.getByRole('dialog');
  await out.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText('Opted out of Zero heron')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => holdingOf(address, assetId)).toBeNull();
});
