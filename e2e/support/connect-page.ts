import algosdk from 'algosdk';
import { expect, test, type Page } from '@playwright/test';
import { fund } from './chain';
import { createWallet, importAccount } from './wallet';
import { E2E_WC_VERIFY_URL } from './ports';
import {
  algorandChainId,
  ANY_HASH,
  setAttestation,
  startScriptedDapp,
  type ScriptedDapp,
} from './walletconnect';

// The wallet's WalletConnect screen as a test drives it, for v2 and v1 dapps alike.

export async function openConnectPage(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'WalletConnect', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'WalletConnect' })).toBeVisible();
  await page.getByRole('button', { name: 'Initialize WalletConnect' }).click();
  await expect(page.getByLabel('WalletConnect URI')).toBeVisible({ timeout: 20_000 });
}

export async function pasteUri(page: Page, uri: string): Promise<void> {
  await page.getByLabel('WalletConnect URI').fill(uri);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
}

/** Pastes the dapp's URI and approves its proposal with the named account. */
export async function connectDapp(
  page: Page,
  dapp: { uri: string },
  accountName: string,
): Promise<void> {
  await pasteUri(page, dapp.uri);
  await expect(page.getByRole('heading', { name: /Connection request from/ })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('combobox', { name: 'Account to share with the dapp' }).click();
  await page.getByRole('option', { name: new RegExp(`^${accountName}`) }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Session added')).toBeVisible();
}

/**
 * A new wallet with one funded account ("Dapp user"), connected to a scripted dapp that asks
 * for `algo_signTxn` and `algo_signData`. The caller stops the dapp (`onDapp` hands it over
 * before the connection, so a failed connect still gets it stopped).
 */
export async function connectedDappUser(
  page: Page,
  dappOptions: { relayUrl: string; chainId: string; name: string; url: string },
  onDapp: (dapp: ScriptedDapp) => void,
): Promise<{ user: algosdk.Account; dapp: ScriptedDapp }> {
  const user = algosdk.generateAccount();
  await fund(user.addr.toString(), 1_000_000);
  await createWallet(page);
  await importAccount(page, 'Dapp user', algosdk.secretKeyToMnemonic(user.sk));
  await openConnectPage(page);
  const dapp = await startScriptedDapp({
    ...dappOptions,
    methods: ['algo_signTxn', 'algo_signData'],
  });
  onDapp(dapp);
  await connectDapp(page, dapp, 'Dapp user');
  return { user, dapp };
}

/** The scripted dapp both WalletConnect data-signing journeys connect, and its chain. */
export const COFFEE_DAPP = {
  origin: 'https://coffee.example',
  host: 'coffee.example',
  genesisHash: 'QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM=',
  chainId: algorandChainId('QT9I0c2+1TILzuJZ3DvH4jw3Wr+umYCssHooc/8oEPM='),
};

/**
 * Registers the file's hooks: the Verify stand-in attests the coffee dapp's origin during each
 * test, and every dapp put into the returned list is stopped after it.
 */
export function coffeeDappsPerTest(): ScriptedDapp[] {
  const dapps: ScriptedDapp[] = [];
  test.beforeEach(() =>
    setAttestation(E2E_WC_VERIFY_URL, ANY_HASH, { origin: COFFEE_DAPP.origin, isScam: false }),
  );
  test.afterEach(async () => {
    await setAttestation(E2E_WC_VERIFY_URL, ANY_HASH, null);
    await Promise.all(dapps.splice(0).map((d) => d.stop().catch(() => undefined)));
  });
  return dapps;
}
