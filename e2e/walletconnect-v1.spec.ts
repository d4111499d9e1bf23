import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { algod, fund, submitSigned } from './support/chain';
import { connectDapp, openConnectPage, pasteUri } from './support/connect-page';
import { E2E_WC_BRIDGE_URL } from './support/ports';
import {
  createWallet,
  expectNoAxeViolations,
  importAccount,
  openWallet,
  STRONG_PASSWORD,
} from './support/wallet';
import {
  startScriptedV1Dapp,
  V1_ALGORAND_CHAIN_ID,
  V1Rejection,
  type ScriptedV1Dapp,
} from './support/walletconnect';

// Algow as a legacy WalletConnect v1 wallet for a scripted v1 dapp over the loopback bridge
// (the bridge config.json names). The devnet verifies every signature the page produced.

const wire = (txn: algosdk.Transaction) =>
  Buffer.from(algosdk.encodeUnsignedTransaction(txn)).toString('base64');

let dapps: ScriptedV1Dapp[] = [];
test.afterEach(async () => {
  await Promise.all(dapps.map((d) => d.stop().catch(() => undefined)));
  dapps = [];
});

async function newDapp(name: string): Promise<ScriptedV1Dapp> {
  const dapp = await startScriptedV1Dapp({ bridgeUrl: E2E_WC_BRIDGE_URL, name });
  dapps.push(dapp);
  return dapp;
}

async function selfPayment(user: algosdk.Account): Promise<algosdk.Transaction> {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    suggestedParams: await algod().getTransactionParams().do(),
  });
}

test('a v1 dapp connects through the bridge; the wallet signs and the devnet confirms', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  const shop = algosdk.generateAccount().addr.toString();
  await fund(user.addr.toString(), 5_000_000);
  await createWallet(page);
  await importAccount(page, 'Legacy user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);

  const dapp = await newDapp('Vintage dapp');
  await pasteUri(page, dapp.uri);
  const proposal = page.getByRole('region', { name: 'Connection request from Vintage dapp' });
  await expect(proposal).toBeVisible({ timeout: 20_000 });
  await expect(proposal.getByText('v1 (legacy)')).toBeVisible();
  await expect(proposal.getByText(/WalletConnect v1 session on chain id 4160/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('v1-proposal-desktop.png') });
  await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
  await page.getByRole('option', { name: /^Legacy user/ }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session added')).toBeVisible();

  const session = await dapp.session();
  expect(session.accounts).toEqual([user.addr.toString()]);
  expect(session.chainId).toBe(V1_ALGORAND_CHAIN_ID);
  expect(session.peerMeta?.name).toBe('Algow');
  const row = page.getByRole('row', { name: /Vintage dapp/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('v1 (legacy)')).toBeVisible();

  const sp = await algod().getTransactionParams().do();
  const group = algosdk.assignGroupID(
    [1, 2].map((n) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: user.addr,
        receiver: shop,
        amount: n * 100_000,
        suggestedParams: sp,
      }),
    ),
  );
  const answer = dapp.signTransactions(group.map((txn) => ({ txn: wire(txn) })));
  await expect(
    page.getByRole('heading', { name: 'Signing request from Vintage dapp' }),
  ).toBeVisible({ timeout: 20_000 });
  // One row per transaction, its type in words.
  await expect(
    page.getByRole('row', { name: /^Details of transaction \d+ Payment\b/ }),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('v1-request-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('v1-request-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Sign all' }).click();
  await expect(page.getByText('Signed 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Send back to the dapp' }).click();
  await expect(page.getByText('Request accepted')).toBeVisible();

  const signed = await answer;
  expect(signed).toHaveLength(2);
  await submitSigned(signed, group[1]!.txID());
  expect(BigInt((await algod().accountInformation(shop).do()).amount)).toBe(300_000n);
});

test('v1 answers: unsupported 4300, user rejection 4001; foreign bridges are refused', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  await createWallet(page);
  await importAccount(page, 'Legacy user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);

  // A bridge other than the configured one never gets a connection.
  const foreign = (await newDapp('Foreign dapp')).uri.replace(
    /bridge=[^&]+/,
    `bridge=${encodeURIComponent('https://bridge.example.org')}`,
  );
  await pasteUri(page, foreign);
  await expect(
    page.getByText(/uses another bridge than the one set for this wallet/).first(),
  ).toBeVisible();
  await pasteUri(page, 'wc:0b3e2f5a-8d4c-4f7e-9a1b-2c3d4e5f6a7b@1?bridge=x');
  await expect(
    page.getByText(/This WalletConnect v1 link is incomplete or damaged/).first(),
  ).toBeVisible();

  const refused = await newDapp('Refused v1 dapp');
  await pasteUri(page, refused.uri);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Connection request rejected')).toBeVisible();
  const sessionError = await refused.session().catch((e: unknown) => e);
  expect(sessionError).toBeInstanceOf(V1Rejection);
  expect(sessionError).toMatchObject({ code: 4001, message: 'The user rejected the request.' });

  const dapp = await newDapp('Pushy v1 dapp');
  await connectDapp(page, dapp, 'Legacy user');
  await dapp.session();

  const unsupported = await dapp.request('personal_sign', ['0x00']).catch((e: unknown) => e);
  expect(unsupported).toBeInstanceOf(V1Rejection);
  expect(unsupported).toMatchObject({ code: 4300, message: 'Unsupported request.' });

  const answer = dapp
    .signTransactions([{ txn: wire(await selfPayment(user)) }])
    .catch((e: unknown) => e);
  await page.getByRole('button', { name: 'Reject request' }).click({ timeout: 20_000 });
  await expect(page.getByText('Request rejected', { exact: true })).toBeVisible();
  const rejection = await answer;
  expect(rejection).toBeInstanceOf(V1Rejection);
  expect(rejection).toMatchObject({ code: 4001, message: 'The user rejected the request.' });

  // Refused by policy (rekeys are off): answered at once with the ARC-0001 code, no click.
  const thief = algosdk.generateAccount().addr.toString();
  const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    rekeyTo: thief,
    suggestedParams: await algod().getTransactionParams().do(),
  });
  const refusal = await dapp.signTransactions([{ txn: wire(rekey) }]).catch((e: unknown) => e);
  expect(refusal).toBeInstanceOf(V1Rejection);
  expect(refusal).toMatchObject({ code: 4200 });
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A request from Pushy v1 dapp was refused' });
  await expect(notice).toContainText('ARC-0001 code 4200');
  await expect(page.getByRole('button', { name: 'Reject request' })).toHaveCount(0);

  // Removing the session tells the dapp.
  await page.getByRole('button', { name: 'Remove the session with Pushy v1 dapp' }).click();
  await expect(page.getByText('Session removed')).toBeVisible();
  await expect.poll(() => dapp.disconnected()).toBe(true);
});

test('a v1 session is stored encrypted and comes back after a reload and unlock', async ({
  page,
}) => {
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 2_000_000);
  await createWallet(page);
  await importAccount(page, 'Legacy user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  const dapp = await newDapp('Loyal v1 dapp');
  await connectDapp(page, dapp, 'Legacy user');
  await dapp.session();

  const key = new URL(dapp.uri.replace(/^wc:[^?]+/, 'http://x/')).searchParams.get('key')!;
  const rows = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('algow');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return new Promise<{ id: string; name: string; data: string }[]>((resolve) => {
      const request = db.transaction('wc').objectStore('wc').getAll();
      request.onsuccess = () =>
        resolve(request.result as { id: string; name: string; data: string }[]);
    });
  });
  const v1Rows = rows.filter((row) => row.id.includes(':v1:'));
  expect(v1Rows).toHaveLength(1);
  expect(v1Rows[0]!.id.startsWith(`${v1Rows[0]!.name}:v1:`)).toBe(true);
  expect(Object.keys(JSON.parse(v1Rows[0]!.data) as object).sort()).toEqual(['data', 'iv', 'v']);
  expect(v1Rows[0]!.data).not.toContain(key);
  expect(v1Rows[0]!.data).not.toContain('Loyal v1 dapp');

  await page.reload();
  await openWallet(page, STRONG_PASSWORD);
  // Stored sessions start WalletConnect by themselves: no init button to press.
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();
  await expect(page.getByRole('cell', { name: /^Loyal v1 dapp/ })).toBeVisible({
    timeout: 20_000,
  });

  const txn = await selfPayment(user);
  const answer = dapp.signTransactions([{ txn: wire(txn) }]);
  await page.getByRole('button', { name: 'Sign all' }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send back to the dapp' }).click();
  await submitSigned(await answer, txn.txID());
});
