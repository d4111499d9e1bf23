import { generateAccount } from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { combineShares, keyFromSeed, parseShare } from '../../core/backup/shamir-shares';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { addAccounts, createWallet, logout, splitIntoShares } from './session';

const PASSWORD = 'Correct-Horse-Battery-Staple-9';
const HD_PHRASE =
  'soup wet release six craft offer matter open cotton stuff advance bomb boat indicate refuse icon retire behind loud cement range arch print reveal';
const HD_ADDR = '3HTMYRJO5URBLNGZDHEGCXUPAUGR6LRZZ5YZBLATWLFY7OEPJL53VQO5TE';
const WATCH = 'A'.repeat(58);
const key = generateAccount();
let dbCounter = 0;

beforeEach(async () => {
  logout();
  useDatabaseForTests(new AlgowDatabase(`split-shares-${++dbCounter}`));
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

describe('splitIntoShares', () => {
  it("splits a key account's seed only with the wallet password", async () => {
    const address = key.addr.toString();
    await expect(splitIntoShares(address, 'not-the-password', 5, 3)).rejects.toMatchObject({
      code: 'password-incorrect',
    });
    const { setId, shares } = await splitIntoShares(address, PASSWORD, 5, 3);
    expect(shares).toHaveLength(5);
    const parsed = shares.map((bytes) => {
      const result = parseShare(new TextDecoder().decode(bytes));
      if (!('share' in result)) throw new Error('not a share');
      return result.share;
    });
    expect(parsed.every((s) => s.setId === setId && s.threshold === 3)).toBe(true);
    const outcome = await combineShares([parsed[4]!, parsed[0]!, parsed[2]!]);
    expect(outcome.status === 'ready' && keyFromSeed(outcome.seed).addr).toBe(address);
  });

  it('refuses HD and watch accounts, and a locked wallet', async () => {
    await expect(splitIntoShares(HD_ADDR, PASSWORD, 5, 3)).rejects.toMatchObject({
      code: 'no-secret',
    });
    await expect(splitIntoShares(WATCH, PASSWORD, 5, 3)).rejects.toMatchObject({
      code: 'no-secret',
    });
    logout();
    await expect(splitIntoShares(key.addr.toString(), PASSWORD, 5, 3)).rejects.toMatchObject({
      code: 'locked',
    });
  });
});
