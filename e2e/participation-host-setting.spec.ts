import algosdk from 'algosdk';
import { expect, test } from '@playwright/test';
import { startParticipationHost, type ParticipationHost } from '../tools/participation-host/server';
import { openAccountMore } from './support/account-home';
import { fund } from './support/chain';
import { E2E_PARTICIPATION_URL } from './support/ports';
import { createWalletWithKey, expectNoAxeViolations, openAccount } from './support/wallet';
import { openSettingsGroup } from './support/settings';

// The participation host of the deployment's own (non-custom) environment, set in Settings:
// "Go online" then asks that host, not config.json's, for the keys.

let own: ParticipationHost;
test.beforeAll(async () => {
  own = await startParticipationHost({ host: '127.0.0.1', port: 0 });
});
test.afterAll(() => own.stop());

test('a participation host set for the sandbox environment is the one asked for keys', async ({
  page,
}) => {
  const validator = algosdk.generateAccount();
  const address = validator.addr.toString();
  await createWalletWithKey(page, 'Validator', algosdk.secretKeyToMnemonic(validator.sk));
  await fund(address, 2_000_000);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('environment')).toHaveText('Environment: Sandbox');
  await openSettingsGroup(page, 'Networks');
  const host = page.getByRole('textbox', { name: 'Participation host' });
  // Empty: config.json's host for the deployment's environment.
  await expect(host).toHaveValue('');
  await expect(page.getByText(`Leave empty to use ${E2E_PARTICIPATION_URL}.`)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save participation host' });
  await host.fill('ftp://127.0.0.1/keys');
  await save.click();
  await expect(
    page.getByText('Enter an http:// or https:// address, without ? or #.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await host.fill(`${own.url}/`);
  await save.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Participation host has been saved' }),
  ).toBeVisible();
  await expect(host).toHaveValue(own.url);

  await openAccount(page, 'Validator');
  await openAccountMore(page, 'Go online or offline');
  await page.getByRole('button', { name: 'Go online' }).click();
  const dialog = page.getByRole('dialog', { name: 'Go online' });
  await dialog.getByRole('button', { name: 'Go online' }).click();
  await expect(dialog.getByRole('button', { name: 'Send to network' })).toBeVisible({
    timeout: 20_000,
  });
  // The keys under review came from the host set in Settings.
  expect(own.issued().map((key) => key.address)).toEqual([address]);
});
