// Measures, against the production build in headless Chromium:
//  - gzip size of the JS+CSS the login page loads (budget 200 KB)
//  - cold load to the first visible control (budget 800 ms)
//  - gzip size of all JS of the app (budget 1.5 MB)
//  - unlock: KDF + decrypt + first rows painted (budget 1.5 s), from the click to the frame
//    showing the account's name, timed by the page
//  - unlock with a passkey (virtual authenticator): the prompt's answer to the first rows (goal
//    300 ms), and the click to the first rows
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { BENCH_OUT_DIR, figure, kb, launchChromium, startPreview } from './support';

// Relative to the working directory, as vite preview reads it.
const DIST = resolve(BENCH_OUT_DIR);
const PASSWORD = 'Bench-Password-For-Unlock-1';
const COLD_LOADS = 9;

// A key account for the passkey wallet (a new key, never funded).
const BENCH_PHRASE = secretKeyToMnemonic(generateAccount().sk);

declare global {
  interface Window {
    __firstControlMs?: number;
    __unlockMs?: number;
    __answeredAt?: number;
    __afterAnswerMs?: number;
  }
}

/**
 * Runs in the page from the start of its navigation: notes when the first frame after the Email
 * box appeared has painted (ms since navigation start). The page times itself because
 * Playwright's waits poll at growing intervals (0, 20, 100, 100, 500 ms), which would round a
 * load up by as much as half a second. A string, not a function: tsx would wrap a function's
 * inner functions in a naming helper the page does not have.
 */
const TIME_FIRST_CONTROL = `
  const shown = () =>
    [...document.querySelectorAll('label')].some((l) => l.textContent.trim().startsWith('Email'));
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    // The next frame paints it; a task queued from that frame runs once it has.
    requestAnimationFrame(() => setTimeout(() => { window.__firstControlMs = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/**
 * Runs in the page before "Open wallet" is clicked: notes the time from the click to the first
 * frame showing the account's heading (its name). Timed by the page for the reason above: a
 * Playwright wait would round a sub-second unlock up to its next poll, up to 500 ms later.
 */
const TIME_UNLOCK = `
  let clickedAt = 0;
  document.addEventListener('click', () => { clickedAt ||= performance.now(); }, { capture: true });
  const shown = () =>
    [...document.querySelectorAll('h1, h2, h3')].some((h) => h.textContent.trim() === 'Email account');
  const observer = new MutationObserver(() => {
    if (!clickedAt || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__unlockMs = performance.now() - clickedAt; }));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

/**
 * As TIME_UNLOCK for "Unlock with a passkey", with the moment the passkey prompt answered
 * (WebAuthn's get resolving; Chromium's virtual authenticator answers at once) noted too, so the
 * wallet's own part, prompt's answer to first rows, reads apart from the prompt.
 */
const TIME_PASSKEY_UNLOCK = (name: string) => `
  let clickedAt = 0;
  window.__answeredAt = 0;
  const get = navigator.credentials.get.bind(navigator.credentials);
  navigator.credentials.get = (options) =>
    get(options).then((credential) => { window.__answeredAt ||= performance.now(); return credential; });
  document.addEventListener('click', () => { clickedAt ||= performance.now(); }, { capture: true });
  const shown = () =>
    [...document.querySelectorAll('h1, h2, h3, td, a')].some((h) => h.textContent.trim() === ${JSON.stringify(name)});
  const observer = new MutationObserver(() => {
    if (!clickedAt || !window.__answeredAt || !shown()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => {
      const now = performance.now();
      window.__unlockMs = now - clickedAt;
      window.__afterAnswerMs = now - window.__answeredAt;
    }));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

/**
 * Unlock with a passkey (issue 42): a wallet created with one in Chromium's virtual
 * authenticator (CDP, ctap2 with PRF, as e2e/passkey.spec.ts) on localhost (an IP address
 * cannot be a relying party), a key account imported, then three unlocks timed by the page.
 */
async function passkeyUnlock(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
    },
  });
  const local = url.replace('127.0.0.1', 'localhost');
  await page.goto(local);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.getByLabel('Wallet name').fill('Bench passkey');
  await page.getByRole('button', { name: 'Create with a passkey' }).click();
  await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 60_000 });
  await page.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await page.getByRole('link', { name: /^Import account/ }).click();
  await page.getByLabel(/Recovery phrase/).fill(BENCH_PHRASE);
  await page.getByLabel(/Account name/).fill('Bench key');
  await page.getByRole('button', { name: 'Import account' }).click();
  await page.waitForURL(/\/accounts$/);
  const total: number[] = [];
  const afterAnswer: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(`${local}/accounts`);
    // As a person reaches the button (the password bench types into its box first): its
    // intent loads the wallet's code and first pages, as a real prompt's seconds would too.
    await page.getByRole('button', { name: 'Unlock with a passkey' }).hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(TIME_PASSKEY_UNLOCK('Bench key'));
    await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
    const unlocked = await page.waitForFunction(() => window.__afterAnswerMs, undefined, {
      timeout: 30_000,
    });
    afterAnswer.push(Number(await unlocked.jsonValue()));
    total.push(Number(await page.evaluate(() => window.__unlockMs)));
  }
  const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[1] ?? 0;
  const shown = (runs: number[]) => runs.map((r) => r.toFixed(0)).join(', ');
  figure(
    'passkey unlock, answer to first rows',
    median(afterAnswer),
    'ms',
    `unlock with a passkey (HKDF + unwrap + decrypt + first rows), from the prompt's answer: median ${median(afterAnswer).toFixed(0)} ms of ${shown(afterAnswer)} (goal 300 ms)`,
  );
  figure(
    'passkey unlock, click to first rows',
    median(total),
    'ms',
    `unlock with a passkey, from the click (the virtual authenticator's prompt included): median ${median(total).toFixed(0)} ms of ${shown(total)}`,
  );
  await context.close();
}

async function gzipSizeOfDistFile(pathname: string): Promise<number> {
  return gzipSync(await readFile(join(DIST, pathname))).length;
}

async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function main(): Promise<void> {
  const preview = await startPreview(4199);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    // Cold load: each time a fresh context (empty cache and storage) in the running browser, as
    // a visitor's browser is already running; the median of several, since one load on this
    // shared machine can take twice as long as the next. Before any other page: one left open
    // would be installing the offline copy, downloading the whole app, meanwhile.
    const coldLoads: number[] = [];
    for (let i = 0; i < COLD_LOADS; i++) {
      const cold = await browser.newContext();
      await cold.addInitScript(TIME_FIRST_CONTROL);
      const coldPage = await cold.newPage();
      await coldPage.goto(preview.url, { waitUntil: 'commit' });
      await coldPage.getByLabel('Email').waitFor({ state: 'visible' });
      const shownAt = await coldPage.waitForFunction(() => window.__firstControlMs);
      coldLoads.push(Math.round(Number(await shownAt.jsonValue())));
      await cold.close();
    }
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css|wasm)$/.test(path)) loaded.add(path);
    });
    await page.goto(preview.url);
    await page.getByLabel('Email').waitFor({ state: 'visible' });
    const firstControlMs = [...coldLoads].sort((a, b) => a - b)[Math.floor(COLD_LOADS / 2)] ?? 0;
    await page.waitForLoadState('networkidle');
    let loginGzip = 0;
    for (const path of loaded) loginGzip += await gzipSizeOfDistFile(path);
    figure(
      'login page, gzip JS+CSS',
      loginGzip / 1024,
      'KB',
      `login page: ${loaded.size} JS/CSS files, ${kb(loginGzip)} gzip (budget 200 KB)`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const path of loaded) console.log(`  ${kb(await gzipSizeOfDistFile(path))}  ${path}`);
    figure(
      'cold load to first control',
      firstControlMs,
      'ms',
      `cold load to first visible control: median ${firstControlMs} ms of ${coldLoads.join(', ')} (budget 800 ms)`,
    );

    const files = await allFiles(DIST);
    let allJs = 0;
    for (const file of files.filter((f) => f.endsWith('.js')))
      allJs += gzipSync(await readFile(file)).length;
    figure(
      'all JS, gzip',
      allJs / 1024,
      'KB',
      `all JS of the app: ${kb(allJs)} gzip (budget 1.5 MB)`,
    );

    // Unlock: create a wallet once, log out, then time open -> first account row painted.
    await page.getByLabel('Email').fill('bench@example.com');
    await page.getByLabel(/^Wallet password\s*\*?$/).fill(PASSWORD);
    await page.getByLabel(/^Account password\s*\*?$/).fill(`${PASSWORD}-account`);
    await page.getByLabel('Wallet name').fill('Bench');
    await page.getByRole('button', { name: 'Create Wallet and Account' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor({ timeout: 60_000 });
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.goto(`${preview.url}/accounts`);
      await page.getByLabel('Wallet password').fill(PASSWORD);
      await page.evaluate(TIME_UNLOCK);
      await page.getByRole('button', { name: 'Open wallet' }).click();
      await page
        .getByRole('heading', { name: 'Email account' })
        .waitFor({ state: 'visible', timeout: 30_000 });
      const unlocked = await page.waitForFunction(() => window.__unlockMs);
      runs.push(Number(await unlocked.jsonValue()));
    }
    const median = [...runs].sort((a, b) => a - b)[1] ?? 0;
    figure(
      'unlock to first rows',
      median,
      'ms',
      `unlock (Argon2id 64 MiB + decrypt + first rows): median ${median.toFixed(0)} ms of ${runs.map((r) => r.toFixed(0)).join(', ')} (budget 1500 ms)`,
    );
    await passkeyUnlock(browser, preview.url);
  } finally {
    await browser?.close();
    preview.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
