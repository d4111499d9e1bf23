import { createHash, createPublicKey, verify } from 'node:crypto';
import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { openAccountMore } from './support/account-home';
import { accountAddress } from './support/navigation';
import { createWallet, expectNoAxeViolations } from './support/wallet';
import { openSettingsGroup } from './support/settings';

// The developer Sign-In page (ARC-60): the request is shown field by field, signed by the
// account's key through the pipeline, and the signature is checked here as a dapp checks it
// (use-wallet's guide): Ed25519 over SHA-256(canonical JSON) || SHA-256(authenticatorData),
// the request rebuilt from the fields the review showed.

const DOMAIN = 'dapp.example:8443';
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest();

function ed25519Checks(message: Buffer, signature: Buffer, publicKey: Uint8Array): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]);
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  );
}

test('sign in with Algorand on the developer page and verify the signature as a dapp', async ({
  page,
}) => {
  await createWallet(page);
  const address = await accountAddress(page);
  await page.getByRole('link', { name: 'Settings' }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByRole('switch', { name: 'Developer mode' }).check();
  // In developer mode the account's More menu links the page, as it links ARC-14's.
  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Email account', exact: true }).click();
  await openAccountMore(page, 'Sign-In with Algorand (ARC-60)');
  await expect(page).toHaveURL(new RegExp(`/arc60/${address}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign-In with Algorand (ARC-60)' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: /Domain/ }).fill(DOMAIN);
  await page.getByRole('textbox', { name: /Statement/ }).fill('Sign in to the example dapp');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('region', { name: 'Sign-in request to sign' });
  await expect(review).toContainText(DOMAIN);
  const field = async (name: string) =>
    (
      (await review
        .getByRole('row', { name: new RegExp(`^${name}`) })
        .getByRole('cell')
        .textContent()) ?? ''
    ).trim();
  const fields = {
    account: await field('Account'),
    chain: await field('Network'),
    issuedAt: await field('Issued at'),
    expiresAt: await field('Expires at'),
    nonce: await field('Nonce'),
    uri: await field('URI'),
  };
  expect(fields.account).toBe(address);
  expect(fields.uri).toBe(`https://${DOMAIN}`);
  await expectNoAxeViolations(page);
  await review.getByRole('button', { name: 'Sign' }).click();

  const box = page.getByRole('region', { name: 'Signature' });
  await expect(box).toContainText('Signature verified: the website would accept it.');
  const signature = Buffer.from((await box.locator('pre').textContent())!, 'base64url');
  expect(signature).toHaveLength(64);
  expect(page.url()).not.toContain(signature.toString('base64url').slice(0, 20));

  // The dapp's side: the SIWA object it sent (keys in RFC 8785 order), hashed with SHA-256(domain).
  const siwa = {
    account_address: fields.account,
    chain_id: fields.chain,
    domain: DOMAIN,
    'expiration-time': fields.expiresAt,
    'issued-at': fields.issuedAt,
    nonce: fields.nonce,
    statement: 'Sign in to the example dapp',
    type: 'ed25519',
    uri: fields.uri,
    version: '1',
  };
  const message = Buffer.concat([sha256(JSON.stringify(siwa)), sha256(sha256(DOMAIN))]);
  const publicKey = algosdk.decodeAddress(address).publicKey;
  expect(ed25519Checks(message, signature, publicKey)).toBe(true);
  const tampered = Buffer.from(message);
  tampered[0]! ^= 1;
  expect(ed25519Checks(tampered, signature, publicKey)).toBe(false);

  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear the signature' }).click();
  await expect(box).toHaveCount(0);
});
