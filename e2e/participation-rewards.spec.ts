import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { startLedgerDevice } from '../tools/ledger-device/device';
import { openAccountMore, refreshAccount } from './support/account-home';
import { algod, fund, setFaults } from './support/chain';
import { goInApp } from './support/navigation';
import { shootEveryWay } from './support/shots';
import {
  E2E_ALGOD_PORT,
  E2E_INDEXER_PORT,
  E2E_LEDGER_DEVICE_PORT,
  E2E_TOKEN,
} from './support/ports';
import { createWallet, expectNoAxeViolations, importAccount, openAccount } from './support/wallet';

// Staking rewards (issue 27): going online with the 2 Algo registration fee makes the account
// incentive-eligible on the devnet, as algod does; without it the account is online but not
// eligible and is offered to re-register. The account home shows the health in time, not
// rounds: the devnet's admin endpoints move the rounds on, record a proposed block and make a
// heartbeat. Screens checked with axe in light and dark; screenshots in en and hu, 375/1280.

const SHOTS = '/tmp/shots-participation-ui';
/** Every way (en/hu, light/dark, 375/1280) on request: STAKING_SHOTS=folder. */
const STAKING_SHOTS = process.env.STAKING_SHOTS;
mkdirSync(SHOTS, { recursive: true });
const ALGO = 1_000_000;
/** Rounds of 2.8 s in about two hours and one hour. */
const TWO_HOURS = 2_572;
const ONE_HOUR = 1_286;

async function admin(path: string, body: object): Promise<{ round?: number }> {
  const response = await fetch(`http://127.0.0.1:${E2E_ALGOD_PORT}/devnet/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Algo-API-Token': E2E_TOKEN },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { round?: number };
}

/** The fees of the account's key registrations, from the devnet's indexer. */
async function keyRegistrationFees(address: string): Promise<number[]> {
  const response = await fetch(
    `http://127.0.0.1:${E2E_INDEXER_PORT}/v2/accounts/${address}/transactions`,
    { headers: { 'X-Indexer-API-Token': E2E_TOKEN } },
  );
  const body = (await response.json()) as { transactions: { 'tx-type': string; fee: number }[] };
  return body.transactions.filter((t) => t['tx-type'] === 'keyreg').map((t) => t.fee);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The participation panel in any language (the shots switch to Hungarian). */
const participationSection = (page: Page) =>
  page.locator('section[aria-labelledby="overview-participation"]');

/** The value next to a label of the participation panel. */
const field = (panel: Locator, label: string) => panel.locator(`dt:text-is("${label}") + dd`);

/**
 * The go-online form: an account in the paid range is offered "Earn staking rewards" on its
 * home (one tap); any other through More.
 */
async function openGoOnline(page: Page, { earn = false } = {}): Promise<Locator> {
  if (earn) {
    await page.getByRole('button', { name: 'Earn staking rewards' }).click();
  } else {
    await openAccountMore(page, 'Go online or offline');
    await page.getByRole('button', { name: 'Go online' }).click();
  }
  return page.getByRole('dialog', { name: 'Go online' });
}

const rewardsOption = (dialog: Locator) =>
  dialog.getByRole('checkbox', { name: /^Earn staking rewards \(2\sAlgo fee\)$/ });

/** The dialog's "Go online" up to its review, ready to send. */
async function reviewGoOnline(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: 'Go online' }).click();
  const send = dialog.getByRole('button', { name: 'Send to network' });
  await expect(send).toBeEnabled({ timeout: 20_000 });
  return send;
}

/** Sends the reviewed registration and waits for the dialog to say the account is online. */
async function sendGoOnline(dialog: Locator, send: Locator): Promise<void> {
  await send.click();
  await expect(
    dialog.getByText(/^The account is online for rounds [\d,]+ to [\d,]+\./),
  ).toBeVisible({ timeout: 30_000 });
}

/** The chain after going online: online, eligible or not, and every key registration's fee. */
async function expectRegistered(
  address: string,
  expected: { eligible: boolean; fees: number[]; amount?: number },
): Promise<void> {
  const info = await algod().accountInformation(address).do();
  expect(info.status).toBe('Online');
  expect(info.incentiveEligible ?? false).toBe(expected.eligible);
  if (expected.amount !== undefined) expect(info.amount).toBe(BigInt(expected.amount));
  expect(await keyRegistrationFees(address)).toEqual(expected.fees);
}

const protocolFeeText =
  'The fee of 2 Algo includes the staking-rewards registration fee, which makes this account eligible for rewards.';

test.afterEach(() => setFaults({ submission: 'none', submissionFaultSender: '' }));

test('go online for staking rewards: 2 Algo fee, eligible, one registration despite a 500', async ({
  page,
}) => {
  test.setTimeout(STAKING_SHOTS ? 300_000 : 150_000);
  const staker = algosdk.generateAccount();
  const address = staker.addr.toString();
  await fund(address, 40_000 * ALGO);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createWallet(page);
  await importAccount(page, 'Staker', algosdk.secretKeyToMnemonic(staker.sk));
  await openAccount(page, 'Staker');

  // Offline with 40,000 Algo: the home offers rewards in one tap.
  const offer = page.getByRole('region', { name: 'Staking rewards' });
  await expect(offer).toContainText('With this balance the account can earn staking rewards');
  if (STAKING_SHOTS) {
    await shoot(page, 'offer-en-1280');
    await shootEveryWay(page, STAKING_SHOTS, 'staking-offer', {
      focus: participationSection(page),
    });
  }
  const dialog = await openGoOnline(page, { earn: true });
  await expect(rewardsOption(dialog)).toBeChecked();
  await expect(dialog).toContainText(
    'For a one-time 2 Algo registration fee, the account is paid a reward for each block it proposes while its balance is from 30,000 Algo to 70,000,000 Algo.',
  );
  await expect(dialog).toContainText('Fee: 2 Algo');
  await shoot(page, 'form-en-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'form-en-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  const send = await reviewGoOnline(dialog);
  await expect(dialog).toContainText(protocolFeeText);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await shoot(page, 'review-en-1280');
  // The node accepts the registration, then answers 500: the wallet must not send it twice.
  await setFaults({
    submission: 'error-after',
    submissionFaultCount: 1,
    submissionFaultSender: address,
  });
  await sendGoOnline(dialog, send);
  await expectRegistered(address, {
    eligible: true,
    fees: [2 * ALGO],
    amount: 40_000 * ALGO - 2 * ALGO,
  });

  // The account home shows the health; rounds read as time (2.8 s a round).
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const panel = page.getByRole('region', { name: 'Staking rewards' });
  await expect(field(panel, 'Rewards')).toHaveText('Eligible', { timeout: 15_000 });
  await expect(field(panel, 'Last block proposed')).toHaveText('Never');
  await expect(field(panel, 'Last heartbeat')).toHaveText('Less than a minute ago');
  await expect(panel).toContainText('Earning rewards');
  // The key in time (500,000 rounds of 2.8 s), its last round under Technical details.
  await expect(field(panel, 'Participation key')).toHaveText(
    /^About 16 days left, renew before \w{3} \d{1,2}(, \d{4})?$/,
  );
  await expect(field(panel, 'Last valid round')).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Re-register to earn rewards' })).toHaveCount(0);

  const { round } = await admin('advance', { rounds: TWO_HOURS });
  await admin('proposed', { address, round: round! - ONE_HOUR });
  await expect(field(panel, 'Last heartbeat')).toHaveText('About 2 hours ago', {
    timeout: 15_000,
  });
  await expect(field(panel, 'Last block proposed')).toHaveText('About 1 hour ago');
  await admin('heartbeat', { address });
  await expect(field(panel, 'Last heartbeat')).toHaveText('Less than a minute ago', {
    timeout: 15_000,
  });
  await shoot(page, 'panel-eligible-en-1280');
  if (STAKING_SHOTS)
    await shootEveryWay(page, STAKING_SHOTS, 'staking-online', {
      focus: participationSection(page),
    });
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'panel-eligible-en-375');

  await page.setViewportSize({ width: 1280, height: 900 });
  await goInApp(page, '/settings');
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('hu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await goInApp(page, `/account/${address}`);
  const huPanel = page.getByRole('region', { name: 'Staking-jutalmak' });
  await expect(field(huPanel, 'Jutalmak')).toHaveText('Jogosult');
  await shoot(page, 'panel-eligible-hu-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'panel-eligible-hu-375');
});

test('go online without rewards: not eligible, offered to re-register with the option on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const validator = algosdk.generateAccount();
  const address = validator.addr.toString();
  await fund(address, 5 * ALGO);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createWallet(page);
  await importAccount(page, 'Small', algosdk.secretKeyToMnemonic(validator.sk));
  await openAccount(page, 'Small');

  const dialog = await openGoOnline(page);
  await expect(rewardsOption(dialog)).not.toBeChecked();
  await expect(dialog).toContainText(
    'Off because the balance is below 30,000 Algo. You can still turn it on, for example before adding funds.',
  );
  await expect(dialog).toContainText('Fee: 0.001 Algo');
  await shoot(page, 'form-below-en-1280');
  // A key for 100,000 rounds (about 3 days): the home warns about its expiry.
  await dialog.getByText('Technical details').click();
  await dialog.getByRole('textbox', { name: /Rounds/ }).fill('100000');
  const send = await reviewGoOnline(dialog);
  await expect(dialog).not.toContainText('staking-rewards registration fee');
  await sendGoOnline(dialog, send);
  await expectRegistered(address, { eligible: false, fees: [1000] });

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const panel = page.getByRole('region', { name: 'Staking rewards' });
  await expect(field(panel, 'Rewards')).toHaveText('Not eligible', { timeout: 15_000 });
  await expect(panel).toContainText(
    'This account went online without the 2 Algo registration fee, so it earns no staking rewards.',
  );
  await expect(panel.getByRole('status')).toContainText('The participation key expires around');
  await shoot(page, 'panel-not-eligible-en-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'panel-not-eligible-en-375');

  await panel.getByRole('button', { name: 'Re-register to earn rewards' }).click();
  const again = page.getByRole('dialog', { name: 'Register a new participation key' });
  await expect(rewardsOption(again)).toBeChecked();
  await expect(again).toContainText('Fee: 2 Algo');
  await shoot(page, 'reregister-en-375');
});

async function setLanguage(page: Page, language: 'en' | 'hu'): Promise<void> {
  await goInApp(page, '/settings');
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /Language|Nyelv/ })
    .selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const signatures = (page: Page) => page.getByRole('region', { name: 'Signatures', exact: true });

test('a multisig goes online for rewards through a proposal: eligible, one registration', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [alice, bob, carol] = [0, 1, 2].map(() => algosdk.generateAccount()) as [
    algosdk.Account,
    algosdk.Account,
    algosdk.Account,
  ];
  const params = {
    version: 1,
    threshold: 2,
    addrs: [alice, bob, carol].map((a) => a.addr.toString()),
  };
  const team = algosdk.multisigAddress(params).toString();
  await fund(team, 40_000 * ALGO);
  await page.setViewportSize({ width: 1280, height: 900 });
  await createWallet(page);
  await importAccount(page, 'Alice', algosdk.secretKeyToMnemonic(alice.sk));
  // The multisig: Alice as own account, Bob and Carol typed.
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Multisignature account/ }).click();
  await page.getByRole('combobox', { name: 'Own accounts' }).click();
  await page.getByRole('option', { name: /Alice/ }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Other addresses').fill(params.addrs.slice(1).join('\n'));
  await page.getByLabel(/Account name/).fill('Team vault');
  await page.getByRole('button', { name: 'Create multisig account' }).click();
  await expect(page).toHaveURL(/\/accounts$/);
  await openAccount(page, 'Team vault');
  await refreshAccount(page);

  const dialog = await openGoOnline(page, { earn: true });
  await expect(rewardsOption(dialog)).toBeChecked();
  await expect(dialog).toContainText('Fee: 2 Algo');
  // Alice signs the host's token; the registration opens as a proposal for the co-signers.
  await dialog.getByRole('button', { name: 'Go online' }).click();
  await expect(page).toHaveURL(new RegExp(`/multisig/${team}/[A-Za-z0-9_-]+$`), {
    timeout: 20_000,
  });
  // A key registration, not a payment: the page says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Review transaction' })).toBeVisible();
  const proposal = page.getByRole('region', { name: 'Multisig transaction' });
  await expect(proposal).toContainText(/Fee\s*2\.0+\sAlgo/);
  await expect(page.getByRole('main')).toContainText(protocolFeeText);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(signatures(page)).toContainText('Signed 0 of 2 required');
  // The same proposal in Hungarian (the link carries it), then back to English.
  const proposalPath = new URL(page.url()).pathname;
  await setLanguage(page, 'hu');
  await goInApp(page, proposalPath);
  await expect(page.getByRole('main')).toContainText('staking-jutalmak regisztrációs díját');
  await shoot(page, 'multisig-proposal-hu-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'multisig-proposal-hu-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await setLanguage(page, 'en');
  await goInApp(page, proposalPath);
  await expect(signatures(page)).toContainText('Signed 0 of 2 required');
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(signatures(page)).toContainText('Signed 1 of 2 required');
  await shoot(page, 'multisig-proposal-en-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, 'multisig-proposal-en-375');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Carol signs the proposal elsewhere (here: the test, with her key) and it is pasted back.
  const text = await page.getByRole('textbox', { name: /Proposal text/ }).inputValue();
  const signed = algosdk.decodeSignedTransaction(Buffer.from(text, 'base64url'));
  expect(signed.txn.type).toBe('keyreg');
  expect(signed.txn.fee).toBe(BigInt(2 * ALGO));
  const carols = algosdk.appendSignMultisigTransaction(
    algosdk.createMultisigTransaction(signed.txn, params),
    params,
    carol.sk,
  ).blob;
  await page
    .getByRole('textbox', { name: 'Proposal or link from a co-signer' })
    .fill(Buffer.from(carols).toString('base64url'));
  await page.getByRole('button', { name: 'Combine' }).click();
  await expect(signatures(page)).toContainText('Signed 2 of 2 required');
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText(/processed in round \d+/)).toBeVisible({ timeout: 30_000 });
  await expectRegistered(team, {
    eligible: true,
    fees: [2 * ALGO],
    amount: 40_000 * ALGO - 2 * ALGO,
  });
});

test('a Ledger account goes online for rewards, signing the token and the registration on the device', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A fresh seed per run: the device's accounts are new on the devnet.
  const device = await startLedgerDevice({
    port: E2E_LEDGER_DEVICE_PORT,
    seed: `participation rewards ${Date.now()}`,
  });
  try {
    const address = device.addressOf(0);
    await fund(address, 40_000 * ALGO);
    await createWallet(page);
    await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
    await page.getByRole('link', { name: /^Ledger account/ }).click();
    await page.getByLabel('Slot number').fill('0');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByLabel('Account name').fill('Nano');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page).toHaveURL(/\/accounts$/);
    await openAccount(page, 'Nano');

    const dialog = await openGoOnline(page, { earn: true });
    await expect(rewardsOption(dialog)).toBeChecked();
    device.clearLog();
    const send = await reviewGoOnline(dialog);
    // The token was signed on the device before the host was asked.
    expect(device.apduLog().length).toBeGreaterThan(0);
    await expect(dialog).toContainText(protocolFeeText);
    await sendGoOnline(dialog, send);
    await expectRegistered(address, {
      eligible: true,
      fees: [2 * ALGO],
      amount: 40_000 * ALGO - 2 * ALGO,
    });
  } finally {
    await device.stop();
  }
});
