import type { Algodv2 } from 'algosdk';
import {
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  type Transaction,
} from 'algosdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import type { PublicAccount } from '../../core/accounts/stored-account';
import { encodeSecretKey } from '../../core/accounts/stored-account';
import { SESSION_TIMEOUT_MS } from '../../core/session/session-clock';
import { startWalletDevnet } from '../../test/devnet-chain';
import { AlgowDatabase, useDatabaseForTests } from '../storage/wallet-db';
import { currentRound } from '../transactions/node-calls';
import { requireSigned, signGroup } from '../transactions/sign-group';
import {
  exportBackup,
  logout,
  openWallet,
  sessionStore,
  createWallet,
  type LogoutReason,
} from './session';
import { withSecretKey, withSigningSecrets } from './keys';
import { updateWallet } from './records';

// Logout (by the user, the 5-minute timeout or a node's 401) drops the vault key: after it no
// signing call gets a secret, however the public session state looks. Only the password brings
// the key back.

const PASSWORD = 'Correct-Horse-Battery-Staple-9';
const key = generateAccount();
const address = key.addr.toString();
let devnet: Devnet;
let algod: Algodv2;
let dbCounter = 0;

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await devnet.fund(address, 10_000_000);
}, 60_000);

beforeEach(async () => {
  logout();
  useDatabaseForTests(new AlgowDatabase(`logout-${++dbCounter}`));
  await createWallet('Main', PASSWORD, {
    addr: address,
    name: 'Key',
    type: 'basic',
    sk: encodeSecretKey(key.sk),
  });
});

afterEach(() => {
  vi.useRealTimers();
  devnet.setFaults({ unauthorized: false });
  logout();
});

afterAll(() => devnet.stop());

async function selfPayment(): Promise<Transaction> {
  return makePaymentTxnWithSuggestedParamsFromObject({
    sender: key.addr,
    receiver: key.addr,
    amount: 0,
    suggestedParams: await algod.getTransactionParams().do(),
  });
}

/** What a review still holds when the session ends under it: the transaction and the accounts. */
async function openReview(): Promise<{ txn: Transaction; accounts: PublicAccount[] }> {
  const txn = await selfPayment();
  const accounts = sessionStore.getState().accounts;
  // While the session is open the pipeline signs, byte for byte as algosdk.
  expect(requireSigned(await signGroup({ txns: [txn], accounts }))).toEqual([txn.signTxn(key.sk)]);
  return { txn, accounts };
}

/** Every way the pipeline reaches a secret is refused as locked; the callbacks never run. */
async function expectSigningRefused(txn: Transaction, accounts: PublicAccount[]): Promise<void> {
  const locked = { name: 'SessionError', code: 'locked' };
  const consume = vi.fn();
  await expect(signGroup({ txns: [txn], accounts })).rejects.toMatchObject(locked);
  await expect(withSecretKey(address, consume)).rejects.toMatchObject(locked);
  await expect(withSigningSecrets([address], consume)).rejects.toMatchObject(locked);
  await expect(updateWallet((data) => data)).rejects.toMatchObject(locked);
  await expect(exportBackup()).rejects.toMatchObject(locked);
  expect(consume).not.toHaveBeenCalled();
}

/**
 * The public session state back as it was before logout (a stray setState, a stale tab's
 * message): it is what React sees, not a key, so it must open nothing.
 */
function reviveStateWithoutPassword(walletId: string, accounts: PublicAccount[]): void {
  sessionStore.setState({
    status: 'open',
    walletId,
    walletName: 'Main',
    accounts,
    lastActivity: Date.now(),
  });
}

describe('logout drops the vault key', () => {
  it.each<LogoutReason>(['user', 'timeout', 'unauthorized'])(
    'logout (%s): the store keeps nothing of the wallet and a signing call is refused',
    async (reason) => {
      const { txn, accounts } = await openReview();
      logout(reason);
      expect(sessionStore.getState()).toEqual({
        status: 'locked',
        walletId: null,
        walletName: null,
        accounts: [],
        lastActiveAccount: null,
        contacts: [],
        lastActivity: 0,
        lastLogoutReason: reason,
        waysIn: null,
        backupPrompt: 'idle',
      });
      await expectSigningRefused(txn, accounts);
    },
  );

  it('the key is gone, not hidden: the session state set back to "open" signs nothing', async () => {
    const { txn, accounts } = await openReview();
    const walletId = sessionStore.getState().walletId!;
    logout('user');
    reviveStateWithoutPassword(walletId, accounts);
    await expectSigningRefused(txn, accounts);
  });

  it('the 5-minute timeout drops the key as well', async () => {
    const walletId = sessionStore.getState().walletId!;
    // The expiry watch runs on the session's interval: open the wallet again under a fake clock
    // (the vault and the database keep their real timers).
    logout('user');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await openWallet(walletId, PASSWORD);
    const { txn, accounts } = await openReview();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS + 1_000);
    expect(sessionStore.getState()).toMatchObject({
      status: 'locked',
      lastLogoutReason: 'timeout',
    });
    reviveStateWithoutPassword(walletId, accounts);
    await expectSigningRefused(txn, accounts);
  });

  it("a node's 401 drops the key as well", async () => {
    const { txn, accounts } = await openReview();
    const walletId = sessionStore.getState().walletId!;
    devnet.setFaults({ unauthorized: true });
    await expect(currentRound()).rejects.toMatchObject({ code: 'unauthorized' });
    devnet.setFaults({ unauthorized: false });
    expect(sessionStore.getState()).toMatchObject({
      status: 'locked',
      lastLogoutReason: 'unauthorized',
    });
    reviveStateWithoutPassword(walletId, accounts);
    await expectSigningRefused(txn, accounts);
  });

  it('only the password brings the key back', async () => {
    const { txn } = await openReview();
    const walletId = sessionStore.getState().walletId!;
    logout('user');
    await openWallet(walletId, PASSWORD);
    const accounts = sessionStore.getState().accounts;
    expect(requireSigned(await signGroup({ txns: [txn], accounts }))).toEqual([
      txn.signTxn(key.sk),
    ]);
  });
});
