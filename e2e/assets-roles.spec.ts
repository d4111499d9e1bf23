import algosdk from 'algosdk';
import { goInApp } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund, setFaults } from './support/chain';
import { holdingOf, sendAsset, signAndConfirm } from './support/assets';
import { createWalletWithKey, expectNoAxeViolations } from './support/wallet';

// /asset/{freeze,revoke,modify,destroy}/{id}: the wallet's account holds the roles, the devnet
// enforces them; every action goes through the shared review.

async function sendReviewed(page: Page, check?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Review' }).click();
  await check?.();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText('Transaction confirmed')).toBeVisible({ timeout: 30_000 });
}

/** An issuer the wallet imports, its asset, and a holder with 100 units. */
async function setUp(page: Page) {
  const issuer = algosdk.generateAccount();
  const holder = algosdk.generateAccount();
  await fund(issuer.addr.toString(), 10_000_000);
  await fund(holder.addr.toString(), 1_000_000);
  const sp = await algod().getTransactionParams().do();
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: issuer.addr,
    total: 1_000n,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'ROLE',
    assetName: 'Role test',
    manager: issuer.addr,
    reserve: issuer.addr,
    freeze: issuer.addr,
    clawback: issuer.addr,
    suggestedParams: sp,
  });
  await algod().sendRawTransaction(create.signTxn(issuer.sk)).do();
  const { assetIndex } = await algosdk.waitForConfirmation(algod(), create.txID(), 4);
  const assetId = BigInt(assetIndex ?? 0);
  await sendAsset(holder, holder.addr.toString(), assetId, 0n);
  await sendAsset(issuer, holder.addr.toString(), assetId, 100n);
  await createWalletWithKey(page, 'Issuer', algosdk.secretKeyToMnemonic(issuer.sk));
  return { issuer, holder, assetId };
}

const row = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });

test.afterEach(() => setFaults({ submission: 'none', submissionFaultSender: '' }));

test('freeze stops a holder, unfreeze frees it, revoke takes units back', async ({ page }) => {
  const { issuer, holder, assetId } = await setUp(page);
  const issuerAddr = issuer.addr.toString();
  const holderAddr = holder.addr.toString();

  await goInApp(page, `/asset/freeze/${assetId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Freeze or unfreeze a holder' }),
  ).toBeVisible();
  await page.getByLabel('Holder address').fill(holderAddr);
  await expectNoAxeViolations(page);
  await setFaults({ submission: 'error-after', submissionFaultSender: issuerAddr });
  // The review names the holder, what happens to the holding, how much it is, and the asset.
  await sendReviewed(page, async () => {
    await expect(row(page, "Holder(?!')")).toContainText(holderAddr);
    await expect(row(page, "Holder's balance")).toContainText(/^Holder's balance100\sROLE/);
    await expect(row(page, 'Freeze')).toContainText('cannot be sent until unfrozen');
    await expect(row(page, 'Asset')).toContainText(`Role test (ROLE) #${assetId.toString()}`);
  });
  await setFaults({ submission: 'none', submissionFaultSender: '' });
  await expect(sendAsset(holder, issuerAddr, assetId, 1n)).rejects.toThrow(/frozen/i);

  await page.getByRole('button', { name: 'Another action' }).click();
  await page.getByLabel('Holder address').fill(holderAddr);
  await page.getByText('Unfreeze', { exact: true }).click();
  await sendReviewed(page);
  await sendAsset(holder, issuerAddr, assetId, 1n);
  expect(await holdingOf(holderAddr, assetId)).toBe(99n);

  await goInApp(page, `/asset/revoke/${assetId}`);
  await page.getByLabel('Holder address').fill(holderAddr);
  await expect(page.getByLabel('Receiver')).toHaveValue(issuerAddr);
  await page.getByLabel('Amount').fill('9');
  await sendReviewed(page);
  expect(await holdingOf(holderAddr, assetId)).toBe(90n);
});

test('reconfigure with a permanent clear, then destroy once the creator holds it all', async ({
  page,
}) => {
  const { issuer, holder, assetId } = await setUp(page);
  const issuerAddr = issuer.addr.toString();
  const newReserve = algosdk.generateAccount().addr.toString();

  await goInApp(page, `/asset/modify/${assetId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reconfigure an asset' })).toBeVisible();
  await page.getByLabel('Reserve', { exact: true }).fill(newReserve);
  await page.getByLabel('Clawback', { exact: true }).fill('');
  await expect(page.getByRole('alert').filter({ hasText: 'Clearing is permanent' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review' })).toBeDisabled();
  await page.getByLabel('I understand this cannot be undone').check();
  await expectNoAxeViolations(page);
  // Each role now and after: the changed ones marked, the cleared one gone for ever.
  await sendReviewed(page, async () => {
    // The issuer is the wallet's own account, by name; addresses shortened, in full when shown.
    const shown = (addr: string) => `${addr.slice(0, 6)}…${addr.slice(-6)}${addr}CopyShow full`;
    const issuerNamed = `Issuer · your account${shown(issuerAddr)}`;
    await expect(row(page, 'Reserve')).toContainText(
      `Now${issuerNamed}After (changes)${shown(newReserve)}`,
    );
    await expect(row(page, 'Clawback')).toContainText(
      `Now${issuerNamed}After (changes)None, for ever`,
    );
    await expect(row(page, 'Manager')).toContainText(`Now${issuerNamed}After${issuerNamed}`);
    await expectNoAxeViolations(page);
  });
  const { params } = await algod().getAssetByID(assetId).do();
  expect(params?.reserve).toBe(newReserve);
  expect(params?.clawback).toBeUndefined();
  expect(params?.freeze).toBe(issuerAddr);
  expect(params?.manager).toBe(issuerAddr);

  // The holder still has 100: destroying is not offered.
  await goInApp(page, `/asset/destroy/${assetId}`);
  await expect(page.getByText(/The creator holds 900 of 1,000/)).toBeVisible();
  const close = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: holder.addr,
    receiver: issuerAddr,
    closeRemainderTo: issuerAddr,
    amount: 0n,
    assetIndex: assetId,
    suggestedParams: await algod().getTransactionParams().do(),
  });
  await signAndConfirm(close, holder.sk);
  // The open page sees the holder's units come back without being reloaded.
  await expect(page.getByText(/removes the asset from the network for ever/)).toBeVisible();
  await sendReviewed(page);
  await expect(algod().getAssetByID(assetId).do()).rejects.toThrow();
});
