import {
  Algodv2,
  decodeSignedTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  signMultisigTransaction,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type Devnet } from '../../../devnet/server';
import { startLedgerDevice, type LedgerDevice } from '../../../tools/ledger-device/device';
import {
  startTwoFactorProvider,
  type TwoFactorProviderServer,
} from '../../../tools/two-factor-provider/server';
import { totpFromManualKey } from '../../../tools/two-factor-provider/totp';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import type { AppConfig } from '../../core/config/app-config';
import { base64ToBytes, bytesToBase64 } from '../../core/encoding/base64';
import { addTwoFactorAccounts } from '../../core/two-factor/two-factor-accounts';
import { HttpError } from '../http/http-client';
import { createWallet, sessionStore } from '../session/session';
import { updateWallet } from '../session/records';
import { setAppConfig } from '../settings/settings-store';
import { createTwoFactorAuthToken } from './auth-token';
import {
  confirmAuthenticator,
  getRealm,
  setupAuthenticator,
  signWithTwoFactorCode,
} from './provider-client';

// The whole 2FA setup against the provider stand-in and the devnet, as the page runs it; then
// a payment from the new 2FA account co-signed by the provider and accepted by the devnet.

let devnet: Devnet;
let provider: TwoFactorProviderServer;
let ledger: LedgerDevice;
const primary = generateAccount();
const recovery = generateAccount();

const publicAccount = (addr: string) => {
  const account = sessionStore.getState().accounts.find((a) => a.addr === addr);
  if (!account) throw new Error(`no account ${addr}`);
  return account;
};

beforeAll(async () => {
  [devnet, provider, ledger] = await Promise.all([
    startDevnet({ algodPort: 0, indexerPort: 0 }),
    startTwoFactorProvider(),
    startLedgerDevice(),
  ]);
  setAppConfig({
    env: 'sandbox',
    algod: devnet.algodUrl,
    algodToken: devnet.token,
    ledgerTransportUrl: ledger.url,
    twoFactorProviders: [{ id: 'local', providerName: 'Local', host: provider.url }],
  } as AppConfig);
  await createWallet('2FA test', 'correct horse battery staple 2fa', {
    addr: primary.addr.toString(),
    name: 'Hot',
    type: 'basic',
    sk: encodeSecretKey(primary.sk),
  });
  await updateWallet((data) => ({
    ...data,
    accounts: [
      ...data.accounts,
      {
        addr: recovery.addr.toString(),
        name: 'Cold',
        type: 'basic',
        sk: encodeSecretKey(recovery.sk),
      },
      {
        addr: ledger.addressOf(0),
        name: 'Nano',
        type: 'ledger',
        slot: 0,
        addr0: ledger.addressOf(0),
      },
    ],
  }));
}, 60_000);

afterAll(() => Promise.all([devnet.stop(), provider.stop(), ledger.stop()]));

describe('2FA setup', () => {
  it('sets up, confirms with the TOTP code, stores the accounts and co-signs a payment', async () => {
    const realm = await getRealm('local');
    expect(realm).toBe(provider.realm);
    const authToken = await createTwoFactorAuthToken(publicAccount(primary.addr.toString()), realm);
    expect(authToken).toMatch(/^SigTx [A-Za-z0-9+/]+=*$/);
    const request = {
      providerId: 'local',
      authToken,
      primaryAccount: primary.addr.toString(),
      recoveryAccount: recovery.addr.toString(),
    };
    const setup = await setupAuthenticator(request);
    expect(setup.qrCodeSetupImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);

    const code = totpFromManualKey(setup.manualEntryKey);
    const wrongCode = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
    await expect(confirmAuthenticator({ ...request, code: wrongCode })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid PIN',
    });
    const twoFactorAccount = await confirmAuthenticator({ ...request, code });
    expect(twoFactorAccount).toBe(
      provider.twoFactorAccountFor(primary.addr.toString(), recovery.addr.toString()),
    );
    // The secret is not handed out twice.
    await expect(setupAuthenticator(request)).rejects.toBeInstanceOf(HttpError);

    await updateWallet((data) =>
      addTwoFactorAccounts(data, {
        name: 'Savings',
        network: 'dockernet-v1',
        providerId: 'local',
        primaryAccount: primary.addr.toString(),
        recoveryAccount: recovery.addr.toString(),
        twoFactorAccount,
      }),
    );
    const accounts = sessionStore.getState().accounts;
    const twoFactor = accounts.find((a) => a.type === '2fa')!;
    expect(twoFactor).toMatchObject({ name: 'Savings', params: { version: 1, threshold: 2 } });
    expect(accounts.find((a) => a.type === '2faApi')).toMatchObject({
      addr: twoFactorAccount,
      name: '2FA Savings',
      isHidden: true,
    });

    // Primary signs its half, the provider adds its own with a fresh code, the chain accepts.
    await devnet.fund(twoFactor.addr, 1_000_000);
    const algod = new Algodv2(devnet.token, devnet.algodUrl);
    const txn = makePaymentTxnWithSuggestedParamsFromObject({
      sender: twoFactor.addr,
      receiver: recovery.addr.toString(),
      amount: 200_000, // above the receiver's minimum balance
      suggestedParams: await algod.getTransactionParams().do(),
    });
    const half = signMultisigTransaction(txn, twoFactor.params!, primary.sk).blob;
    const both = await signWithTwoFactorCode({
      ...request,
      code: totpFromManualKey(setup.manualEntryKey),
      signedTransaction: bytesToBase64(half),
    });
    const signed = base64ToBytes(both);
    expect(decodeSignedTransaction(signed).msig?.subsig.filter((s) => s.s)).toHaveLength(2);
    const { txid } = await algod.sendRawTransaction(signed).do();
    expect(txid).toBe(txn.txID());
  });

  it('authenticates a Ledger hot account through the device', async () => {
    const realm = await getRealm('local');
    const authToken = await createTwoFactorAuthToken(publicAccount(ledger.addressOf(0)), realm);
    const setup = await setupAuthenticator({
      providerId: 'local',
      authToken,
      primaryAccount: ledger.addressOf(0),
      recoveryAccount: recovery.addr.toString(),
    });
    expect(setup.manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('uses the spec texts for a missing or unknown provider', async () => {
    await expect(getRealm('')).rejects.toThrow('TwoFactorAuthProvider not found');
    await expect(getRealm('nope')).rejects.toThrow(
      'Provider with id nope has not been found in the public list for this network',
    );
    await expect(
      setupAuthenticator({
        providerId: 'nope',
        authToken: 'SigTx x',
        primaryAccount: '',
        recoveryAccount: '',
      }),
    ).rejects.toThrow('2FA provider not found for current network');
  });

  it('cannot authenticate an account without a key or device', async () => {
    await expect(
      createTwoFactorAuthToken(
        {
          addr: recovery.addr.toString(),
          name: 'Watch',
          type: 'public',
          hasSecret: false,
          hasHdSecret: false,
          hasSession: false,
        },
        'realm',
      ),
    ).rejects.toThrow('Unable to to sign the transaction for authentication');
  });
});
