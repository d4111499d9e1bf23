import { openAccountMore } from './support/account-home';
import { accountAddress, goInApp } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund, setFaults } from './support/chain';
import { createWallet, expectNoAxeViolations } from './support/wallet';

// /asset and /asset/create against the devnet: the wallet signs and sends the asset-config
// transaction, and the devnet's own asset record is the judge of what was created.

async function createdAsset(page: Page): Promise<{ assetId: bigint; txid: string }> {
  const status = page.getByRole('status').filter({ hasText: 'Asset request sent to the network:' });
  await expect(status).toBeVisible({ timeout: 30_000 });
  const txid = /network: ([A-Z2-7]{52})/.exec((await status.textContent()) ?? '')?.[1] ?? '';
  const link = status.getByRole('link');
  await expect(link).toBeVisible({ timeout: 15_000 });
  return { assetId: BigInt((await link.textContent()) ?? '0'), txid };
}

test.afterEach(() => setFaults({ submission: 'none', submissionFaultSender: '' }));

test('create an ASA with 2 decimals: the chain holds total x 10^2, once', async ({ page }) => {
  await createWallet(page);
  const creator = await accountAddress(page);
  await fund(creator, 5_000_000);
  // The email account is the same in every test: count what this test adds.
  const createdBefore = (await algod().accountInformation(creator).do()).createdAssets ?? [];

  await openAccountMore(page, 'Create an asset');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an ASA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an asset' })).toBeVisible();
  await page.getByLabel('Unit name').fill('TUSD');
  await page.getByLabel('Asset name').fill('Test dollar');
  await page.getByLabel('Total issuance').fill('1000');
  await page.getByRole('textbox', { name: 'Decimals' }).fill('2');
  await expect(page.getByText('Smallest amount: 0.01')).toBeVisible();

  // A bad role address is caught in the form, before anything is built.
  await page.getByRole('switch', { name: 'Advanced' }).check();
  await page.getByLabel('Freeze', { exact: true }).fill('NOT-AN-ADDRESS');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('This is not a valid address.')).toBeVisible();
  await page.getByLabel('Freeze', { exact: true }).fill(creator);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Review' }).click();

  // The review says what is created, in units, with each role or that it is gone for ever.
  const row = (name: string) => page.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('Asset name')).toContainText('Test dollar');
  await expect(row('Unit name')).toContainText('TUSD');
  await expect(row('Total supply')).toContainText(/1,000\.00\sTUSD/);
  await expect(row('Decimals')).toContainText('2');
  await expect(row('Holdings start frozen')).toContainText('No');
  await expect(row('Manager')).toContainText(creator);
  await expect(row('Clawback')).toContainText('None, for ever');
  await expect(page.getByText('Asset #0')).toHaveCount(0);

  // The node accepts, then answers 500: the pipeline finds it confirmed and never re-sends.
  await setFaults({ submission: 'error-after', submissionFaultSender: creator });
  await page.getByRole('button', { name: 'Send to network' }).click();
  const { assetId } = await createdAsset(page);
  await expectNoAxeViolations(page);

  const asset = await algod().getAssetByID(assetId).do();
  expect(asset.params?.total).toBe(100_000n);
  expect(asset.params?.decimals).toBe(2);
  expect(asset.params?.unitName).toBe('TUSD');
  expect(asset.params?.manager).toBe(creator);
  expect(asset.params?.freeze).toBe(creator);
  expect(asset.params?.clawback).toBeUndefined();
  const created = await algod().accountInformation(creator).do();
  const added = (created.createdAssets ?? []).filter(
    (a) => !createdBefore.some((b) => b.index === a.index),
  );
  expect(added.map((a) => a.index)).toEqual([assetId]);
});

test('create an ARC-69 NFT: total 1, decimals 0, the JSON note on chain', async ({ page }) => {
  await createWallet(page);
  const creator = await accountAddress(page);
  await fund(creator, 5_000_000);

  await goInApp(page, '/asset');
  await page.getByRole('link', { name: 'Create an NFT' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an NFT' })).toBeVisible();
  await page.getByLabel('Unit name').fill('CAT');
  await page.getByLabel('Asset name').fill('Green-eyed cat');
  await page.getByText('ARC-69 (metadata in the note)').click();
  await page.getByLabel('Media URL').fill('https://img.example.org/cat.png');
  await page.getByLabel('Description').fill('A cat');
  await page.getByLabel('Properties (JSON object)').fill('[1]');
  await expect(page.getByText('Properties must be a JSON object.')).toBeVisible();
  await page.getByLabel('Properties (JSON object)').fill('{"eyes":"green"}');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  const { assetId, txid } = await createdAsset(page);

  const asset = await algod().getAssetByID(assetId).do();
  expect(asset.params?.total).toBe(1n);
  expect(asset.params?.decimals).toBe(0);
  expect(asset.params?.url).toBe('https://img.example.org/cat.png');
  const { txn } = await algod().pendingTransactionInformation(txid).do();
  const note = JSON.parse(new TextDecoder().decode(txn.txn.note)) as unknown;
  expect(note).toEqual({ standard: 'arc69', description: 'A cat', properties: { eyes: 'green' } });
});

test('decimals out of range stay as typed, show the range message and block Review', async ({
  page,
}) => {
  await createWallet(page);
  await goInApp(page, '/asset/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an asset' })).toBeVisible();
  const decimals = page.getByRole('textbox', { name: 'Decimals' });
  const review = page.getByRole('button', { name: 'Review' });
  await expect(review).toBeEnabled();

  // Typed key by key, as a person does: strict clamping used to refuse the 9 and leave 1.
  await decimals.fill('');
  await decimals.pressSequentially('19');
  await decimals.blur();
  await expect(decimals).toHaveValue('19');
  await expect(page.getByText('Decimals must be a whole number from 0 to 18.')).toBeVisible();
  await expect(decimals).toHaveAttribute('aria-invalid', 'true');
  await expect(review).toBeDisabled();
  await page.getByLabel('Unit name').click();
  await expect(decimals).toHaveValue('19');
  await expectNoAxeViolations(page);

  await decimals.fill('18');
  await expect(page.getByText('Decimals must be a whole number from 0 to 18.')).toHaveCount(0);
  await expect(page.getByText('Smallest amount: 0.000000000000000001')).toBeVisible();
  await expect(review).toBeEnabled();
});
