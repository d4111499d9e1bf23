import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { createTestAsset } from './support/assets';
import { algod, fund, submitSigned } from './support/chain';
import { connectDapp, openConnectPage } from './support/connect-page';
import {
  E2E_ALGOD_PORT,
  E2E_INDEXER_PORT,
  E2E_NFD_URL,
  E2E_VERIFIED_ASSETS_URL,
  E2E_PREVIEW_PORT,
  E2E_WC_RELAY_URL,
  E2E_WC_VERIFY_URL,
} from './support/ports';
import {
  createWallet,
  expectNoAxeViolations,
  importAccount,
  openWallet,
  STRONG_PASSWORD,
} from './support/wallet';
import {
  algorandChainId,
  startScriptedDapp,
  startScriptedPhoneWallet,
  WalletConnectRejection,
  type ScriptedDapp,
} from './support/walletconnect';
import { openSettingsGroup } from './support/settings';

// Algow as a WalletConnect v2 wallet for a scripted dapp (SignClient) over the loopback relay,
// and as the dapp of a scripted phone wallet for remote-signer accounts. The devnet verifies
// every signature the page produced.

const GENESIS_HASH = 'QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM=';
const CHAIN_ID = algorandChainId(GENESIS_HASH);
const OTHER_GENESIS = 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=';

const wire = (txn: algosdk.Transaction) =>
  Buffer.from(algosdk.encodeUnsignedTransaction(txn)).toString('base64');

let dapps: ScriptedDapp[] = [];
test.afterEach(async () => {
  await Promise.all(dapps.map((d) => d.stop().catch(() => undefined)));
  dapps = [];
});

async function newDapp(name = 'Scripted dapp'): Promise<ScriptedDapp> {
  const dapp = await startScriptedDapp({ relayUrl: E2E_WC_RELAY_URL, chainId: CHAIN_ID, name });
  dapps.push(dapp);
  return dapp;
}

async function params(): Promise<algosdk.SuggestedParams> {
  return algod().getTransactionParams().do();
}

test('a dapp connects, sends a group of 3, the wallet signs all and the devnet confirms', async ({
  page,
}) => {
  // Privacy: every origin the page contacts (requests and sockets) during the whole session.
  const origins = new Set<string>();
  const originOf = (url: string) => (/^(data|blob):/.test(url) ? null : new URL(url).origin);
  page.on('request', (request) => {
    const origin = originOf(request.url());
    if (origin) origins.add(origin);
  });
  page.on('websocket', (socket) => {
    const origin = originOf(socket.url());
    if (origin) origins.add(origin);
  });
  const user = algosdk.generateAccount();
  const shop = algosdk.generateAccount().addr.toString();
  await fund(user.addr.toString(), 10_000_000);
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  await expectNoAxeViolations(page);

  const dapp = await newDapp('Coffee dapp');
  await connectDapp(page, dapp, 'Dapp user');
  const session = await dapp.session();
  expect(session.addresses).toEqual([user.addr.toString()]);
  expect(session.chains).toEqual([CHAIN_ID]);
  expect(session.methods).toEqual(['algo_signTxn', 'algo_signData']);
  expect(session.events.sort()).toEqual(['accountsChanged', 'chainChanged']);
  await expect(page.getByRole('cell', { name: /^Coffee dapp/ })).toBeVisible();

  const sp = await params();
  const group = algosdk.assignGroupID(
    [1, 2, 3].map((n) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: user.addr,
        receiver: shop,
        amount: n * 100_000,
        suggestedParams: sp,
      }),
    ),
  );
  const answer = dapp.signTransactions(group.map((txn) => ({ txn: wire(txn) })));
  await expect(page.getByRole('heading', { name: 'Signing request from Coffee dapp' })).toBeVisible(
    {
      timeout: 20_000,
    },
  );
  // One row per transaction, its type in words.
  await expect(
    page.getByRole('row', { name: /^Details of transaction \d+ Payment\b/ }),
  ).toHaveCount(3);
  // Addresses are shortened to both ends (the full text is one click away).
  const userAddr = user.addr.toString();
  await expect(
    page.getByText(`${userAddr.slice(0, 6)}…${userAddr.slice(-6)}`).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Send back to the dapp' })).toBeDisabled();
  await page.getByRole('button', { name: 'Sign all' }).click();
  await expect(page.getByText('Signed 3 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign all' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send back to the dapp' }).click();
  await expect(page.getByText('Request accepted')).toBeVisible();

  const signed = await answer;
  expect(signed).toHaveLength(3);
  await submitSigned(signed, group[2]!.txID());
  expect(BigInt((await algod().accountInformation(shop).do()).amount)).toBe(600_000n);
  // Only the app itself, the configured nodes, the relay, the configured Verify service, the
  // network's NFD API (names beside the review's addresses) and the configured verified-asset
  // list (issue 41): no telemetry, and not WalletConnect's own Verify service.
  const relay = new URL(E2E_WC_RELAY_URL);
  // The verified-asset list is read when an asset list first renders, which this journey may or
  // may not reach before it ends: allowed, not required.
  origins.delete(new URL(E2E_VERIFIED_ASSETS_URL).origin);
  expect([...origins].sort()).toEqual(
    [
      `http://127.0.0.1:${E2E_PREVIEW_PORT}`,
      `http://127.0.0.1:${E2E_ALGOD_PORT}`,
      `http://127.0.0.1:${E2E_INDEXER_PORT}`,
      `${relay.protocol}//${relay.host}`,
      new URL(E2E_WC_VERIFY_URL).origin,
      new URL(E2E_NFD_URL).origin,
    ].sort(),
  );
});

test('a request that closes the account: receiver, amount and the whole balance leaving are shown without expanding', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  const shop = algosdk.generateAccount().addr.toString();
  const drain = algosdk.generateAccount().addr.toString();
  await fund(user.addr.toString(), 10_000_000);
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  const dapp = await newDapp('Drain dapp');
  await connectDapp(page, dapp, 'Dapp user');

  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: shop,
    amount: 1_000_000,
    closeRemainderTo: drain,
    suggestedParams: await params(),
  });
  const answer = dapp.signTransactions([{ txn: wire(txn) }]).catch((e: unknown) => e);
  const card = page.getByRole('region', {
    name: 'Transaction 1 of 1: Payment that closes the account',
  });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('row', { name: /^To/ })).toContainText(shop);
  await expect(card.getByRole('row', { name: /^Amount/ })).toContainText(/(^|[^\d.,])1\sAlgo/);
  await expect(card.getByRole('row', { name: /^Close account to/ })).toContainText(drain);
  // The simulated effect: everything leaves, not just the 1 Algo asked for.
  const effects = page.getByRole('region', { name: 'Effect on your accounts' });
  await expect(effects).toContainText(/You send 10\sAlgo/);
  await expect(effects).toContainText(/Balance after: 0\sAlgo/);
  // Nothing had to be expanded to see it.
  await expect(page.getByRole('button', { name: 'Details of transaction 1' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reject request' }).click();
  expect(await answer).toMatchObject({ code: 5000 });
});

test('rejections carry the spec codes: proposal 5002, request 5000', async ({ page }) => {
  const { creator: user, assetId } = await createTestAsset({ name: 'Dapp token', unitName: 'DTK' });
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);

  const refused = await newDapp('Refused dapp');
  await page.getByLabel('WalletConnect URI').fill(refused.uri);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const proposalError = await refused.session().catch((e: unknown) => e);
  expect(proposalError).toBeInstanceOf(WalletConnectRejection);
  expect(proposalError).toMatchObject({ code: 5002, message: 'User rejected methods.' });

  const dapp = await newDapp('Pushy dapp');
  // The request's sender must be the granted account, or the wallet refuses it by itself.
  await connectDapp(page, dapp, 'Dapp user');
  await dapp.session();
  // An asset to a receiver who has not opted in: the node would refuse it, and a wallet cannot
  // rebuild the dapp's group, so the review says why in words and Sign stays off.
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: algosdk.generateAccount().addr,
    amount: 5,
    assetIndex: assetId,
    suggestedParams: await params(),
  });
  const answer = dapp.signTransactions([{ txn: wire(txn) }]).catch((e: unknown) => e);
  await expect(
    page.getByText(`has not opted in to DTK (#${assetId}), so this transfer would fail`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/through the receiver's asset inbox \(ARC-59\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign all' })).toBeDisabled();
  await page.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('Request rejected', { exact: true })).toBeVisible();
  expect(await answer).toMatchObject({ code: 5000, message: 'User rejected.' });
});

test('a rekey is refused by default, and a request for another network is refused', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  const thief = algosdk.generateAccount().addr.toString();
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  const dapp = await newDapp('Sneaky dapp');
  await connectDapp(page, dapp, 'Dapp user');
  await dapp.session();

  const sp = await params();
  const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    rekeyTo: thief,
    suggestedParams: sp,
  });
  // Refused by policy: the dapp hears at once, with the ARC-0001 code, without a click.
  const first = await dapp.signTransactions([{ txn: wire(rekey) }]).catch((e: unknown) => e);
  expect(first).toMatchObject({ code: 4200 });
  expect(String((first as Error).message)).toContain('rekeying is not allowed');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A request from Sneaky dapp was refused' });
  await expect(notice).toContainText(`would rekey the account to ${thief}`);
  await expect(notice).toContainText('ARC-0001 code 4200');
  await expect(page.getByRole('button', { name: 'Sign all' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toHaveCount(0);

  const foreign = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 1,
    suggestedParams: { ...sp, genesisHash: algosdk.base64ToBytes(OTHER_GENESIS) },
  });
  const second = await dapp.signTransactions([{ txn: wire(foreign) }]).catch((e: unknown) => e);
  expect(second).toMatchObject({ code: 4300 });
  await expect(
    page.getByText('Transaction 1 is for another network than the one this wallet is on.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign all' })).toHaveCount(0);

  // A multisig description that is not the sender's is refused before any review.
  const notMine = { version: 1, threshold: 1, addrs: [thief] };
  const zero = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const msigAnswer = await dapp
    .signTransactions([{ txn: wire(zero), msig: notMine }])
    .catch((e: unknown) => e);
  expect(msigAnswer).toMatchObject({ code: 4300 });
  expect(String((msigAnswer as Error).message)).toContain(
    'the multisig described is neither the sender nor its auth address',
  );
  await expect(
    page.getByText(
      `Transaction 1 names a multisig account that is neither its sender ${user.addr.toString()} nor the account authorized to sign for it.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign all' })).toHaveCount(0);

  // Allowed in the settings, a rekey is shown for signing, with a strong warning.
  await page.getByRole('banner').getByRole('link', { name: 'Settings', exact: true }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByLabel('Relay URL').fill('http://not-a-relay');
  await page.getByRole('button', { name: 'Save', exact: true }).last().click();
  await expect(
    page.getByText('Not saved, these values are not valid: Relay URL', { exact: true }),
  ).toBeVisible();
  await page.getByLabel('Relay URL').fill('');
  await page.getByRole('switch', { name: 'Allow dapps to request rekeys' }).check();
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();
  const third = dapp.signTransactions([{ txn: wire(rekey) }]).catch((e: unknown) => e);
  await expect(
    page.getByText(`Warning: this transaction rekeys the account to ${thief}.`, { exact: false }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign all' })).toBeVisible();
  await page.getByRole('button', { name: 'Reject request' }).click();
  expect(await third).toMatchObject({ code: 5000 });
});

test('sessions survive a reload, stored encrypted', async ({ page }) => {
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 2_000_000);
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  const dapp = await newDapp('Loyal dapp');
  await connectDapp(page, dapp, 'Dapp user');
  await dapp.session();

  // Nothing of the session is readable in storage: IndexedDB holds one sealed blob.
  const stored = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('algow');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const rows = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('wc').objectStore('wc').getAll();
      request.onsuccess = () => resolve(request.result as unknown[]);
    });
    return {
      blobs: rows.map((row) => (row as { data: string }).data),
      local: JSON.stringify({ ...localStorage }),
    };
  });
  expect(stored.blobs.length).toBeGreaterThan(0);
  for (const blob of stored.blobs) {
    expect(Object.keys(JSON.parse(blob) as object).sort()).toEqual(['data', 'iv', 'v']);
    expect(blob).not.toContain('Loyal dapp');
  }
  expect(stored.local).not.toContain('wc@2');

  await page.reload();
  await openWallet(page, STRONG_PASSWORD);
  // Stored sessions start WalletConnect by themselves: no init button to press.
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();
  await expect(page.getByRole('cell', { name: /^Loyal dapp/ })).toBeVisible({ timeout: 20_000 });

  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    suggestedParams: await params(),
  });
  const answer = dapp.signTransactions([{ txn: wire(txn) }]);
  await page.getByRole('button', { name: 'Sign all' }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send back to the dapp' }).click();
  await submitSigned(await answer, txn.txID());
});

test('a WalletConnect account pays by asking the paired phone wallet to sign', async ({ page }) => {
  const phoneKey = algosdk.generateAccount();
  const receiver = algosdk.generateAccount().addr.toString();
  await fund(phoneKey.addr.toString(), 5_000_000);
  let phoneAway = false;
  const phone = await startScriptedPhoneWallet({
    relayUrl: E2E_WC_RELAY_URL,
    address: phoneKey.addr.toString(),
    // With the phone away, nobody ever answers.
    sign: async (txns) =>
      phoneAway
        ? new Promise<never>(() => undefined)
        : txns.map((t) =>
            Buffer.from(
              algosdk.decodeUnsignedTransaction(Buffer.from(t.txn, 'base64')).signTxn(phoneKey.sk),
            ).toString('base64'),
          ),
  });
  try {
    await createWallet(page);
    await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
    await page.getByRole('link', { name: /^WalletConnect account/ }).click();
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const link = page.getByRole('button', { name: 'Copy link' });
    await expect(link).toBeVisible({ timeout: 20_000 });
    const uri = await page.evaluate(() =>
      document.querySelector('[data-wc-uri]')?.getAttribute('data-wc-uri'),
    );
    expect(uri).toMatch(/^wc:/);
    await phone.pair(uri!);
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
      phoneKey.addr.toString(),
      { timeout: 20_000 },
    );
    await page.getByLabel(/Account name/).fill('Phone');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page).toHaveURL(/\/accounts$/);

    await page.getByRole('link', { name: 'Pay from Phone' }).click();
    await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
    await page.getByLabel(/^Amount/).fill('1');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: 'Send to network' }).click();
    await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 30_000 });
    expect(phone.requests()).toHaveLength(1);
    expect(BigInt((await algod().accountInformation(receiver).do()).amount)).toBe(1_000_000n);

    // A request the phone never answers can be cancelled; nothing is sent.
    phoneAway = true;
    await page.getByRole('link', { name: 'Done', exact: true }).click();
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
    await page.getByLabel(/^Amount/).fill('1');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await page.getByRole('button', { name: 'Send to network' }).click();
    await expect(
      page.getByText('Approve the transaction in the wallet app on your phone.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Error: Signing on the phone was cancelled.')).toBeVisible();
    expect(BigInt((await algod().accountInformation(receiver).do()).amount)).toBe(1_000_000n);
  } finally {
    await phone.stop();
  }
});

test('a requested payment opens in review on /payWC/ and returns to wallet-connect', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  const shop = algosdk.generateAccount().addr.toString();
  await fund(user.addr.toString(), 3_000_000);
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  const dapp = await newDapp('Shop dapp');
  await connectDapp(page, dapp, 'Dapp user');
  await dapp.session();

  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: shop,
    amount: 420_000,
    suggestedParams: await params(),
  });
  const answer = dapp.signTransactions([{ txn: wire(txn) }]);
  await page.getByRole('link', { name: 'Review transaction 1' }).click({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/payWC\/?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment requested by a dapp' }),
  ).toBeVisible();
  await expect(page.getByText(`${shop.slice(0, 6)}…${shop.slice(-6)}`)).toBeVisible();
  await expect(page.getByRole('row', { name: 'Amount 0.42 Algo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();

  await expect(page).toHaveURL(/\/connect$/);
  await expect(page.getByText('Signed 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Send back to the dapp' }).click();
  await submitSigned(await answer, txn.txID());
  expect(BigInt((await algod().accountInformation(shop).do()).amount)).toBe(420_000n);
});
