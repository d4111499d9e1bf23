import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { refreshAccount, showActivity } from './support/account-home';
import { algod } from './support/chain';
import { COFFEE_DAPP, coffeeDappsPerTest, connectedDappUser } from './support/connect-page';
import { E2E_WC_RELAY_URL } from './support/ports';
import { openSettingsGroup } from './support/settings';
import { expectNoAxeViolations } from './support/wallet';
import {
  startScriptedDapp,
  WalletConnectRejection,
  type ScriptedDapp,
} from './support/walletconnect';

// Delegated logic signatures (issue 39 item 4). A dapp asking the wallet to sign "Program" ||
// program through `algo_signData` asks for a blank cheque: anyone holding the signature can send
// from the account whatever the program approves. It is refused at once, saying so; in
// developer mode it is shown disassembled by the node, with the program's address and hash, and
// signed only after the account's first 6 characters are typed. The dapp then spends with it on
// the devnet, and the transaction's page says it was signed by that program. ARC-47's
// `algo_templatedLsig` is not a method the wallet offers.

const { origin: ORIGIN, host: HOST, chainId: CHAIN_ID } = COFFEE_DAPP;
const dapps = coffeeDappsPerTest();

const sha256 = (bytes: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(bytes).digest());
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** Approves a payment of exactly 100,000 micro-Algo that closes and rekeys nothing. */
const ALLOWANCE = `#pragma version 10
txn TypeEnum
int pay
==
txn Amount
int 100000
==
&&
txn CloseRemainderTo
global ZeroAddress
==
&&
txn RekeyTo
global ZeroAddress
==
&&`;

async function compiled(): Promise<Uint8Array> {
  const { result } = await algod().compile(ALLOWANCE).do();
  return new Uint8Array(Buffer.from(result, 'base64'));
}

function delegationParams(address: string, program: Uint8Array) {
  return {
    data: b64(new Uint8Array([...Buffer.from('Program'), ...program])),
    signer: address,
    domain: HOST,
    authenticatorData: b64(sha256(HOST)),
    requestId: 'lsig-1',
    metadata: { scope: 1, encoding: 'base64' },
  };
}

async function connected(page: Page) {
  return connectedDappUser(
    page,
    { relayUrl: E2E_WC_RELAY_URL, chainId: CHAIN_ID, name: 'Coffee dapp', url: ORIGIN },
    (started: ScriptedDapp) => dapps.push(started),
  );
}

test('a delegated logic signature request is refused with the message', async ({ page }) => {
  const { user, dapp } = await connected(page);
  const address = user.addr.toString();

  const refused = await dapp
    .request('algo_signData', delegationParams(address, await compiled()))
    .catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(WalletConnectRejection);
  expect(refused).toMatchObject({ code: 4300 });
  expect((refused as Error).message).toContain('delegated logic signature');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A request from Coffee dapp was refused' });
  await expect(notice).toContainText('"Program"');
  await expect(notice).toContainText('a blank cheque with which anyone holding it could spend');
  await expect(notice).toContainText('never signs one outside developer mode');
  await expect(page.getByRole('region', { name: /delegate an account/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("ARC-47's algo_templatedLsig is not offered: the session leaves it out and it cannot be asked", async ({
  page,
}) => {
  await connected(page);
  const dapp = await startScriptedDapp({
    relayUrl: E2E_WC_RELAY_URL,
    chainId: CHAIN_ID,
    name: 'Template dapp',
    url: ORIGIN,
    methods: ['algo_signTxn', 'algo_templatedLsig'],
  });
  dapps.push(dapp);
  await page.getByLabel('WalletConnect URI').fill(dapp.uri);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  const session = await dapp.session();
  expect(session.methods).toEqual(['algo_signTxn', 'algo_signData']);
  const asked = await dapp
    .request('algo_templatedLsig', { arc47: '{}', hash: 'x' })
    .catch((e: unknown) => e);
  expect(asked).toBeInstanceOf(Error);
  await expect(page.getByRole('region', { name: /Template dapp/ })).toHaveCount(0);
});

test('in developer mode the delegation is read disassembled, retyped, signed, and the dapp spends with it', async ({
  page,
}) => {
  const { user, dapp } = await connected(page);
  const address = user.addr.toString();
  await page.getByRole('link', { name: 'Settings' }).click();
  await openSettingsGroup(page, 'Developer settings');
  await page.getByRole('switch', { name: 'Developer mode' }).check();
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();

  const program = await compiled();
  const programAddress = new algosdk.LogicSig(program).address().toString();
  const programHash = Buffer.from(algosdk.decodeAddress(programAddress).publicKey).toString('hex');
  const answer = dapp.request<string[]>('algo_signData', delegationParams(address, program));

  const card = page.getByRole('region', {
    name: 'Request from Coffee dapp to delegate an account to a program',
  });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('row', { name: /^Program address/ })).toContainText(programAddress);
  await expect(card.getByRole('row', { name: /^Program hash/ })).toContainText(programHash);
  await expect(card.getByLabel('Program (disassembled by the node)')).toContainText('txn TypeEnum');
  await expect(card.getByText('A blank cheque for this account')).toBeVisible();
  const sign = card.getByRole('button', { name: 'Sign the delegation' });
  await expect(sign).toBeDisabled();
  const retype = card.getByRole('textbox', { name: /Type the first 6 characters/ });
  await retype.fill(address.slice(1, 7));
  await expect(sign).toBeDisabled();
  await retype.fill(address.slice(0, 6).toLowerCase());
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await sign.click();
  await expect(page.getByText('Signature sent to the app')).toBeVisible();

  // The dapp's side: the signature is a delegation the devnet accepts for the allowed payment.
  const [signature] = await answer;
  const lsig = new algosdk.LogicSig(program);
  lsig.sig = new Uint8Array(Buffer.from(signature!, 'base64'));
  const receiver = algosdk.generateAccount().addr;
  const client = algod();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver,
    amount: 100_000,
    suggestedParams: await client.getTransactionParams().do(),
  });
  const blob = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, lsig }));
  await client.sendRawTransaction(blob).do();
  await algosdk.waitForConfirmation(client, txn.txID(), 4);

  // The person's activity: signed by a program, named by its address and hash.
  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('link', { name: 'Dapp user', exact: true }).click();
  await refreshAccount(page);
  const activity = await showActivity(page);
  await activity.getByRole('link', { name: `Open transaction ${txn.txID()}` }).click();
  const section = page.getByRole('region', { name: 'Signed by a program' });
  await expect(section).toBeVisible({ timeout: 20_000 });
  await expect(section).toContainText('The sender delegated its signature to this program.');
  await expect(section).toContainText(programAddress);
  await expect(section).toContainText(programHash);
});
