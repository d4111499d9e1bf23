import { expect, test } from '@playwright/test';
import {
  ACCOUNT_PASSWORD,
  createWallet,
  expectNoAxeViolations,
  logout,
  openWallet,
  STRONG_PASSWORD,
} from './support/wallet';

test('create a wallet, log out, fail with a wrong password, then open it', async ({
  page,
  context,
}) => {
  // Argon2id's SIMD build is fetched from the app's own origin by the key-derivation worker.
  const argon2Wasm: { url: string; status: number }[] = [];
  context.on('response', (response) => {
    if (/\/assets\/argon2-[\w-]+\.wasm$/.test(response.url()))
      argon2Wasm.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/');
  await expectNoAxeViolations(page);

  // The password field appears only for a valid email, the button only for a password.
  await expect(page.getByLabel(/^Wallet password\s*\*?$/)).toHaveCount(0);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Please enter a valid email.')).toBeVisible();
  await page.getByLabel('Email').fill('');
  await expect(page.getByText('Please enter an email.')).toBeVisible();
  await page.getByLabel('Email').fill('alice@example.com');
  await expect(page.getByRole('button', { name: 'Create Wallet and Account' })).toHaveCount(0);
  await page.getByLabel(/^Wallet password\s*\*?$/).fill('weak');
  await expect(page.getByTestId('password-strength')).toHaveText(/weak/);
  await page.getByLabel(/^Wallet password\s*\*?$/).fill(STRONG_PASSWORD);
  await expect(page.getByTestId('password-strength')).toHaveText(/strong/);
  await page.getByRole('button', { name: 'Create Wallet and Account' }).click();
  await expect(page.getByText('Please set wallet name')).toBeVisible();

  await page.goto('/');
  await createWallet(page);
  // The ARC-0076 account derived from the email and password is the first account: its home
  // names its kind under the name (both "Email account" here).
  await expect(
    page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: /^Email account$/ }),
  ).toBeVisible();
  const address = (await page.getByLabel('Address').textContent())?.trim() ?? '';
  expect(address).toMatch(/^[A-Z2-7]{58}$/);
  await expectNoAxeViolations(page);

  await logout(page);
  await openWallet(page, 'Wrong-password-123456');
  await expect(
    page
      .getByRole('form', { name: 'Open your wallet' })
      .getByRole('alert')
      .filter({ hasText: 'Authentication failed. Please check your password.' }),
  ).toBeVisible();

  await page.getByLabel('Wallet password').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Open wallet' }).click();
  // Back on the last active account's overview.
  await expect(page).toHaveURL(new RegExp(`/account/${address}$`));
  await expect(page.getByRole('heading', { name: 'Email account' })).toBeVisible();
  // Once per worker (one per derivation), and never from another origin.
  expect(argon2Wasm.length).toBeGreaterThanOrEqual(3);
  for (const fetched of argon2Wasm) {
    expect(new URL(fetched.url).origin).toBe(new URL(page.url()).origin);
    expect(fetched.status).toBe(200);
  }
});

test('nothing secret is stored in plain text', async ({ page }) => {
  await createWallet(page, { password: STRONG_PASSWORD, email: 'secret-check@example.com' });
  const stored = await page.evaluate(async () => {
    const dump: string[] = [JSON.stringify({ ...localStorage })];
    const dbs = await indexedDB.databases();
    for (const info of dbs) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(info.name!);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        dump.push(JSON.stringify(rows));
      }
      db.close();
    }
    return dump.join('\n');
  });
  expect(stored).toContain('algow-vault');
  expect(stored).not.toContain(STRONG_PASSWORD);
  expect(stored).not.toContain(ACCOUNT_PASSWORD);
  expect(stored).not.toContain('secret-check@example.com');
  expect(stored).not.toContain('"sk"');
});
