import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { addToIpfs, createTestAsset, sendAsset } from './support/assets';
import { fund } from './support/chain';
import { E2E_IPFS_URL, E2E_VERIFIED_ASSETS_URL } from './support/ports';
import { createWalletWithKey, expectNoAxeViolations, openAccount } from './support/wallet';

// Asset icons and look-alikes (issue 41 item 3): an ARC-3 token's picture comes through the
// IPFS gateway stand-in; the verified list (config verifiedAssets, answered here) names the
// real USDC, so a "USDC" made by another account is warned about on the home and in the review.

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an ARC-3 asset shows its icon; a look-alike USDC is warned about on the home and in the review', async ({
  page,
}) => {
  const imageCid = await addToIpfs(PIXEL, 'image/png');
  const metadata = JSON.stringify({ name: 'Pixel coin', image: `ipfs://${imageCid}` });
  const metadataCid = await addToIpfs(Buffer.from(metadata), 'application/json');
  const pixel = await createTestAsset({
    name: 'Pixel coin',
    unitName: 'PXC',
    url: `ipfs://${metadataCid}#arc3`,
  });
  const usdc = await createTestAsset({ name: 'USDC', unitName: 'USDC', decimals: 6 });
  const fake = await createTestAsset({
    name: 'USD Coin',
    unitName: 'USDC',
    decimals: 6,
    total: 10n ** 12n,
  });
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 5_000_000);
  for (const { assetId } of [pixel, usdc, fake])
    await sendAsset(user, user.addr.toString(), assetId, 0n);
  await sendAsset(fake.creator, user.addr.toString(), fake.assetId, 5_000_000n);

  const id = usdc.assetId.toString();
  await page.route(E2E_VERIFIED_ASSETS_URL, (route) =>
    route.fulfill({
      json: {
        [id]: {
          id,
          name: 'USDC',
          unit_name: 'USDC',
          decimals: 6,
          logo: { png: `${E2E_IPFS_URL}/ipfs/${imageCid}` },
          deleted: false,
        },
      },
    }),
  );
  await createWalletWithKey(page, 'Holder', algosdk.secretKeyToMnemonic(user.sk));
  await openAccount(page, 'Holder');

  // A held ARC-3 token is a collectible; opted in with nothing held, it is an asset row.
  const pixelIcon = page.getByRole('listitem').filter({ hasText: 'Pixel coin' }).locator('img');
  await expect
    .poll(() => pixelIcon.evaluate((img: HTMLImageElement) => img.naturalWidth), {
      timeout: 20_000,
    })
    .toBe(1);
  // The tick is named first in the row's link: "Verified asset USDC 0 USDC".
  await expect(page.getByRole('link', { name: /^Verified asset USDC 0 USDC/ })).toBeVisible();
  const copy = page.getByRole('listitem').filter({ hasText: 'USD Coin' });
  await expect(copy).toContainText('Not the verified USDC');
  await expect(copy.getByRole('img', { name: 'Verified asset' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: /USD Coin \(USDC\)/ }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(fake.creator.addr.toString());
  await page.getByLabel(/^Amount/).fill('1');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('row', { name: /^Look-alike asset/ })).toContainText(
    `copies the verified USDC (asset #${id})`,
  );
});
