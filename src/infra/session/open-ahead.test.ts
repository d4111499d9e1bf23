import { beforeEach, describe, expect, it } from 'vitest';
import { createVault, openVault } from '../../core/vault/vault';
import { getWalletRecord, updateWalletRecord } from '../storage/wallet-repository';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { preloadWalletCrypto } from './lifecycle';
import { createWallet, logout, openWallet, prepareOpen, sessionStore } from './session';

// The open form reads the wallet's record when its password box gets focus, so Argon2id starts
// the moment the password is submitted. The record is read again meanwhile: a copy another tab
// replaced in between (here, a new password) must never be the one that opens.

const PASSWORD = 'Correct-Horse-Battery-Staple-9';
const NEW_PASSWORD = 'Another-Tab-Chose-This-1';
let dbCounter = 0;
let walletId = '';

beforeEach(async () => {
  logout();
  useDatabaseForTests(new AlgowDatabase(`open-ahead-${++dbCounter}`));
  await createWallet('Main', PASSWORD, { addr: 'A'.repeat(58), name: 'Watch', type: 'public' });
  walletId = sessionStore.getState().walletId!;
  logout();
});

/** prepareOpen's read has been answered: IndexedDB answers reads in the order they were asked. */
async function focusPasswordBox(): Promise<void> {
  prepareOpen(walletId);
  await preloadWalletCrypto();
  await getWalletRecord(walletId);
}

/** Another tab changes the password: the record is sealed again under a new key and salt. */
async function passwordChangedElsewhere(): Promise<void> {
  await updateWalletRecord(walletId, async (record) => {
    const opened = await openVault(record.data, PASSWORD);
    return (await createVault(NEW_PASSWORD, opened.plaintext)).serialized;
  });
}

describe('opening a wallet read ahead', () => {
  it('opens with the record read when the password box got focus', async () => {
    await focusPasswordBox();
    await openWallet(walletId, PASSWORD);
    expect(sessionStore.getState()).toMatchObject({ status: 'open', walletName: 'Main' });
  });

  it('opens the fresh record when another tab changed the password after the read', async () => {
    await focusPasswordBox();
    await passwordChangedElsewhere();
    await openWallet(walletId, NEW_PASSWORD);
    expect(sessionStore.getState().status).toBe('open');
  });

  it('refuses the old password once another tab changed it after the read', async () => {
    await focusPasswordBox();
    await passwordChangedElsewhere();
    await expect(openWallet(walletId, PASSWORD)).rejects.toMatchObject({
      code: 'wrong-password',
    });
    expect(sessionStore.getState().status).toBe('locked');
  });
});
