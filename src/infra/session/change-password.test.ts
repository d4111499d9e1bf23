import { beforeEach, describe, expect, it } from 'vitest';
import { AlgowDatabase, getDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { changePassword, createWallet, logout, openWallet, sessionStore } from './session';

const PASSWORD = 'Correct-Horse-Battery-Staple-9';
let dbCounter = 0;

beforeEach(async () => {
  logout();
  useDatabaseForTests(new AlgowDatabase(`change-password-${++dbCounter}`));
  await createWallet('Main', PASSWORD, {
    addr: 'A'.repeat(58),
    name: 'Watch',
    type: 'public',
  });
});

describe('changePassword', () => {
  it('refuses a new password shorter than a new wallet may have, before opening the vault', async () => {
    const walletId = sessionStore.getState().walletId!;
    const before = await getDatabase().wallets.get(walletId);
    const short = 'Short-Pass-123'; // 14 characters: strong-looking, but under 16
    await expect(changePassword(PASSWORD, short, short)).rejects.toMatchObject({
      code: 'password-too-short',
      message: 'The password must have at least 16 characters.',
    });
    // Even with a wrong current password the length is what is reported: nothing was derived.
    await expect(changePassword('not-the-password', short, short)).rejects.toMatchObject({
      code: 'password-too-short',
    });
    expect(await getDatabase().wallets.get(walletId)).toEqual(before);
    logout();
    await openWallet(walletId, PASSWORD);
    expect(sessionStore.getState().status).toBe('open');
  });

  it('accepts a new password of 16 characters', async () => {
    const walletId = sessionStore.getState().walletId!;
    const exactly16 = 'Sixteen-Chars-16';
    expect(exactly16).toHaveLength(16);
    await changePassword(PASSWORD, exactly16, exactly16);
    logout();
    await openWallet(walletId, exactly16);
    expect(sessionStore.getState().status).toBe('open');
  });
});
