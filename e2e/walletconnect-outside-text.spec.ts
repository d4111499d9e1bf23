import algosdk from 'algosdk';
import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { algod } from './support/chain';
import { expectNoSideScroll } from './support/fit';
import { COFFEE_DAPP, coffeeDappsPerTest, connectedDappUser } from './support/connect-page';
import { E2E_WC_RELAY_URL } from './support/ports';
import { ALGO_SIGN_TXN, type ScriptedDapp } from './support/walletconnect';

// Text that cannot lie (issue 36 item 2): a dapp's Sign-In statement with a right-to-left
// override shows the override as a marker with the warning in words, and a long algo_signTxn
// message wraps inside its card on a phone instead of running out of it. Screenshots of both
// cards on request (OUTSIDE_SHOTS=folder).

const { chainId: CHAIN_ID, origin: ORIGIN, host: HOST } = COFFEE_DAPP;
const SHOTS = process.env.OUTSIDE_SHOTS;
// One 700-character word: the audit's message ran 8,905 px wide in a 275 px box.
const LONG_MESSAGE = `Pay for order ${'7F3A9C'.repeat(116)}\u200B then enjoy your coffee.`;

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

const dapps = coffeeDappsPerTest();

function signInParams(address: string, statement: string) {
  const now = Date.now();
  const fields: Record<string, string> = {
    domain: HOST,
    chain_id: CHAIN_ID,
    account_address: address,
    type: 'ed25519',
    uri: ORIGIN,
    version: '1',
    statement,
    nonce: 'k3v9Qm2xYp',
    'issued-at': new Date(now).toISOString(),
    'expiration-time': new Date(now + 10 * 60_000).toISOString(),
  };
  // RFC 8785 for strings: keys sorted, JSON.stringify's escaping.
  const siwa = JSON.stringify(
    Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))),
  );
  return {
    data: b64(siwa),
    signer: address,
    domain: HOST,
    authenticatorData: b64(sha256(HOST)),
    requestId: 'req-1',
    metadata: { scope: 1, encoding: 'base64' },
  };
}

async function connected(page: Page): Promise<{ user: algosdk.Account; dapp: ScriptedDapp }> {
  const { user, dapp } = await connectedDappUser(
    page,
    { relayUrl: E2E_WC_RELAY_URL, chainId: CHAIN_ID, name: 'Coffee dapp', url: ORIGIN },
    (started: ScriptedDapp) => dapps.push(started),
  );
  return { user, dapp };
}

/**
 * How far anything inside `card` reaches past its right edge, in px: the card's own scrolling
 * and every element's box, except inside a box that scrolls on purpose (the transactions table).
 */
async function overflow(card: Locator): Promise<number> {
  return card.evaluate((el) => {
    const right = el.getBoundingClientRect().right;
    let worst = el.scrollWidth - el.clientWidth;
    const scrolls = (node: Element) => /auto|scroll/.test(getComputedStyle(node).overflowX);
    for (const child of el.querySelectorAll('*')) {
      let inScroller = false;
      for (let up = child.parentElement; up && up !== el; up = up.parentElement) {
        if (scrolls(up)) inScroller = true;
      }
      if (!inScroller) worst = Math.max(worst, child.getBoundingClientRect().right - right);
    }
    return Math.round(worst);
  });
}

/** The page around the card (logo, sessions, footer timer) never scrolls sideways (issue 37). */
async function expectPageFits(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSideScroll(page);
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // By the dapp's name, which reads the same in every language.
  const card = page.getByRole('region', { name: /Coffee dapp/ });
  for (const lang of ['en', 'hu']) {
    await page.locator('header select').first().selectOption(lang);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 1100 });
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(200);
      await card.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.locator('header select').first().selectOption('en');
}

test("a Sign-In statement's right-to-left override shows as a marker with the warning", async ({
  page,
}) => {
  const { user, dapp } = await connected(page);
  const answer = dapp
    .request('algo_signData', signInParams(user.addr.toString(), 'Sign in to \u202Emoc.live'))
    .catch((e: unknown) => e);
  const card = page.getByRole('region', { name: 'Sign-in request from Coffee dapp' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const statement = card.getByRole('row', { name: /^Statement/ });
  await expect(statement).toContainText('Sign in to ⟨U+202E⟩moc.live');
  await expect(
    statement.getByRole('img', { name: 'Hidden text direction control U+202E' }),
  ).toBeVisible();
  await expect(statement.getByRole('note')).toHaveText(
    'Hidden characters are shown as ⟨U+…⟩: they can make this text read differently from what it says.',
  );
  // The override never reaches the page, so nothing after it reads backwards.
  expect(await statement.textContent()).not.toContain('\u202E');
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await overflow(card)).toBeLessThanOrEqual(0);
  await shoot(page, 'sign-in-rlo');
  await expectPageFits(page);

  await card.getByRole('button', { name: 'Reject' }).click();
  expect(await answer).toMatchObject({ code: 4001 });
});

test('a long algo_signTxn message wraps inside its card at 375 px and is cut with Show more', async ({
  page,
}) => {
  const { user, dapp } = await connected(page);
  const sp = await algod().getTransactionParams().do();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: user.addr,
    receiver: user.addr,
    amount: 0,
    suggestedParams: sp,
  });
  const answer = dapp
    .request(ALGO_SIGN_TXN, [
      [{ txn: b64(algosdk.encodeUnsignedTransaction(txn)) }],
      { message: LONG_MESSAGE },
    ])
    .catch((e: unknown) => e);
  await page.setViewportSize({ width: 375, height: 900 });
  const card = page.getByRole('region', { name: 'Signing request from Coffee dapp' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const message = card.getByRole('alert').filter({ hasText: 'Pay for order' });
  await expect(message).toBeVisible();
  expect(await overflow(card)).toBeLessThanOrEqual(0);
  await message.getByRole('button', { name: 'Show more' }).click();
  await expect(message).toContainText('⟨U+200B⟩ then enjoy your coffee.');
  await expect(message.getByRole('note')).toBeVisible();
  expect(await overflow(card)).toBeLessThanOrEqual(0);
  await shoot(page, 'sign-txn-message');
  await expectPageFits(page);

  await card.getByRole('button', { name: 'Reject' }).click();
  expect(await answer).toMatchObject({ code: 5000 });
});
