import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { algod, fund } from './support/chain';
import { openConnectPage, pasteUri } from './support/connect-page';
import { E2E_CONFIG_JSON, E2E_WC_RELAY_URL, E2E_WC_VERIFY_URL } from './support/ports';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';
import {
  algorandChainId,
  ANY_HASH,
  attestationsAsked,
  setAttestation,
  startScriptedDapp,
  type Attestation,
  type ScriptedDapp,
} from './support/walletconnect';

// WalletConnect Verify: the page asks the configured Verify service (the stand-in on the relay's
// port) where each proposal and request came from, and shows it beside the dapp's claimed URL.
// The stand-in answers every message hash with what the test sets for '*'.

const CHAIN_ID = algorandChainId('QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM=');
const CLAIMED = 'https://coffee.example';
const PHISH = 'https://coffee-shop.phish.example';

const wire = (txn: algosdk.Transaction) =>
  Buffer.from(algosdk.encodeUnsignedTransaction(txn)).toString('base64');

let dapps: ScriptedDapp[] = [];
test.afterEach(async () => {
  await setAttestation(E2E_WC_VERIFY_URL, ANY_HASH, null);
  await Promise.all(dapps.map((d) => d.stop().catch(() => undefined)));
  dapps = [];
});

async function newDapp(name: string): Promise<ScriptedDapp> {
  const dapp = await startScriptedDapp({
    relayUrl: E2E_WC_RELAY_URL,
    chainId: CHAIN_ID,
    name,
    url: CLAIMED,
  });
  dapps.push(dapp);
  return dapp;
}

const verifyAnswer = (attestation: Attestation | null) =>
  setAttestation(E2E_WC_VERIFY_URL, ANY_HASH, attestation);

/** A wallet with one funded account, on the WalletConnect page. */
async function walletWithAccount(page: Page): Promise<algosdk.Account> {
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 1_000_000);
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  return user;
}

async function zeroPayment(user: algosdk.Account): Promise<string> {
  return wire(
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: user.addr,
      receiver: user.addr,
      amount: 0,
      suggestedParams: await algod().getTransactionParams().do(),
    }),
  );
}

test('a dapp whose requests come from another origin than it claims is flagged beside its URL', async ({
  page,
}) => {
  const user = await walletWithAccount(page);
  await verifyAnswer({ origin: PHISH, isScam: false });
  const asked = (await attestationsAsked(E2E_WC_VERIFY_URL)).length;
  const dapp = await newDapp('Coffee dapp');
  await pasteUri(page, dapp.uri);
  const proposal = page.getByRole('region', { name: 'Connection request from Coffee dapp' });
  await expect(proposal).toBeVisible({ timeout: 20_000 });
  await expect(proposal.getByText(CLAIMED, { exact: true })).toBeVisible();
  await expect(proposal.getByText(`Verified origin: ${PHISH}`)).toBeVisible();
  await expect(proposal.getByRole('alert')).toHaveText(
    `The app's claimed address differs from where the request came from (${PHISH}).`,
  );
  await expectNoAxeViolations(page);
  // A warning, not a block: the user may still connect.
  await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
  await page.getByRole('option', { name: /^Dapp user/ }).click();
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await dapp.session();

  const answer = dapp.signTransactions([{ txn: await zeroPayment(user) }]).catch((e: unknown) => e);
  const request = page.getByRole('region', { name: 'Signing request from Coffee dapp' });
  await expect(request).toBeVisible({ timeout: 20_000 });
  await expect(request.getByText(CLAIMED, { exact: true })).toBeVisible();
  await expect(request.getByText(`Verified origin: ${PHISH}`)).toBeVisible();
  await expect(
    request.getByText(
      `The app's claimed address differs from where the request came from (${PHISH}).`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reject request' }).click();
  expect(await answer).toMatchObject({ code: 5000 });
  // Asked of the stand-in, once per message (proposal, request).
  expect((await attestationsAsked(E2E_WC_VERIFY_URL)).length - asked).toBeGreaterThanOrEqual(2);
});

test('a request from a site known as a scam is refused at once with 4100; a scam proposal offers only Reject', async ({
  page,
}) => {
  const user = await walletWithAccount(page);
  await verifyAnswer({ origin: CLAIMED, isScam: false });
  const dapp = await newDapp('Coffee dapp');
  await pasteUri(page, dapp.uri);
  const proposal = page.getByRole('region', { name: 'Connection request from Coffee dapp' });
  await expect(proposal.getByText(`Verified origin: ${CLAIMED}`)).toBeVisible({ timeout: 20_000 });
  await expect(proposal.getByText('Verified', { exact: true })).toBeVisible();
  await expect(proposal.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
  await page.getByRole('option', { name: /^Dapp user/ }).click();
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session added')).toBeVisible();
  await dapp.session();

  // The site turns out to be a scam: its request never reaches the signing screen.
  await verifyAnswer({ origin: CLAIMED, isScam: true });
  const refused = await dapp
    .signTransactions([{ txn: await zeroPayment(user) }])
    .catch((e: unknown) => e);
  expect(refused).toMatchObject({ code: 4100 });
  expect(String((refused as Error).message)).toContain('known as a scam');
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'A request from Coffee dapp was refused' });
  await expect(notice).toContainText(
    'The request comes from a site the verification service lists as a scam.',
  );
  await expect(notice).toContainText('ARC-0001 code 4100');
  await expect(page.getByRole('region', { name: /^Signing request from/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign all' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A connection request from a scam site is shown blocked: no account choice, no Approve.
  const scam = await newDapp('Scam dapp');
  await pasteUri(page, scam.uri);
  const blocked = page.getByRole('region', { name: 'Connection request from Scam dapp' });
  await expect(blocked).toBeVisible({ timeout: 20_000 });
  const alert = blocked.getByRole('alert').filter({ hasText: 'Known scam site' });
  await expect(alert).toContainText(
    `The verification service lists ${CLAIMED} as a scam. This wallet signs nothing for it.`,
  );
  await expect(alert).toContainText('Connecting is blocked. Reject the request.');
  await expect(blocked.getByText('Known scam', { exact: true })).toBeVisible();
  await expect(blocked.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(blocked.getByRole('combobox')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await blocked.getByRole('button', { name: 'Reject' }).click();
  await expect(scam.session()).rejects.toMatchObject({ code: 5002 });
});

test('without an answer from the Verify service, the origin is shown as not verified', async ({
  page,
}) => {
  const user = await walletWithAccount(page);
  await verifyAnswer(null);
  const dapp = await newDapp('Quiet dapp');
  await pasteUri(page, dapp.uri);
  const proposal = page.getByRole('region', { name: 'Connection request from Quiet dapp' });
  await expect(proposal.getByText('Could not verify where this app runs.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(proposal.getByText(/^Verified origin/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
  await page.getByRole('option', { name: /^Dapp user/ }).click();
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await dapp.session();

  const answer = dapp.signTransactions([{ txn: await zeroPayment(user) }]).catch((e: unknown) => e);
  const request = page.getByRole('region', { name: 'Signing request from Quiet dapp' });
  await expect(request.getByText('Could not verify where this app runs.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(request.getByText(CLAIMED, { exact: true })).toBeVisible();
  // Not verified is a warning, not a refusal: the request can be signed.
  await expect(page.getByRole('button', { name: 'Sign all' })).toBeVisible();
  await page.getByRole('button', { name: 'Reject request' }).click();
  expect(await answer).toMatchObject({ code: 5000 });
});

test.describe('a relay of its own and no Verify service configured', () => {
  // Blocked so that page.route sees the app's own requests (config.json), not a worker's.
  test.use({ serviceWorkers: 'block' });

  test('no Verify service is asked, and proposals and requests show as not verified', async ({
    page,
  }) => {
    const { walletConnectVerifyUrl, ...config } = JSON.parse(E2E_CONFIG_JSON) as Record<
      string,
      unknown
    >;
    expect(walletConnectVerifyUrl).toBe(E2E_WC_VERIFY_URL);
    expect(config.walletConnectRelayUrl).toBe(E2E_WC_RELAY_URL);
    await page.route('**/config.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(config) }),
    );
    // Every URL the page asks for, requests and sockets, during the whole session.
    const contacted: string[] = [];
    page.on('request', (request) => contacted.push(request.url()));
    page.on('websocket', (socket) => contacted.push(socket.url()));
    // Were it asked, the stand-in would say "verified": the test could fail.
    await verifyAnswer({ origin: CLAIMED, isScam: false });
    const asked = (await attestationsAsked(E2E_WC_VERIFY_URL)).length;

    const user = await walletWithAccount(page);
    const dapp = await newDapp('Own relay dapp');
    await pasteUri(page, dapp.uri);
    const proposal = page.getByRole('region', { name: 'Connection request from Own relay dapp' });
    await expect(proposal.getByText('Could not verify where this app runs.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(proposal.getByText('Not verified', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
    await page.getByRole('option', { name: /^Dapp user/ }).click();
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await dapp.session();

    const answer = dapp
      .signTransactions([{ txn: await zeroPayment(user) }])
      .catch((e: unknown) => e);
    const request = page.getByRole('region', { name: 'Signing request from Own relay dapp' });
    await expect(request.getByText('Could not verify where this app runs.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(request.getByText('Not verified', { exact: true })).toBeVisible();
    await expect(request.getByText(/^Verified origin/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reject request' }).click();
    expect(await answer).toMatchObject({ code: 5000 });

    // Neither WalletConnect's Verify hosts nor the stand-in's Verify paths were contacted.
    const relay = new URL(E2E_WC_RELAY_URL);
    const verifyCalls = contacted.filter((url) => {
      if (/^(data|blob):/.test(url)) return false;
      const { hostname, host, pathname } = new URL(url);
      return (
        /^verify\.walletconnect\.(org|com)$/.test(hostname) ||
        (host === relay.host && /^\/(attestation|v3)(\/|$)/.test(pathname))
      );
    });
    expect(verifyCalls).toEqual([]);
    expect(contacted.length).toBeGreaterThan(0);
    const origins = new Set(
      contacted.filter((url) => !/^(data|blob):/.test(url)).map((url) => new URL(url).origin),
    );
    expect([...origins].some((origin) => /verify/i.test(origin))).toBe(false);
    // The stand-in heard nothing either (a request the page could not see would show here).
    expect((await attestationsAsked(E2E_WC_VERIFY_URL)).length).toBe(asked);
  });
});
