import type { Algodv2 } from 'algosdk';
import {
  decodeSignedTransaction,
  generateAccount,
  makePaymentTxnWithSuggestedParamsFromObject,
  multisigAddress,
  waitForConfirmation,
  type Account,
  type SuggestedParams,
} from 'algosdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Devnet } from '../../../devnet/server';
import { startLedgerDevice, type LedgerDevice } from '../../../tools/ledger-device/device';
import { startWalletDevnet } from '../../test/devnet-chain';
import { setAppConfig, settingsStore } from '../settings/settings-store';
import { SigningError } from '../../core/accounts/signing-error';
import { encodeSecretKey, type StoredAccount } from '../../core/accounts/stored-account';
import { createWallet, sessionStore } from '../session/session';
import { updateWallet } from '../session/records';
import type * as KeyringModule from '../../core/vault/keyring';
import { requireSigned, signGroup } from './sign-group';

// The vault modules are the real ones; only the session's decrypting call is counted.
const vault = vi.hoisted(() => ({ opens: 0 }));
vi.mock('../../core/vault/keyring', async (importOriginal) => {
  const actual = await importOriginal<typeof KeyringModule>();
  return {
    ...actual,
    openWithSessionKey: (...args: Parameters<typeof actual.openWithSessionKey>) => {
      vault.opens += 1;
      return actual.openWithSessionKey(...args);
    },
  };
});

let devnet: Devnet;
let algod: Algodv2;
const payer = generateAccount();
const second = generateAccount();
const rekeyed = generateAccount();
const stale = generateAccount();
const receiver = generateAccount().addr;

const basic = (
  name: string,
  account: Account,
  extra: Partial<StoredAccount> = {},
): StoredAccount => ({
  addr: account.addr.toString(),
  name,
  type: 'basic',
  sk: encodeSecretKey(account.sk),
  ...extra,
});
const accounts = () => sessionStore.getState().accounts;
const params = (): Promise<SuggestedParams> => algod.getTransactionParams().do();
const pay = (from: Account, p: SuggestedParams, amount = 1000, note?: string) =>
  makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver,
    amount,
    note: note ? new TextEncoder().encode(note) : undefined,
    suggestedParams: p,
  });

beforeAll(async () => {
  ({ devnet, algod } = await startWalletDevnet());
  await createWallet('Pipeline', 'correct horse battery staple pipeline', basic('Payer', payer));
  await updateWallet((data) => ({
    ...data,
    accounts: [
      ...data.accounts,
      basic('Second', second),
      // Its own key is in the wallet, but on chain it is rekeyed to Payer; the stored
      // rekeyedTo (Stale) is out of date.
      basic('Rekeyed', rekeyed, { rekeyedTo: stale.addr.toString() }),
      basic('Stale', stale),
    ],
  }));
  for (const a of [payer, second, rekeyed, stale]) await devnet.fund(a.addr.toString(), 10_000_000);
  const rekey = makePaymentTxnWithSuggestedParamsFromObject({
    sender: rekeyed.addr,
    receiver: rekeyed.addr,
    amount: 0,
    rekeyTo: payer.addr,
    suggestedParams: await params(),
  });
  await algod.sendRawTransaction(rekey.signTxn(rekeyed.sk)).do();
}, 60_000);

afterAll(() => devnet.stop());

describe('signGroup', () => {
  it('signs a batch of 1,000 with one vault opening, each equal to algosdk', async () => {
    const p = await params();
    const txns = Array.from({ length: 1000 }, (_, i) => pay(i % 2 ? payer : second, p, 1000 + i));
    const known = new Map([
      [payer.addr.toString(), undefined],
      [second.addr.toString(), undefined],
    ]);
    vault.opens = 0;
    const signed = requireSigned(
      await signGroup({ txns, accounts: accounts(), authAddresses: known }),
    );
    expect(vault.opens).toBe(1);
    expect(signed).toHaveLength(1000);
    for (const i of [0, 1, 500, 999]) {
      expect(signed[i]).toEqual(txns[i]!.signTxn((i % 2 ? payer : second).sk));
    }
  });

  it('follows the auth address on chain, not the stored rekeyedTo', async () => {
    const txn = pay(rekeyed, await params(), 200_000);
    const [bytes] = requireSigned(await signGroup({ txns: [txn], accounts: accounts() }));
    expect(decodeSignedTransaction(bytes!).sgnr?.toString()).toBe(payer.addr.toString());
    await algod.sendRawTransaction(bytes!).do();
  });

  it('signs only the requested members of a group and skips the rest', async () => {
    const p = await params();
    const txns = [pay(payer, p), pay(second, p)];
    const entries = await signGroup({ txns, accounts: accounts(), indexes: [1] });
    expect(entries[0]).toEqual({ kind: 'skipped' });
    expect(entries[1]).toMatchObject({ kind: 'signed' });
  });

  it('refuses a sender the wallet does not hold, and hands out no signature at all', async () => {
    const p = await params();
    const stranger = generateAccount();
    const attempt = signGroup({ txns: [pay(payer, p), pay(stranger, p)], accounts: accounts() });
    await expect(attempt).rejects.toEqual(new SigningError('from-unknown'));
  });
});

describe('signGroup with a Ledger', () => {
  let device: LedgerDevice;

  beforeAll(async () => {
    device = await startLedgerDevice();
    setAppConfig({ ...settingsStore.getState().config, ledgerTransportUrl: device.url });
  });
  afterAll(() => device.stop());

  it("signs a Ledger account's payment on the device, and adds a Ledger member's signature to a multisig", async () => {
    const ledgerAddr = device.addressOf(1);
    const member = device.addressOf(2);
    const params2of2 = { version: 1, threshold: 2, addrs: [member, second.addr.toString()] };
    const msigAddr = multisigAddress(params2of2).toString();
    await updateWallet((data) => ({
      ...data,
      accounts: [
        ...data.accounts,
        { addr: ledgerAddr, name: 'Device', type: 'ledger', slot: 1 },
        { addr: member, name: 'Member', type: 'ledger', slot: 2 },
        { addr: device.addressOf(3), name: 'No slot', type: 'ledger' },
        { addr: msigAddr, name: 'Joint', type: 'msig', params: params2of2 },
      ],
    }));
    await devnet.fund(ledgerAddr, 1_000_000);
    await devnet.fund(msigAddr, 1_000_000);
    const p = await params();
    const fromDevice = makePaymentTxnWithSuggestedParamsFromObject({
      sender: ledgerAddr,
      receiver,
      amount: 1,
      suggestedParams: p,
    });
    const fromJoint = makePaymentTxnWithSuggestedParamsFromObject({
      sender: msigAddr,
      receiver,
      amount: 2,
      suggestedParams: p,
    });
    device.clearLog();
    const signed = requireSigned(
      await signGroup({ txns: [fromDevice, fromJoint], accounts: accounts() }),
    );
    // Two device prompts: the Ledger account's own and the multisig member's.
    const signCommands = device.apduLog().filter((apdu) => apdu.startsWith('8008'));
    expect(signCommands.length).toBeGreaterThanOrEqual(2);
    for (const bytes of signed) {
      const { txid } = await algod.sendRawTransaction(bytes).do();
      await waitForConfirmation(algod, txid, 4);
    }
    expect(decodeSignedTransaction(signed[1]!).msig?.subsig.every((s) => s.s)).toBe(true);

    const noSlot = makePaymentTxnWithSuggestedParamsFromObject({
      sender: device.addressOf(3),
      receiver,
      amount: 1,
      suggestedParams: p,
    });
    await expect(signGroup({ txns: [noSlot], accounts: accounts() })).rejects.toEqual(
      new SigningError('unsupported'),
    );
  });
});
