import { expect, test, type Page } from '@playwright/test';
import { createWallet, expectNoAxeViolations } from './support/wallet';
import { openSettingsGroup } from './support/settings';

// Nothing fetched unasked (issue 36 item 4): switching the network in Settings contacts no
// public list host; opening a server picker fetches that picker's list, and only that one.

const LISTS = 'https://scholtz.github.io';

/** Every request the page makes, as `origin/path`, in the order they are made. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${url.origin}${url.pathname}`);
  });
  return seen;
}

test('a network switch fetches no public list, opening a picker fetches its own, and the privacy page says so', async ({
  page,
}) => {
  // No internet here: the list host answers from the test, so the live list can be told apart.
  await page.route(`${LISTS}/**`, (route) => {
    const kind = /\/(algod|indexer)\//.exec(route.request().url())?.[1] ?? 'algod';
    return route.fulfill({
      json: [{ host: `https://${kind}.live.example`, providerName: `Live ${kind}` }],
    });
  });
  await createWallet(page);
  const requests = recordRequests(page);
  await page.getByRole('link', { name: 'Settings' }).click();

  await openSettingsGroup(page, 'Networks');
  const environment = page.getByRole('combobox', { name: 'Environment' });
  const algod = page.getByRole('combobox', { name: 'Algod host' });
  const indexer = page.getByRole('combobox', { name: 'Indexer host' });
  await environment.selectOption({ label: 'Mainnet' });
  await expect(algod.locator('option')).toHaveText([
    'Nodely (https://mainnet-api.4160.nodely.dev)',
    'AlgoNode (https://mainnet-api.algonode.cloud)',
  ]);
  await environment.selectOption({ label: 'Testnet' });
  await expect(algod.locator('option')).toHaveText([
    'Nodely (https://testnet-api.4160.nodely.dev)',
    'AlgoNode (https://testnet-api.algonode.cloud)',
  ]);

  // The indexer picker first: a list fetched by either switch would have been asked before it.
  await indexer.click();
  await expect(indexer.locator('option')).toContainText(['Live indexer']);
  await page.keyboard.press('Escape');
  await algod.click();
  await expect(algod.locator('option')).toContainText(['Live algod']);
  await page.keyboard.press('Escape');
  expect(requests.filter((url) => url.startsWith(LISTS))).toEqual([
    `${LISTS}/AlgorandPublicData/indexer/testnet/public-indexer-providers.json`,
    `${LISTS}/AlgorandPublicData/algod/testnet/public-algod-providers.json`,
  ]);
  const origins = [...new Set(requests.map((url) => new URL(url).origin))];
  test.info().annotations.push({ type: 'origins contacted', description: origins.join(' ') });

  // The privacy page says so, with every other host the wallet may contact.
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  const hosts = page.getByRole('region', {
    name: 'Which hosts does the wallet contact, and when?',
  });
  await expect(hosts.getByRole('listitem')).toHaveCount(14);
  await expect(hosts).toContainText('Switching the network fetches no list.');
  await expectNoAxeViolations(page);
});
