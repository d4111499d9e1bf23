import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { openAccountMore } from './support/account-home';
import { createTestAsset, holdingOf, signAndConfirm } from './support/assets';
import { algod } from './support/chain';
import { goInApp } from './support/navigation';
import { shootEveryWay } from './support/shots';
import { addWatchAccount, createWalletWithKey, openAccount } from './support/wallet';

// Issue 40: an asset sent to a receiver that never opted in goes to its ARC-59 inbox (our
// router, app 1001 on the e2e devnet); the sender pays what the review said; the receiver sees
// it waiting (a watch account only sees), claims one asset and rejects another. The second
// asset goes through a payment link, which reaches the same offer in Pay.

// INBOX_SHOTS=folder: screenshots of each step, en and hu, 375 and 1280 px, to judge by eye.
const SHOTS = process.env.INBOX_SHOTS;

const microAlgos = async (address: string) =>
  (await algod().accountInformation(address).do()).amount;

/**
 * Pay's form (or a payment link that fills it) to the review of the inbox group; answers the
 * review's total Algo cost (µAlgo).
 */
async function sendThroughInbox(
  page: Page,
  asset: RegExp,
  receiver: string,
  newInbox: boolean,
  link?: string,
): Promise<bigint> {
  if (link) {
    // What a protocol handler or a scanned request opens: asset, receiver and amount filled.
    await goInApp(page, `/pay/${encodeURIComponent(link)}`);
    await page.getByRole('combobox', { name: 'Pay from' }).click();
    await page.getByRole('option', { name: /^Sender/ }).click();
    await expect(page.getByRole('combobox', { name: 'Pay to address' })).toHaveValue(receiver);
    await expect(page.getByRole('combobox', { name: 'Asset' })).toHaveValue(asset);
    await expect(page.getByLabel(/^Amount/)).toHaveValue('5');
  } else {
    await openAccount(page, 'Sender');
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await page.getByRole('combobox', { name: 'Asset' }).click();
    await page.getByRole('option', { name: asset }).click();
    await page.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
    await page.getByLabel(/^Amount/).fill('5');
  }
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(
    page.getByText(/has not opted in to .*, so a plain payment would be refused/),
  ).toBeVisible();
  await expect(
    page.getByText('An exchange or custodial account may not be able to claim it.'),
  ).toBeVisible();
  if (SHOTS && newInbox) {
    // Marked in the page, so the shots in Hungarian find the offer by something other than words.
    await page
      .getByRole('button', { name: 'Send through the inbox' })
      .evaluate((button) => button.setAttribute('data-shot-focus', ''));
    await shootEveryWay(page, SHOTS, 'inbox-offer', { focus: page.locator('[data-shot-focus]') });
  }
  await page.getByRole('button', { name: 'Send through the inbox' }).click();
  const costs = page.getByRole('table', { name: 'What sending through the inbox costs' });
  await expect(costs.getByRole('row', { name: /^You send/ })).toContainText('5');
  if (SHOTS && newInbox)
    await shootEveryWay(page, SHOTS, 'inbox-review', {
      focus: page.getByRole('table').first(),
    });
  const total = await costs.getByRole('row', { name: /^Total cost/ }).textContent();
  await expect(page.getByText('ARC-59 asset inbox router').first()).toBeVisible();
  // A new inbox is an account the router keeps for itself (an inner rekey to the router's own
  // address): no one else gains control, so the review raises no rekey warning.
  await expect(page.getByRole('row', { name: /^Rekey by the app/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  const [whole, fraction = ''] = /([\d,]+)(?:\.(\d+))?\s*Algo/.exec(total ?? '')!.slice(1);
  return BigInt(whole!.replace(/,/g, '')) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}

test('send to a receiver not opted in through its inbox; it claims one asset and rejects another', async ({
  page,
}) => {
  // Two sends, a watch account, a claim and a reject: each a review and a confirmation.
  test.setTimeout(SHOTS ? 400_000 : 180_000);
  const otter = await createTestAsset({ name: 'Inbox otter', unitName: 'OTR' });
  const sender = otter.creator;
  // A second asset of the same sender, made on the chain as another wallet would.
  const heronCreate = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: sender.addr,
    total: 1000n,
    decimals: 0,
    defaultFrozen: false,
    unitName: 'HER',
    assetName: 'Inbox heron',
    suggestedParams: await algod().getTransactionParams().do(),
  });
  await signAndConfirm(heronCreate, sender.sk);
  const heron = BigInt(
    (await algod().pendingTransactionInformation(heronCreate.txID()).do()).assetIndex ?? 0,
  );
  const receiver = algosdk.generateAccount();
  const to = receiver.addr.toString();

  await createWalletWithKey(page, 'Sender', algosdk.secretKeyToMnemonic(sender.sk));
  const before = await microAlgos(sender.addr.toString());
  const cost = await sendThroughInbox(page, /Inbox otter/, to, true);
  // Exactly what the review said: the group's fees and the inbox's minimum balance (and the
  // Algo for the receiver's claim), nothing else.
  expect(before - (await microAlgos(sender.addr.toString()))).toBe(cost);
  expect(await holdingOf(to, otter.assetId)).toBeNull();
  // The second through a payment link (ARC-26) for the asset: the same offer in Pay.
  await sendThroughInbox(
    page,
    /Inbox heron/,
    to,
    false,
    `algorand://${to}?amount=5&asset=${heron}`,
  );

  // A watch account sees what waits but cannot act.
  await addWatchAccount(page, 'Receiver', to);
  await goInApp(page, `/account/${to}`);
  await page.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Inbox otter' })).toContainText('5 OTR');
  await expect(page.getByRole('listitem', { name: 'Inbox heron' })).toContainText('5 HER');
  await expect(page.getByText('a watch account cannot claim or reject')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  if (SHOTS) await shootEveryWay(page, SHOTS, 'inbox-watch');

  // With its recovery phrase added, the receiver claims from no Algo of its own.
  await goInApp(page, `/account/${to}`);
  await expect(page.getByText('2 assets waiting')).toBeVisible();
  if (SHOTS) await shootEveryWay(page, SHOTS, 'inbox-waiting');
  await openAccountMore(page, 'Add recovery phrase');
  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Recovery phrase' })
    .fill(algosdk.secretKeyToMnemonic(receiver.sk));
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the inbox' }).click();
  if (SHOTS) await shootEveryWay(page, SHOTS, 'inbox-page');
  await page
    .getByRole('listitem', { name: 'Inbox otter' })
    .getByRole('button', { name: 'Claim' })
    .click();
  await expect(page.getByRole('heading', { name: 'Claim Inbox otter' })).toBeVisible();
  if (SHOTS) await shootEveryWay(page, SHOTS, 'inbox-claim');
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  expect(await holdingOf(to, otter.assetId)).toBe(5n);

  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page.getByText('1 asset waiting')).toBeVisible();
  await page.getByRole('link', { name: 'Open the inbox' }).click();
  await expect(page.getByRole('listitem', { name: 'Inbox otter' })).toHaveCount(0);
  await page
    .getByRole('listitem', { name: 'Inbox heron' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  // Back with its creator, never held by the receiver.
  expect(await holdingOf(sender.addr.toString(), heron)).toBe(1000n);
  expect(await holdingOf(to, heron)).toBeNull();
  // The account's home (Done was followed after the claim above) says nothing waits any more.
  await goInApp(page, `/account/${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the inbox' })).toHaveCount(0);
  await goInApp(page, `/inbox/${to}`);
  await expect(page.getByText("Nothing is waiting in this account's inbox.")).toBeVisible();
});
