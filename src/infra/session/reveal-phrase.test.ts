import { generateAccount, secretKeyToMnemonic } from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { addAccounts, createWallet, logout, revealRecoveryPhrase } from './session';

const PASSWORD = 'Correct-Horse-Battery-Staple-9';
const HD_PHRASE =
  'soup wet release six craft offer matter open cotton stuff advance bomb boat indicate refuse icon retire behind loud cement range arch print reveal';
const HD_ADDR = '3HTMYRJO5URBLNGZDHEGCXUPAUGR6LRZZ5YZBLATWLFY7OEPJL53VQO5TE';
const WATCH = 'A'.repeat(58);
const key = generateAccount();
let dbCounter = 0;

beforeEach(async () => {
  logout();
  useDatabaseForTests(new AlgowDatabase(`reveal-phrase-${++dbCounter}`));
  await createWallet('Main', PASSWORD, {
    addr: key.addr.toString(),
    name: 'Key',
    type: 'basic',
    sk: encodeSecretKey(key.sk),
  });
  await addAccounts([
    { addr: WATCH, name: 'Watch', type: 'public' },
    { addr: HD_ADDR, name: 'HD', type: 'hd', hd: { mnemonic: HD_PHRASE, accountIndex: 0 } },
  ]);
});

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('revealRecoveryPhrase', () => {
  it("gives a key account's 25 words only with the wallet password", async () => {
    await expect(revealRecoveryPhrase(key.addr.toString(), 'not-the-password')).rejects.toMatchObject({
      code: 'password-incorrect',
      message: 'Password is incorrect',
    });
    const phrase = text(await revealRecoveryPhrase(key.addr.toString(), PASSWORD));
    expect(phrase).toBe(secretKeyToMnemonic(key.sk));
    expect(phrase.split(' ')).toHaveLength(25);
  });

  it("gives an HD account's 24-word root phrase", async () => {
    const phrase = text(await revealRecoveryPhrase(HD_ADDR, PASSWORD));
    expect(phrase).toBe(HD_PHRASE);
    expect(phrase.split(' ')).toHaveLength(24);
  });

  it('refuses accounts without a phrase, and a locked wallet', async () => {
    await expect(revealRecoveryPhrase(WATCH, PASSWORD)).rejects.toMatchObject({ code: 'no-secret' });
    logout();
    await expect(revealRecoveryPhrase(key.addr.toString(), PASSWORD)).rejects.toMatchObject({
      code: 'locked',
    });
  });
});
