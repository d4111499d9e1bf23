import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { openAccountMore, showAccountDetails } from './support/account-home';
import { algod, fund, setFaults } from './support/chain';
import { addWatchAccount, createWallet, expectNoAxeViolations } from './support/wallet';

// Going online and offline: the account signs the "KMD" token for the participation host
// stand-in (started by global setup), reviews the key registration in the shared review,
// registers the host's key on the e2e devnet and, 5 s after confirmation, the overview shows
// the indexer's new status. Going offline meets a node that answers 500 after accepting.

const validator = algosdk.generateAccount();
const address = validator.addr.toString();

async function importValidator(page: Page): Promise<void> {
  // Links only: a reload locks the wallet, by design.
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Import account/ }).click();
  await page.getByLabel(/Recovery phrase/).fill(algosdk.secretKeyToMnemonic(validator.sk));
  await page.getByLabel(/Account name/).fill('Validator');
  await page.getByRole('button', { name: 'Import account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
}

/** The value next to the "Status" label of the overview. */
const status = (page: Page) => page.locator('dt:text-is("Status") + dd');

test('go online with a participation key, then offline again', async ({ page }) => {
  test.setTimeout(90_000);
  await createWallet(page);
  await importValidator(page);
  await fund(address, 3_000_000);
  await page.getByRole('link', { name: 'Validator', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Validator' })).toBeVisible();
  await showAccountDetails(page);
  await expect(status(page)).toHaveText('Offline');

  await openAccountMore(page, 'Go online or offline');
  await page.getByRole('button', { name: 'Go online' }).click();
  const dialog = page.getByRole('dialog', { name: 'Go online' });
  const rounds = dialog.getByRole('textbox', { name: /Rounds/ });
  // The key's validity in time; its rounds under Technical details.
  await expect(dialog).toContainText(/The key is valid for about 16 days\. Renew it before /);
  await expect(rounds).toHaveCount(0);
  await expect(dialog).toContainText('Fee: 0.001 Algo');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('online-dialog.png') });

  await dialog.getByText('Technical details').click();
  await expect(rounds).toHaveValue('500 000');
  await rounds.fill('100000');
  await expect(dialog).toContainText(/valid for about 3 days/);
  await dialog.getByRole('button', { name: 'Go online' }).click();
  // The key registration is shown before anything is sent.
  const send = dialog.getByRole('button', { name: 'Send to network' });
  await expect(send).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText('Going online (key registration)');
  await expect(dialog).toContainText('This account will take part in consensus');
  expect((await algod().accountInformation(address).do()).status).toBe('Offline');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('online-review.png') });
  await send.click();
  await expect(
    dialog.getByText(/^The account is online for rounds [\d,]+ to [\d,]+\./),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog).toContainText('The account details reload in 5 seconds.');
  const info = await algod().accountInformation(address).do();
  expect(info.status).toBe('Online');
  expect(info.participation!.voteLastValid - info.participation!.voteFirstValid).toBe(100_000n);

  // The overview reloads 5 s after the confirmation and shows the indexer's status.
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(status(page)).toHaveText('Online', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Go offline' })).toBeVisible();
  // Online, More's item brings the panel (status, Go offline) into view and focus.
  await openAccountMore(page, 'Go online or offline');
  await expect(page.getByRole('heading', { name: 'Staking rewards' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('online-overview.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Go offline' }).click();
  const offline = page.getByRole('dialog', { name: 'Go offline' });
  await expect(offline.getByRole('textbox', { name: /Rounds/ })).toHaveCount(0);
  // Asked once: the dialog opens on the review, whose Send is the only question.
  await expect(offline).toContainText('Going offline (key registration)', { timeout: 20_000 });
  await expect(offline.getByRole('button', { name: 'Go offline' })).toHaveCount(0);
  await setFaults({
    submission: 'error-after',
    submissionFaultCount: 1,
    submissionFaultSender: address,
  });
  await offline.getByRole('button', { name: 'Send to network' }).click();
  await page.screenshot({
    path: test.info().outputPath('offline-review-phone.png'),
    fullPage: true,
  });
  await expect(
    offline.getByText(/^The account is offline\. Confirmed in round \d+\.$/),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(status(page)).toHaveText('Offline', { timeout: 15_000 });
  expect((await algod().accountInformation(address).do()).status).toBe('Offline');
  // Two registrations at 0.001 each, though the node answered 500 after accepting the second;
  // the auth transaction was never sent.
  expect((await algod().accountInformation(address).do()).amount).toBe(3_000_000n - 2_000n);
});

test.afterEach(() => setFaults({ submission: 'none', submissionFaultSender: '' }));

test('a watch account is not offered to go online', async ({ page }) => {
  await createWallet(page);
  const watched = algosdk.generateAccount().addr.toString();
  await fund(watched, 1_000_000);
  await addWatchAccount(page, 'Watched', watched);
  await page.getByRole('link', { name: 'Watched', exact: true }).click();
  await expect(status(page)).toHaveText('Offline');
  await expect(page.getByRole('button', { name: /Go (online|offline)/ })).toHaveCount(0);
});
