import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { refreshAccount, showAccountDetails, showActivity } from './support/account-home';
import { fund } from './support/chain';
import { downloadCsv } from './support/csv-download';
import { expectNoSideScroll } from './support/fit';
import { shootEveryWay } from './support/shots';
import { createWalletWithKey, expectNoAxeViolations, openAccount } from './support/wallet';

// Issue 41 items 4 and 5: after 10 payments the home's Details draw the balance over 30 days
// (its code fetched only once Details opens), and the activity downloads as CSV, one line per
// event with amounts in units, for the account and for all accounts. CHART_SHOTS=folder takes
// the chart in en and hu, light and dark, at 375 and 1280 px.

const PAYMENTS = 10;
const SHOTS = process.env.CHART_SHOTS;
/** Payment i brings i.5 of the coin: 1.5, 2.5 ... 10.5 (60 in all). */
const microOf = (i: number) => i * 1_000_000 + 500_000;

function expectPaymentLines(lines: string[], address: string) {
  const [header, ...events] = lines;
  expect(header).toBe(
    'Date (UTC),Type,Account,Account address,Counterparty,Counterparty address,Sent amount,Sent unit,Received amount,Received unit,Fee,Fee unit,Fiat value,Transaction ID',
  );
  expect(events).toHaveLength(PAYMENTS);
  const received = events.map((line) => {
    const cells = line.split(',');
    expect(cells[1]).toBe('Payment');
    expect(cells[2]).toBe('Chart');
    expect(cells[3]).toBe(address);
    return cells[8];
  });
  // Newest first, in units (not microunits).
  expect(received).toEqual(
    Array.from({ length: PAYMENTS }, (_, i) => `${(PAYMENTS - i).toString()}.5`),
  );
}

test('the balance chart after 10 payments, and the activity as CSV', async ({ page }) => {
  // Eight screenshots take longer than a journey's minute.
  if (SHOTS) test.setTimeout(180_000);
  const key = algosdk.generateAccount();
  const address = key.addr.toString();
  await createWalletWithKey(page, 'Chart', algosdk.secretKeyToMnemonic(key.sk));
  for (let i = 1; i <= PAYMENTS; i++) await fund(address, microOf(i));
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/BalanceChart-[^/]*\.js$/.test(request.url())) chartChunks.push(request.url());
  });
  await openAccount(page, 'Chart');
  await refreshAccount(page);
  expect(chartChunks, 'the chart loads before it is shown').toEqual([]);

  await showAccountDetails(page);
  const chart = page.getByRole('figure', { name: 'Balance over the last 30 days' });
  await expect(chart).toBeVisible();
  expect(chartChunks).toHaveLength(1);
  // The opening balance (none) and one point per payment, in the picture and in its table.
  await expect(chart.locator('svg')).toHaveAttribute('data-points', String(PAYMENTS + 1));
  const rows = chart.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(PAYMENTS + 1);
  await expect(rows.first().locator('td').nth(1)).toHaveText(/^0\s/);
  await expect(rows.last().locator('td').nth(1)).toHaveText(/^60\s/);
  await expectNoAxeViolations(page);
  if (SHOTS)
    await shootEveryWay(page, SHOTS, 'balance-chart', { focus: page.getByTestId('balance-chart') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(chart.locator('svg')).toBeVisible();
  await expectNoSideScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await showActivity(page);
  expectPaymentLines(await downloadCsv(page, 'Export CSV'), address);
  await page.getByRole('banner').getByRole('link', { name: 'Accounts', exact: true }).click();
  expectPaymentLines(await downloadCsv(page, 'Export all activity (CSV)'), address);
});
