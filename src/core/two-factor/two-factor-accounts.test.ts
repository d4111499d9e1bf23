import { decodeSignedTransaction, generateAccount, multisigAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { validateWalletData, type WalletData } from '../accounts/stored-account';
import { authorizationHeader, buildAuthTransaction } from '../arc14/auth-transaction';
import {
  accountTitleNoSpaces,
  addTwoFactorAccounts,
  buildTwoFactorAccounts,
  normalizeTwoFactorCode,
} from './two-factor-accounts';
import { base64ToBytes } from '../encoding/base64';

const primary = generateAccount();
const recovery = generateAccount();
const provider = generateAccount();
const input = {
  name: ' Savings ',
  network: 'testnet-v1.0',
  providerId: 'p-1',
  primaryAccount: primary.addr.toString(),
  recoveryAccount: recovery.addr.toString(),
  twoFactorAccount: provider.addr.toString(),
};
const wallet: WalletData = { format: 'algow-wallet', version: 1, name: 'W', accounts: [] };

describe('2FA accounts', () => {
  it('stores the multisig account and a hidden 2faApi account, as A-Wallet does', () => {
    const { account, apiAccount } = buildTwoFactorAccounts(input);
    const addrs = [input.primaryAccount, input.recoveryAccount, input.twoFactorAccount].sort();
    const multisig = multisigAddress({ version: 1, threshold: 2, addrs }).toString();
    expect(account).toEqual({
      addr: multisig,
      name: 'Savings',
      type: '2fa',
      network: 'testnet-v1.0',
      params: { version: 1, threshold: 2, addrs },
      twoFactor: {
        primaryAccount: input.primaryAccount,
        recoveryAccount: input.recoveryAccount,
        twoFactorAccount: input.twoFactorAccount,
        twoFactorAuthProvider: 'p-1',
      },
    });
    expect(apiAccount).toEqual({
      addr: input.twoFactorAccount,
      name: '2FA Savings',
      type: '2faApi',
      network: 'testnet-v1.0',
      isHidden: true,
      twoFactor: { ...account.twoFactor, multisigAccount: multisig },
    });
  });

  it('adds both to the wallet, valid for the vault, and refuses a second copy', () => {
    const next = addTwoFactorAccounts(wallet, input);
    expect(() => validateWalletData(next)).not.toThrow();
    expect(next.accounts.map((a) => a.type)).toEqual(['2fa', '2faApi']);
    expect(next.lastActiveAccount).toBe(next.accounts[0]!.addr);
    expect(() => addTwoFactorAccounts(next, input)).toThrow(
      expect.objectContaining({ code: 'duplicate-account' }),
    );
  });

  it('names the authenticator entry after both accounts, without spaces', () => {
    const title = accountTitleNoSpaces(input.primaryAccount, input.recoveryAccount);
    const p = input.primaryAccount;
    const r = input.recoveryAccount;
    expect(title).toBe(`Algow-${p.slice(0, 2)}${p.slice(-2)}-${r.slice(0, 2)}${r.slice(-2)}`);
    expect(title).not.toMatch(/\s/);
  });

  it.each([
    ['123-456', '123456'],
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-45_', null],
    ['12345', null],
    ['1234567', null],
    ['abc-def', null],
  ])('normalises the code %s', (code, expected) => {
    expect(normalizeTwoFactorCode(code)).toBe(expected);
  });
});

describe('ARC-14 auth transaction', () => {
  const params = {
    fee: 1000,
    minFee: 1000,
    firstValid: 100,
    lastValid: 1100,
    genesisID: 'dockernet-v1',
    genesisHash: new Uint8Array(32).fill(1),
  };

  it('is a zero-fee, zero-amount self-payment with the realm as note', () => {
    const sender = primary.addr.toString();
    const txn = buildAuthTransaction(sender, '2FA#ARC14', params);
    expect(txn.type).toBe('pay');
    expect(txn.sender.toString()).toBe(sender);
    expect(txn.payment?.receiver.toString()).toBe(sender);
    expect(txn.payment?.amount).toBe(0n);
    expect(txn.fee).toBe(0n);
    expect(new TextDecoder().decode(txn.note)).toBe('2FA#ARC14');
    expect(txn.firstValid).toBe(100n);
  });

  it('becomes "SigTx " + base64 of the signed transaction', () => {
    const sender = primary.addr.toString();
    const signed = buildAuthTransaction(sender, 'realm', params).signTxn(primary.sk);
    const header = authorizationHeader(signed);
    expect(header.startsWith('SigTx ')).toBe(true);
    const decoded = decodeSignedTransaction(base64ToBytes(header.slice(6)));
    expect(decoded.txn.sender.toString()).toBe(sender);
    expect(decoded.sig).toHaveLength(64);
  });
});
