import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { deployArc200, sendArc200 } from './support/arc200';
import { algod } from './support/chain';
import { COFFEE_DAPP, coffeeDappsPerTest, connectedDappUser } from './support/connect-page';
import { E2E_WC_RELAY_URL } from './support/ports';
import { ALGO_SIGN_TXN, type ScriptedDapp } from './support/walletconnect';

// A dapp's app calls reviewed by method (issue 39 items 1, 3, 6): an ARC-200 transfer on a
// token deployed on the devnet names arc200_transfer and its receiver by name; an unknown
// method shows "Unknown app" and its selector; a clear-state call shows its red warning.

const { chainId: CHAIN_ID, origin: ORIGIN } = COFFEE_DAPP;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const dapps = coffeeDappsPerTest();

async function review(page: Page, dapp: ScriptedDapp, txn: algosdk.Transaction) {
  const answer = dapp
    .request(ALGO_SIGN_TXN, [[{ txn: b64(algosdk.encodeUnsignedTransaction(txn)) }]])
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
