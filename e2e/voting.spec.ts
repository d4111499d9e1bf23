import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { fund, setFaults } from './support/chain';
import { goInApp } from './support/navigation';
import { E2E_ALGOD_PORT, E2E_INDEXER_PORT, E2E_TOKEN } from './support/ports';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// Issue 16's journey on the devnet through the UI only: a question with a short duration, a
// trusted list, a delegation sent through a 500 after the node accepted it (on chain once),
// three votes, then the results each way with exact figures, and the question closed after
// its max round.

/** Micro units each account is funded with; every record costs its sender one 1000 fee. */
const FUNDS = { asker: 3_000_000, v1: 10_000_000, v2: 20_000_000, v3: 30_000_000, d: 5_000_000 };
const FEE = 1_000;
/** Rounds the question stays open: enough for the records below, few enough to pass quickly. */
const DURATION = 40;

test.afterEach(async () => {
  await setFaults({ submission: 'none', submissionFaultSender: '' });
});

const short = (a: algosdk.Account) => a.addr.toString().slice(0, 6);

async function chooseVoter(page: Page, name: string, account: algosdk.Account): Promise<void> {
  await page.getByRole('combobox', { name: 'Voting account' }).click();
  await page.getByRole('option', { name: `${name} (${short(account)}…)` }).click();
  await expect(page.getByRole('combobox', { name: 'Voting account' })).toHaveValue(
    `${name} (${short(account)}…)`,
  );
}

/** Signs and sends the record under review; resolves once the chain confirmed it. */
async function sendRecord(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Send to network' }).click();
  await expect(page.getByText('Transaction confirmed')).toBeVisible({ timeout: 45_000 });
}

async function advance(rounds: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${E2E_ALGOD_PORT}/devnet/advance`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Algo-API-Token': E2E_TOKEN },
    body: JSON.stringify({ rounds }),
  });
  if (!response.ok) throw new Error(`advance failed: ${response.status}`);
  return ((await response.json()) as { round: number }).round;
}

/** The sender's records with this note prefix, as the devnet indexer lists them. */
async function recordsOnChain(sender: string, prefix: string): Promise<number> {
  const indexer = new algosdk.Indexer(E2E_TOKEN, 'http://127.0.0.1', E2E_INDEXER_PORT);
  const result = await indexer
    .searchForTransactions()
    .address(sender)
    .addressRole('sender')
    .notePrefix(new TextEncoder().encode(prefix))
    .do();
  return result.transactions.length;
}

async function askQuestion(page: Page): Promise<string> {
  await goInApp(page, '/vote/ask');
  const submit = page.getByRole('button', { name: 'Submit question' });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Duration in rounds' })).toHaveValue('20000');
  await expect(page.getByRole('textbox', { name: 'Category' })).toHaveValue('community');
  await page.getByRole('textbox', { name: /^Title/ }).fill('Fund the bridge?');
  await page.getByRole('textbox', { name: /^Question text/ }).fill('Should the DAO fund it?');
  await page.getByRole('textbox', { name: 'URL (optional)' }).fill('http://example.com');
  await page.getByRole('textbox', { name: 'URL (optional)' }).blur();
  await expect(page.getByText('URL address must start with https:// protocol')).toBeVisible();
  await page.getByRole('textbox', { name: 'URL (optional)' }).fill('https://example.com/bridge');
  await page.getByRole('textbox', { name: 'Duration in rounds' }).fill('0');
  await expect(
    page.getByText('The duration must be a whole number of rounds from 1 to 9999999.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Duration in rounds' }).fill(String(DURATION));
  await page.getByRole('textbox', { name: 'Code of option 1' }).fill('y');
  await page.getByRole('textbox', { name: 'Text of option 1' }).fill('Yes');
  await page.getByRole('textbox', { name: 'Code of option 2' }).fill('y');
  await page.getByRole('textbox', { name: 'Text of option 2' }).fill('No');
  await expect(page.getByText('Each option needs its own code.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Code of option 2' }).fill('n');
  // A third row added and removed again.
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByRole('textbox', { name: 'Code of option 3' }).fill('m');
  await page.getByRole('button', { name: 'Remove option 3' }).click();
  await expect(page.getByRole('textbox', { name: 'Code of option 3' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Note preview' })).toHaveValue(
    'avote-question/v2:j{"t":"Fund the bridge?","q":"Should the DAO fund it?","duration":40,' +
      '"category":"community","url":"https://example.com/bridge","o":{"y":"Yes","n":"No"}}',
  );
  // The last block is the current round plus the duration.
  const current = Number(
    (
      (await page.getByText('Current round').locator('xpath=..').locator('dd').textContent()) ?? ''
    ).replace(/\D/g, ''),
  );
  await expect(page.getByText('Last block').locator('xpath=..').locator('dd')).toHaveText(
    (current + DURATION).toLocaleString('en-US'),
  );
  await expectNoAxeViolations(page);
  await submit.click();
  await sendRecord(page);
  await expect(page.getByText('Question published')).toBeVisible();
  await expectNoAxeViolations(page);
  const link = page.getByRole('link', { name: 'Open the question in the overview' });
  const href = (await link.getAttribute('href')) ?? '';
  const txid = decodeURIComponent(href.replace('/vote/overview?q=', ''));
  expect(txid).toMatch(/^[A-Z2-7]{52}$/);
  return txid;
}

async function publishTrustedList(page: Page, trusted: algosdk.Account[]): Promise<void> {
  await goInApp(page, '/vote/tl');
  await expect(page.getByText('The list is empty.')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit trusted list' });
  await expect(submit).toBeDisabled();
  await page
    .getByRole('textbox', { name: 'Accounts to add' })
    .fill(`${trusted.map((a) => a.addr.toString()).join('\n')}\nnot-an-account`);
  await expect(
    page.getByText(/an account is valid only if 58 characters long\): not-an-account/),
  ).toBeVisible();
  await expect(page.getByText('To add: 2, to remove: 0')).toBeVisible();
  await expectNoAxeViolations(page);
  await submit.click();
  await sendRecord(page);
  await expect(page.getByText('Trusted list published')).toBeVisible();
  const table = page.getByRole('table', { name: 'Current trusted list' });
  for (const account of trusted) {
    await expect(
      table.getByRole('row', { name: new RegExp(account.addr.toString()) }),
    ).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);
}

async function delegate(page: Page, delegator: algosdk.Account, to: algosdk.Account[]) {
  await goInApp(page, '/vote/delegate');
  await expect(page.getByText('This account has no delegation on the chain yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add "any"' }).click();
  await expect(page.getByRole('heading', { name: 'Category: any' })).toBeVisible();
  // Self-delegation is refused with a clear message.
  await page.getByRole('textbox', { name: 'Delegate address' }).fill(delegator.addr.toString());
  await page.getByRole('button', { name: 'Add delegate' }).click();
  await expect(page.getByText('An account cannot delegate to itself.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Delegate address' }).fill('');
  // One delegate picked from the wallet, one typed.
  await page.getByRole('combobox', { name: 'Or pick one of your accounts' }).selectOption({
    label: `Voter 1 (${short(to[0]!)}…)`,
  });
  await page.getByRole('button', { name: 'Add delegate' }).click();
  await page.getByRole('textbox', { name: 'Delegate address' }).fill(to[1]!.addr.toString());
  await page.getByRole('button', { name: 'Add delegate' }).click();
  const weight = (name: string) =>
    page.getByRole('textbox', { name: new RegExp(`^Weight of ${name} in any`) });
  await weight('Voter 2').fill('300');
  const shares = page.getByTestId('delegate-share');
  await expect(shares).toHaveText(['25%', '75%']);
  await weight('Voter 2').fill('0');
  await expect(shares).toHaveText(['100%', '0%']);
  await weight('Voter 1').fill('1001');
  await expect(page.getByText('Correct the weights (0 to 1000) to submit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit delegation' })).toBeDisabled();
  await weight('Voter 1').fill('100');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit delegation' }).click();
  // The node accepts the delegation, then answers 500: the wallet must not send it twice.
  await setFaults({ submission: 'error-after', submissionFaultSender: delegator.addr.toString() });
  await sendRecord(page);
  await setFaults({ submission: 'none', submissionFaultSender: '' });
  await expect(page.getByText('Delegation published')).toBeVisible();
  expect(await recordsOnChain(delegator.addr.toString(), 'avote-delegation/v1:j')).toBe(1);
  await page.getByRole('button', { name: 'Back to the delegation' }).click();
  // Read back from the chain: only the weight above 0 was written.
  await expect(page.getByText(/^Current delegation, published in round [\d,]+\.$/)).toBeVisible();
  await expect(page.getByTestId('delegate-row')).toHaveCount(1);
  await expect(shares).toHaveText(['100%']);
}

async function castVote(page: Page, txid: string, points: Record<string, number>) {
  await goInApp(page, `/vote/overview?q=${txid}`);
  await expect(page.getByRole('heading', { name: 'Fund the bridge?' })).toBeVisible();
  await expect(page.getByText('This account has not answered yet.')).toBeVisible();
  for (const [option, value] of Object.entries(points)) {
    await page.getByRole('textbox', { name: `Points for ${option}` }).fill(String(value));
  }
  await page.getByRole('button', { name: 'Vote', exact: true }).click();
  await page.getByRole('button', { name: 'Send to network' }).click();
  // The vote panel leaves the review once the vote is confirmed.
  await expect(page.getByRole('status', { name: 'Vote confirmed' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByTestId('latest-answer-mark')).toBeVisible();
}

test('ask, trusted list, delegate through a 500, three votes, results each way, then closed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const [asker, v1, v2, v3, d] = Array.from({ length: 5 }, () => algosdk.generateAccount());
  const funded: [algosdk.Account, number][] = [
    [asker!, FUNDS.asker],
    [v1!, FUNDS.v1],
    [v2!, FUNDS.v2],
    [v3!, FUNDS.v3],
    [d!, FUNDS.d],
  ];
  await Promise.all(funded.map(([a, amount]) => fund(a.addr.toString(), amount)));
  await createWallet(page, { email: 'voting-journey@example.com' });
  const names = ['Asker', 'Voter 1', 'Voter 2', 'Voter 3', 'Delegator'];
  for (const [i, [account]] of funded.entries()) {
    await importAccount(page, names[i]!, algosdk.secretKeyToMnemonic(account.sk));
  }

  await goInApp(page, '/vote/ask');
  await chooseVoter(page, 'Asker', asker!);
  const txid = await askQuestion(page);
  await publishTrustedList(page, [v1!, v2!]);

  await chooseVoter(page, 'Delegator', d!);
  await delegate(page, d!, [v1!, v2!]);

  // Voter 1 yes, Voter 2 no, Voter 3 half and half.
  const votes: [string, algosdk.Account, Record<string, number>][] = [
    ['Voter 1', v1!, { Yes: 100 }],
    ['Voter 2', v2!, { No: 100 }],
    ['Voter 3', v3!, { Yes: 50, No: 50 }],
  ];
  for (const [name, account, points] of votes) {
    await goInApp(page, '/vote/ask');
    await chooseVoter(page, name, account);
    await castVote(page, txid, points);
  }
  await expectNoAxeViolations(page);

  // Past the max round: voting closed, results final.
  await advance(DURATION + 5);
  await goInApp(page, '/vote/ask');
  await goInApp(page, `/vote/overview?q=${txid}`);
  await expect(page.getByText('Voting closed').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Voting ended after round \d+\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Points for Yes' })).toBeDisabled();
  await page.getByRole('button', { name: 'Check results' }).click();

  // One trusted account, one vote: Voter 1 yes, Voter 2 no (Voter 3 is not on the list).
  const trusted = page.getByRole('table', { name: 'Trusted list results' });
  await expect(page.getByText('2 of 2 trusted accounts voted.')).toBeVisible({ timeout: 20_000 });
  await expect(trusted.getByRole('row', { name: /^Yes/ })).toHaveText(/Yes\s*1\s*50%/);
  await expect(trusted.getByRole('row', { name: /^No/ })).toHaveText(/No\s*1\s*50%/);

  // Coin-weighted at the max round: balances after one fee each; the delegator's balance goes
  // to Voter 1's choice, Voter 3's splits in half.
  const balance = (amount: number) => BigInt(amount - FEE);
  const yes = balance(FUNDS.v1) + balance(FUNDS.v3) / 2n + balance(FUNDS.d);
  const no = balance(FUNDS.v2) + balance(FUNDS.v3) / 2n;
  const units = (micro: bigint) =>
    (Number(micro) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 6 });
  const weighted = page.getByRole('table', { name: 'Coin-weighted results' });
  await expect(weighted.getByRole('row', { name: /^Yes/ })).toContainText(units(yes));
  await expect(weighted.getByRole('row', { name: /^No/ })).toContainText(units(no));
  await expect(page.getByText(`Total: ${units(yes + no)}`, { exact: false })).toBeVisible();
  await expect(
    page.getByText(`Of which delegated: ${units(balance(FUNDS.d))}`, { exact: false }),
  ).toBeVisible();

  // All answers: the three voters, each once.
  for (const [, account] of votes) {
    const address = account.addr.toString();
    await expect(
      page.getByRole('row', { name: new RegExp(`${address.slice(0, 6)}…${address.slice(-4)}`) }),
    ).toHaveCount(1);
  }
  // The pointer is still on "Check results": its hover shade must keep AA contrast too.
  await expectNoAxeViolations(page);
});

test('phone, Hungarian, dark: ask, delegation and trusted list fit 375 px and pass axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await createWallet(page, { email: 'voting-phone@example.com' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Magyar' });
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

  await goInApp(page, '/vote/ask');
  await expect(page.getByRole('heading', { name: 'Kérdés feltevése' })).toBeVisible();
  await page.getByRole('textbox', { name: 'URL (nem kötelező)' }).fill('http://x');
  await page.getByRole('textbox', { name: 'URL (nem kötelező)' }).blur();
  await expect(page.getByText('Az URL-címnek https:// protokollal kell kezdődnie')).toBeVisible();
  await page.getByRole('textbox', { name: '1. lehetőség kódja' }).fill('i');
  await page.getByRole('textbox', { name: '1. lehetőség szövege' }).fill('Igen');
  await fits();
  await expectNoAxeViolations(page);

  await goInApp(page, '/vote/delegate');
  await expect(page.getByText('Ennek a fióknak még nincs delegálása a láncon.')).toBeVisible();
  await page.getByRole('button', { name: '„any” hozzáadása' }).click();
  await page
    .getByRole('textbox', { name: 'Delegált címe' })
    .fill(algosdk.generateAccount().addr.toString());
  await page.getByRole('button', { name: 'Delegált hozzáadása' }).click();
  await expect(page.getByTestId('delegate-share')).toHaveText(['100%']);
  await fits();
  await expectNoAxeViolations(page);

  await goInApp(page, '/vote/tl');
  await page.getByRole('textbox', { name: 'Hozzáadandó fiókok' }).fill('rossz');
  await expect(page.getByText(/Érvénytelen, kimarad .*: rossz/)).toBeVisible();
  await expect(page.getByText('A lista üres.')).toBeVisible();
  await fits();
  await expectNoAxeViolations(page);
});
