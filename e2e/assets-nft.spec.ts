import { createHash } from 'node:crypto';
import algosdk from 'algosdk';
import { goInApp } from './support/navigation';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund } from './support/chain';
import { sendAsset } from './support/assets';
import { E2E_IPFS_URL } from './support/ports';
import { createWalletWithKey, expectNoAxeViolations, openAccount } from './support/wallet';
import { openSettingsGroup } from './support/settings';

// NFTs end to end: minted through the wallet (ARC-3) or by another wallet (ARC-19, and an ARC-3
// with a wrong hash), their metadata and pictures served by the IPFS gateway stand-in, shown in
// the account page's collectibles view.

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function addToIpfs(bytes: Uint8Array, contentType: string): Promise<string> {
  const response = await fetch(`${E2E_IPFS_URL}/__test/add`, {
    method: 'POST',
    body: JSON.stringify({ contentType, base64: Buffer.from(bytes).toString('base64') }),
  });
  return ((await response.json()) as { cid: string }).cid;
}

/** The picture is there and really decoded (not the placeholder). */
async function expectPicture(page: Page, name: string): Promise<void> {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
}

test('mint an ARC-3 NFT in the wallet and see its verified picture', async ({ page }) => {
  const imageCid = await addToIpfs(PIXEL, 'image/png');
  const metadata = JSON.stringify({ name: 'Pixel cat', image: `ipfs://${imageCid}` });
  const metadataCid = await addToIpfs(Buffer.from(metadata), 'application/json');
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 5_000_000);
  await createWalletWithKey(page, 'Minter', algosdk.secretKeyToMnemonic(user.sk));

  await goInApp(page, '/asset/create?kind=nft');
  await page.getByRole('combobox', { name: 'Creator' }).click();
  await page.getByRole('option', { name: /^Minter/ }).click();
  await page.getByLabel('Unit name').fill('PXCAT');
  await page.getByLabel('Asset name').fill('Pixel cat');
  await page.getByLabel('Metadata URL').fill(`ipfs://${metadataCid}`);
  await page.getByLabel('Metadata URL').blur();
  await expect(page.getByLabel('Metadata URL')).toHaveValue(`ipfs://${metadataCid}#arc3`);
  await page.getByLabel('Metadata JSON').fill(metadata);
  await page.getByRole('button', { name: 'Compute metadata hash' }).click();
  const expected = createHash('sha256').update(metadata).digest('hex');
  await expect(page.getByText(expected)).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/Asset request sent to the network/)).toBeVisible({
    timeout: 30_000,
  });

  await openAccount(page, 'Minter');
  await page.getByRole('tab', { name: 'Collectibles' }).click();
  await expectPicture(page, 'Pixel cat');
  await expect(page.getByText('Metadata verified')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('ARC-19 from the reserve address; a wrong ARC-3 hash is flagged; bad media gets a placeholder', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  const other = algosdk.generateAccount();
  await fund(user.addr.toString(), 5_000_000);
  await fund(other.addr.toString(), 5_000_000);
  const sp = await algod().getTransactionParams().do();

  // ARC-19: the picture's CID digest is the reserve address's 32 bytes.
  const imageCid = await addToIpfs(PIXEL, 'image/png');
  const reserve = algosdk.encodeAddress(createHash('sha256').update(PIXEL).digest());
  const metadata = JSON.stringify({ name: 'Liar', image: `ipfs://${imageCid}` });
  const metadataCid = await addToIpfs(Buffer.from(metadata), 'application/json');
  const specs = [
    { name: 'Reserve owl', url: 'template-ipfs://{ipfscid:1:raw:reserve:sha2-256}', reserve },
    { name: 'Liar', url: `ipfs://${metadataCid}#arc3`, hash: new Uint8Array(32).fill(7) },
    { name: 'Ghost', url: 'javascript:alert(1)' },
  ];
  const ids: bigint[] = [];
  for (const spec of specs) {
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: other.addr,
      total: 1n,
      decimals: 0,
      defaultFrozen: false,
      assetName: spec.name,
      unitName: 'NFT',
      assetURL: spec.url,
      assetMetadataHash: spec.hash,
      reserve: spec.reserve,
      manager: other.addr,
      suggestedParams: sp,
    });
    await algod().sendRawTransaction(create.signTxn(other.sk)).do();
    const { assetIndex } = await algosdk.waitForConfirmation(algod(), create.txID(), 4);
    const id = BigInt(assetIndex ?? 0);
    ids.push(id);
    await sendAsset(user, user.addr.toString(), id, 0n);
    await sendAsset(other, user.addr.toString(), id, 1n);
  }

  await createWalletWithKey(page, 'Collector', algosdk.secretKeyToMnemonic(user.sk));
  await openAccount(page, 'Collector');
  await page.getByRole('tab', { name: 'Collectibles' }).click();
  await expectPicture(page, 'Reserve owl');
  await expect(page.getByText('Metadata does not match its hash')).toBeVisible();
  await expect(page.getByRole('img', { name: 'No picture for Ghost' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('mint an ARC-69 NFT in the wallet; its picture loads through the gateway set in Settings', async ({
  page,
}) => {
  const imageCid = await addToIpfs(PIXEL, 'image/png');
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 5_000_000);
  await createWalletWithKey(page, 'Painter', algosdk.secretKeyToMnemonic(user.sk));

  // Another origin for the same stand-in: pictures must come from the setting, not config.json.
  const ownGateway = E2E_IPFS_URL.replace('127.0.0.1', 'localhost');
  await goInApp(page, '/settings');
  await openSettingsGroup(page, 'Networks');
  await page.getByLabel('IPFS gateway for collectibles').fill('ftp://nope');
  await page.getByRole('button', { name: 'Save IPFS gateway' }).click();
  await expect(
    page.getByText('Enter an http:// or https:// address, without ? or #.'),
  ).toBeVisible();
  await page.getByLabel('IPFS gateway for collectibles').fill(`${ownGateway}/`);
  await page.getByRole('button', { name: 'Save IPFS gateway' }).click();
  await expect(page.getByText('IPFS gateway has been saved')).toBeVisible();
  await expect(page.getByLabel('IPFS gateway for collectibles')).toHaveValue(ownGateway);

  await goInApp(page, '/asset/create?kind=nft');
  await page.getByRole('combobox', { name: 'Creator' }).click();
  await page.getByRole('option', { name: /^Painter/ }).click();
  await page.getByLabel('Unit name').fill('SUN');
  await page.getByLabel('Asset name').fill('Sunset pixel');
  await page.getByText('ARC-69 (metadata in the note)').click();
  await page.getByLabel('Media URL').fill(`ipfs://${imageCid}`);
  await page.getByLabel('Description').fill('One warm pixel');
  await expect(page.getByText(/"standard":"arc69"/)).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/Asset request sent to the network/)).toBeVisible({
    timeout: 30_000,
  });

  await openAccount(page, 'Painter');
  await page.getByRole('tab', { name: 'Collectibles' }).click();
  await expectPicture(page, 'Sunset pixel');
  await expect(page.getByRole('img', { name: 'Sunset pixel', exact: true })).toHaveAttribute(
    'src',
    `${ownGateway}/ipfs/${imageCid}`,
  );
  await expectNoAxeViolations(page);
});
