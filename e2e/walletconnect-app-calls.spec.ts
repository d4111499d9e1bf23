import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { arc200TransferTxn } from '../src/core/arc200/calls';
import { buildInboxSend, parseSendAssetInfo, SIGNATURES } from '../src/core/inbox/arc59';
import { deployArc200, sendArc200 } from './support/arc200';
import { createTestAsset, holdingOf, sendAsset, signAndConfirm } from './support/assets';
import { algod, fund, submitSigned } from './support/chain';
import { goInApp } from './support/navigation';
import { COFFEE_DAPP, coffeeDappsPerTest, connectedDappUser } from './support/connect-page';
import { E2E_ARC59_APP_ID, E2E_WC_RELAY_URL } from './support/ports';
import { ALGO_SIGN_TXN, type ScriptedDapp } from './support/walletconnect';

// A dapp's app calls reviewed by method (issue 39 items 1, 3, 6): an ARC-200 transfer on a
// token deployed on the devnet names arc200_transfer and its receiver by name; an unknown
// method shows "Unknown app" and its selector; a clear-state call shows its red warning. Then
// issue 39's "Done when": a dapp's ARC-200 transfer and ARC-59 send are reviewed in units with
// the receiver by name, signed, and the devnet's balances afterwards equal the review's.

const { chainId: CHAIN_ID, origin: ORIGIN } = COFFEE_DAPP;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const dapps = coffeeDappsPerTest();

async function review(
  page: Page,
  dapp: ScriptedDapp,
  txn: algosdk.Transaction | algosdk.Transaction[],
) {
  const txns = Array.isArray(txn) ? txn : [txn];
  const answer = dapp
    .request(ALGO_SIGN_TXN, [txns.map((t) => ({ txn: b64(algosdk.encodeUnsignedTransaction(t)) }))])
    .catch((e: unknown) => e);
  const card = page.getByRole('region', { name: 'Signing request from Coffee dapp' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  return { card, answer };
}

test('a dapp app call is reviewed by method: ARC-200 transfer, unknown method, clear state', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { appId, creator } = await deployArc200();
  const { user, dapp } = await connected(page);
  // The user holds units, so the transfer's simulation passes (bootstrapped token, real boxes).
  await sendArc200(appId, creator, user.addr.toString(), 1_000n);
  const sp = await algod().getTransactionParams().do();
  const call = (args: Uint8Array[], onComplete = algosdk.OnApplicationComplete.NoOpOC) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: user.addr,
      appIndex: appId,
      onComplete,
      appArgs: args,
      boxes: [{ appIndex: 0, name: Uint8Array.from([0x62, ...user.addr.publicKey]) }],
      suggestedParams: sp,
    });
  const method = algosdk.ABIMethod.fromSignature('arc200_transfer(address,uint256)bool');
  const transfer = call([
    method.getSelector(),
    algosdk.ABIType.from('address').encode(user.addr.toString()),
    algosdk.ABIType.from('uint256').encode(250n),
  ]);

  let { card, answer } = await review(page, dapp, transfer);
  await expect(card.getByRole('row', { name: /^Method/ })).toContainText('arc200_transfer');
  await expect(card.getByRole('row', { name: /^to \(address\)/ })).toContainText('Dapp user');
  await expect(card.getByRole('row', { name: /^value \(uint256\)/ })).toContainText('250');
  await expect(card.getByRole('row', { name: /^App/ }).first()).toContainText(
    `Unknown app ${appId.toString()}`,
  );
  await expect(card.getByRole('row', { name: /^App/ }).first()).toContainText('ARC-200 standard');
  await expect(card.getByText('The network would refuse this')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  if (process.env.APP_CALL_SHOTS)
    await card.screenshot({ path: `${process.env.APP_CALL_SHOTS}/arc200-375.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Reject' }).click();
  await answer;

  ({ card, answer } = await review(page, dapp, call([Uint8Array.of(0xde, 0xad, 0xbe, 0xef)])));
  await expect(card.getByRole('row', { name: /^App/ }).first()).toContainText(
    `Unknown app ${appId.toString()}`,
  );
  await expect(card.getByRole('row', { name: /^Method/ })).toContainText('selector 0xdeadbeef');
  await expect(card.getByRole('row', { name: /^Unknown app/ })).toContainText(
    'The wallet has no description of app',
  );
  await card.getByRole('button', { name: 'Reject' }).click();
  await answer;

  ({ card, answer } = await review(
    page,
    dapp,
    call([], algosdk.OnApplicationComplete.ClearStateOC),
  ));
  await expect(card.getByRole('row', { name: /^Clear state/ })).toContainText('may be forfeited');
  await expect(
    card.getByRole('checkbox', { name: 'I have read the warnings of this app call' }),
  ).toBeVisible();
  if (process.env.APP_CALL_SHOTS)
    await card.screenshot({ path: `${process.env.APP_CALL_SHOTS}/clear-state-1280.png` });
  await card.getByRole('button', { name: 'Reject' }).click();
  await answer;
});

async function connected(page: Page) {
  return connectedDappUser(
    page,
    { relayUrl: E2E_WC_RELAY_URL, chainId: CHAIN_ID, name: 'Coffee dapp', url: ORIGIN },
    (started: ScriptedDapp) => dapps.push(started),
  );
}

/** A contact, added on the contacts page; the page then shows the WalletConnect screen again. */
async function addContact(page: Page, name: string, address: string): Promise<void> {
  await goInApp(page, '/contacts');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add contact' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await goInApp(page, '/connect');
}

/** "1,234.5 CUP" in the review's English as base units of `decimals`. */
function baseUnits(text: string, unit: string, decimals: number): bigint {
  const match = new RegExp(`([\\d,]+)(?:\\.(\\d+))?\\s*${unit}`).exec(text);
  if (!match) throw new Error(`no amount in ${unit} in "${text}"`);
  const [whole, fraction = ''] = match.slice(1) as [string, string | undefined];
  return BigInt(whole.replace(/,/g, '') + fraction.padEnd(decimals, '0'));
}

const tokenBalance = async (appId: bigint, address: string): Promise<bigint> => {
  const box = Uint8Array.from([0x62, ...algosdk.Address.fromString(address).publicKey]);
  const { value } = await algod().getApplicationBoxByName(appId, box).do();
  return BigInt(`0x${Buffer.from(value).toString('hex')}`);
};

/** The dapp's group signed by the wallet (Sign all, Send back) and confirmed on the devnet. */
async function signAndSubmit(card: Locator, answer: Promise<unknown>, last: string) {
  await card.getByRole('button', { name: 'Sign all' }).click({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Send back to the dapp' }).click();
  await submitSigned((await answer) as (string | null)[], last);
}

test('a dapp ARC-200 transfer and ARC-59 send: methods, units and names; the chain ends as reviewed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { appId, creator } = await deployArc200();
  const cup = await createTestAsset({ name: 'Cup token', unitName: 'CUP', decimals: 2 });
  const { user, dapp } = await connected(page);
  const me = user.addr.toString();
  const alice = algosdk.generateAccount().addr.toString();
  await fund(me, 3_000_000);
  await sendArc200(appId, creator, me, 20_000_000n);
  const sp = await algod().getTransactionParams().do();
  await signAndConfirm(
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: me,
      receiver: me,
      assetIndex: cup.assetId,
      amount: 0,
      suggestedParams: sp,
    }),
    user.sk,
  );
  await sendAsset(cup.creator, me, cup.assetId, 5_000n);
  await addContact(page, 'Alice', alice);

  // ARC-200: 12.5 TKN (6 decimals) to Alice, as a dapp builds it.
  const transfer = arc200TransferTxn({ appId, from: me, to: alice, value: 12_500_000n }, sp);
  let { card, answer } = await review(page, dapp, [transfer]);
  await expect(card.getByRole('row', { name: /^Method/ })).toContainText('arc200_transfer');
  await expect(card.getByRole('row', { name: /^In words/ })).toContainText(
    'Send 12.5 TKN to Alice',
  );
  await expect(card.getByRole('row', { name: /^In words/ })).toContainText(
    'ARC-200 token Test Token (TKN)',
  );
  await signAndSubmit(card, answer, transfer.txID());
  expect(await tokenBalance(appId, alice)).toBe(12_500_000n);
  expect(await tokenBalance(appId, me)).toBe(20_000_000n - 12_500_000n);

  // ARC-59: 12.5 CUP to Alice, who never opted in, through the router's inbox.
  const router = BigInt(E2E_ARC59_APP_ID);
  const info = await sendAssetInfo(router, me, alice, cup.assetId);
  const { txns } = buildInboxSend({
    sender: me,
    receiver: alice,
    assetId: cup.assetId,
    amount: 1_250n,
    routerId: router,
    info,
    params: await algod().getTransactionParams().do(),
  });
  ({ card, answer } = await review(page, dapp, txns));
  const send = card.getByRole('row', { name: /^Method/ }).filter({ hasText: 'arc59_sendAsset' });
  await expect(send).toHaveCount(1);
  await expect(card.getByRole('row', { name: /^receiver \(address\)/ }).first()).toContainText(
    'Alice · contact',
  );
  // The funding payment's Amount row comes first; the asset's transfer to the router holds CUP.
  await expect(card.getByRole('row', { name: /^Amount/ }).filter({ hasText: 'CUP' })).toContainText(
    '12.5 CUP',
  );
  const effects = page.getByRole('region', { name: 'Effect on your accounts' });
  await expect(effects).toContainText('You send 12.5 CUP');
  const lines = await effects.getByText(/^Balance after:/).allTextContents();
  const algoAfter = baseUnits(
    lines.find((l) => l.includes('Algo'))!,
    'Algo',
    6,
  );
  const cupAfter = baseUnits(
    lines.find((l) => l.includes('CUP'))!,
    'CUP',
    2,
  );
  await signAndSubmit(card, answer, txns.at(-1)!.txID());
  expect(BigInt((await algod().accountInformation(me).do()).amount)).toBe(algoAfter);
  expect(await holdingOf(me, cup.assetId)).toBe(cupAfter);
  expect(cupAfter).toBe(5_000n - 1_250n);
  expect(await holdingOf(alice, cup.assetId)).toBeNull();
});

/** arc59_getSendAssetInfo as the dapp asks it: simulated, unsigned. */
async function sendAssetInfo(router: bigint, sender: string, receiver: string, assetId: bigint) {
  const key = algosdk.Address.fromString(receiver).publicKey;
  const txn = algosdk.makeApplicationCallTxnFromObject({
    sender,
    appIndex: router,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    appArgs: [
      algosdk.ABIMethod.fromSignature(SIGNATURES.getSendAssetInfo).getSelector(),
      key,
      algosdk.encodeUint64(assetId),
    ],
    accounts: [receiver],
    foreignAssets: [assetId],
    boxes: [{ appIndex: 0, name: key }],
    suggestedParams: await algod().getTransactionParams().do(),
  });
  const answer = await algod()
    .simulateTransactions(
      new algosdk.modelsv2.SimulateRequest({
        txnGroups: [
          new algosdk.modelsv2.SimulateRequestTransactionGroup({
            txns: [new algosdk.SignedTransaction({ txn })],
          }),
        ],
        allowEmptySignatures: true,
        allowUnnamedResources: true,
      }),
    )
    .do();
  const logs = answer.txnGroups[0]!.txnResults[0]!.txnResult.logs ?? [];
  return parseSendAssetInfo(logs.at(-1)!.subarray(4));
}
