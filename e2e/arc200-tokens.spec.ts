import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { deployArc200, sendArc200 } from './support/arc200';
import { algod, fund } from './support/chain';
import { showActivity } from './support/account-home';
import { downloadCsv } from './support/csv-download';
import { shootEveryWay } from './support/shots';
import { createWalletWithKey, openAccount } from './support/wallet';

// Issue 40: an ARC-200 token (arc200-client's bytecode on the devnet) added by its app id, its
// balance shown in units, 12.5 sent through Pay and received, both in the activity in words.
// TOKEN_SHOTS=<folder> keeps screenshots of the token's row, its review and its activity (375
// and 1280 px, en and hu, light and dark) for a person to judge.

const SHOTS = process.env.TOKEN_SHOTS;

async function tokenBalance(appId: bigint, address: string): Promise<bigint> {
  const name = Uint8Array.from([0x62, ...algosdk.Address.fromString(address).publicKey]);
  const box = await algod().getApplicationBoxByName(appId, name).do();
  return BigInt(`0x${Buffer.from(box.value).toString('hex')}`);
}

test('an ARC-200 token added by id: balance in units, 12.5 sent and received, activity in words', async ({
  page,
}) => {
  test.setTimeout(SHOTS ? 480_000 : 180_000);
  const { appId, creator } = await deployArc200();
  const holder = algosdk.generateAccount();
  await fund(holder.addr.toString(), 2_000_000);
  await sendArc200(appId, creator, holder.addr.toString(), 12_500_000n);

  await createWalletWithKey(page, 'Token holder', algosdk.secretKeyToMnemonic(holder.sk));
  await openAccount(page, 'Token holder');
  await page.getByLabel('App ID of the token').fill(appId.toString());
  await page.getByRole('button', { name: 'Add token' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Test Token' });
  await expect(row).toContainText('ARC-200');
  await expect(row).toContainText('12.5\u00a0TKN');
  if (SHOTS) await shootEveryWay(page, SHOTS, 'token-row', { focus: row });

  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByRole('combobox', { name: 'Asset' }).click();
  await page.getByRole('option', { name: /Test Token \(TKN\)/ }).click();
  await page.getByRole('combobox', { name: 'Pay to address' }).fill(creator.addr.toString());
  await page.getByLabel(/^Amount/).fill('12.5');
  await page.getByRole('button', { name: 'Review payment' }).click();
  // Said once, in the review's own "In words" row (Pay's own box said it a second time).
  await expect(page.getByText(/^Send 12\.5\u00a0TKN to /)).toBeVisible();
  await expect(page.getByText(/send 12\.5\u00a0TKN/i)).toHaveCount(1);
  await expect(page.getByText(/ARC-200 token Test Token \(TKN\)/)).toBeVisible();
  await expect(page.getByText('The network would refuse this')).toHaveCount(0);
  if (SHOTS) await shootEveryWay(page, SHOTS, 'token-review');
  // Issue 39: the balance boxes the transfer writes, from the simulation, under Technical details.
  await page.getByText('Technical details', { exact: true }).click();
  const boxes = page.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: 'Boxes written' }),
  });
  await expect(boxes).toContainText(`b + ${holder.addr.toString()}`);
  await expect(boxes).toContainText(`b + ${creator.addr.toString()}`);
  // Focused by the box's own text, which reads the same in every language.
  const creatorBox = page.getByText(`b + ${creator.addr.toString()}`);
  if (SHOTS) await shootEveryWay(page, SHOTS, 'token-review-boxes', { focus: creatorBox });
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 20_000 });
  expect(await tokenBalance(appId, holder.addr.toString())).toBe(0n);

  await openAccount(page, 'Token holder');
  const activity = await showActivity(page);
  const transfers = activity.getByRole('region', { name: 'Token transfers' });
  await expect(transfers).toContainText('Received 12.5\u00a0TKN from');
  // The send was the account's own call: one row of its activity, read as the transfer, and
  // neither a second "Sent" among the token transfers nor "Called app" beside it.
  await expect(activity.getByText(/^Sent 12\.5\u00a0TKN to /)).toHaveCount(1);
  await expect(activity.getByText(/Called app/)).toHaveCount(0);
  // Its page says the same first, not "Called app".
  await activity
    .locator('tbody tr', { hasText: /Sent 12\.5\u00a0TKN to / })
    .getByRole('link')
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toHaveText(
    /^Sent 12\.5\u00a0TKN to /,
  );
  await page.goBack();
  await showActivity(page);
  // The CSV export writes the same line: the transfer's words, 12.5 TKN sent, the receiver.
  const csv = (await downloadCsv(page, 'Export CSV')).slice(1).map((line) => line.split(','));
  expect(csv.filter((cells) => /Called app/.test(cells[1]!))).toEqual([]);
  const sent = csv.filter((cells) => /^Sent 12\.5\u00a0TKN to /.test(cells[1]!));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.slice(5, 8)).toEqual([creator.addr.toString(), '12.5', 'TKN']);
  // Focused by its text: the region's name changes with each shot's language.
  const transferLine = page.getByText(/12[.,]5\u00a0TKN/).first();
  if (SHOTS) await shootEveryWay(page, SHOTS, 'token-activity', { focus: transferLine });
});
