import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import {
  askForBackup,
  closeBackupPrompt,
  confirmPhraseBackup,
  createWalletWithPasskey,
  logout,
  openBackupPrompt,
  openWalletWithPasskey,
  revealRecoveryPhraseWithPasskey,
  sessionStore,
  setWalletPassword,
  splitIntoShares,
} from './session';

// The browser's WebAuthn stands in here: a passkey whose PRF answers `prf` (the e2e journey
// runs the real one in Chromium's virtual authenticator).
const CREDENTIAL = bytesToB64(new Uint8Array(16).fill(3));
let prf = new Uint8Array(32).fill(7);
vi.mock('./webauthn', () => ({
  passkeysSupported: async () => true,
  createPasskey: async () => ({
    credentialId: CREDENTIAL,
    site: 'localhost',
    prfSalt: new Uint8Array(32).fill(1),
    prf: new Uint8Array(prf),
  }),
  passkeyPrf: async () => ({ credentialId: CREDENTIAL, prf: new Uint8Array(prf) }),
}));

function bytesToB64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

const key = generateAccount();
const ADDR = key.addr.toString();
let dbCounter = 0;

beforeEach(async () => {
  logout();
  prf = new Uint8Array(32).fill(7);
  useDatabaseForTests(new AlgowDatabase(`passkey-backup-${++dbCounter}`));
  await createWalletWithPasskey('Main', 'First passkey', {
    addr: ADDR,
    name: 'Key',
    type: 'basic',
    sk: encodeSecretKey(key.sk),
  });
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('a passkey-only wallet asks for a backup', () => {
  it('asks once a session before funds arrive; the card can open it again', () => {
    expect(askForBackup()).toBe(true);
    expect(sessionStore.getState().backupPrompt).toBe('open');
    closeBackupPrompt();
    expect(sessionStore.getState().backupPrompt).toBe('dismissed');
    expect(askForBackup()).toBe(false);
    openBackupPrompt();
    expect(sessionStore.getState().backupPrompt).toBe('card');
    // Opened from the card and closed: the next receive asks again.
    closeBackupPrompt();
    expect(askForBackup()).toBe(true);
    logout();
    expect(askForBackup()).toBe(false);
  });

  it('shows the phrase after the passkey answers again, not for a wrong PRF output', async () => {
    expect(text(await revealRecoveryPhraseWithPasskey(ADDR))).toBe(secretKeyToMnemonic(key.sk));
    prf = new Uint8Array(32).fill(8);
    await expect(revealRecoveryPhraseWithPasskey(ADDR)).rejects.toMatchObject({
      code: 'wrong-password',
    });
  });

  it('splits the key into shares after the passkey answers again, not for a wrong PRF output', async () => {
    const { shares } = await splitIntoShares(ADDR, null, 3, 2);
    expect(shares).toHaveLength(3);
    prf = new Uint8Array(32).fill(8);
    await expect(splitIntoShares(ADDR, null, 3, 2)).rejects.toMatchObject({
      code: 'wrong-password',
    });
  });

  it('the confirmed phrase is kept on the record: no more asking, after a new unlock too', async () => {
    await confirmPhraseBackup();
    expect(sessionStore.getState().waysIn).toMatchObject({ password: false, phraseBackedUp: true });
    expect(askForBackup()).toBe(false);
    const id = sessionStore.getState().walletId!;
    logout();
    await openWalletWithPasskey(id);
    expect(sessionStore.getState().waysIn?.phraseBackedUp).toBe(true);
    openBackupPrompt();
    expect(sessionStore.getState().backupPrompt).toBe('idle');
  });
});

describe("a passkey wallet's first password follows the creation rules", () => {
  it('refuses one under 16 characters and one typed differently, then sets it once', async () => {
    await expect(setWalletPassword('short-password', 'short-password')).rejects.toMatchObject({
      code: 'password-too-short',
    });
    await expect(
      setWalletPassword('Correct-Horse-Battery-Staple-9', 'Correct-Horse-Battery-Staple-8'),
    ).rejects.toMatchObject({ code: 'passwords-differ' });
    expect(sessionStore.getState().waysIn?.password).toBe(false);
    await setWalletPassword('Correct-Horse-Battery-Staple-9', 'Correct-Horse-Battery-Staple-9');
    expect(sessionStore.getState().waysIn?.password).toBe(true);
    expect(askForBackup()).toBe(false);
    // A second "first" password is refused: a wallet with one changes it instead.
    await expect(
      setWalletPassword('Another-Long-Password-12', 'Another-Long-Password-12'),
    ).rejects.toMatchObject({ code: 'unsupported' });
  });
});
