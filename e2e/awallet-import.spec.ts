import CryptoJS from 'crypto-js';
import { generateAccount, multisigAddress } from 'algosdk';
import { pbkdf2Sync, randomBytes, createCipheriv } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { openWallet } from './support/wallet';

// Backups as the Vue A-Wallet writes them: JSON of the wallet, `sk` as an index-keyed object,
// a multisig address stored as a public-key object, then encrypted (legacy CryptoJS or AWEv1).
const PASSWORD = 'old a-wallet password';
const basic = generateAccount();
const watched = generateAccount();
const msigParams = {
  version: 1,
  threshold: 2,
  addrs: [basic.addr.toString(), watched.addr.toString()],
};
const msig = multisigAddress(msigParams);

function indexKeyed(bytes: Uint8Array): Record<string, number> {
  return Object.fromEntries(Array.from(bytes, (b, i) => [String(i), b]));
}

const plaintext = JSON.stringify({
  name: 'Vue wallet',
  pass: PASSWORD,
  isOpen: true,
  privateAccounts: [
    { name: 'Spending', addr: basic.addr.toString(), sk: indexKeyed(basic.sk), amount: '1000' },
    { name: 'Watched', addr: watched.addr.toString(), amount: 0 },
    {
      name: 'Shared',
      addr: { publicKey: indexKeyed(msig.publicKey) },
      type: 'msig',
      params: msigParams,
    },
  ],
});

function aweV1(text: string, password: string): string {
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const key = pbkdf2Sync(password, salt, 600_000, 32, 'sha256');
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [
    'AWEv1',
    '600000',
    salt.toString('base64'),
    iv.toString('base64'),
    data.toString('base64'),
  ].join('.');
}

async function importBackup(page: Page, name: string, content: string) {
  await page.goto('/import-wallet');
  await page.getByLabel('Wallet name').fill(name);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Vuewallet.algow.2024-05-01.dat',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(`${content}\n`),
  });
  await page.getByRole('button', { name: 'Import wallet' }).click();
  // The next page.goto reloads: wait until this import is stored.
  await expect(page).toHaveURL(/\/accounts$/);
}

/** The start of every stored wallet record, read straight from IndexedDB. */
async function storedFormat(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('algow');
        open.onerror = () => resolve('error');
        open.onblocked = () => resolve('blocked');
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('wallets').objectStore('wallets').getAll();
          all.onerror = () => resolve('error');
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { data: string }[]).map((r) => r.data.slice(0, 30)).join('|'));
          };
        };
      }),
  );
}

for (const [format, encrypt] of [
  ['legacy CryptoJS', (text: string) => CryptoJS.AES.encrypt(text, PASSWORD).toString()],
  ['AWEv1', (text: string) => aweV1(text, PASSWORD)],
] as const) {
  test(`import an A-Wallet ${format} backup; it is upgraded on first unlock`, async ({ page }) => {
    await importBackup(page, 'From A-Wallet', encrypt(plaintext));
    await expect(page.getByRole('heading', { name: 'Open your wallet' })).toBeVisible();
    expect(await storedFormat(page)).toMatch(format === 'AWEv1' ? /^AWEv1\./ : /^U2FsdGVkX1/);

    await openWallet(page, 'not the password');
    await expect(
      page.getByRole('form', { name: 'Open your wallet' }).getByRole('alert'),
    ).toHaveText('Authentication failed. Please check your password.');
    await page.getByLabel('Wallet password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Open wallet' }).click();

    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Spending', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Watched', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Shared', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: msig.toString() })).toBeVisible();
    expect(await storedFormat(page)).toContain('algow-vault');
  });
}

test('a truncated backup imports but never opens, and the other wallets stay intact', async ({
  page,
}) => {
  const backup = CryptoJS.AES.encrypt(plaintext, PASSWORD).toString();
  await importBackup(page, 'Intact', backup);
  // 18 bytes cut off: the ciphertext is no longer whole AES blocks, whatever the random keys
  // made its length (cutting base64 text instead left it whole in some runs, and a whole but
  // wrong last block reads as a wrong password, not as corrupted data).
  const raw = Buffer.from(backup, 'base64');
  await importBackup(page, 'Truncated', raw.subarray(0, raw.length - 18).toString('base64'));
  await openWallet(page, PASSWORD, 'Truncated');
  await expect(page.getByRole('form', { name: 'Open your wallet' }).getByRole('alert')).toHaveText(
    'Wrong password or corrupted data',
  );
  await page.getByRole('combobox', { name: /^Wallet/ }).selectOption({ label: 'Intact' });
  await page.getByRole('button', { name: 'Open wallet' }).click();
  await expect(page.getByRole('cell', { name: 'Spending', exact: true })).toBeVisible();
});
