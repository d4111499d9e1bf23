import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund, setFaults } from './support/chain';
import { goInApp } from './support/navigation';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// Governance tools against the production build and the devnet: generating accounts in a worker,
// a distribute to 50 addresses paid exactly once each through 500s after accepting, pay from many
// and opt in from typed phrases, and bad lines reported with the spec's messages before anything
// is sent.

const COIN = 1_000_000n;

async function balance(address: string): Promise<bigint> {
  return (await algod().accountInformation(address).do()).amount;
}

async function fundedAccounts(count: number, micro: number): Promise<algosdk.Account[]> {
  const accounts = Array.from({ length: count }, () => algosdk.generateAccount());
  for (const a of accounts) await fund(a.addr.toString(), micro);
  return accounts;
}

const phraseOf = (a: algosdk.Account) => algosdk.secretKeyToMnemonic(a.sk);
/** Another last word than the phrase's: its checksum then never matches ("zoo" might be it). */
const otherLastWord = (last: string) => (last === 'zoo' ? 'abandon' : 'zoo');
const results = (page: Page) => page.getByTestId('bulk-results').locator('li');

async function sendAndConfirm(page: Page, confirmText: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Send transactions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm' });
  await expect(dialog).toContainText(confirmText);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
}

test.afterEach(async () => {
  await setFaults({ submission: 'none', submissionFaultCount: 0, submissionFaultSender: '' });
});

test('generate 10 accounts in a worker; merge is a placeholder', async ({ page }) => {
  await createWallet(page, { email: 'gov-gen@example.com' });
  await goInApp(page, '/vote/governance/gen');
  await expect(page.getByRole('heading', { level: 2, name: 'Generate accounts' })).toBeVisible();
  await expect(page.getByLabel('Number of accounts')).toHaveValue('10');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create accounts' }).click();
  const output = page.getByLabel(/^Generated accounts/);
  await expect(output).toHaveValue(/\S/);
  const lines = (await output.inputValue()).split('\n');
  expect(lines).toHaveLength(10);
  for (const line of lines) {
    const words = line.split(' ');
    expect(words).toHaveLength(26);
    expect(algosdk.mnemonicToSecretKey(words.slice(0, 25).join(' ')).addr.toString()).toBe(
      words[25],
    );
  }
  await expect(page.getByText('Store these recovery phrases securely')).toBeVisible();
  await expect(page.getByText('Generated 10 of 10')).toBeVisible();
  await expectNoAxeViolations(page);
  // Out of range: the button is off, and the count stays as typed after blur (never clamped).
  await page.getByLabel('Number of accounts').fill('10001');
  await page.getByLabel('Number of accounts').blur();
  await expect(page.getByLabel('Number of accounts')).toHaveValue('10001');
  await expect(page.getByText('Enter a whole number from 1 to 10000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create accounts' })).toBeDisabled();

  await page.getByRole('link', { name: 'Merge accounts' }).click();
  await expect(page.getByText('Merging accounts is not available.')).toBeVisible();
  // Judge the tab's resting colours, not its hover state under the pointer.
  await page.mouse.move(0, 0);
  await expectNoAxeViolations(page);
  // Leaving the generator dropped its text: back on it, nothing is shown.
  await page.getByRole('link', { name: 'Generate accounts' }).click();
  await expect(page.getByLabel(/^Generated accounts/)).toBeHidden();
});

test('distribute 1 coin to 50 addresses: bad lines first, then each paid exactly once through 500s', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const [funder] = await fundedAccounts(1, 100_000_000);
  const from = funder!.addr.toString();
  await createWallet(page, { email: 'gov-dist@example.com' });
  await importAccount(page, 'Funder', phraseOf(funder!));
  await goInApp(page, '/vote/governance/distribute');
  await page.getByRole('combobox', { name: 'Paying account' }).click();
  await page.getByRole('option', { name: /^Funder/ }).click();
  await expect(page.getByLabel('Amount per recipient')).toHaveValue('1');
  await expectNoAxeViolations(page);

  const receivers = Array.from({ length: 50 }, () => algosdk.generateAccount().addr.toString());
  const recipients = page.getByLabel(/^Recipients/);
  // Bad lines: nothing is sent, each gets the spec's message.
  await recipients.fill(
    [
      receivers[0],
      'one two three',
      'NOTANADDRESS',
      phraseOf(funder!).replace(/\w+$/, otherLastWord),
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Send transactions' }).click();
  await expect(page.getByText(/^Nothing was sent/)).toBeVisible();
  await expect(results(page)).toHaveText([
    'Line does not conaint mnemonic phrase: one two three',
    'Address is invalid: NOTANADDRESS',
    /^Mnemonic is invalid: /,
  ]);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await balance(from)).toBe(100_000_000n);

  await recipients.fill(receivers.join('\n'));
  // The node commits the first 6 of the funder's payments but answers them with a 500.
  await setFaults({
    submission: 'error-after',
    submissionFaultCount: 6,
    submissionFaultSender: from,
  });
  await sendAndConfirm(page, /50 accounts/);
  await expect(page.getByTestId('bulk-counter')).toHaveText('50 of 50 reported', {
    timeout: 90_000,
  });
  await expect(results(page)).toHaveCount(50);
  const texts = await results(page).allTextContents();
  for (const text of texts)
    expect(text).toMatch(/^payment to [A-Z2-7]{58} sent in tx [A-Z2-7]{52}$/);
  expect(new Set(texts.map((t) => t.split(' ')[2])).size).toBe(50);
  await expect(page.getByRole('button', { name: 'Send transactions' })).toBeEnabled();
  for (const receiver of receivers) expect(await balance(receiver)).toBe(COIN);
  expect(100_000_000n - (await balance(from))).toBe(50n * (COIN + 1000n));
  await expectNoAxeViolations(page);
});

test('pay from many and opt in from typed phrases; bad lines send nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const senders = await fundedAccounts(3, 10_000_000);
  const to = algosdk.generateAccount().addr.toString();
  await createWallet(page, { email: 'gov-pay@example.com' });

  await goInApp(page, '/vote/governance/pay');
  await expect(page.getByRole('button', { name: 'Send transactions' })).toBeDisabled();
  await page.getByLabel('Recovery phrases, one per line').fill(senders.map(phraseOf).join('\n'));
  await page.getByLabel('Amount per account').fill('2');
  await page.getByLabel('Send to account').fill(to);
  await page.getByLabel('Note').fill('thanks');
  await expectNoAxeViolations(page);
  await sendAndConfirm(page, /3 accounts/);
  await expect(page.getByTestId('bulk-counter')).toHaveText('3 of 3 reported', { timeout: 30_000 });
  await expect(results(page)).toHaveCount(3);
  for (const s of senders) {
    await expect(
      results(page).filter({ hasText: `payment from ${s.addr.toString()} to ${to} sent in tx` }),
    ).toHaveCount(1);
  }
  expect(await balance(to)).toBe(6n * COIN);
  for (const s of senders)
    expect(await balance(s.addr.toString())).toBe(10_000_000n - 2n * COIN - 1000n);

  await page.getByRole('link', { name: 'Opt in' }).click();
  const governance = algosdk.generateAccount().addr.toString();
  await expect(page.getByLabel('Amount to commit per account')).toHaveValue('100');
  await expect(page.getByTestId('optin-note')).toHaveText('af/gov1:j{"com":100000000}');
  await expect(page.getByRole('button', { name: 'Send transactions' })).toBeDisabled();
  await page.getByRole('button', { name: 'Testnet governance address' }).click();
  await expect(page.getByLabel('Send to account')).toHaveValue(
    'AYP7GCB34L4QG3NY3YPGLIGJ7WQC4ERQEDOYXTO75BYH3G76RRSJIFFEGA',
  );
  await page.getByLabel('Send to account').fill(governance);
  const phrases = page.getByLabel('Recovery phrases, one per line');
  await phrases.fill(`${phraseOf(senders[0]!)}\nnot a phrase at all`);
  await page.getByRole('button', { name: 'Send transactions' }).click();
  await expect(results(page)).toHaveText([
    'Line does not conaint mnemonic phrase: not a phrase at all',
  ]);
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('Amount to commit per account').fill('5');
  await expect(page.getByTestId('optin-note')).toHaveText('af/gov1:j{"com":5000000}');
  await phrases.fill(senders.slice(0, 2).map(phraseOf).join('\n'));
  await expectNoAxeViolations(page);
  await sendAndConfirm(page, /2 accounts/);
  await expect(page.getByTestId('bulk-counter')).toHaveText('2 of 2 reported', { timeout: 30_000 });
  const lines = await results(page).allTextContents();
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    const txid = /sent in tx ([A-Z2-7]{52})$/.exec(line)?.[1];
    expect(txid).toBeDefined();
    const info = await algod().pendingTransactionInformation(txid!).do();
    expect(info.txn.txn.payment?.amount ?? 0n).toBe(0n);
    expect(new TextDecoder().decode(info.txn.txn.note)).toBe('af/gov1:j{"com":5000000}');
  }
  // A 0 payment: each account paid the fee only, the governance address nothing.
  for (const s of senders.slice(0, 2)) {
    expect(await balance(s.addr.toString())).toBe(10_000_000n - 2n * COIN - 2000n);
  }
  expect(await balance(governance).catch(() => 0n)).toBe(0n);
});
