import { createPublicKey, verify } from 'node:crypto';
import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { openAccountMore } from './support/account-home';
import { createWallet, expectNoAxeViolations } from './support/wallet';
import { openSettingsGroup } from './support/settings';

// The developer signing page: reachable by its link only in developer mode; the token it
// shows is checked here as a service would: the signature over "TX" + msgpack with the
// account's public key, a zero self-payment whose note is the realm.

const REALM = 'api.example.com#ARC14';

async function accountAddress(page: Page): Promise<string> {
  return ((await page.getByLabel('Address', { exact: true }).textContent()) ?? '').trim();
}

function signatureChecks(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array) {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]);
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  );
}

test('sign an ARC-14 token in developer mode and verify it', async ({ page }) => {
  await createWallet(page);
  const address = await accountAddress(page);
  // Without developer mode the overview has no link to the page.
  await page.getByRole('main').getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'ARC-14 authentication' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Settings' }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByRole('switch', { name: 'Developer mode' }).check();
  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Email account', exact: true }).click();
  await openAccountMore(page, 'ARC-14 authentication');
  await expect(page).toHaveURL(new RegExp(`/arc14/${address}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'ARC-14 authentication' }),
  ).toBeVisible();

  const realm = page.getByRole('textbox', { name: /Realm/ });
  await realm.fill('api.example.com');
  await expect(page.getByText('The realm must end with #ARC14.')).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('region', { name: 'Transaction to sign' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Authentication token' })).toHaveCount(0);

  await realm.fill(REALM);
  await page.getByRole('button', { name: 'Review' }).click();
  // The transaction is shown in the shared review before it is signed.
  const review = page.getByRole('region', { name: 'Transaction to sign' });
  await expect(review).toContainText('Payment');
  await expect(review).toContainText(REALM);
  await expect(review).toContainText('never sent to the network');
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Sign' }).click();
  const output = page.getByRole('region', { name: 'Authentication token' }).locator('pre');
  await expect(output).toHaveText(/^SigTx [A-Za-z0-9+/]+=*$/);
  // The pointer still rests on "Sign": its hover colour is the theme's concern, not this page's.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('arc14.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('arc14-phone.png'), fullPage: true });

  const token = (await output.textContent())!;
  expect(page.url()).not.toContain(token.slice(6, 30));
  const signed = algosdk.decodeSignedTransaction(
    Buffer.from(token.slice('SigTx '.length), 'base64'),
  );
  const { txn } = signed;
  expect(txn.type).toBe('pay');
  expect(txn.sender.toString()).toBe(address);
  expect(txn.payment?.receiver.toString()).toBe(address);
  expect(txn.payment?.amount).toBe(0n);
  expect(txn.fee).toBe(0n);
  expect(new TextDecoder().decode(txn.note)).toBe(REALM);
  expect(signed.sgnr).toBeUndefined();
  const publicKey = algosdk.decodeAddress(address).publicKey;
  expect(signatureChecks(txn.bytesToSign(), signed.sig!, publicKey)).toBe(true);
  // A flipped bit in the signed bytes fails the same check: the verification is real.
  const tampered = txn.bytesToSign();
  tampered[tampered.length - 1]! ^= 1;
  expect(signatureChecks(tampered, signed.sig!, publicKey)).toBe(false);

  // Changing the realm drops the token from the page.
  await realm.fill('other#ARC14');
  await expect(page.getByRole('region', { name: 'Authentication token' })).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
});
