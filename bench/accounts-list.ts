// /accounts with 1,000 accounts: time to the first painted rows (budget 200 ms), and main-thread
// tasks over 50 ms while balances refresh one account every 100 ms (budget 0), sampled for 20 s.
import algosdk from 'algosdk';
import CryptoJS from 'crypto-js';
import type { Browser } from '@playwright/test';
import { startDevnet } from '../devnet/server';
import { figure, launchChromium, startPreview } from './support';

const PASSWORD = 'Bench-Password-For-Accounts-1';
const COUNT = 1000;

export async function main(): Promise<void> {
  const devnet = await startDevnet({ algodPort: 0, indexerPort: 0 });
  const config = JSON.stringify({
    env: 'sandbox',
    algod: devnet.algodUrl,
    indexer: devnet.indexerUrl,
    algodToken: devnet.token,
    indexerToken: devnet.token,
  });
  let preview: Awaited<ReturnType<typeof startPreview>> | undefined;
  let browser: Browser | undefined;
  try {
    preview = await startPreview(4196, { ALGOW_CONFIG_JSON: config });
    browser = await launchChromium();
    const accounts = Array.from({ length: COUNT }, (_, i) => ({
      name: `Account ${String(i).padStart(4, '0')}`,
      addr: algosdk.generateAccount().addr.toString(),
    }));
    for (const account of accounts.slice(0, 50)) await devnet.fund(account.addr, 1_000_000);
    const backup = CryptoJS.AES.encrypt(
      JSON.stringify({ name: 'Bench', privateAccounts: accounts }),
      PASSWORD,
    ).toString();

    const page = await browser.newPage();
    await page.goto(`${preview.url}/import-wallet`);
    await page.getByLabel('Wallet name').fill('Thousand');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'b.dat', mimeType: 'text/plain', buffer: Buffer.from(backup) });
    await page.getByRole('button', { name: 'Import wallet' }).click();
    await page.getByLabel('Wallet password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Open wallet' }).click();
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });

    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      const t0 = await page.evaluate(() => performance.now());
      await page.getByRole('link', { name: 'Accounts' }).click();
      await page.locator('tbody tr').first().waitFor();
      runs.push((await page.evaluate(() => performance.now())) - t0);
    }
    const sorted = [...runs].sort((a, b) => a - b);
    figure(
      `/accounts, ${COUNT} accounts, first rows`,
      sorted[2]!,
      'ms',
      `/accounts with ${COUNT} accounts, first rows painted: median ${sorted[2]!.toFixed(0)} ms (runs ${runs.map((r) => r.toFixed(0)).join(', ')}; budget 200 ms)`,
    );

    const long = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const durations: number[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) durations.push(entry.duration);
          }).observe({ type: 'longtask' });
          setTimeout(() => resolve(durations), 20_000);
        }),
    );
    figure(
      'balance refresh, tasks over 50 ms',
      long.length,
      'count',
      `balance refresh, 20 s sample (~200 accounts): ${long.length} main-thread tasks over 50 ms${long.length ? ` (longest ${Math.max(...long).toFixed(0)} ms)` : ''} (budget 0)`,
    );
  } finally {
    await browser?.close();
    preview?.stop();
    await devnet.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
