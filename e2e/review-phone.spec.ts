import fs from 'node:fs';
import algosdk from 'algosdk';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fund } from './support/chain';
import { goInApp } from './support/navigation';
import { createWallet, expectNoAxeViolations, importAccount } from './support/wallet';

// Issue 25 items 3 and 4: the review read on a phone (labels above values, no word broken
// inside, addresses shortened with the full text one click away, technical rows folded) and
// the result screen after a real send on the devnet, in view at 375 and 1280 px.

const SHOTS = '/tmp/shots-review';
type Lang = 'en' | 'hu';
type Strings = Record<string, Record<string, unknown>>;
const strings = (lang: Lang) =>
  JSON.parse(fs.readFileSync(`src/i18n/locales/app/${lang}.json`, 'utf8')) as Strings;

function text(lang: Lang, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings(lang));
  return String(value);
}

/** Every label cell whose rendered lines outnumber its words: a word broken inside. */
async function brokenLabels(page: Page): Promise<string[]> {
  return page.locator('main th[scope="row"]').evaluateAll((cells) =>
    cells
      .filter((cell) => (cell as HTMLElement).offsetParent !== null)
      .flatMap((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        const words = (cell.textContent ?? '').trim().split(/\s+/).length;
        return tops.size > words ? [`${cell.textContent} (${tops.size} lines)`] : [];
      }),
  );
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

/** Nothing of the result is cut: it is fully in the window and nothing in it overflows. */
async function expectResultInView(result: Locator): Promise<void> {
  await expect(result).toBeInViewport({ ratio: 1 });
  const cut = await result.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter(
        (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible',
      )
      .map((el) => el.textContent),
  );
  expect(cut).toEqual([]);
  expect(
    await result.page().evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(result.page().viewportSize()!.width);
}

async function reviewPayment(page: Page, lang: Lang, from: string, to: string, amount: string) {
  await goInApp(page, `/accounts/pay/${from}`);
  await page.getByRole('combobox', { name: text(lang, 'pay.payToAddress') }).fill(to);
  await page.getByRole('textbox', { name: text(lang, 'pay.amount') }).fill(amount);
  await page.getByRole('button', { name: text(lang, 'pay.review') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(lang, 'pay.reviewTitle') }),
  ).toBeVisible();
  // Send waits for the complete review, as before.
  await expect(page.getByRole('button', { name: text(lang, 'pay.send') })).toBeEnabled();
}

async function sendAndSeeResult(page: Page, lang: Lang): Promise<Locator> {
  await page.getByRole('button', { name: text(lang, 'pay.send') }).click();
  const result = page.getByRole('region', { name: text(lang, 'pay.status.confirmedTitle') });
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByRole('link', { name: /^[A-Z2-7]{52}$/ })).toBeVisible();
  await expect(result.getByRole('link', { name: text(lang, 'pay.done') })).toBeVisible();
  return result;
}

for (const lang of ['en', 'hu'] as const) {
  test(`the review and the result screen on a phone and a wide screen (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    const payer = algosdk.generateAccount();
    const savings = algosdk.generateAccount();
    const payerAddress = payer.addr.toString();
    const savingsAddress = savings.addr.toString();
    await fund(payerAddress, 10_000_000);

    // The header folds on a phone: the wallet is set up wide, then read on a phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await createWallet(page, { email: `phone-${lang}@example.com` });
    await importAccount(page, 'Payer', algosdk.secretKeyToMnemonic(payer.sk));
    await importAccount(page, 'Savings', algosdk.secretKeyToMnemonic(savings.sk));
    if (lang === 'hu') {
      await goInApp(page, '/settings');
      await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('hu');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    }

    await page.setViewportSize({ width: 375, height: 812 });
    await reviewPayment(page, lang, payerAddress, savingsAddress, '1');
    const card = page
      .getByRole('region')
      .filter({ has: page.getByRole('row') })
      .first();
    // The decision rows: own accounts by name, the address shortened, the full one a click away.
    const toRow = card.getByRole('row', { name: new RegExp(`^${text(lang, 'review.to')}`) });
    await expect(toRow).toContainText(`Savings · ${text(lang, 'review.own')}`);
    await expect(
      toRow.getByText(`${savingsAddress.slice(0, 6)}…${savingsAddress.slice(-6)}`),
    ).toBeVisible();
    await expect(toRow.getByText(savingsAddress, { exact: true })).toBeHidden();
    await toRow.getByRole('button', { name: text(lang, 'review.showFull') }).click();
    await expect(toRow.getByText(savingsAddress, { exact: true })).toBeVisible();
    // Network, validity and the transaction id are folded away, one click from view.
    const validRounds = card.getByRole('row', {
      name: new RegExp(`^${text(lang, 'review.validRounds')}`),
    });
    await expect(validRounds).toBeHidden();
    await card.getByText(text(lang, 'review.technical')).click();
    await expect(validRounds).toBeVisible();
    await expect(validRounds).toContainText(/\d+ – \d+/);
    expect(await brokenLabels(page)).toEqual([]);
    await shoot(page, `review-375-${lang}`);

    const first = await sendAndSeeResult(page, lang);
    await expect(first).toContainText(/(^|[^\d.,])1\sAlgo/);
    await expect(first).toContainText('Savings');
    await expectResultInView(first);
    await shoot(page, `result-375-${lang}`);

    // The same on a wide screen, with a second payment.
    await first.getByRole('link', { name: text(lang, 'pay.done') }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await reviewPayment(page, lang, payerAddress, savingsAddress, '2');
    expect(await brokenLabels(page)).toEqual([]);
    await shoot(page, `review-1280-${lang}`);
    const second = await sendAndSeeResult(page, lang);
    await expectResultInView(second);
    await shoot(page, `result-1280-${lang}`);
  });
}
