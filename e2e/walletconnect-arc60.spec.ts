import * as ed from '@noble/ed25519';
import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { COFFEE_DAPP, coffeeDappsPerTest, connectedDappUser } from './support/connect-page';
import { E2E_WC_RELAY_URL } from './support/ports';
import { expectNoAxeViolations } from './support/wallet';
import { WalletConnectRejection, type ScriptedDapp } from './support/walletconnect';
import { openSettingsGroup } from './support/settings';

// ARC-60 `algo_signData` over WalletConnect v2: the scripted dapp (the official sign-client over
// the loopback relay) asks for a Sign-In with Algorand, the person reads it and signs, and the
// dapp verifies the signature as use-wallet's guide does (@noble/ed25519 over
// SHA-256(data) || SHA-256(authenticatorData)). What the wallet must never sign is refused at
// once with its code and a notice. Screenshots of the card on request (ARC60_SHOTS=folder).

const { genesisHash: GENESIS_HASH, chainId: CHAIN_ID, origin: ORIGIN, host: HOST } = COFFEE_DAPP;
const SHOTS = process.env.ARC60_SHOTS;

const sha256 = (bytes: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

const dapps = coffeeDappsPerTest();

/** RFC 8785 for an object of strings (and lists of them): keys sorted, JSON.stringify's escaping. */
function canonical(value: Record<string, string | string[]>): string {
  const sorted = Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
  return JSON.stringify(sorted);
}

function signInParams(address: string, domain = HOST) {
  const now = Date.now();
  const siwa = canonical({
    domain,
    chain_id: CHAIN_ID,
    account_address: address,
    type: 'ed25519',
    uri: `https://${domain}`,
    version: '1',
    statement: 'Sign in to Coffee with your Algorand account',
    nonce: 'k3v9Qm2xYp',
    'issued-at': new Date(now).toISOString(),
    'expiration-time': new Date(now + 10 * 60_000).toISOString(),
  });
  return rawParams(address, Buffer.from(siwa), domain);
}

function rawParams(address: string, data: Uint8Array, domain = HOST) {
  return {
    data: b64(data),
    signer: address,
    domain,
    authenticatorData: b64(sha256(domain)),
    requestId: 'req-1',
    metadata: { scope: 1, encoding: 'base64' },
  };
}

/** A wallet with one account, connected to a dapp that asks for both methods. */
async function connected(page: Page): Promise<{ user: algosdk.Account; dapp: ScriptedDapp }> {
  const { user, dapp } = await connectedDappUser(
    page,
    { relayUrl: E2E_WC_RELAY_URL, chainId: CHAIN_ID, name: 'Coffee dapp', url: ORIGIN },
    (started: ScriptedDapp) => dapps.push(started),
  );
  const session = await dapp.session();
  expect(session.methods).toEqual(['algo_signTxn', 'algo_signData']);
  return { user, dapp };
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const card = page.getByRole('region', { name: /Sign-in request from|Bejelentkezési kérés/ });
  for (const lang of ['en', 'hu']) {
    await page.locator('header select').first().selectOption(lang);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 1100 });
        await card.scrollIntoViewIfNeeded();
        await page.waitForTimeout(200);
        await card.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}-${scheme}.png` });
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.locator('header select').first().selectOption('en');
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a dapp asks for a Sign-In, the person reads it and signs, the dapp verifies it', async ({
  page,
}) => {
  const { user, dapp } = await connected(page);
  const address = user.addr.toString();
  const params = signInParams(address);
  const answer = dapp.request<string[]>('algo_signData', params);

  const card = page.getByRole('region', { name: 'Sign-in request from Coffee dapp' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(`Verified origin: ${ORIGIN}`)).toBeVisible();
  await expect(card.getByRole('row', { name: /^Account/ })).toContainText('Dapp user');
  await expect(card.getByRole('row', { name: /^Account/ })).toContainText(address);
  await expect(card.getByRole('row', { name: /^Domain/ })).toContainText(HOST);
  await expect(card.getByRole('row', { name: /^URI/ })).toContainText(`https://${HOST}`);
  await expect(card.getByRole('row', { name: /^Nonce/ })).toContainText('k3v9Qm2xYp');
  await expect(card.getByRole('row', { name: /^Statement/ })).toContainText(
    'Sign in to Coffee with your Algorand account',
  );
  await expect(card.getByRole('row', { name: /^Issued at/ })).toBeVisible();
  await expect(card.getByRole('row', { name: /^Expires at/ })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await shoot(page, 'sign-in');

  await card.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('Signature sent to the app')).toBeVisible();
  await expect(card).toHaveCount(0);

  const signatures = await answer;
  expect(signatures).toHaveLength(1);
  const message = new Uint8Array([
    ...sha256(Buffer.from(params.data, 'base64')),
    ...sha256(Buffer.from(params.authenticatorData, 'base64')),
  ]);
  const verified = await ed.verifyAsync(
    Buffer.from(signatures[0]!, 'base64'),
    message,
    algosdk.decodeAddress(address).publicKey,
  );
  expect(verified).toBe(true);
});

test('a domain mismatch, a transaction disguised as data and a padded expired Sign-In are refused at once, with a notice; Reject answers 4001', async ({
  page,
}) => {
  const { user, dapp } = await connected(page);
  const address = user.addr.toString();

  const mismatch = await dapp
    .request('algo_signData', signInParams(address, 'bank.example'))
    .catch((e: unknown) => e);
  expect(mismatch).toBeInstanceOf(WalletConnectRejection);
  expect(mismatch).toMatchObject({ code: 4610 });
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A request from Coffee dapp was refused' });
  await expect(notice).toContainText("another domain than the app's own address");
  await expect(notice).toContainText('ARC-0001 code 4610');
  await notice.getByRole('button', { name: 'Close' }).click();

  // A payment's bytes behind the transaction prefix, sent as data to sign.
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    suggestedParams: {
      fee: 1000,
      flatFee: true,
      firstValid: 1,
      lastValid: 1000,
      genesisHash: Buffer.from(GENESIS_HASH, 'base64'),
      genesisID: 'dockernet-v1',
      minFee: 1000,
    },
  });
  const disguised = await dapp
    .request('algo_signData', rawParams(address, txn.bytesToSign()))
    .catch((e: unknown) => e);
  expect(disguised).toMatchObject({ code: 4300 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'the mark of an Algorand transaction' }),
  ).toContainText('"TX"');

  // An expired Sign-In with 65 resources, one over the Sign-In limit: not signed as plain JSON.
  const padded = canonical({
    domain: HOST,
    chain_id: CHAIN_ID,
    account_address: address,
    type: 'ed25519',
    uri: `https://${HOST}`,
    version: '1',
    'expiration-time': new Date(Date.now() - 60_000).toISOString(),
    resources: Array.from({ length: 65 }, (_, i) => `https://${HOST}/terms/${i}`),
  });
  const expired = await dapp
    .request('algo_signData', rawParams(address, Buffer.from(padded)))
    .catch((e: unknown) => e);
  expect(expired).toMatchObject({ code: 4300 });
  await expect(page.getByRole('alert').filter({ hasText: '"resources"' })).toContainText(
    'The sign-in message\'s field "resources" is missing or not valid.',
  );
  await expect(page.getByRole('region', { name: /Sign-in request|sign data/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A well-formed request the person turns down.
  const rejected = dapp.request('algo_signData', signInParams(address)).catch((e: unknown) => e);
  const card = page.getByRole('region', { name: 'Sign-in request from Coffee dapp' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Reject request' }).click();
  expect(await rejected).toMatchObject({ code: 4001 });
});

test('after a switch to another network, the old session is shown paused and its requests are refused', async ({
  page,
}) => {
  const { user, dapp } = await connected(page);
  // Testnet's node, as far as this test goes: its suggested params name testnet's genesis.
  await page.route(/testnet/, (route) =>
    new URL(route.request().url()).pathname === '/v2/transactions/params'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            'consensus-version': 'future',
            fee: 0,
            'genesis-hash': 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=',
            'genesis-id': 'testnet-v1.0',
            'last-round': 1000,
            'min-fee': 1000,
          }),
        })
      : route.fulfill({ status: 404, body: '' }),
  );
  await page.getByRole('link', { name: 'Settings' }).click();
  await openSettingsGroup(page, 'Networks');
  await page.getByRole('combobox', { name: 'Environment' }).selectOption({ label: 'Testnet' });
  // The switch itself says which apps it pauses.
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText(
    /^Coffee dapp: Approved on another network\./,
  );
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();

  await expect(page.getByText('Sessions approved on another network are paused')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('row', { name: /Coffee dapp/ })).toContainText('Paused');
  await expect(page.getByRole('row', { name: /Coffee dapp/ })).toContainText(
    'Approved on another network.',
  );

  const refused = await dapp
    .request('algo_signData', signInParams(user.addr.toString()))
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(WalletConnectRejection);
  expect(refused).toMatchObject({ code: 4300 });
  await expect(
    page.getByRole('alert').filter({ hasText: 'A request from Coffee dapp was refused' }),
  ).toContainText('another network');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
});
