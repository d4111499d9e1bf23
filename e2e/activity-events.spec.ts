import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPool, quoteSwap } from '../tools/swap-routers/amm';
import { sendGroup, swapPair } from '../tools/swap-routers/swap-group';
import { keyRegistration } from '../src/test/keyreg';
import { showActivity } from './support/account-home';
import { createTestAsset, signAndConfirm } from './support/assets';
import { algod, fund } from './support/chain';
import { shootEveryWay } from './support/shots';
import { createWallet, expectNoAxeViolations, importAccount, openAccount } from './support/wallet';

// The activity as events (issue 37 item 1). The account's whole life is four things a person
// does: it is paid by a friend, adds the swap asset (opt-in), swaps 1 Algo through the router
// stand-ins' pool (payment in, then the app call that pays the asset out by an inner
// transaction), and goes online
// with the rewards fee. Done on the chain by the test, as another wallet would, so this journey
// judges the activity alone. The activity shows exactly four events in words, on a phone and a
// wide screen, and each detail starts with words. ACTIVITY_SHOTS=<folder> keeps screenshots
// (375 and 1280 px, en and hu, light and dark) for a person to judge.

const SHOTS = process.env.ACTIVITY_SHOTS;
const NBSP = '\u00a0';
const MINUS = '\u2212';

async function axeLightAndDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The four things, done on the chain; answers the swap's first transaction id. */
async function liveALife(user: algosdk.Account, friend: algosdk.Account) {
  const client = algod();
  const address = user.addr.toString();
  const made = await createTestAsset({
    name: 'Demo dollar',
    unitName: 'dUSD',
    decimals: 2,
    total: 100_000_000n,
  });
  await fund(made.creator.addr.toString(), 100_000_000);
  // 50 Algo against 102.31 dUSD: 1 Algo buys exactly 2 dUSD (200 base units) after the 0.3 % fee.
  const pool = await createPool({
    algod: client,
    creator: made.creator,
    assetId: made.assetId,
    baseLiquidity: 50_000_000n,
    assetLiquidity: 10_231n,
  });
  const params = () => client.getTransactionParams().do();

  // 1. Paid by a friend: the payment that brings the account to life.
  await fund(friend.addr.toString(), 30_000_000);
  const payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: friend.addr,
    receiver: address,
    amount: 20_000_000,
    suggestedParams: await params(),
  });
  await signAndConfirm(payment, friend.sk);

  // 2. Adds dUSD: a zero transfer to itself.
  const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: address,
    receiver: address,
    amount: 0,
    assetIndex: made.assetId,
    suggestedParams: await params(),
  });
  await signAndConfirm(optIn, user.sk);

  // 3. Swaps 1 Algo for dUSD through the pool, as the router stand-ins' groups do: what the
  // account receives is the app's inner payout.
  const received = quoteSwap(pool, 0n, made.assetId, 1_000_000n);
  const flat = { ...(await params()), flatFee: true, fee: 1000n };
  const group = swapPair(pool, address, 0n, 1_000_000n, received, flat);
  algosdk.assignGroupID(group);
  await sendGroup(
    client,
    group.map((txn) => txn.signTxn(user.sk)),
  );

  // 4. Goes online, paying the fee that makes it eligible for staking rewards.
  const rewardsFee = { ...(await params()), flatFee: true, fee: 2_000_000n };
  const keyreg = keyRegistration(2_000_000, { sender: address, suggestedParams: rewardsFee });
  await signAndConfirm(keyreg, user.sk);
  return { swapId: group[0]!.txID(), paymentId: payment.txID(), received };
}

const EVENTS = [
  { words: 'Went online (earning rewards)', amount: null },
  { words: 'Swapped 1 Algo for 2 dUSD', amount: `${MINUS}1${NBSP}Algo+2${NBSP}dUSD` },
  { words: 'Added dUSD', amount: null },
  { words: 'From ', amount: `+20${NBSP}Algo` },
];

async function expectFourEvents(page: Page, activity: Locator, phone: boolean) {
  const rows = phone ? activity.getByRole('listitem') : activity.locator('tbody tr');
  await expect(rows).toHaveCount(4, { timeout: 20_000 });
  for (const [i, event] of EVENTS.entries()) {
    await expect(rows.nth(i)).toContainText(event.words);
    if (event.amount) await expect(rows.nth(i)).toContainText(event.amount);
  }
  // Nothing in the chain's terms where there are words for it.
  for (const chainWords of ['Asset transfer', 'Application call', 'Key registration', '—']) {
    await expect(activity).not.toContainText(chainWords);
  }
  await expect(page.getByRole('button', { name: /Possible spam/ })).toHaveCount(0);
}

test('an opt-in, a swap, going online and a payment read as four events in words', async ({
  page,
}) => {
  test.setTimeout(SHOTS ? 480_000 : 180_000);
  const user = algosdk.generateAccount();
  const friend = algosdk.generateAccount();
  const { swapId, paymentId, received } = await liveALife(user, friend);
  expect(received).toBe(200n);
  const friendShort = `${friend.addr.toString().slice(0, 6)}…${friend.addr.toString().slice(-6)}`;

  await createWallet(page, { email: 'activity-events@example.com' });
  await importAccount(page, 'Trader', algosdk.secretKeyToMnemonic(user.sk));
  await openAccount(page, 'Trader');
  const activity = await showActivity(page);
  await expectFourEvents(page, activity, false);
  await expect(activity.locator('tbody tr').nth(3)).toContainText(`From ${friendShort}`);
  // The swap's fee is what the person's two transactions paid: the input's 0.001 and the call's
  // 0.002, which also covers the pool's inner payout.
  await expect(activity.locator('tbody tr').nth(1)).toContainText(`0.003${NBSP}Algo`);
  await axeLightAndDark(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectFourEvents(page, activity, true);
  await axeLightAndDark(page);
  if (SHOTS) await shootEveryWay(page, SHOTS, 'activity', { focus: activity, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Each detail starts with words: the same sentence first, the chain's fields folded away.
  const headline = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  const technical = page.getByText('Technical details', { exact: true });
  for (const [i, words] of [
    'Went online (earning rewards)',
    'Swapped 1 Algo for 2 dUSD',
    'Added dUSD',
    // A plain transfer reads as its row does.
    `From ${friendShort}`,
  ].entries()) {
    await activity.locator('tbody tr').nth(i).getByRole('link').click();
    await expect(headline).toHaveText(words);
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(technical).toBeVisible();
    await expect(page.getByText('Genesis ID', { exact: true })).toBeHidden();
    if (i === 1) {
      await expect(page).toHaveURL(new RegExp(`/transaction/${swapId}$`));
      await expect(page.locator('dt:text-is("You paid") + dd')).toHaveText(`1${NBSP}Algo`);
      await expect(page.locator('dt:text-is("You received") + dd')).toHaveText(`2${NBSP}dUSD`);
      await expect(page.locator('dt:text-is("Account") + dd')).toContainText('Trader');
      await axeLightAndDark(page);
      await technical.click();
      await expect(page.getByText('Genesis ID', { exact: true })).toBeVisible();
      await expect(page.getByText('Other transactions in this group')).toBeVisible();
      await technical.click();
      if (SHOTS) await shootEveryWay(page, SHOTS, 'transaction-swap', { fullPage: true });
    }
    if (i === 3) {
      await expect(page).toHaveURL(new RegExp(`/transaction/${paymentId}$`));
      await expect(page.locator('dt:text-is("Amount") + dd')).toHaveText(`+20${NBSP}Algo`);
      await axeLightAndDark(page);
    }
    await page.goBack();
    await expect(activity.locator('tbody tr')).toHaveCount(4);
  }
});
