import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { splitSeed } from '../src/core/backup/shamir-shares';
import { openAccountMore } from './support/account-home';
import { algod, fund } from './support/chain';
import { createWalletWithKey, logout, openAccount, STRONG_PASSWORD } from './support/wallet';

// Issue 43: a funded account split 3 of 5, restored from shares 2, 4 and 5 on a new wallet and
// paying from there; shares that do not belong together are refused, the odd one named.

async function writeDownShares(page: Page): Promise<{ shares: string[]; setId: number }> {
  const dialog = page.getByRole('dialog', { name: 'Shamir backup of Savings' });
  await expect(dialog.getByLabel('Number of shares')).toHaveValue('5');
  await expect(dialog.getByLabel('Shares needed to restore')).toHaveValue('3');
  await dialog.getByLabel('Wallet password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Create shares' }).click();
  const shares: string[] = [];
  let setId = 0;
  for (let n = 1; n <= 5; n++) {
    await expect(dialog.getByText(`Share ${n} of 5`, { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    setId = parseInt((await dialog.getByTestId('shamir-set-id').textContent())!.slice(4), 16);
    const words = await dialog
      .getByTestId('shamir-share-words')
      .locator('[data-word]')
      .allTextContents();
    expect(words).toHaveLength(26);
    shares.push(words.join(' '));
    const asked = dialog.getByLabel(/^Word \d+/);
    for (const field of await asked.all()) {
      const text = await field.evaluate(
        (el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '',
      );
      const position = Number(/Word (\d+)/.exec(text)?.[1]);
      await field.fill(words[position - 1]!);
    }
    await dialog.getByRole('button', { name: n < 5 ? 'Next share' : 'Finish' }).click();
  }
  await expect(dialog.getByText('All 5 shares are written down.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  return { shares, setId };
}

async function addShare(page: Page, number: number, words: string): Promise<void> {
  await page.getByLabel(`Share ${number}`, { exact: true }).fill(words);
  await page.getByRole('button', { name: 'Add share' }).click();
}

test('split 3 of 5, restore from shares 2, 4 and 5 on a new wallet and pay; odd shares refused', async ({
  page,
  browser,
}) => {
  const savings = algosdk.generateAccount();
  const address = savings.addr.toString();
  await fund(address, 5_000_000);
  await createWalletWithKey(page, 'Savings', algosdk.secretKeyToMnemonic(savings.sk));
  await openAccount(page, 'Savings');
  await openAccountMore(page, 'Split into Shamir shares');
  const { shares, setId } = await writeDownShares(page);
  await logout(page);

  // A share of another split, of another account.
  const other = await splitSeed(algosdk.generateAccount().sk.slice(0, 32), 5, 3, (setId % 127) + 1);

  const fresh = await (await browser.newContext()).newPage();
  await createWalletWithKey(
    fresh,
    'Spare',
    algosdk.secretKeyToMnemonic(algosdk.generateAccount().sk),
  );
  await fresh.getByRole('banner').getByRole('link', { name: 'New account', exact: true }).click();
  await fresh.getByRole('link', { name: /Restore from shares/ }).click();

  await addShare(fresh, 1, shares[0]!);
  await expect(fresh.getByText('Shares still needed: 2')).toBeVisible();
  await addShare(fresh, 2, shares[1]!);
  await addShare(fresh, 3, other[2]!.join(' '));
  await expect(fresh.getByRole('main').getByRole('alert')).toHaveText(
    'Share 3 belongs to another backup than share 1.',
  );
  await addShare(fresh, 4, shares[3]!);
  await expect(fresh.getByRole('main').getByRole('alert')).toHaveText(
    'Share 3 belongs to another backup than share 1.',
  );
  await expect(fresh.getByTestId('restored-address')).toHaveCount(0);
  for (let i = 0; i < 4; i++) await fresh.getByRole('button', { name: 'Remove share 1' }).click();

  await addShare(fresh, 1, shares[1]!);
  await addShare(fresh, 2, shares[3]!);
  await expect(fresh.getByText('Shares still needed: 1')).toBeVisible();
  await addShare(fresh, 3, shares[4]!);
  await expect(fresh.getByTestId('restored-address')).toHaveText(`These shares restore ${address}`);
  await fresh.getByLabel('Address you expect (optional)').fill(address.slice(0, 8));
  await expect(fresh.getByText('It matches the address you expect.')).toBeVisible();
  await fresh.getByLabel(/Account name/).fill('Restored');
  await fresh.getByRole('button', { name: 'Save account' }).click();
  await expect(fresh).toHaveURL(/\/accounts$/);

  const receiver = algosdk.generateAccount().addr.toString();
  await fresh.getByRole('link', { name: 'Pay from Restored' }).click();
  await fresh.getByRole('combobox', { name: 'Pay to address' }).fill(receiver);
  await fresh.getByLabel(/^Amount/).fill('1');
  await fresh.getByRole('button', { name: 'Review payment' }).click();
  await fresh.getByRole('button', { name: 'Send to network' }).click();
  await expect(fresh.getByText(/The payment has been processed in round \d+/)).toBeVisible({
    timeout: 20_000,
  });
  const info = await algod().accountInformation(receiver).do();
  expect(BigInt(info.amount)).toBe(1_000_000n);
});
